/**
 * Caller and context resolution, implemented once and driven by each operation's declared auth
 * (spec: Authentication): permissions, bearer sessions, `x-profile-id` + `x-team-id`, scoped
 * keys, MASTER keys and the admin role. Failures use the route's own codes where it documents
 * them (`authErrorCodes`) and the platform codes otherwise.
 */
import {
  type AuthErrorCodes,
  authErrorCodes,
  type ContextSource,
  type OperationDefinition,
  type StatusCode,
} from '@payments-platform/sdk/contract';
import { SimulatorError } from '../kernel/simulator-error.js';
import { platformError } from '../modules/tenancy/api-keys.js';
import type { Caller } from '../modules/tenancy/caller.js';
import type { ApiKeyRow, MemberRow, ProfileRow, SessionRow, TeamRow } from '../modules/tenancy/index.js';
import { keyScopeAllows } from '../modules/tenancy/index.js';
import type { Sessions } from '../modules/tenancy/sessions.js';
import type { Store } from '../platform/database.js';
import type { HeaderReader } from './request-data.js';

interface ResolvedContext {
  readonly source: ContextSource;
  readonly team: TeamRow;
  readonly profile: ProfileRow | null;
  readonly member: MemberRow | null;
}

/** What context resolution reads. */
export interface ContextDependencies {
  readonly store: Store;
  readonly sessions: Sessions;
}

const routeError = (code: StatusCode | undefined, fallback: SimulatorError, message: string) =>
  code ? new SimulatorError(code.status, code.code, message) : fallback;

const header = (headers: HeaderReader, name: string) => {
  const value = headers.get(name)?.trim();
  return value === undefined || value === '' ? undefined : value;
};

const CONTEXT_SOURCE_NAMES: Readonly<Record<ContextSource, string>> = {
  session: 'a bearer session',
  headers: 'both x-profile-id and x-team-id',
  profileKey: 'a key scoped to a profile (and its team)',
  teamKey: 'a key scoped to a team',
};

/** The context sources of a route in words: `a bearer session, ... or a key scoped to a team`. */
const contextChoices = (sources: readonly ContextSource[]) => {
  const names = sources.map((source) => CONTEXT_SOURCE_NAMES[source]);
  return names.length <= 1
    ? (names[0] ?? 'no context')
    : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
};

/** The token of an `Authorization: Bearer <token>` header; `''` when the header is malformed. */
export function bearerToken(headers: HeaderReader): string | undefined {
  const value = headers.get('authorization');
  if (value === null || value.trim() === '') return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(value.trim());
  return match?.[1] ?? '';
}

class Resolution {
  readonly #key: ApiKeyRow;
  readonly #headers: HeaderReader;
  readonly #store: Store;
  readonly #codes: AuthErrorCodes;

  constructor(operation: OperationDefinition, key: ApiKeyRow, headers: HeaderReader, store: Store) {
    this.#key = key;
    this.#headers = headers;
    this.#store = store;
    this.#codes = authErrorCodes(operation);
  }

