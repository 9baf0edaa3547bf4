import { packageBuild } from '../../tsup.shared.js';

// zod is bundled into the build: tree-shaken to the checks the SDK uses, one file instead of the
// hundred-odd modules (every locale among them) that importing `zod/mini` makes Node load.
export default packageBuild(import.meta.dirname, { noExternal: ['zod'] });
