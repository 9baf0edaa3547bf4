/**
 * The package's version, as `GET /_simulator/health` answers it. `npm run generate` writes it from
 * `packages/simulator/package.json` (a test keeps the two equal).
 */
export const SIMULATOR_VERSION = '0.1.0';
