import { describe, expect, test } from 'vitest';
import { authErrorCodes, documentedError } from './auth-errors.js';
import { ERROR_ROLES, type ErrorRole, type ErrorSpec, type OperationDefinition } from './operation.js';
import { docsOf } from './operation-docs.js';
import { operations, registry } from './operations.js';

const declared: readonly OperationDefinition[] = operations;

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

  test('changing the description of an error changes no answer', () => {
    for (const operation of declared) {
      const rewritten: OperationDefinition = {
        ...operation,
        errors: operation.errors.map((error, index) => ({ ...error, description: `Rewritten ${index}.` })),
      };
      expect(authErrorCodes(rewritten), operation.id).toEqual(authErrorCodes(operation));
      for (const role of ERROR_ROLES) {
        const before = documentedError(operation, role);
        const after = documentedError(rewritten, role);
        expect(after && { status: after.status, code: after.code }, `${operation.id} ${role}`).toEqual(
          before && { status: before.status, code: before.code },
        );
      }
    }
  });

  test('swapping the descriptions of two errors moves no role', () => {
    const operation = registry.find('POST', '/v1/teams/invitations');
    if (!operation) throw new Error('POST /v1/teams/invitations is not declared');
    const descriptions = [...docsOf(operation).errors].reverse();
    const swapped: OperationDefinition = {
      ...operation,
      errors: operation.errors.map((error, index) => ({ ...error, description: descriptions[index] ?? '' })),
    };
    expect(authErrorCodes(swapped)).toEqual(authErrorCodes(operation));
  });
});

/** Where the spec's wording of an error names one of the roles. */
const MISSING_CONTEXT =
  /missing (profile(\/| or )team |profile or team |team id|)?context|context (is )?required|missing team id|missing [a-z ]+ or context/i;
const WORDING: Readonly<Record<ErrorRole, { readonly coded?: RegExp; readonly uncoded?: RegExp }>> = {
  missingContext: { coded: MISSING_CONTEXT, uncoded: MISSING_CONTEXT },
  insufficientRole: { coded: /insufficient permissions|admin (role )?required/i },
  invalidContext: { coded: /invalid session or context/i, uncoded: /^invalid context/i },
  invalidKey: { coded: /invalid api key/i },
  invalidMethod: { coded: /invalid http method/i },
  actionNotFound: { coded: /\baction not found/i },
};

const wordedRole = (error: ErrorSpec, description: string): ErrorRole | undefined =>
  ERROR_ROLES.find((role) =>
    WORDING[role][error.code === undefined ? 'uncoded' : 'coded']?.test(description),
  );

const tagged = (role: ErrorRole) =>
  declared.flatMap((operation) =>
    operation.errors
      .filter((error) => error.role === role)
      .map((error) => `${operation.id} ${error.status} ${error.code ?? '-'}`),
  );

describe('contract error roles', () => {
  test('every error whose wording names a role declares that role, and no other error declares one', () => {
    for (const operation of declared) {
      const descriptions = docsOf(operation).errors;
      for (const [index, error] of operation.errors.entries()) {
        const description = descriptions[index] ?? '';
        expect(error.role, `${operation.id} ${error.status} ${error.code ?? ''} ${description}`).toBe(
          wordedRole(error, description),
        );
      }
    }
  });

  test('every role is declared somewhere', () => {
    for (const role of ERROR_ROLES) expect(tagged(role).length, role).toBeGreaterThan(0);
  });

  test('the channel routes declare their invalid-key codes', () => {
    expect(tagged('invalidKey')).toEqual([
      'listChannels 403 CH-01',
      'runChannelAction 403 CH-01',
      'getChannelMethod 403 CH-01',
      'getChannelTransaction 403 CHID#GET-01',
      'createOtcRequest 403 CH-01',
      'createPaymentRequest 403 CH-01',
      'createSend 403 CH-01',
      'previewSend 403 CH-01',
    ]);
  });

  test('the channel action route and the core request routes declare their method and action codes', () => {
    expect(tagged('invalidMethod')).toEqual([
      'runChannelAction 418 CH-05',
      'getPaymentRequest 400 4',
      'payPaymentRequest 400 4',
    ]);
    expect(tagged('actionNotFound')).toEqual([
      'runChannelAction 404 CH-02',
      'getPaymentRequest 404 3',
      'payPaymentRequest 404 3',
    ]);
  });

  test('the team image routes and the compliance payment routes declare an invalid context', () => {
    expect(tagged('invalidContext')).toEqual([
      'createTeamImageUploadUrl 401 V1_TEAM_IMAGE_UPLOAD_URL_01',
      'confirmTeamImage 401 V1_TEAM_IMAGE_CONFIRM_01',
      'createComplianceCheckout 401 -',
      'payComplianceViaRequest 401 -',
    ]);
    expect(codesOf('POST', '/v1/compliance/checkout').invalidContextStatus).toBe(401);
  });
});
