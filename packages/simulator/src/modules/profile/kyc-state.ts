/**
 * The KYC state of the profile view: the user's newest KYC record (`isVerified` when its status
 * is `approved`), or `{ isVerified: false, status: 'none' }` without one.
 */

import type { Store } from '../../platform/database.js';
import { userVerifications, verificationState } from '../kyc/index.js';
import type { UserRow } from '../tenancy/index.js';

/** The KYC state the store holds for a user. */
export type KycState = {
  readonly isVerified: boolean;
  readonly status: string;
};

/**
 * The KYC state of a user: the state of the newest user KYC record, `{ isVerified: false,
 * status: 'none' }` without one.
 *
 * @example
 * ```ts
 * kycStateOf(store, user); // { isVerified: true, status: 'approved' }
 * ```
 */
export function kycStateOf(store: Store, user: UserRow): KycState {
  return verificationState(userVerifications(store, user.id)[0]);
}
