/**
 * The session profile (spec: Endpoints > Profiles and users): its view with banks, user, KYC
 * state and wallets, its bank accounts, its metadata and its nickname.
 */

import { type FailCode, fail } from '../../kernel/fail.js';
import { toJsonObject } from '../../kernel/json.js';
import { defineHandlers } from '../../kernel/module.js';
import type { Store } from '../../platform/database.js';
import { type Caller, canWrite, changeProfile, ownerInTeam } from '../tenancy/index.js';
import { checkAdditionalData, resolveBankSlug, resolveCountry, resolveCurrency } from './bank-rules.js';
import { profileImageHandlers } from './image-handlers.js';
import { kycStateOf } from './kyc-state.js';
import { sessionProfile } from './session-profile.js';
import type { BankAccountRow } from './tables.js';
import { banksOf, bankView, profileImageUrlOf, profileView, userSummary, walletView } from './views.js';

/** Code of a PATCH on a bank account the session profile does not have (404). */
export const BANK_ACCOUNT_NOT_FOUND = 'BANK_ACCOUNT_NOT_FOUND';
/** Code of a DELETE of a bank account the session profile does not have (403). */
export const BANK_ACCOUNT_NOT_OWNED = 'BANK_ACCOUNT_NOT_OWNED';
/** Code of a nickname already used by another profile of the app (409). */
export const NICKNAME_TAKEN = 'NICKNAME_TAKEN';
/** Code of a profile whose user is gone (404). */
export const USER_NOT_FOUND = 'USER_NOT_FOUND';

/** A bank account of the caller's profile, or undefined when it does not exist or is another's. */
const ownBank = (store: Store, caller: Caller, id: string): BankAccountRow | undefined => {
  const bank = store.bankAccounts.get(id);
  const owner = bank && ownerInTeam(store, bank.teamId, bank.profileId);
  return bank && owner && canWrite(caller, 'bankAccount', owner) ? bank : undefined;
};

/** The bank id of the path; a blank id is a missing one (400 with `code`). */
const bankIdOf = (id: string, code: FailCode): string => {
  const trimmed = id.trim();
  if (trimmed === '') fail(code, 'The bank id is missing.', { status: 400 });
  return trimmed;
};

/** Handlers of the profile area. */
export const profileHandlers = defineHandlers({
  getProfile: ({ caller, store }) => {
    const { profile, team, member } = sessionProfile(caller, 'APP_V1_PROFILE_ROUTE_01');
    const user = store.users.get(profile.userId);
    if (!user) fail(USER_NOT_FOUND, `The user of profile ${profile.id} is gone.`);
    const imageUrl = profileImageUrlOf(profile.imagePath);
    return {
      profile: profileView(profile, team, member ?? undefined),
      banks: banksOf(store, profile.id),
      user: userSummary(user),
      kyc: kycStateOf(store, user),
      wallets: store.wallets.by('byProfile', profile.id).map(walletView),
      ...(imageUrl === undefined ? {} : { imageUrl }),
    };
  },

  listProfileBanks: ({ caller, store }) => {
    const { profile } = sessionProfile(caller, 'APP_V1_PROFILE_BANKS_ROUTE_02');
    return banksOf(store, profile.id);
  },

  createProfileBank: ({ body, caller, store, ids, clock, operation }) => {
    const { profile } = sessionProfile(caller, 'APP_V1_PROFILE_BANKS_ROUTE_01');
    const invalid = operation.invalidInputCode;
    const country = resolveCountry(store, body.country, invalid);
    const currencySymbol = resolveCurrency(country, body.currencySymbol);
    const bankSlug = resolveBankSlug(store, country.code, body.bankSlug, invalid);
    const additionalData = toJsonObject(body.additionalData);
    checkAdditionalData(store, country.code, additionalData, invalid);
    const now = clock.iso();
    const bank = store.bankAccounts.insert({
      id: ids.uuid(),
      profileId: profile.id,
      teamId: profile.teamId,
      accountName: body.accountName,
      accountAlias: body.accountAlias,
      accountType: body.accountType,
      accountNumber: body.accountNumber,
      country: country.code,
      bankSlug,
      currencySymbol,
      additionalData,
      createdAt: now,
      updatedAt: now,
    });
    return bankView(bank);
  },

  getProfileBank: ({ params, caller, store, fail }) => {
    sessionProfile(caller, 'APP_V1_PROFILE_BANKS_ID_ROUTE_01');
    const id = bankIdOf(params.id, 'APP_V1_PROFILE_BANKS_ID_ROUTE_01');
    const bank = ownBank(store, caller, id);
    if (!bank) {
      throw fail('APP_V1_PROFILE_BANKS_ID_ROUTE_01', `No bank account ${id}.`, { status: 404 });
    }
    return bankView(bank);
  },

  updateProfileBank: ({ params, body, caller, store, clock, operation, fail }) => {
    sessionProfile(caller, operation.invalidInputCode);
    const bank = ownBank(store, caller, bankIdOf(params.id, operation.invalidInputCode));
    if (!bank) throw fail(BANK_ACCOUNT_NOT_FOUND, `No bank account ${params.id}.`);
    const patch = {
      ...(body.accountName === undefined ? {} : { accountName: body.accountName }),
      ...(body.accountAlias === undefined ? {} : { accountAlias: body.accountAlias }),
    };
    if (Object.keys(patch).length === 0) return bankView(bank);
    return bankView(store.bankAccounts.update(bank.id, { ...patch, updatedAt: clock.iso() }));
  },

  deleteProfileBank: ({ params, caller, store, fail }) => {
    sessionProfile(caller, 'APP_V1_PROFILE_BANKS_ID_ROUTE_01');
    const bank = ownBank(store, caller, bankIdOf(params.id, 'APP_V1_PROFILE_BANKS_ID_ROUTE_01'));
    if (!bank) {
      throw fail(BANK_ACCOUNT_NOT_OWNED, `Bank account ${params.id} is not a bank account of this profile.`);
    }
    store.bankAccounts.delete(bank.id);
    return { deleted: true };
  },

  updateProfileMetadata: ({ body, caller, store, clock }) => {
    const { profile } = sessionProfile(caller, 'APP_V1_PROFILE_METADATA_ROUTE_01');
    const metadata = { ...profile.metadata, ...toJsonObject(body) };
    const updated = changeProfile(store, profile.id, { metadata }, clock.iso());
    return profileView(updated, caller.team ?? undefined, caller.member ?? undefined);
  },

  updateProfileUsername: ({ body, caller, store, clock, fail }) => {
    const { profile, team, member } = sessionProfile(caller, 'APP_V1_PROFILE_USERNAME_ROUTE_01');
    const taken = store.profiles
      .by('byNickname', body.nickname.toLowerCase())
      .some((other) => other.appId === profile.appId && other.id !== profile.id);
    if (taken) {
      throw fail(NICKNAME_TAKEN, `The nickname ${body.nickname} is taken in this app.`);
    }
    const updated =
      profile.nickname === body.nickname
        ? profile
        : changeProfile(store, profile.id, { nickname: body.nickname }, clock.iso());
    return profileView(updated, team, member ?? undefined);
  },

  ...profileImageHandlers,
});
