import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO } from '@payments-platform/simulator';
import { startServer } from '@payments-platform/simulator/node';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  EXAMPLE_PROFILE,
  EXAMPLE_SEEDS,
  exampleRequest,
  type RecordedExample,
} from '../../../scripts/example-requests.js';
import type { OperationDefinition } from '../src/contract/operation.js';
import { operations as declarations } from '../src/contract/operations.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const operations: readonly OperationDefinition[] = declarations;
const examples: Record<string, Record<string, RecordedExample>> = JSON.parse(
  readFileSync(join(root, 'docs', 'openapi-examples.json'), 'utf8'),
);
/** The successful examples, in the order they were recorded (a read follows the create it uses). */
const replayed = Object.entries(examples).flatMap(([id, byName]) =>
  Object.entries(byName)
    .filter(([, example]) => example.caller !== undefined)
    .map(([name, example]) => ({ id, name, example })),
);

/** Starts Prism as a validating proxy on a free port in front of `upstream`; resolves its URL. */
function startPrism(upstream: string): Promise<{ url: string; process: ChildProcess }> {
  const cli = join(
    createRequire(import.meta.url).resolve('@stoplight/prism-cli/package.json'),
    '..',
    'dist',
    'index.js',
  );
  const child = spawn(
    process.execPath,
    [cli, 'proxy', join(root, 'docs', 'openapi.json'), upstream, '--port', '0', '--host', '127.0.0.1'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk;
      const listening = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (listening?.[1]) resolve({ url: listening[1], process: child });
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => reject(new Error(`Prism exited with ${code}\n${output}`)));
  });
}

describe('recorded examples through Prism', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let prism: Awaited<ReturnType<typeof startPrism>>;
  let session = '';
  beforeAll(async () => {
    // The recording's simulator again: the same seeds, the clock frozen, the same session first.
    server = await startServer({ ...EXAMPLE_SEEDS, port: 0, host: '127.0.0.1' });
    server.simulator.clock.freeze();
    ({ token: session } = await server.simulator.control.tenancy.createSession({
      profileId: EXAMPLE_PROFILE.id,
    }));
    prism = await startPrism(server.url);
  }, 60_000);
  afterAll(async () => {
    prism?.process.kill();
    await server?.close();
  });

  test('each recorded request gets its recorded status, with no violation of the document', {
    timeout: 60_000,
  }, async () => {
    expect(replayed.length).toBeGreaterThanOrEqual(30);
    for (const { id, name, example } of replayed) {
      const operation = operations.find((candidate) => candidate.id === id);
      if (!operation || !example.caller) throw new Error(`${id} is not declared`);
      const { path, init } = exampleRequest(operation, example, example.caller, session);
      const response = await fetch(`${prism.url}${path}`, init);
      await response.arrayBuffer();
      expect(response.headers.get('sl-violations'), `${id} ${name}`).toBeNull();
      expect(response.status, `${id} ${name}`).toBe(example.status);
    }
  });

  test('the proxy does flag a request the document refuses (no required query parameter)', async () => {
    const response = await fetch(`${prism.url}/v1/config/countries/banks`, {
      headers: { 'x-api-key': DEMO.keys.app },
    });
    await response.arrayBuffer();
    expect(response.headers.get('sl-violations')).toContain('country');
  });
});
