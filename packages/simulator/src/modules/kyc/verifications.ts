/**
 * Verification records: user KYC (keyed by user) and team KYB (keyed by team), their wire view,
 * the workflow a profile goes through and the state a status stands for.
 */

import type { Store } from '../../platform/database.js';
import type { ProfileRow } from '../tenancy/index.js';
import type { VerificationRow, VerificationWorkflow } from './tables.js';

/**
 * Statuses a verification can be moved to (lowercase provider statuses). The specification shows
 * `not started` and `approved`; the others are the simulator's choice.
 */
export const VERIFICATION_STATUSES = [
  'not started',
  'in progress',
  'in review',
  'approved',
  'declined',
  'abandoned',
  'expired',
] as const;

/** The status that counts as verified. */
export const APPROVED_STATUS = 'approved';

/** The synthetic status of "no record". */
export const NO_RECORD_STATUS = 'none';

/** The provider name the simulator stores on its records (`verficationProvider`). */
export const VERIFICATION_PROVIDER = 'simulator';

/** Where the provider's hosted verification page of a session lives (not served by the simulator). */
export const sessionUrlOf = (verificationId: string) =>
  `https://verify.payments-platform.test/session/${verificationId}`;

/**
 * The workflow a profile goes through: KYB of its team for an admin of a business team, user
 * KYC otherwise. Reads the stored team and membership.
 */
export function workflowOf(store: Store, profile: ProfileRow): VerificationWorkflow {
  const team = store.teams.get(profile.teamId);
  const member = store.members.get(profile.id);
  return team?.isBusiness === true && member?.role === 'admin' ? 'kyb' : 'kyc';
}

/** The user KYC records of a user, newest first. */
export function userVerifications(store: Store, userId: string): VerificationRow[] {
  return store.verifications.by('byUser', userId).reverse();
}

/** The KYB records of a team, newest first. */
export function teamVerifications(store: Store, teamId: string): VerificationRow[] {
  return store.verifications.by('byTeam', teamId).reverse();
}

/** The newest record of the workflow a profile goes through, if any. */
export function latestVerificationOf(store: Store, profile: ProfileRow): VerificationRow | undefined {
  return workflowOf(store, profile) === 'kyb'
    ? teamVerifications(store, profile.teamId)[0]
    : userVerifications(store, profile.userId)[0];
}

/** `{ isVerified, status }` of a record; `none` without one. */
export function verificationState(record: VerificationRow | undefined) {
  return record === undefined
    ? { isVerified: false, status: NO_RECORD_STATUS }
    : { isVerified: record.status === APPROVED_STATUS, status: record.status };
}

/** A verification record as the API returns it (the provider field is spelled as the API does). */
export function verificationView(record: VerificationRow) {
  return {
    id: record.id,
    verificationId: record.verificationId,
    status: record.status,
    verficationProvider: record.provider,
    createdAt: record.createdAt,
    data: {
      workflow: record.workflow,
      email: record.email,
      sessionUrl: record.sessionUrl,
      metadata: record.metadata,
      ...(record.teamId === null ? {} : { teamId: record.teamId }),
      updatedAt: record.updatedAt,
    },
  };
}
