import { describe, expect, test } from 'vitest';
import { overHttp } from './standalone-server.js';

describe('guides.testing: the standalone server over HTTP', () => {
  test('reset, a keyed call, the clock and a fault answer over loopback', async () => {
    const result = await overHttp();
    expect(result.chains).toMatchObject({ status: 200, body: { success: true } });
    expect(result.clock).toMatchObject({ status: 200, body: { data: { now: '2025-01-01T00:01:00.000Z' } } });
    expect(result.faulted).toMatchObject({ status: 503, body: { success: false } });
  });
});
