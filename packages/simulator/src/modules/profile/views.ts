/**
 * What the profile routes return for stored rows: the profile, its bank accounts (alone or
 * paired with their currency), the user summary, the KYC state and the wallets.
 */

import type { Store } from '../../platform/database.js';
import type { MemberRow, ProfileRow, TeamRow, UserRow } from '../tenancy/index.js';
import type { WalletRow } from '../wallets/index.js';
import type { BankAccountRow } from './tables.js';

/**
 * The relative URL of a stored profile image path: the path with one leading `/` (uploads store
 * `profiles/<id>/image/<file>`), undefined without an image.
 */
export const profileImageUrlOf = (imagePath: string | null) =>
  imagePath === null ? undefined : imagePath.startsWith('/') ? imagePath : `/${imagePath}`;

/** The profile view: the row with its role, team and `imageUrl` (omitted without an image). */
export function profileView(profile: ProfileRow, team: TeamRow | undefined, member: MemberRow | undefined) {
  const imageUrl = profileImageUrlOf(profile.imagePath);
  return {
    id: profile.id,
    nickname: profile.nickname,
    metadata: { ...profile.metadata },
    suborgId: profile.suborgId,
    ...(member ? { teamMembers: { role: member.role } } : {}),
    ...(team ? { team: { id: team.id, name: team.name } } : {}),
    createdAt: profile.createdAt,
    updatedAt: profile.updatedAt,
    ...(imageUrl === undefined ? {} : { imageUrl }),
  };
}

/** The profile view of a stored profile, reading its team and membership. */
export function storedProfileView(store: Store, profile: ProfileRow) {
  return profileView(profile, store.teams.get(profile.teamId), store.members.get(profile.id));
}

/** A bank account as the single-bank routes return it, with `currency: { symbol }`. */
export function bankView(bank: BankAccountRow) {
  return {
    id: bank.id,
    profileId: bank.profileId,
    teamId: bank.teamId,
    accountName: bank.accountName,
    accountAlias: bank.accountAlias,
    accountType: bank.accountType,
    accountNumber: bank.accountNumber,
    country: bank.country,
    bankSlug: bank.bankSlug,
    additionalData: { ...bank.additionalData },
    currency: { symbol: bank.currencySymbol },
    createdAt: bank.createdAt,
    updatedAt: bank.updatedAt,
  };
}

/** A bank account paired with its currency, as the list and profile views return it. */
export function bankWithCurrency(bank: BankAccountRow) {
  return { bank: bankView(bank), currency: { symbol: bank.currencySymbol } };
}

/** The bank accounts of a profile, oldest first. */
export function banksOf(store: Store, profileId: string) {
  return store.bankAccounts.by('byProfile', profileId).map(bankWithCurrency);
}

/** The user summary of the profile view. */
export function userSummary(user: UserRow) {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    country: user.country,
    language: user.language,
    referralCode: user.referralCode,
    referralsCount: user.referralsCount,
  };
}

/** A wallet record of the profile view. */
export function walletView(wallet: WalletRow) {
  return {
    id: wallet.id,
    address: wallet.address,
    walletType: wallet.walletType,
    profileId: wallet.profileId,
    teamId: wallet.teamId,
    alias: wallet.alias,
    metadata: { ...wallet.metadata },
    isCompliance: wallet.isCompliance,
    createdAt: wallet.createdAt,
  };
}
