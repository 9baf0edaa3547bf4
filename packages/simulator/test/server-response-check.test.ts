/**
 * The standalone server skips the response check unless asked (`validateResponses`, the CLI's
 * `--validate-responses`); `createSimulator()` keeps checking by default.
 */
import { describe, expect, test } from 'vitest';
import { parseServeArgs } from '../src/cli-options.js';
import { defineHandlers } from '../src/index.js';
import { startServer } from '../src/node.js';

const broken = defineHandlers({ getMaintenance: () => ({ status: 42 }) as unknown as { status: 'ok' } });

async function maintenanceThrough(options: { readonly validateResponses?: boolean }) {
  const server = await startServer({ ...options, port: 0, host: '127.0.0.1', handlers: broken });
  try {
    const response = await fetch(`${server.url}/v1/maintenance`);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  } finally {
    await server.close();
  }
}

describe('the standalone server’s response check', () => {
  test('is off by default: a handler’s answer goes out as it is', async () => {
    expect(await maintenanceThrough({})).toEqual({
      status: 200,
      body: { success: true, data: { status: 42 } },
    });
  });

  test('validateResponses: true answers 500 naming the operation', async () => {
    const { status, body } = await maintenanceThrough({ validateResponses: true });
    expect(status).toBe(500);
    expect(body.error).toMatchObject({
      code: 'INTERNAL_ERROR',
      message: expect.stringMatching(/getMaintenance does not match its schema: status/),
    });
  });

  test('--validate-responses turns it on; without the flag the options leave it off', () => {
    const on = parseServeArgs(['--validate-responses']);
    const off = parseServeArgs([]);
    expect(on.kind === 'serve' && on.options.validateResponses).toBe(true);
    expect(off.kind === 'serve' && off.options.validateResponses).toBeUndefined();
  });
});
