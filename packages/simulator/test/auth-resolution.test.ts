/**
 * Table-driven test of auth and context resolution (spec: Authentication): every pattern
 * (public, key, key + permission, session, header context, scoped, optional context, MASTER key
 * rules) and every failure status, through the pipeline with handlers that record the caller.
 */
import {
  auth,
  BODY_PARSER_CODE,
  defineOperation,
  type OperationId,
  registry,
} from '@payments-platform/sdk/contract';
import { beforeEach, describe, expect, test } from 'vitest';
import * as z from 'zod';
import { resolveCaller } from '../src/http/context.js';
import {
  type Caller,
  createSimulator,
  DEMO,
  type HandlerMap,
  isSimulatorError,
  type Simulator,
} from '../src/index.js';

type SessionKind = keyof typeof DEMO.profiles | 'expired' | 'unknown' | 'malformed';

interface Row {
  readonly name: string;
  readonly operationId: OperationId;
  readonly path: string;
  readonly key?: string;
  readonly session?: SessionKind;
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: unknown;
  readonly expected:
    | { readonly status: number; readonly code: string }
    | {
        readonly source: Caller['contextSource'];
        readonly profile: string | null;
        readonly team: string | null;
        readonly session?: boolean;
        readonly master?: boolean;
      };
}

const { keys, liveKeys, profiles, teams } = DEMO;
const contextHeaders = (profile: { id: string; teamId: string }) => ({
  'x-profile-id': profile.id,
  'x-team-id': profile.teamId,
});
const TOKEN = '0x00000000000000000000000000000000000000ab';
const SENDER = '0x00000000000000000000000000000000000000de';
const allowance = { chainId: 84532, tokenAddress: TOKEN, senderAddress: SENDER, amountToCheck: '1' };
const approve = { chainId: 84532, tokenAddress: TOKEN, senderWallet: SENDER, amount: 'max' };
const validate = { paramKey: 'phone', value: '5551234567', capabilityId: 'cap_1' };

