/**
 * The wallet records of teams and profiles: aliases, the team's default wallet, listing, and
 * external wallets registered by a team admin.
 */

import type { JsonObject } from '../../kernel/json.js';
import type { HandlerRequest } from '../../kernel/module.js';
import { recordActivity } from '../activity/index.js';
import { setDefaultReceiverWallet } from '../tenancy/index.js';
import type { WalletRow } from './tables.js';
import {
  isEvmAddress,
  storedAddress,
  teamOfWallets,
  teamWallet,
  visibleProfile,
  visibleTeam,
  walletRecord,
} from './wallet-rules.js';

/** PATCH /v1/wallet/alias */
export function updateAlias({ body, caller, store, fail }: HandlerRequest<'updateWalletAlias'>) {
  const team = visibleTeam(store, caller, body.teamId);
  const wallet = teamWallet(store, team.id, body.walletAddress);
  if (!wallet) {
    throw fail('WALLET_NOT_FOUND', `Team ${team.id} has no wallet ${body.walletAddress}.`);
  }
  const alias = body.alias === null ? null : body.alias.trim();
  if (alias === '') throw fail('BODY_PARSER_ERROR', 'body.alias: must not be blank.');
  store.wallets.update(wallet.id, { alias });
  return { walletAddress: wallet.address, teamId: team.id, alias };
}

// #region handler
/** GET /v1/wallet/default */
export function getDefault({ query, caller, store, fail }: HandlerRequest<'getDefaultWallet'>) {
  const teamId = query.teamId ?? caller.key?.teamId ?? undefined;
  if (teamId === undefined) {
    throw fail('WALLET_TEAM_REQUIRED', 'Send teamId, or use a key scoped to a team.');
  }
  const team = visibleTeam(store, caller, teamId);
  const address = team.defaultReceiverWallet;
  if (address === null) return { defaultWallet: null };
  const wallet = teamWallet(store, team.id, address);
  if (wallet) return { defaultWallet: walletRecord(wallet) };
  return {
    defaultWallet: {
      address,
      walletType: isEvmAddress(address) ? 'EVM' : 'FIAT',
      profileId: null,
      teamId: team.id,
      alias: null,
    },
  };
}
// #endregion handler

/** POST /v1/wallet/default */
export function setDefault({ query, body, caller, store, clock, fail }: HandlerRequest<'setDefaultWallet'>) {
  const team = visibleTeam(store, caller, query.teamId);
  const wallet = teamWallet(store, team.id, body.walletAddress);
  if (!wallet) {
    throw fail('WALLET_NOT_FOUND', `Team ${team.id} has no wallet ${body.walletAddress}.`);
  }
  const now = clock.iso();
  setDefaultReceiverWallet(store, team.id, wallet.address, now);
  recordActivity(store, now, {
    teamId: team.id,
    profileId: caller.profile?.id ?? null,
    actionType: 'TEAM',
    actionName: 'DEFAULT_RECEIVER_WALLET_UPDATED',
    details: { defaultReceiverWallet: wallet.address },
  });
  return { message: 'Default wallet updated.', walletAddress: wallet.address };
}

const listable = (includeCompliance: boolean) => (wallet: WalletRow) =>
  wallet.walletType === 'EVM' && isEvmAddress(wallet.address) && (includeCompliance || !wallet.isCompliance);

/** GET /v1/wallet/list */
export function listWallets({ query, caller, store, fail }: HandlerRequest<'listWallets'>) {
  let rows: WalletRow[];
  if (query.profileId !== undefined) {
    const profile = visibleProfile(store, caller, query.profileId);
    if (!profile) {
      throw fail('WALLET_SCOPE_INVALID', `No profile ${query.profileId} in this app.`);
    }
    rows = store.wallets.by('byProfile', profile.id).filter((wallet) => wallet.teamId === profile.teamId);
  } else {
    const teamId = query.teamId ?? '';
    const team = teamOfWallets(store, caller, teamId);
    if (!team) {
      throw fail('WALLET_SCOPE_INVALID', `No team ${teamId} in this app.`);
    }
    rows = store.wallets.by('byTeam', team.id);
  }
  const wallets = rows.filter(listable(query.includeCompliance)).map(walletRecord);
  return { wallets, total: wallets.length };
}

/** POST /v1/wallet/external */
export function createExternal({
  body,
  caller,
  store,
  ids,
  clock,
  fail,
}: HandlerRequest<'createExternalWallet'>) {
  const team = visibleTeam(store, caller, body.teamId);
  const profile = visibleProfile(store, caller, body.profileId);
  if (!profile || profile.teamId !== team.id) {
    throw fail('PROFILE_NOT_FOUND', `No profile ${body.profileId} in team ${team.id}.`);
  }
  if (store.members.get(profile.id)?.role !== 'admin') {
    throw fail('WALLET_ADMIN_REQUIRED', `Profile ${profile.id} is not an admin of team ${team.id}.`);
  }
  const address = storedAddress(body.walletType, body.address);
  if (teamWallet(store, team.id, address)) {
    throw fail('WALLET_EXISTS', `Team ${team.id} already has wallet ${body.address}.`);
  }
  const label = body.label?.trim();
  const now = clock.iso();
  const wallet = store.wallets.insert({
    id: ids.prefixed('wal'),
    address,
    walletType: body.walletType,
    custody: 'external',
    profileId: profile.id,
    teamId: team.id,
    alias: label === undefined || label === '' ? null : label,
    metadata: (body.metadata ?? {}) as JsonObject,
    isCompliance: false,
    createdAt: now,
  });
  recordActivity(store, now, {
    teamId: team.id,
    profileId: profile.id,
    actionType: 'WALLET',
    actionName: 'EXTERNAL_WALLET_CREATED',
    details: { address: wallet.address, walletType: wallet.walletType },
  });
  const { address: saved, walletType, profileId, teamId, alias, metadata, createdAt } = walletRecord(wallet);
  return { address: saved, walletType, profileId, teamId, alias, metadata, createdAt };
}
