import type { IncomingMessage } from 'node:http';
import { describe, expect, test } from 'vitest';
import { createAccessPolicy } from './access-policy.js';

const admit = createAccessPolicy({ host: '127.0.0.1', basePath: () => '' });

/** A request as the Node listener hands it to the policy: only its headers are read. */
const request = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage;

describe('the Origin check of the control routes', () => {
  test("a page of the server's own origin, port included, reads the state", () => {
    const own = request({ host: '127.0.0.1:4010', origin: 'http://127.0.0.1:4010' });
    expect(admit(own, 'GET', '/_simulator/state')).toEqual({ cors: false });
  });

  test('a page on the same host at another port is another origin: refused with 403', () => {
    for (const origin of ['http://127.0.0.1:5173', 'http://127.0.0.1', 'https://127.0.0.1:443']) {
      const admission = admit(request({ host: '127.0.0.1:4010', origin }), 'GET', '/_simulator/state');
      expect(admission.cors).toBe(false);
      expect(admission.refusal?.status).toBe(403);
      expect(JSON.parse(String(admission.refusal?.body)).error.code).toBe('CROSS_ORIGIN_REFUSED');
    }
    const onDefaultPort = admit(
      request({ host: 'localhost', origin: 'http://localhost:5173' }),
      'GET',
      '/_simulator/state',
    );
    expect(onDefaultPort.refusal?.status).toBe(403);
  });
});
