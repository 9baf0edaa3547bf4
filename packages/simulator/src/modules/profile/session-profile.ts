/**
 * The profile a profile route acts on: the one selected by the bearer session.
 */

import { SimulatorError } from '../../kernel/simulator-error.js';
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
export function sessionProfile(caller: Caller, missingContextCode: string): SessionProfile {
  if (!caller.profile || !caller.team) {
    throw new SimulatorError(400, missingContextCode, 'This operation needs a profile and team context.');
  }
  return { profile: caller.profile, team: caller.team, member: caller.member };
}
