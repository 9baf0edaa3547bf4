import { describe, expect, test } from 'vitest';
import { ACCESS_GATES, declaredErrorCodes, declaredErrors } from './declared-errors.js';
import type { OperationDefinition } from './operation.js';
import { operations as declarations, registry } from './operations.js';

/** Every declaration, read as the general shape (the list's type names each one). */
const operations: readonly OperationDefinition[] = declarations;

import { PLATFORM_ERRORS } from './platform-errors.js';

const operation = (method: string, path: string) => {
  const found = registry.find(method, path);
  if (!found) throw new Error(`${method} ${path} is not declared`);
  return found;
};
const pairs = (method: string, path: string, source?: string) =>
  declaredErrors(operation(method, path))
    .filter((error) => source === undefined || error.source === source)
    .map((error) => `${error.status} ${error.code ?? '-'}`);

describe('declaredErrors', () => {
  test('every operation answers at least one error status, and a 500 for an unexpected failure', () => {
    for (const op of operations) {
      expect(declaredErrors(op).length, op.id).toBeGreaterThan(0);
      expect(declaredErrorCodes(op), op.id).toContain('INTERNAL_ERROR');
    }
  });

  test('the route errors come first, in declaration order, so they line up with their descriptions', () => {
    for (const op of operations) {
      const route = declaredErrors(op).slice(0, op.errors.length);
      expect(
        route.map((error) => [error.status, error.code, error.source]),
        op.id,
      ).toEqual(op.errors.map((error) => [error.status, error.code, 'route']));
    }
  });

  test('a key route answers the three key failures and the rate limit', () => {
    expect(pairs('GET', '/v1/config/chains')).toEqual([
      '500 -',
      '400 -',
      '431 -',
      '403 API_KEY_REQUIRED',
      '403 API_KEY_INVALID',
      '403 API_KEY_WRONG_ENVIRONMENT',
      '429 RATE_LIMITED',
      '500 INTERNAL_ERROR',
    ]);
  });

  test('every operation declares a 400, the answer to a request that is not valid HTTP', () => {
    for (const operation of operations) {
      expect(
        declaredErrors(operation).some((error) => error.status === 400),
        operation.id,
      ).toBe(true);
    }
    expect(pairs('GET', '/v1/otc/gating', 'malformedRequest')).toEqual(['400 -']);
    // Where the route declares a 400 already, that declaration covers it.
    expect(pairs('POST', '/v1/teams/countries', 'malformedRequest')).toEqual([]);
  });

  test('every operation declares a 431, the answer to a request line and headers too large to read', () => {
    for (const operation of operations) {
      expect(pairs(operation.method, operation.path, 'headersTooLarge'), operation.id).toEqual(['431 -']);
    }
  });

  test('a route with a path param declares 404 for one that is empty or `.`, which leaves no route', () => {
    // The bank routes answer an unknown id with 403 BANK_ACCOUNT_NOT_OWNED, not 404.
    expect(pairs('DELETE', '/v1/profile/banks/{id}', 'emptyPathSegment')).toEqual(['404 -']);
    expect(pairs('GET', '/v1/profile/banks', 'emptyPathSegment')).toEqual([]);
    for (const operation of operations) {
      if (!operation.path.includes('{')) continue;
      expect(
        declaredErrors(operation).some((error) => error.status === 404),
        operation.id,
      ).toBe(true);
    }
  });

  test('a public route runs no key check', () => {
    expect(pairs('GET', '/v1/maintenance')).toEqual(['400 -', '431 -', '500 INTERNAL_ERROR']);
    expect(declaredErrorCodes(operation('GET', '/v1/config/countries'))).not.toContain('API_KEY_REQUIRED');
  });

  test('a route with its own invalid-key code answers it for every key failure', () => {
    expect(pairs('GET', '/channels', 'missingKey')).toEqual([]);
    expect(pairs('GET', '/channels')).toContain('403 CH-01');
    expect(declaredErrorCodes(operation('GET', '/channels'))).not.toContain('API_KEY_REQUIRED');
  });

  test('a session route answers a missing or invalid session with 401', () => {
    expect(pairs('GET', '/v1/profile', 'invalidSession')).toEqual(['401 SESSION_INVALID']);
    expect(pairs('GET', '/v1/profile', 'missingSession')).toEqual(['401 SESSION_REQUIRED']);
  });

  test("a route's own invalid-context code replaces the session and context codes", () => {
    const codes = declaredErrorCodes(operation('POST', '/v1/teams/{teamId}/image/upload-url'));
    expect(codes).toContain('V1_TEAM_IMAGE_UPLOAD_URL_01');
    expect(codes).not.toContain('SESSION_REQUIRED');
    expect(codes).not.toContain('CONTEXT_INVALID');
  });

  test('a header-context route answers no usable context with its own code, else 401 CONTEXT_REQUIRED', () => {
    expect(pairs('GET', '/v1/teams/members')).toContain('400 APP_V1_TEAMS_MEMBERS_ROUTE_01');
    expect(declaredErrorCodes(operation('GET', '/v1/teams/members'))).not.toContain('CONTEXT_REQUIRED');
    expect(pairs('GET', '/v1/otc/gating', 'invalidContext')).toEqual(['403 CONTEXT_INVALID']);
    expect(pairs('GET', '/v1/otc/gating', 'missingContext')).toEqual(['401 CONTEXT_REQUIRED']);
  });

  test('the compliance routes answer an invalid context with the status they document', () => {
    expect(pairs('POST', '/v1/compliance/pay-via-request')).toContain('401 CONTEXT_INVALID');
  });

  test('a key-only route answers no context failure, even with a scoped key', () => {
    expect(pairs('GET', '/v1/config/chains', 'invalidContext')).toEqual([]);
    expect(pairs('GET', '/v1/config/chains', 'missingContext')).toEqual([]);
  });

  test('a permission, a MASTER key that needs a session and an admin role each add their failure', () => {
    expect(pairs('POST', '/v1/otc/allowance/check', 'permission')).toEqual(['403 PERMISSION_DENIED']);
    expect(pairs('GET', '/v1/tx/{id}', 'missingSession')).toEqual(['401 SESSION_REQUIRED']);
    expect(pairs('PATCH', '/v1/teams/default-receiver-wallet')).toContain(
      '403 APP_V1_TEAMS_DEFAULT_RECEIVER_WALLET_ROUTE_01',
    );
    expect(pairs('GET', '/v1/teams/{teamId}/activity', 'role')).toEqual(['403 ROLE_REQUIRED']);
  });

  test('the gated operations answer their gate, and no other operation does', () => {
    for (const op of operations) {
      const gates = declaredErrors(op).filter((error) => error.source === 'gate');
      const expected = Object.values(ACCESS_GATES)
        .filter((gate) => (gate.operations as readonly string[]).includes(op.id))
        .map((gate) => ({ status: 503, code: gate.code, source: 'gate' }));
      expect(gates, op.id).toEqual(expected);
    }
  });

  test('a route that takes a body answers 413 and its invalid-input code; a GET answers no 413', () => {
    expect(pairs('DELETE', '/v1/teams/members/{profileId}', 'bodyTooLarge')).toEqual([
      '413 PAYLOAD_TOO_LARGE',
    ]);
    expect(pairs('DELETE', '/v1/teams/members/{profileId}', 'bodyNotJson')).toEqual([
      '400 BODY_PARSER_ERROR',
    ]);
    expect(
      declaredErrorCodes(operation('POST', '/channels/{channelSlug}/action/{actionName}/{actionId}')),
    ).toContain('CH-06');
    for (const op of operations) {
      if (op.method === 'GET') expect(declaredErrorCodes(op), op.id).not.toContain('PAYLOAD_TOO_LARGE');
    }
    expect(PLATFORM_ERRORS.PAYLOAD_TOO_LARGE.statuses).toEqual([413]);
  });

  test("a route's input error codes are declared with their statuses", () => {
    expect(pairs('GET', '/v1/auth/referral/validate')).toContain(
      '400 APP_V1_AUTH_REFERRAL_VALIDATE_ROUTE_01',
    );
    for (const op of operations) {
      for (const rule of op.inputErrorCodes ?? []) {
        expect(pairs(op.method, op.path), op.id).toContain(`${rule.status} ${rule.code}`);
      }
    }
  });

  test('a path id answers 404 unless the route documents another answer or the param is a closed set', () => {
    expect(pairs('POST', '/channel/core/otc/{id}/accept-offer', 'unknownId')).toEqual(['404 -']);
    expect(pairs('GET', '/channel/ramp/orders/{orderId}', 'unknownId')).toEqual(['404 -']);
    // Documented by the route itself: no second 404.
    expect(pairs('GET', '/v1/tx/{id}', 'unknownId')).toEqual([]);
    expect(pairs('GET', '/v1/tx/{id}')).toContain('404 -');
    // A member outside the team is the propagated 403; an allowance action is one of a closed set.
    expect(pairs('DELETE', '/v1/teams/members/{profileId}', 'unknownId')).toEqual([]);
    expect(pairs('GET', '/v1/wallet/evm/allowance/{action}', 'unknownId')).toEqual([]);
    // Their 404 is the path a `.` or empty param leaves, which no route serves.
    expect(pairs('GET', '/v1/wallet/evm/allowance/{action}', 'emptyPathSegment')).toEqual(['404 -']);
  });

  test('no operation declares the same status and code twice', () => {
    for (const op of operations) {
      const derived = declaredErrors(op)
        .filter((error) => error.source !== 'route')
        .map((error) => `${error.status} ${error.code ?? '-'}`);
      expect(new Set(derived).size, op.id).toBe(derived.length);
    }
  });
});
