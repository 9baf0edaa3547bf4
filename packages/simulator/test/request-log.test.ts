import { describe, expect, test } from 'vitest';
import { describeRequest, formatLogLine, maskSecrets, redactPath } from '../src/http/request-log.js';
import { createSimulator } from '../src/index.js';

const { store } = createSimulator().services;

describe('http.requestLog', () => {
  test('redactPath: control query strings and signed-URL tokens go, API queries stay', () => {
    expect(redactPath('/_simulator/uploads/upl_abc123?x=1')).toBe(
      '/_simulator/uploads/[redacted]?[redacted]',
    );
    expect(redactPath('/_simulator/tx-files/tok123/file.pdf')).toBe('/_simulator/tx-files/[redacted]');
    expect(redactPath('/_simulator/outbox?to=a@example.com')).toBe('/_simulator/outbox?[redacted]');
    expect(redactPath('/v1/wallets/portfolio?wallets=0xabc')).toBe('/v1/wallets/portfolio?wallets=0xabc');
    expect(redactPath('/v1/x?key=sk_sandbox_demo_app')).toBe('/v1/x?key=[redacted]');
  });

  test('maskSecrets: keys, webhook secrets and JWT-shaped tokens', () => {
    expect(maskSecrets('sk_live_demo_app whsec_demo_4f9c2b7e1a6d eyJhbGci.eyJzdWIi.c2ln ok')).toBe(
      '[redacted] [redacted] [redacted] ok',
    );
  });

  test('describeRequest: the key by name, code and reason of a 4xx, no reason of a 5xx', () => {
    const body = new TextEncoder().encode(
      JSON.stringify({ success: false, error: { code: 'X_1', message: 'Bad sk_sandbox_demo_app' } }),
    );
    const base = { startedAt: 0, method: 'GET', target: '/v1/a', durationMs: 1.234, errorBody: body };
    expect(describeRequest(store, { ...base, status: 400, apiKey: 'sk_sandbox_demo_app' })).toEqual({
      time: '1970-01-01T00:00:00.000Z',
      method: 'GET',
      path: '/v1/a',
      status: 400,
      durationMs: 1.2,
      code: 'X_1',
      keyName: 'app-scoped (sandbox)',
      reason: 'Bad [redacted]',
    });
    expect(describeRequest(store, { ...base, status: 500, apiKey: 'nope' })).toMatchObject({
      code: 'X_1',
      keyName: null,
      reason: null,
    });
  });

  test('formatLogLine: colour only when asked', () => {
    const entry = {
      time: new Date(2025, 0, 1, 14, 3, 7, 120).toISOString(),
      method: 'POST',
      path: '/v1/teams',
      status: 403,
      durationMs: 2.1,
      code: 'NOPE',
      keyName: 'app-scoped (sandbox)',
      reason: 'Not allowed.',
    };
    expect(formatLogLine(entry, { colour: false })).toBe(
      '14:03:07.120 POST   /v1/teams 403 2.1ms key="app-scoped (sandbox)" NOPE Not allowed.',
    );
    expect(formatLogLine(entry, { colour: true })).toContain('\u001b[33m403\u001b[0m');
  });
});