const rows: readonly Row[] = [
  // Public
  {
    name: 'public: no key needed',
    operationId: 'getMaintenance',
    path: '/v1/maintenance',
    expected: { source: null, profile: null, team: null },
  },
  {
    name: 'public: a key sent anyway is not checked',
    operationId: 'getMaintenance',
    path: '/v1/maintenance',
    key: 'sk_sandbox_garbage',
    expected: { source: null, profile: null, team: null },
  },
  // Key
  {
    name: 'key: missing -> 403',
    operationId: 'listChains',
    path: '/v1/config/chains',
    expected: { status: 403, code: 'API_KEY_REQUIRED' },
  },
  {
    name: 'key: unknown -> 403',
    operationId: 'listChains',
    path: '/v1/config/chains',
    key: 'sk_sandbox_unknown',
    expected: { status: 403, code: 'API_KEY_INVALID' },
  },
  {
    name: 'key: of the other environment -> 403',
    operationId: 'listChains',
    path: '/v1/config/chains',
    key: liveKeys.app,
    expected: { status: 403, code: 'API_KEY_WRONG_ENVIRONMENT' },
  },
  {
    name: 'key: app-scoped key, no context',
    operationId: 'listChains',
    path: '/v1/config/chains',
    key: keys.app,
    expected: { source: null, profile: null, team: null },
  },
  {
    name: 'key: a profile-scoped key brings its profile and team',
    operationId: 'listChains',
    path: '/v1/config/chains',
    key: keys.profile,
    expected: { source: 'profileKey', profile: profiles.bruno.id, team: teams.business.id },
  },
  {
    name: 'key: a team-scoped key brings its team',
    operationId: 'listChains',
    path: '/v1/config/chains',
    key: keys.team,
    expected: { source: 'teamKey', profile: null, team: teams.business.id },
  },
  {
    name: 'key: a key scoped to a blocked member reads key-only routes, without context',
    operationId: 'listChains',
    path: '/v1/config/chains',
    key: keys.blockedProfile,
    expected: { source: null, profile: null, team: null },
  },
  {
    name: 'key: an invalid bearer is ignored where no session is used',
    operationId: 'listChains',
    path: '/v1/config/chains',
    key: keys.app,
    session: 'unknown',
    expected: { source: null, profile: null, team: null },
  },
  // Key + permission
  {
    name: 'key + WRITE: a key without WRITE -> 403',
    operationId: 'checkOtcAllowance',
    path: '/v1/otc/allowance/check',
    key: keys.app,
    body: allowance,
    expected: { status: 403, code: 'PERMISSION_DENIED' },
  },
  {
    name: 'key + WRITE: a key with WRITE passes',
    operationId: 'checkOtcAllowance',
    path: '/v1/otc/allowance/check',
    key: keys.appWrite,
    body: allowance,
    expected: { source: null, profile: null, team: null },
  },
  // Session
  {
    name: 'session: missing -> 401',
    operationId: 'getProfile',
    path: '/v1/profile',
    key: keys.app,
    expected: { status: 401, code: 'SESSION_REQUIRED' },
  },
  {
    name: 'session: unknown -> 401',
    operationId: 'getProfile',
    path: '/v1/profile',
    key: keys.app,
    session: 'unknown',
    expected: { status: 401, code: 'SESSION_INVALID' },
  },
  {
    name: 'session: malformed Authorization header -> 401',
    operationId: 'getProfile',
    path: '/v1/profile',
    key: keys.app,
    session: 'malformed',
    expected: { status: 401, code: 'SESSION_INVALID' },
  },
  {
    name: 'session: expired on the virtual clock -> 401',
    operationId: 'getProfile',
    path: '/v1/profile',
    key: keys.app,
    session: 'expired',
    expected: { status: 401, code: 'SESSION_INVALID' },
  },
  {
    name: 'session: a session of another app -> 401',
    operationId: 'getProfile',
    path: '/v1/profile',
    key: keys.app,
    session: 'pablo',
    expected: { status: 401, code: 'SESSION_INVALID' },
  },
  {
    name: 'session: a blocked member has no access -> 403',
    operationId: 'getProfile',
    path: '/v1/profile',
    key: keys.app,
    session: 'elena',
    expected: { status: 403, code: 'CONTEXT_INVALID' },
  },
  {
    name: 'session: valid; the profile and team chosen at verification, headers ignored',
    operationId: 'getProfile',
    path: '/v1/profile',
    key: keys.app,
    session: 'aliceAtBusiness',
    headers: contextHeaders(profiles.alice),
    expected: {
      source: 'session',
      profile: profiles.aliceAtBusiness.id,
      team: teams.business.id,
      session: true,
    },
  },
  {
    name: 'session: the route 401 code for a missing session where the route has one',
    operationId: 'createTeamImageUploadUrl',
    path: `/v1/teams/${teams.business.id}/image/upload-url`,
    key: keys.app,
    body: { fileName: 'logo.png', contentType: 'image/png' },
    expected: { status: 401, code: 'V1_TEAM_IMAGE_UPLOAD_URL_01' },
  },
  {
    name: 'session + admin: a member -> the route 403 role code',
    operationId: 'createTeamImageUploadUrl',
    path: `/v1/teams/${teams.business.id}/image/upload-url`,
    key: keys.app,
    session: 'carmen',
    body: { fileName: 'logo.png', contentType: 'image/png' },
    expected: { status: 403, code: 'V1_TEAM_IMAGE_UPLOAD_URL_01' },
  },
  {
    name: 'session + admin: an admin passes',
    operationId: 'deleteInvitation',
    path: '/v1/teams/invitations/inv_1',
    key: keys.app,
    session: 'bruno',
    expected: { source: 'session', profile: profiles.bruno.id, team: teams.business.id, session: true },
  },
  {
    name: 'session + admin: a viewer -> the route 403 role code',
    operationId: 'deleteInvitation',
    path: '/v1/teams/invitations/inv_1',
    key: keys.app,
    session: 'diego',
    expected: { status: 403, code: 'APP_V1_TEAMS_INVITATIONS_ID_ROUTE_02' },
  },
  {
    name: 'session + membership: any member passes',
    operationId: 'listTeamActivity',
    path: `/v1/teams/${teams.business.id}/activity`,
    key: keys.app,
    session: 'diego',
    expected: { source: 'session', profile: profiles.diego.id, team: teams.business.id, session: true },
  },
  {
    name: 'session + WRITE: a valid session does not replace the permission -> 403',
    operationId: 'approveOtcAllowance',
    path: '/v1/otc/signatures/approve',
    key: keys.app,
    session: 'bruno',
    body: approve,
    expected: { status: 403, code: 'PERMISSION_DENIED' },
  },
  {
    name: 'session + WRITE: passes with both',
    operationId: 'approveOtcAllowance',
    path: '/v1/otc/signatures/approve',
    key: keys.appWrite,
    session: 'bruno',
    body: approve,
    expected: { source: 'session', profile: profiles.bruno.id, team: teams.business.id, session: true },
  },
  // Header context (conditional)
  {
    name: 'header context: both headers, the profile a member of the team',
    operationId: 'listTeamMembers',
    path: '/v1/teams/members',
    key: keys.app,
    headers: contextHeaders(profiles.carmen),
    expected: { source: 'headers', profile: profiles.carmen.id, team: teams.business.id },
  },
  {
    name: 'header context: a valid session takes precedence over headers',
    operationId: 'listTeamMembers',
    path: '/v1/teams/members',
    key: keys.app,
    session: 'alice',
    headers: contextHeaders(profiles.bruno),
    expected: { source: 'session', profile: profiles.alice.id, team: teams.individual.id, session: true },
  },
  {
    name: 'header context: an invalid session -> 401',
    operationId: 'listTeamMembers',
    path: '/v1/teams/members',
    key: keys.app,
    session: 'unknown',
    headers: contextHeaders(profiles.bruno),
    expected: { status: 401, code: 'SESSION_INVALID' },
  },
  {
    name: 'header context: a profile-scoped key supplies the context',
    operationId: 'listTeamMembers',
    path: '/v1/teams/members',
    key: keys.memberProfile,
    expected: { source: 'profileKey', profile: profiles.carmen.id, team: teams.business.id },
  },
  {
    name: 'header context: a key scoped only to a team is no context -> the route missing-context code',
    operationId: 'listTeamMembers',
    path: '/v1/teams/members',
    key: keys.team,
    expected: { status: 400, code: 'APP_V1_TEAMS_MEMBERS_ROUTE_01' },
  },
  {
    name: 'a route that accepts a team-scoped key itself: it supplies a team context',
    operationId: 'listTransactions',
    path: '/v1/txs?type=team',
    key: keys.team,
    expected: { source: 'teamKey', profile: null, team: teams.business.id },
  },
  {
    name: 'header context: no usable context -> the route missing-context code',
    operationId: 'listTeamMembers',
    path: '/v1/teams/members',
    key: keys.app,
    expected: { status: 400, code: 'APP_V1_TEAMS_MEMBERS_ROUTE_01' },
  },
  {
    name: 'header context: no usable context on a route without its own code or status -> 401',
    operationId: 'getOtcGating',
    path: '/v1/otc/gating',
    key: keys.app,
    expected: { status: 401, code: 'CONTEXT_REQUIRED' },
  },
  {
    name: 'header context: a route that gives missing context a status but no code -> that status',
    operationId: 'listTransactions',
    path: '/v1/txs',
    key: keys.app,
    expected: { status: 400, code: 'CONTEXT_REQUIRED' },
  },
  {
    name: 'header context: x-team-id without x-profile-id -> 403',
    operationId: 'listTeamMembers',
    path: '/v1/teams/members',
    key: keys.app,
    headers: { 'x-team-id': teams.business.id },
    expected: { status: 403, code: 'CONTEXT_INVALID' },
  },
  {
    name: 'header context: x-profile-id without x-team-id -> 403',
    operationId: 'listTeamMembers',
    path: '/v1/teams/members',
    key: keys.app,
    headers: { 'x-profile-id': profiles.bruno.id },
    expected: { status: 403, code: 'CONTEXT_INVALID' },
  },
  {
    name: 'header context: a profile outside the team -> 403',
    operationId: 'listTeamMembers',
    path: '/v1/teams/members',
    key: keys.app,
    headers: { 'x-profile-id': profiles.alice.id, 'x-team-id': teams.business.id },
    expected: { status: 403, code: 'CONTEXT_INVALID' },
  },
  {
    name: 'header context: a team of another app -> 403',
    operationId: 'listTeamMembers',
    path: '/v1/teams/members',
    key: keys.app,
    headers: contextHeaders(profiles.pablo),
    expected: { status: 403, code: 'CONTEXT_INVALID' },
  },
  {
    name: 'header context: a blocked member -> 403',
    operationId: 'listTeamMembers',
    path: '/v1/teams/members',
    key: keys.app,
    headers: contextHeaders(profiles.elena),
    expected: { status: 403, code: 'CONTEXT_INVALID' },
  },
  {
    name: 'header context: a blocked member behind a profile-scoped key -> 403',
    operationId: 'listTeamMembers',
    path: '/v1/teams/members',
    key: keys.blockedProfile,
    expected: { status: 403, code: 'CONTEXT_INVALID' },
  },
  {
    name: 'header context: headers outside the scope of a team-scoped key -> 403',
    operationId: 'listTeamMembers',
    path: '/v1/teams/members',
    key: keys.team,
    headers: contextHeaders(profiles.alice),
    expected: { status: 403, code: 'CONTEXT_INVALID' },
  },
  {
    name: 'header context + admin: an admin through headers passes',
    operationId: 'addTeamCountry',
    path: '/v1/teams/countries',
    key: keys.app,
    headers: contextHeaders(profiles.bruno),
    body: { country: 'AR' },
    expected: { source: 'headers', profile: profiles.bruno.id, team: teams.business.id },
  },
  {
    name: 'header context + admin: a developer -> the route 403 role code',
    operationId: 'addTeamCountry',
    path: '/v1/teams/countries',
    key: keys.app,
    headers: contextHeaders(profiles.aliceAtBusiness),
    body: { country: 'AR' },
    expected: { status: 403, code: 'APP_V1_TEAMS_COUNTRIES_02' },
  },
  {
    name: 'header context + admin: a team-scoped key is no context -> the route missing-context code',
    operationId: 'addTeamCountry',
    path: '/v1/teams/countries',
    key: keys.teamWrite,
    body: { country: 'AR' },
    expected: { status: 400, code: 'APP_V1_TEAMS_COUNTRIES_01' },
  },
  {
    name: 'header context + admin: no context -> the route missing-context code first',
    operationId: 'addTeamCountry',
    path: '/v1/teams/countries',
    key: keys.app,
    body: { country: 'AR' },
    expected: { status: 400, code: 'APP_V1_TEAMS_COUNTRIES_01' },
  },
  // MASTER key
  {
    name: 'MASTER needsSession: a MASTER key without a session -> 401',
    operationId: 'getTransaction',
    path: '/v1/tx/tx_1',
    key: keys.master,
    expected: { status: 401, code: 'SESSION_REQUIRED' },
  },
  {
    name: 'MASTER needsSession: with a session it passes',
    operationId: 'getTransaction',
    path: '/v1/tx/tx_1',
    key: keys.master,
    session: 'bruno',
    expected: {
      source: 'session',
      profile: profiles.bruno.id,
      team: teams.business.id,
      session: true,
      master: true,
    },
  },
  {
    name: 'team-scoped-key route: a team key gives the team context',
    operationId: 'getTransaction',
    path: '/v1/tx/tx_1',
    key: keys.team,
    expected: { source: 'teamKey', profile: null, team: teams.business.id },
  },
  {
    name: 'MASTER bypass: a MASTER key needs no context',
    operationId: 'listTransactionFiles',
    path: '/v1/txs/tx_1/files',
    key: keys.master,
    expected: { source: null, profile: null, team: null, master: true },
  },
  {
    name: "MASTER bypass: a standard app key still needs a context -> the route's 400",
    operationId: 'listTransactionFiles',
    path: '/v1/txs/tx_1/files',
    key: keys.app,
    expected: { status: 400, code: 'CONTEXT_REQUIRED' },
  },
  // Scoped
  {
    name: 'scoped: a session supplies the context',
    operationId: 'listUserProfiles',
    path: '/v1/user/profiles',
    key: keys.app,
    session: 'alice',
    expected: { source: 'session', profile: profiles.alice.id, team: teams.individual.id, session: true },
  },
  {
    name: 'scoped: a profile-scoped key supplies the context',
    operationId: 'listUserProfiles',
    path: '/v1/user/profiles',
    key: keys.individualProfile,
    expected: { source: 'profileKey', profile: profiles.alice.id, team: teams.individual.id },
  },
  {
    name: 'scoped: headers do not establish context -> the route missing-context code',
    operationId: 'listUserProfiles',
    path: '/v1/user/profiles',
    key: keys.app,
    headers: contextHeaders(profiles.bruno),
    expected: { status: 400, code: 'APP_V1_USER_PROFILES_ROUTE_01' },
  },
  {
    name: 'scoped (session or profile key): a team-scoped key is not enough -> 401',
    operationId: 'listOtcRequests',
    path: '/v1/otc',
    key: keys.team,
    expected: { status: 401, code: 'CONTEXT_REQUIRED' },
  },
  // Optional context
  {
    name: 'optional context: an app-level key alone is accepted',
    operationId: 'validateChannelParam',
    path: '/channels/topup/validate',
    key: keys.app,
    body: validate,
    expected: { source: null, profile: null, team: null },
  },
  {
    name: 'optional context: headers are used when sent',
    operationId: 'validateChannelParam',
    path: '/channels/topup/validate',
    key: keys.app,
    headers: contextHeaders(profiles.bruno),
    body: validate,
    expected: { source: 'headers', profile: profiles.bruno.id, team: teams.business.id },
  },
  {
    name: 'optional context: invalid headers -> 403',
    operationId: 'validateChannelParam',
    path: '/channels/topup/validate',
    key: keys.app,
    headers: { 'x-profile-id': profiles.bruno.id },
    body: validate,
    expected: { status: 403, code: 'CONTEXT_INVALID' },
  },
];

