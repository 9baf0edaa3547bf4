import { packageProject } from '../vitest.shared.js';

export default packageProject('examples', ['**/*.test.ts']);
