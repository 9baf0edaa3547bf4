import { describe, expect, test } from 'vitest';
import { type CheckedResponse, checkExchange } from './contract-check.js';

const encoder = new TextEncoder();
const KEY = { 'x-api-key': 'pk_test_fixed_key_for_checks' };

const request = (method: string, target: string, headers: Record<string, string> = KEY, body = '') => ({
  method,
  target,
  headers: new Headers(headers),
  body: encoder.encode(body),
});

const answer = (status: number, body: unknown, type = 'application/json'): CheckedResponse => ({
  status,
  headers: new Headers({ 'content-type': type }),
  body: encoder.encode(typeof body === 'string' ? body : JSON.stringify(body)),
});

const TEAM_BANKS = [{ profile: { id: 'p-1', nickname: 'ada' }, banks: [] }];

describe('proxy.contract-check', () => {
  test('a documented success with a matching body: no difference, the template names the route', () => {
    const check = checkExchange(
      request('GET', '/v1/teams/banks', { ...KEY, 'x-profile-id': 'p-1', 'x-team-id': 't-1' }),
      answer(200, { success: true, data: TEAM_BANKS }),
    );
    expect(check).toEqual({
      method: 'GET',
      path: '/v1/teams/banks',
      operationId: 'listTeamBanks',
      status: 200,
      differences: [],
    });
  });

  test('request: one context header without the other, and a session route without a bearer', () => {
    const context = checkExchange(
      request('GET', '/v1/teams/banks', { ...KEY, 'x-team-id': 't-1' }),
      answer(200, { success: true, data: TEAM_BANKS }),
    );
    expect(context.differences).toEqual([
      {
        side: 'request',
        kind: 'invalid-context',
        message: 'x-team-id without x-profile-id (route auth: Header context)',
      },
    ]);
    const session = checkExchange(
      request('POST', '/channels/execute', KEY, '{}'),
      answer(401, { success: false, error: { code: 'SESSION_REQUIRED', message: 'No session.' } }),
    );
    expect(session.differences.map((difference) => difference.kind)).toContain('missing-auth');
    expect(session.differences.filter((difference) => difference.side === 'response')).toEqual([]);
  });

  test('request: a body that is not JSON', () => {
    const check = checkExchange(
      request('POST', '/v1/teams/countries', KEY, '{not json'),
      answer(400, { success: false, error: { code: 'BODY_PARSER_ERROR', message: 'Bad JSON.' } }),
    );
    expect(check.differences).toContainEqual({
      side: 'request',
      kind: 'invalid-body',
      message: 'the body is not valid JSON',
    });
  });

  test('response: a route code answered with another status than documented', () => {
    const check = checkExchange(
      request('GET', '/v1/teams/banks', { ...KEY, 'x-profile-id': 'p-1', 'x-team-id': 't-1' }),
      answer(404, { success: false, error: { code: 'APP_V1_TEAMS_BANKS_ROUTE_01', message: 'No context.' } }),
    );
    expect(check.differences).toEqual([
      {
        side: 'response',
        kind: 'undocumented-status',
        message: 'APP_V1_TEAMS_BANKS_ROUTE_01 answered with 404; documented with 400',
      },
    ]);
  });

  test('response: a status documented without a code accepts any code', () => {
    const check = checkExchange(
      request('GET', '/v1/teams/banks', { ...KEY, 'x-profile-id': 'p-1', 'x-team-id': 't-1' }),
      answer(500, { success: false, error: { code: 'BANK_LOOKUP_FAILED', message: 'Down.' } }),
    );
    expect(check.differences).toEqual([]);
  });

  test('response: not JSON, no envelope, a success without data, another success status', () => {
    const target = '/v1/maintenance';
    expect(checkExchange(request('GET', target, {}), answer(200, '<html>', 'text/html')).differences).toEqual(
      [{ side: 'response', kind: 'not-json', message: 'the 200 body is not a JSON envelope (text/html)' }],
    );
    expect(checkExchange(request('GET', target, {}), answer(200, { status: 'ok' })).differences).toEqual([
      { side: 'response', kind: 'invalid-envelope', message: 'the body has no boolean `success`' },
    ]);
    expect(checkExchange(request('GET', target, {}), answer(200, { success: true })).differences).toEqual([
      { side: 'response', kind: 'invalid-envelope', message: 'a success envelope without `data`' },
    ]);
    expect(
      checkExchange(request('GET', target, {}), answer(201, { success: true, data: { status: 'ok' } }))
        .differences,
    ).toEqual([
      {
        side: 'response',
        kind: 'undocumented-status',
        message: '201 is not the documented success status 200',
      },
    ]);
  });

  test('response: a binary route answers bytes on success', () => {
    const check = checkExchange(
      request('GET', '/v1/core/request/r-1/invoice-pdf'),
      answer(200, '%PDF-1.4', 'application/pdf'),
    );
    expect(check.operationId).toBe('getPaymentRequestInvoicePdf');
    expect(check.differences.filter((difference) => difference.side === 'response')).toEqual([]);
  });

  test('no header value appears in a message', () => {
    const check = checkExchange(
      request('GET', '/v1/teams/banks', { 'x-api-key': '', authorization: 'Bearer secret-session-token' }),
      answer(403, { success: false, error: { code: 'API_KEY_REQUIRED', message: 'Missing key.' } }),
    );
    expect(check.differences).toHaveLength(1);
    expect(JSON.stringify(check)).not.toContain('secret-session-token');
  });
});
