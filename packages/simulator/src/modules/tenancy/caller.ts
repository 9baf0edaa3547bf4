/**
 * Who is calling: the key, session, profile, team and role a request acts with. The HTTP layer
 * resolves it once per request; every handler reads it from `request.caller`.
 */
import type { ContextSource, OperationId } from '@payments-platform/sdk/contract';
import type { Role } from '../../platform/roles.js';
import type { ApiKeyRow, AppRow, MemberRow, ProfileRow, SessionRow, TeamRow, UserRow } from './tables.js';

/** Who is calling, and for which profile and team. */
export interface Caller {
  /** The key's app; null on public routes. */
  readonly app: AppRow | null;
  /** The API key; null on public routes. */
  readonly key: ApiKeyRow | null;
  /** The valid bearer session, when one was sent. */
  readonly session: SessionRow | null;
  /** Where the profile/team context came from; null without context. */
  readonly contextSource: ContextSource | null;
  /** The acting profile; null without context or with a team-only context. */
  readonly profile: ProfileRow | null;
  /** The acting team; null without context. */
  readonly team: TeamRow | null;
  /** The acting profile's membership in the team. */
  readonly member: MemberRow | null;
  /** Shortcut for `member.role`. */
  readonly role: Role | null;
  /** The user of the acting profile (or of the session). */
  readonly user: UserRow | null;
  /** Whether the key is a MASTER key. */
  readonly isMaster: boolean;
}

/** The caller of a public route. */
export const ANONYMOUS_CALLER: Caller = {
  app: null,
  key: null,
  session: null,
  contextSource: null,
  profile: null,
  team: null,
  member: null,
  role: null,
  user: null,
  isMaster: false,
};

declare module '../../kernel/module.js' {
  interface HandlerRequest<Id extends OperationId = OperationId> {
    /** The resolved caller. */
    readonly caller: Caller;
  }
}
