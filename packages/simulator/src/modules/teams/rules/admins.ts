/**
 * The last-admin rule: a team always keeps at least one admin, so the last one can be neither
 * demoted nor blocked.
 */
import type { Role } from '../../../platform/roles.js';

/** A membership as the rule sees it. */
export interface Membership {
  readonly role: Role;
}

/**
 * Whether giving `member` the role `nextRole` would leave its team, whose memberships are
 * `team` (the member's included), without an admin.
 *
 * @example
 * ```ts
 * leavesTeamWithoutAdmin([{ role: 'admin' }, { role: 'viewer' }], { role: 'admin' }, 'viewer'); // true
 * ```
 */
export function leavesTeamWithoutAdmin(
  team: readonly Membership[],
  member: Membership,
  nextRole: Role,
): boolean {
  if (member.role !== 'admin' || nextRole === 'admin') return false;
  return team.filter((row) => row.role === 'admin').length <= 1;
}
