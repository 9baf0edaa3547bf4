import { describe, expect, test } from 'vitest';
import { startServer } from './server.js';

describe('startServer: options checked before it listens', () => {
  test('error: an unknown option names the closest known one', async () => {
    await expect(startServer({ prot: 0 } as never)).rejects.toThrow(
      new TypeError('prot: unknown option; did you mean "port"?'),
    );
    await expect(startServer({ port: 0, sead: 'empty' } as never)).rejects.toThrow(
      'sead: unknown option; did you mean "seed"?',
    );
  });

  test('error: a port, host or hook of the wrong kind names the option', async () => {
    await expect(startServer({ port: 70_000 })).rejects.toThrow(
      'port must be a whole number from 0 to 65535 (0 picks a free one), got 70000.',
    );
    await expect(startServer({ port: 0, host: '' })).rejects.toThrow(
      'host must be an interface to listen on',
    );
    await expect(startServer({ port: 0, allowedHosts: 'simulator' as never })).rejects.toThrow(
      'allowedHosts must be an array of host names',
    );
    await expect(startServer({ port: 0, setup: {} as never })).rejects.toThrow('setup must be a function.');
  });

  test('every documented option is taken', async () => {
    const server = await startServer({
      port: 0,
      host: '127.0.0.1',
      allowedHosts: ['simulator'],
      seed: 'empty',
      onRequest: () => undefined,
      setup: () => undefined,
    });
    await server.close();
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });
});
