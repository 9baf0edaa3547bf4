/**
 * Writes the table of control routes into the simulator's README from the control actions.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUILT_IN_CONTROL_ACTIONS } from '../packages/simulator/src/simulator.js';
import { CONTROL_TABLE_FILE, withControlTable } from './control-table.js';

const target = join(dirname(fileURLToPath(import.meta.url)), '..', CONTROL_TABLE_FILE);
writeFileSync(target, withControlTable(readFileSync(target, 'utf8'), BUILT_IN_CONTROL_ACTIONS));
console.log(`Wrote ${BUILT_IN_CONTROL_ACTIONS.length} control routes to ${CONTROL_TABLE_FILE}`);
