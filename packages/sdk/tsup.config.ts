import { packageBuild } from '../../tsup.shared.js';

// zod and ky are dependencies the app installs once: the build imports them, never bundles them.
export default packageBuild(import.meta.dirname, { external: ['zod', 'ky'] });
