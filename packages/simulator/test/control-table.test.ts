import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { CONTROL_TABLE_FILE, withControlTable } from '../../../scripts/control-table.js';
import { BUILT_IN_CONTROL_ACTIONS } from '../src/simulator.js';

const root = new URL('../../../', import.meta.url);
const committed = readFileSync(new URL(CONTROL_TABLE_FILE, root), 'utf8');

describe('generated control-route table', () => {
  test('the README table matches the control actions (run `npm run generate` after changing them)', () => {
    expect(committed).toBe(withControlTable(committed, BUILT_IN_CONTROL_ACTIONS));
  });

  test('every action is a row with its route and its simulator.control method', () => {
    for (const action of BUILT_IN_CONTROL_ACTIONS) {
      expect(committed, action.path).toContain(` /_simulator${action.path}\``);
      expect(committed, action.name).toContain(`\`${action.module}.${action.name}()\``);
    }
  });
});
