/** The roles of a team member, shared by tenancy, teams, fixtures and the control routes. */
import type { OperationById, OperationInput } from '@payments-platform/sdk/contract';

/** A team role, as the contract types it. */
export type Role = OperationInput<OperationById<'updateTeamMemberRole'>>['role'];
