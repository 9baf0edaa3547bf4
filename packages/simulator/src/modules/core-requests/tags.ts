/**
 * GET /channel/core/tag: tags are the profile nicknames of the key's app. A tag resolves to the
 * display name of its user and the profile's wallet; an address resolves back to its tag.
 */

import type { Store } from '../../platform/database.js';
import type { Caller, ProfileRow } from '../tenancy/index.js';
import type { WalletRow } from '../wallets/index.js';

/** A tag as it is looked up: trimmed, without a leading `@`, lowercase. */
export const normalizeTag = (tag: string) => tag.trim().replace(/^@+/, '').toLowerCase();

function usableProfile(store: Store, appId: string, profile: ProfileRow | undefined): profile is ProfileRow {
  return (
    profile !== undefined && profile.appId === appId && store.members.get(profile.id)?.role !== 'blocked'
  );
}

const displayName = (store: Store, profile: ProfileRow) => {
  const user = store.users.get(profile.userId);
  const name = user ? `${user.firstName} ${user.lastName}`.trim() : '';
  return name === '' ? profile.nickname : name;
};

/** The wallet a tag pays: the profile's first EVM wallet, else its team's default receiver wallet. */
function walletOf(store: Store, profile: ProfileRow): string | null {
  const own = store.wallets
    .by('byProfile', profile.id)
    .find((wallet) => wallet.walletType === 'EVM' && !wallet.isCompliance);
  if (own) return own.address;
  return store.teams.get(profile.teamId)?.defaultReceiverWallet ?? null;
}

function resolveAddress(store: Store, appId: string, address: string) {
  const wallet: WalletRow | undefined = store.wallets
    .by('byAddress', address.toLowerCase())
    .find((candidate) => candidate.teamId !== null && store.teams.get(candidate.teamId)?.appId === appId);
  const profile = wallet?.profileId ? store.profiles.get(wallet.profileId) : undefined;
  if (wallet && usableProfile(store, appId, profile)) {
    return {
      address: wallet.address,
      found: true,
      tag: profile.nickname,
      name: displayName(store, profile),
      profileId: profile.id,
    };
  }
  const team = wallet?.teamId ? store.teams.get(wallet.teamId) : undefined;
  if (wallet && team) {
    return { address: wallet.address, found: true, tag: null, name: team.name, profileId: null };
  }
  return { address: address.toLowerCase(), found: false, tag: null, name: null, profileId: null };
}

/** Resolves `tags` (comma-separated) and `address`. */
export function resolveTagQuery(
  store: Store,
  caller: Caller,
  query: { readonly address?: string | undefined; readonly tags?: string | undefined },
) {
  const appId = caller.app?.id ?? '';
  const tags = [
    ...new Set(
      (query.tags ?? '')
        .split(',')
        .map(normalizeTag)
        .filter((tag) => tag !== ''),
    ),
  ];
  const address = query.address?.trim() ?? '';
  return {
    tags: tags.map((tag) => {
      const profile = store.profiles.by('byNickname', tag).find((candidate) => candidate.appId === appId);
      if (!usableProfile(store, appId, profile)) {
        return { tag, found: false, name: null, address: null, profileId: null };
      }
      return {
        tag: profile.nickname,
        found: true,
        name: displayName(store, profile),
        address: walletOf(store, profile),
        profileId: profile.id,
      };
    }),
    address: address === '' ? null : resolveAddress(store, appId, address),
  };
}
