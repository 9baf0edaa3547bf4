/**
 * The Python suite of this folder, run by `npm test` with nothing but `python3`: the standalone
 * server starts with an admin token, then `python3 -m unittest` drives it over HTTP.
 */
import { type ChildProcessWithoutNullStreams, execFile, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

const here = fileURLToPath(new URL('.', import.meta.url));
const simulatorDir = fileURLToPath(new URL('../../packages/simulator/', import.meta.url));
const TOKEN = 'python-ci-admin-token-0123456789';

let server: ChildProcessWithoutNullStreams;
let url = '';

beforeAll(async () => {
  server = spawn(
    process.execPath,
    [
      '--conditions=@payments-platform/source',
      '--import',
      'tsx',
      'src/cli.ts',
      '--port',
      '0',
      '--admin-token',
      TOKEN,
      '--log',
      'off',
    ],
    { cwd: simulatorDir, env: { ...process.env, NODE_OPTIONS: '', NO_COLOR: '1' } },
  );
  url = await new Promise<string>((resolve, reject) => {
    let output = '';
    server.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      if (found && output.includes('Health:')) resolve(found);
    });
    server.on('exit', (code) => reject(new Error(`the server exited with ${code}: ${output}`)));
  });
}, 60_000);

afterAll(() => {
  server?.kill('SIGTERM');
});

describe('examples.python-ci', () => {
  test('the Python suite passes against the standalone server', { timeout: 120_000 }, async () => {
    const { stderr } = await promisify(execFile)(
      'python3',
      ['-m', 'unittest', '-v', 'test_payments_simulator'],
      {
        cwd: here,
        env: {
          ...process.env,
          SIMULATOR_URL: url,
          SIMULATOR_ADMIN_TOKEN: TOKEN,
          PYTHONDONTWRITEBYTECODE: '1',
        },
      },
    );
    // unittest reports on stderr: every test ran and passed.
    expect(stderr).toMatch(/Ran 4 tests/);
    expect(stderr).toMatch(/\nOK\n?$/);
    expect(stderr).toMatch(/test_a_paid_request_is_readable_and_its_webhook_was_sent .*\.\.\. ok/);
  });
});
