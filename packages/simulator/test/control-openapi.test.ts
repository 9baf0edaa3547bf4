/**
 * docs/control-openapi.json: generated from the control actions, lists every route of the control
 * table, and passes Redocly's lint with no error and no warning.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, test } from 'vitest';
import {
  CONTROL_OPENAPI_FILE,
  createControlOpenApiDocument,
  readControlSamples,
} from '../../../scripts/control-openapi.js';
import { CONTROL_TABLE_FILE } from '../../../scripts/control-table.js';
import { BUILT_IN_CONTROL_ACTIONS, createSimulator } from '../src/index.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const committed = JSON.parse(readFileSync(`${root}${CONTROL_OPENAPI_FILE}`, 'utf8')) as {
  info: { version: string };
  paths: Record<string, Record<string, { security: unknown[]; operationId: string }>>;
  components: { securitySchemes: Record<string, unknown> };
};
const redocly = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');

describe('control API document', () => {
  test('is the one the control actions give (run `npm run generate` after changing them)', async () => {
    const { version } = JSON.parse(readFileSync(`${root}packages/simulator/package.json`, 'utf8'));
    const simulator = createSimulator({ seed: 'demo', randomSeed: 1 });
    const samples = await readControlSamples(
      BUILT_IN_CONTROL_ACTIONS,
      simulator.control as unknown as Parameters<typeof readControlSamples>[1],
      version,
    );
    const generated = createControlOpenApiDocument(BUILT_IN_CONTROL_ACTIONS, { version, samples });
    expect(committed).toEqual(JSON.parse(JSON.stringify(generated)));
    expect(committed.info.version).toBe(version);
  });

  test('lists every route of the control table in the README, and nothing else', () => {
    const readme = readFileSync(`${root}${CONTROL_TABLE_FILE}`, 'utf8');
    const table = [...readme.matchAll(/^\| `([A-Z, ]+) (\/_simulator\S*)` /gm)].flatMap(([, methods, path]) =>
      (methods as string).split(', ').map((method) => `${method} ${path}`),
    );
    expect(table.length).toBeGreaterThan(45);
    const documented = Object.entries(committed.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.sort()).toEqual([...table].sort());
  });

  test('the health route and the open routes need no token; every other route wants the admin token', () => {
    expect(committed.components.securitySchemes.adminToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(committed.paths['/_simulator/health']?.get?.security).toEqual([]);
    const scenarios = committed.paths['/_simulator/scenarios/{name}']?.post;
    expect(scenarios?.security).toEqual([{ adminToken: [] }]);
    for (const action of BUILT_IN_CONTROL_ACTIONS) {
      const item = committed.paths[`/_simulator${action.path}`] ?? {};
      for (const method of typeof action.method === 'string' ? [action.method] : action.method) {
        expect(item[method.toLowerCase()]?.security, `${method} ${action.path}`).toEqual(
          action.open === true ? [] : [{ adminToken: [] }],
        );
      }
    }
  });

  test('passes Redocly lint with no error and no warning', { timeout: 60_000 }, async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [redocly, 'lint', CONTROL_OPENAPI_FILE, '--format=json'],
      {
        cwd: root,
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      },
    );
    const report = JSON.parse(stdout) as { totals: object; problems: unknown[] };
    expect(report.problems).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  });
});
