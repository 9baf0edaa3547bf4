/**
 * The profile a profile route acts on: the one selected by the bearer session.
 */

import { type FailCode, fail } from '../../kernel/fail.js';
import type { Caller, MemberRow, ProfileRow, TeamRow } from '../tenancy/index.js';

/** The session profile with its team and membership. */
export interface SessionProfile {
  readonly profile: ProfileRow;
  readonly team: TeamRow;
  readonly member: MemberRow | null;
}

/**
 * The caller's profile and team, or a 400 with the route's missing-context code. The engine
 * already answers 401 without a valid session, so this fails only for a caller without a profile.
 */
export function sessionProfile(caller: Caller, missingContextCode: FailCode): SessionProfile {
  if (!caller.profile || !caller.team) {
    fail(missingContextCode, 'This operation needs a profile and team context.', { status: 400 });
  }
  return { profile: caller.profile, team: caller.team, member: caller.member };
}
