/**
 * Writes docs/control-openapi.json from the control actions, and the simulator's version constant
 * from its package.json (what `GET /_simulator/health` answers).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUILT_IN_CONTROL_ACTIONS, createSimulator } from '../packages/simulator/src/index.js';
import { CONTROL_OPENAPI_FILE, createControlOpenApiDocument, readControlSamples } from './control-openapi.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { version } = JSON.parse(readFileSync(join(root, 'packages/simulator/package.json'), 'utf8')) as {
  version: string;
};
const versionFile = join(root, 'packages/simulator/src/platform/version.ts');
writeFileSync(
  versionFile,
  readFileSync(versionFile, 'utf8').replace(
    /SIMULATOR_VERSION = '[^']*'/,
    `SIMULATOR_VERSION = '${version}'`,
  ),
);

const simulator = createSimulator({ seed: 'demo', randomSeed: 1 });
const samples = await readControlSamples(
  BUILT_IN_CONTROL_ACTIONS,
  simulator.control as unknown as Parameters<typeof readControlSamples>[1],
  version,
);
const document = createControlOpenApiDocument(BUILT_IN_CONTROL_ACTIONS, { version, samples });
writeFileSync(join(root, CONTROL_OPENAPI_FILE), `${JSON.stringify(document, null, 2)}\n`);
console.log(`Wrote ${Object.keys(document.paths as object).length} control paths to ${CONTROL_OPENAPI_FILE}`);