  invalidContext(message: string): SimulatorError {
    const status = this.#codes.invalidContextStatus;
    const fallback =
      status === undefined
        ? platformError('CONTEXT_INVALID', message)
        : new SimulatorError(status, 'CONTEXT_INVALID', message);
    return routeError(this.#codes.invalidContext, fallback, message);
  }

  invalidSession(message: string): SimulatorError {
    return routeError(this.#codes.invalidContext, platformError('SESSION_INVALID', message), message);
  }

  missingSession(message: string): SimulatorError {
    return routeError(this.#codes.invalidContext, platformError('SESSION_REQUIRED', message), message);
  }

  missingContext(message: string): SimulatorError {
    return routeError(this.#codes.missingContext, platformError('CONTEXT_REQUIRED', message), message);
  }

  roleRequired(message: string): SimulatorError {
    return routeError(this.#codes.role, platformError('ROLE_REQUIRED', message), message);
  }

  /** Profile + team + membership of a profile of the key's app, or an invalid-context error. */
  profileContext(source: ContextSource, profileId: string, teamId: string | undefined): ResolvedContext {
    const profile = this.#store.profiles.get(profileId);
    if (!profile || profile.appId !== this.#key.appId) {
      throw this.invalidContext(`Profile ${profileId} does not exist in this app.`);
    }
    if (teamId !== undefined && profile.teamId !== teamId) {
      throw this.invalidContext(`Profile ${profileId} is not a member of team ${teamId}.`);
    }
    const team = this.#store.teams.get(profile.teamId);
    const member = this.#store.members.get(profile.id);
    if (!team || team.appId !== this.#key.appId || !member) {
      throw this.invalidContext(`Profile ${profileId} is not a member of a team of this app.`);
    }
    if (member.role === 'blocked') throw this.invalidContext(`Profile ${profileId} is blocked in its team.`);
    return { source, team, profile, member };
  }

  fromSession(session: SessionRow | null): ResolvedContext | null {
    if (!session) return null;
    this.checkKeyScope(session.teamId, session.profileId);
    return this.profileContext('session', session.profileId, session.teamId);
  }

  /** A key scoped to a team or profile bounds a session presented with it: another one is 403. */
  checkKeyScope(teamId: string, profileId: string): void {
    if (!keyScopeAllows(this.#key, teamId, profileId)) {
      throw this.invalidContext('This key is scoped to another team or profile than the session.');
    }
  }

  fromHeaders(): ResolvedContext | null {
    const profileId = header(this.#headers, 'x-profile-id');
    const teamId = header(this.#headers, 'x-team-id');
    if (profileId === undefined && teamId === undefined) return null;
    if (profileId === undefined || teamId === undefined) {
      throw this.invalidContext('Send x-profile-id and x-team-id together.');
    }
    if (this.#key.teamId !== null && this.#key.teamId !== teamId) {
      throw this.invalidContext(`This key is scoped to another team than ${teamId}.`);
    }
    if (this.#key.profileId !== null && this.#key.profileId !== profileId) {
      throw this.invalidContext(`This key is scoped to another profile than ${profileId}.`);
    }
    const team = this.#store.teams.get(teamId);
    if (!team || team.appId !== this.#key.appId)
      throw this.invalidContext(`Team ${teamId} does not exist in this app.`);
    return this.profileContext('headers', profileId, teamId);
  }

  fromProfileKey(): ResolvedContext | null {
    if (this.#key.profileId === null) return null;
    return this.profileContext('profileKey', this.#key.profileId, this.#key.teamId ?? undefined);
  }

  fromTeamKey(): ResolvedContext | null {
    if (this.#key.teamId === null) return null;
    const team = this.#store.teams.get(this.#key.teamId);
    if (!team || team.appId !== this.#key.appId)
      throw this.invalidContext('The team of this key no longer exists.');
    return { source: 'teamKey', team, profile: null, member: null };
  }
}

/**
 * Resolves the caller of an authenticated (non-public) operation, or throws the failure the spec
 * gives: 403 for a missing permission, 401 for a missing or invalid required session, the route's
 * missing-context code (else 401 `CONTEXT_REQUIRED`) when no context is usable, 403
 * `CONTEXT_INVALID` (or the route's code) for an invalid one, and the route's role code (else 403
 * `ROLE_REQUIRED`) when the admin role is needed.
 *
 * @example
 * ```ts
 * const caller = resolveCaller(operation, key, request.headers, { store, sessions });
 * caller.team?.id;
 * ```
 */
export function resolveCaller(
  operation: OperationDefinition,
  key: ApiKeyRow,
  headers: HeaderReader,
  dependencies: ContextDependencies,
): Caller {
  const { store, sessions } = dependencies;
  const requirement = operation.auth;
  const resolution = new Resolution(operation, key, headers, store);
  const app = store.apps.get(key.appId);
  if (!app) throw platformError('API_KEY_INVALID', 'The app of this API key no longer exists.');

  for (const permission of requirement.permissions) {
    if (!key.permissions.includes(permission)) {
      throw platformError(
        'PERMISSION_DENIED',
        `This operation needs a key with the ${permission} permission.`,
      );
    }
  }

  const acceptsSession = requirement.contextFrom.includes('session');
  const token = bearerToken(headers);
  let session: SessionRow | null = null;
  if (token !== undefined) {
    const found = token === '' ? undefined : sessions.get(token);
    if (found && found.appId === key.appId) session = found;
    else if (acceptsSession) throw resolution.invalidSession('The bearer session is invalid or expired.');
  }
  if (requirement.pattern === 'session' && !session) {
    throw resolution.missingSession(
      'This operation needs a bearer session (Authorization: Bearer <session>).',
    );
  }
  const isMaster = key.type === 'MASTER';
  if (requirement.masterKey === 'needsSession' && isMaster && !session) {
    throw resolution.missingSession('A MASTER key needs a bearer session on this operation.');
  }

  const sources: readonly ContextSource[] =
    requirement.pattern === 'key' ? ['profileKey', 'teamKey'] : requirement.contextFrom;
  let context: ResolvedContext | null = null;
  try {
    for (const source of sources) {
      if (source === 'session') context = resolution.fromSession(session);
      else if (source === 'headers') context = resolution.fromHeaders();
      else if (source === 'profileKey') context = resolution.fromProfileKey();
      else context = resolution.fromTeamKey();
      if (context) break;
    }
  } catch (error) {
    // Key-only routes use no context: an unusable key scope (a blocked member) leaves it empty.
    if (requirement.pattern !== 'key') throw error;
    context = null;
  }

  const needsContext = requirement.pattern === 'headerContext' || requirement.pattern === 'scoped';
  const masterBypass = requirement.masterKey === 'bypass' && isMaster;
  if (!context && needsContext && !masterBypass) {
    throw resolution.missingContext(`No usable context: this operation takes ${contextChoices(sources)}.`);
  }

  if (requirement.role === 'admin' && context?.member?.role !== 'admin') {
    throw resolution.roleRequired('This operation needs the admin role in the team.');
  }
  if (requirement.role === 'membership' && !context?.member) {
    throw resolution.roleRequired('This operation needs a member of the team.');
  }

  const userId = context?.profile?.userId ?? session?.userId;
  return {
    app,
    key,
    session,
    contextSource: context?.source ?? null,
    profile: context?.profile ?? null,
    team: context?.team ?? null,
    member: context?.member ?? null,
    role: context?.member?.role ?? null,
    user: userId === undefined ? null : (store.users.get(userId) ?? null),
    isMaster,
  };
}
