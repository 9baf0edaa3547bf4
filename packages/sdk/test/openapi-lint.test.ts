import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, test } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const redocly = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');

describe('OpenAPI lint', () => {
  // Redocly's recommended rules with redocly.yaml and its ignore file; offline, no telemetry.
  test('docs/openapi.json passes Redocly lint with no error and no warning', {
    timeout: 60_000,
  }, async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [redocly, 'lint', 'docs/openapi.json', '--format=json'],
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
