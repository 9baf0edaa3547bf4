/** The roles of a team member, shared by tenancy, teams, fixtures and the control routes. */
import type { OperationById, OperationInput } from '@payments-platform/sdk/contract';

/** A team role, as the contract types it. */
export type Role = OperationInput<OperationById<'updateTeamMemberRole'>>['role'];

/** Every team role, as a list (row schemas check stored roles against it). */
export const TEAM_ROLES = [
  'admin',
  'member',
  'viewer',
  'developer',
  'analyst',
  'blocked',
  'api',
] as const satisfies readonly Role[];

/** Compiles only while {@link TEAM_ROLES} lists every role of the contract. */
export type TeamRolesAreComplete = Exclude<Role, (typeof TEAM_ROLES)[number]> extends never ? true : never;
const everyRole: TeamRolesAreComplete = true;
void everyRole;
