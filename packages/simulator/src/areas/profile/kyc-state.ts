/**
 * The KYC state of the profile view. `none` is what the specification gives when no
 * verification record exists; the store keeps no verification records yet, so no user has one.
 */
import type { UserRow } from '../../store/rows.js';
import type { Store } from '../../store/store.js';

/** The KYC state the store holds for a user. */
export type KycState = {
  readonly isVerified: boolean;
  readonly status: string;
};

/**
 * The KYC state of a user: `{ isVerified: false, status: 'none' }` without a verification record.
 *
 * @example
 * ```ts
 * kycStateOf(store, user); // { isVerified: false, status: 'none' }
 * ```
 */
export function kycStateOf(_store: Store, _user: UserRow): KycState {
  return { isVerified: false, status: 'none' };
}