const recorded: { caller: Caller | null } = { caller: null };
const handlers = Object.fromEntries(
  [...new Set(rows.map((row) => row.operationId))].map((id) => [
    id,
    ({ caller }: { caller: Caller }) => {
      recorded.caller = caller;
      return {};
    },
  ]),
) as HandlerMap;

describe('auth resolution (spec: Authentication)', () => {
  let simulator: Simulator;
  beforeEach(() => {
    simulator = createSimulator({ validateResponses: false, rateLimit: false, handlers });
    recorded.caller = null;
  });

  const authorization = async (kind: SessionKind | undefined): Promise<Record<string, string>> => {
    if (kind === undefined) return {};
    if (kind === 'unknown') return { authorization: 'Bearer ses_unknown' };
    if (kind === 'malformed') return { authorization: 'Token abc' };
    if (kind === 'expired') {
      const session = await simulator.control.tenancy.createSession({
        profileId: profiles.bruno.id,
        ttlMs: 1_000,
      });
      await simulator.clock.advance(1_000);
      return { authorization: `Bearer ${session.token}` };
    }
    return {
      authorization: `Bearer ${(await simulator.control.tenancy.createSession({ profileId: profiles[kind].id })).token}`,
    };
  };

  test.each(rows)('$name', async (row) => {
    const operation = registry.byId(row.operationId);
    if (!operation) throw new Error(`No operation ${row.operationId}`);
    expect(registry.match(operation.method, row.path)?.operation.id).toBe(row.operationId);
    const headers = {
      ...(row.key === undefined ? {} : { 'x-api-key': row.key }),
      ...(await authorization(row.session)),
      ...row.headers,
      ...(row.body === undefined ? {} : { 'content-type': 'application/json' }),
    };
    const response = await simulator.fetch(row.path, {
      method: operation.method,
      headers,
      ...(row.body === undefined ? {} : { body: JSON.stringify(row.body) }),
    });
    const body = (await response.json()) as { success: boolean; error?: { code: string } };
    if ('status' in row.expected) {
      expect({ status: response.status, code: body.error?.code }).toEqual(row.expected);
      expect(recorded.caller).toBeNull();
      return;
    }
    expect(body.success).toBe(true);
    const caller = recorded.caller;
    if (!caller) throw new Error('The handler did not run');
    expect({
      source: caller.contextSource,
      profile: caller.profile?.id ?? null,
      team: caller.team?.id ?? null,
    }).toEqual({ source: row.expected.source, profile: row.expected.profile, team: row.expected.team });
    expect(caller.session !== null).toBe(row.expected.session ?? false);
    expect(caller.isMaster).toBe(row.expected.master ?? false);
    if (caller.profile) {
      expect(caller.member?.profileId).toBe(caller.profile.id);
      expect(caller.user?.id).toBe(caller.profile.userId);
    }
    if (row.key !== undefined && operation.auth.pattern !== 'public')
      expect(caller.app?.id).toBe(DEMO.apps.main.id);
  });

  test('role fallback: an admin route without its own role code answers 403 ROLE_REQUIRED', () => {
    const adminOnly = defineOperation({
      id: 'adminOnlyTestOperation',
      sdk: 'test.adminOnly',
      area: 'teams',
      method: 'POST',
      path: '/test/admin-only',
      summary: 'Test operation.',
      auth: auth.headerContext({ role: 'admin' }),
      successStatus: 200,
      schemas: { response: z.unknown() },
      errors: [],
      invalidInputCode: BODY_PARSER_CODE,
    });
    const { store, sessions } = simulator.services;
    const key = store.apiKeys.first('byKey', keys.memberProfile);
    if (!key) throw new Error('missing demo key');
    const failure = (() => {
      try {
        resolveCaller(adminOnly, key, new Headers(), { store, sessions });
      } catch (error) {
        return error;
      }
      return undefined;
    })();
    expect(isSimulatorError(failure) && { status: failure.status, code: failure.code }).toEqual({
      status: 403,
      code: 'ROLE_REQUIRED',
    });
  });

  test('a revoked key is refused like an unknown one', async () => {
    const { store } = simulator.services;
    const key = store.apiKeys.first('byKey', keys.app);
    if (!key) throw new Error('missing demo key');
    store.apiKeys.update(key.id, { revokedAt: simulator.clock.iso() });
    const response = await simulator.fetch('/v1/config/chains', { headers: { 'x-api-key': keys.app } });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('API_KEY_INVALID');
  });

  test('the production simulator takes live keys and refuses sandbox ones', async () => {
    const production = createSimulator({ environment: 'production', handlers, validateResponses: false });
    expect(
      (await production.fetch('/v1/config/chains', { headers: { 'x-api-key': liveKeys.app } })).status,
    ).toBe(200);
    const refused = await production.fetch('/v1/config/chains', { headers: { 'x-api-key': keys.app } });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe(
      'API_KEY_WRONG_ENVIRONMENT',
    );
  });

  test('routes that document their own invalid-key code answer a bad key with it', async () => {
    const codeOf = async (path: string, key?: string) => {
      const response = await simulator.fetch(path, { headers: key ? { 'x-api-key': key } : {} });
      return [response.status, ((await response.json()) as { error: { code: string } }).error.code];
    };
    expect(await codeOf('/channels', 'sk_sandbox_unknown')).toEqual([403, 'CH-01']);
    expect(await codeOf('/channels')).toEqual([403, 'CH-01']);
    expect(await codeOf('/channels', liveKeys.app)).toEqual([403, 'CH-01']);
    expect(await codeOf('/channels/ramp/tx_1', 'sk_sandbox_unknown')).toEqual([403, 'CHID#GET-01']);
    expect(await codeOf('/v1/config/chains', 'sk_sandbox_unknown')).toEqual([403, 'API_KEY_INVALID']);
  });
});
