import { describe, expect, test } from 'vitest';
import { authErrorCodes } from './auth-errors.js';
import { operations, registry } from './operations.js';

const codesOf = (method: string, path: string) => {
  const operation = registry.find(method, path);
  if (!operation) throw new Error(`${method} ${path} is not declared`);
  return authErrorCodes(operation);
};

describe('contract.authErrorCodes', () => {
  test('reads the missing-context and role codes of a team route', () => {
    expect(codesOf('POST', '/v1/teams/invitations')).toEqual({
      missingContext: { status: 400, code: 'APP_V1_TEAMS_INVITATIONS_ROUTE_01' },
      role: { status: 403, code: 'APP_V1_TEAMS_INVITATIONS_ROUTE_01' },
    });
    expect(codesOf('PATCH', '/v1/teams/tax-info/default').role).toEqual({
      status: 403,
      code: 'APP_V1_TEAMS_TAX_INFO_DEFAULT_02',
    });
  });

  test('a route that gives missing context a status but no code answers CONTEXT_REQUIRED with it', () => {
    expect(codesOf('GET', '/v1/txs').missingContext).toEqual({ status: 400, code: 'CONTEXT_REQUIRED' });
    expect(codesOf('GET', '/v1/txs/{txId}/files').missingContext).toEqual({
      status: 400,
      code: 'CONTEXT_REQUIRED',
    });
    expect(codesOf('GET', '/v1/tx/{id}').missingContext).toEqual({ status: 401, code: 'CONTEXT_REQUIRED' });
  });

  test('reads the invalid-key code of the channel routes', () => {
    expect(codesOf('GET', '/channels').invalidKey).toEqual({ status: 403, code: 'CH-01' });
    expect(codesOf('GET', '/channels/{channelSlug}/{txId}').invalidKey).toEqual({
      status: 403,
      code: 'CHID#GET-01',
    });
    expect(codesOf('GET', '/v1/teams/members').invalidKey).toBeUndefined();
  });

  test('reads the three codes of the team image routes', () => {
    expect(codesOf('POST', '/v1/teams/{teamId}/image/upload-url')).toEqual({
      missingContext: { status: 400, code: 'V1_TEAM_IMAGE_UPLOAD_URL_01' },
      role: { status: 403, code: 'V1_TEAM_IMAGE_UPLOAD_URL_01' },
      invalidContext: { status: 401, code: 'V1_TEAM_IMAGE_UPLOAD_URL_01' },
    });
  });

  test('every admin route of the teams area has a role code', () => {
    for (const operation of operations) {
      if (operation.area === 'teams' && operation.auth.role === 'admin') {
        expect(authErrorCodes(operation).role, operation.id).toBeDefined();
      }
    }
  });

  test('every context route of the profile, user, kyc and compliance areas has a missing-context code', () => {
    // PATCH /v1/profile/banks/{id} answers a missing context with a 400 the spec gives no code.
    for (const operation of operations) {
      if (
        ['profile', 'user', 'kyc', 'compliance'].includes(operation.area) &&
        operation.id !== 'updateProfileBank'
      ) {
        expect(authErrorCodes(operation).missingContext, operation.id).toBeDefined();
      }
    }
  });

  test('a key-only route has none', () => {
    expect(codesOf('GET', '/v1/config/chains')).toEqual({});
  });
});
