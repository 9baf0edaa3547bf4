/**
 * Loads a checked {@link CheckedFixture} into a store, after the seed. References (a key's team, a
 * profile's user, a wallet's profile, ...) may name records of the seed or of the fixture; a
 * reference to nothing, a duplicate id or an unknown token stops the load with the path of the
 * field.
 */
import { openBalance } from '../modules/chain/index.js';
import { addBankAccount } from '../modules/profile/index.js';
import {
  addMember,
  createApp,
  createProfile,
  createTeam,
  createUser,
  environmentOfKey,
  issueApiKey,
} from '../modules/tenancy/index.js';
import { addWallet } from '../modules/wallets/index.js';
import type { Store } from '../platform/database.js';
import { type CheckedFixture, FixtureError } from '../platform/fixtures.js';
import type { SeedContext } from '../platform/seed-context.js';

const DAY = 86_400_000;

/** How long before the start instant each kind of record is stamped, in days. */
export const FIXTURE_AGES_DAYS = {
  apps: 60,
  keys: 59,
  users: 45,
  teams: 40,
  profiles: 40,
  wallets: 40,
  bankAccounts: 30,
} as const;

/** `"0.5"` whole tokens in base units of `decimals`, exactly. */
function baseUnits(amount: string, decimals: number): string | undefined {
  const [whole = '0', fraction = ''] = amount.split('.');
  if (fraction.length > decimals) return undefined;
  return (BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0')).toString();
}

const capitalised = (text: string) => text.slice(0, 1).toUpperCase() + text.slice(1);

/**
 * Inserts the records of a fixture.
 *
 * @example
 * ```ts
 * loadFixture(store, parseFixture({ apps: [{ id: 'app_shop', name: 'Shop' }] }), { now: Date.now() });
 * ```
 */
export function loadFixture(store: Store, fixture: CheckedFixture, context: SeedContext): void {
  const at = (days: number) => new Date(context.now - days * DAY).toISOString();
  const problems: string[] = [];
  const check = (ok: boolean, path: string, message: string) => {
    if (!ok) problems.push(`${path}: ${message}`);
    return ok;
  };
  const insert = (path: string, run: () => void) => {
    try {
      run();
    } catch (error) {
      problems.push(`${path}: ${(error as Error).message}`);
    }
  };

  fixture.apps.forEach((app, index) => {
    insert(`apps[${index}].id`, () =>
      createApp(
        store,
        { id: app.id, name: app.name, webhookUrl: app.webhookUrl, webhookSecret: app.webhookSecret },
        at(FIXTURE_AGES_DAYS.apps),
      ),
    );
  });

  fixture.users.forEach((user, index) => {
    const username = user.username ?? user.email.split('@')[0]?.toLowerCase() ?? user.id;
    insert(`users[${index}].id`, () =>
      createUser(
        store,
        {
          id: user.id,
          email: user.email,
          username,
          firstName: user.firstName,
          lastName: user.lastName,
          country: user.country,
          language: user.language,
          referralCode:
            user.referralCode ??
            `${username
              .replace(/[^a-z0-9]/g, '')
              .slice(0, 4)
              .toUpperCase()
              .padEnd(4, 'X')}${String(store.users.size).padStart(4, '0')}`,
          defaultProfileId: fixture.profiles.find((profile) => profile.user === user.id)?.id ?? null,
          orgId: `org_${username}`,
        },
        at(FIXTURE_AGES_DAYS.users),
      ),
    );
  });

  fixture.teams.forEach((team, index) => {
    if (!check(store.apps.has(team.app), `teams[${index}].app`, `no app "${team.app}"`)) return;
    insert(`teams[${index}].id`, () =>
      createTeam(
        store,
        {
          id: team.id,
          appId: team.app,
          name: team.name,
          description: team.description,
          isBusiness: team.isBusiness,
          // Copies: the rows never share arrays or records with the fixture (the demo seed's is a
          // constant every simulator loads).
          metadata: structuredClone(team.metadata),
          countries: [...team.countries],
          defaultReceiverWallet: team.defaultReceiverWallet,
          notificationEmail: team.notificationEmail,
          otcApproved: team.otcApproved,
        },
        at(FIXTURE_AGES_DAYS.teams),
      ),
    );
  });

  const firstAdmin: Record<string, string> = {};
  fixture.profiles.forEach((profile, index) => {
    const path = `profiles[${index}]`;
    const user = store.users.get(profile.user);
    const team = store.teams.get(profile.team);
    if (!check(user !== undefined, `${path}.user`, `no user "${profile.user}"`) || !user) return;
    if (!check(team !== undefined, `${path}.team`, `no team "${profile.team}"`) || !team) return;
    const nickname = profile.nickname ?? user.username;
    insert(`${path}.id`, () => {
      const joined = at(FIXTURE_AGES_DAYS.profiles);
      createProfile(
        store,
        {
          id: profile.id,
          userId: user.id,
          teamId: team.id,
          appId: team.appId,
          nickname,
          suborgId: `suborg_${nickname}`,
        },
        joined,
      );
      if (profile.role === 'admin') firstAdmin[team.id] ??= profile.id;
      addMember(
        store,
        {
          profileId: profile.id,
          teamId: team.id,
          role: profile.role,
          addedBy: profile.role === 'admin' ? null : (firstAdmin[team.id] ?? null),
        },
        joined,
      );
    });
  });

  fixture.keys.forEach((key, index) => {
    const path = `keys[${index}]`;
    const app = store.apps.get(key.app);
    if (!check(app !== undefined, `${path}.app`, `no app "${key.app}"`) || !app) return;
    const environment = environmentOfKey(key.key) ?? 'sandbox';
    let teamId = key.team ?? null;
    const profile = key.profile === undefined ? undefined : store.profiles.get(key.profile);
    if (key.profile !== undefined) {
      if (!check(profile?.appId === app.id, `${path}.profile`, `no profile "${key.profile}" in ${app.id}`))
        return;
      const sameTeam = teamId === null || teamId === profile?.teamId;
      if (!check(sameTeam, `${path}.team`, `profile "${key.profile}" is not in team "${teamId}"`)) return;
      teamId = profile?.teamId ?? null;
    }
    const teamOk = teamId === null || store.teams.get(teamId)?.appId === app.id;
    if (!check(teamOk, `${path}.team`, `no team "${teamId}" in ${app.id}`)) return;
    insert(`${path}.id`, () => {
      if (store.apiKeys.first('byKey', key.key)) throw new Error('this key string is taken');
      issueApiKey(
        store,
        {
          id: key.id,
          key: key.key,
          appId: app.id,
          name: key.name ?? `${capitalised(key.type.toLowerCase())} key (${environment})`,
          environment,
          type: key.type,
          permissions: [...key.permissions],
          teamId,
          profileId: profile?.id ?? null,
        },
        at(FIXTURE_AGES_DAYS.keys),
      );
    });
  });

  fixture.bankAccounts.forEach((account, index) => {
    const path = `bankAccounts[${index}]`;
    const profile = store.profiles.get(account.profile);
    if (!check(profile !== undefined, `${path}.profile`, `no profile "${account.profile}"`) || !profile)
      return;
    insert(`${path}.id`, () =>
      addBankAccount(
        store,
        {
          id: account.id,
          profileId: profile.id,
          teamId: profile.teamId,
          accountName: account.accountName,
          ...(account.accountAlias === undefined ? {} : { accountAlias: account.accountAlias }),
          accountType: account.accountType,
          accountNumber: account.accountNumber,
          country: account.country,
          bankSlug: account.bankSlug,
          currencySymbol: account.currencySymbol,
          additionalData: structuredClone(account.additionalData),
        },
        at(FIXTURE_AGES_DAYS.bankAccounts),
      ),
    );
  });

  fixture.wallets.forEach((wallet, index) => {
    const path = `wallets[${index}]`;
    const profile = wallet.profile === undefined ? undefined : store.profiles.get(wallet.profile);
    if (
      wallet.profile !== undefined &&
      !check(profile !== undefined, `${path}.profile`, `no profile "${wallet.profile}"`)
    )
      return;
    const teamId = wallet.team ?? profile?.teamId ?? null;
    if (teamId !== null && !check(store.teams.has(teamId), `${path}.team`, `no team "${teamId}"`)) return;
    if (profile && teamId !== profile.teamId) {
      check(false, `${path}.team`, `profile "${profile.id}" is not in team "${teamId}"`);
      return;
    }
    const address = wallet.address.toLowerCase();
    insert(`${path}.id`, () =>
      addWallet(
        store,
        {
          id: wallet.id,
          address,
          profileId: profile?.id ?? null,
          teamId,
          alias: wallet.alias,
          custody: wallet.custody,
        },
        at(FIXTURE_AGES_DAYS.wallets),
      ),
    );
    wallet.balances.forEach((balance, balanceIndex) => {
      const balancePath = `${path}.balances[${balanceIndex}]`;
      const chain = store.chains.first('byChainId', String(balance.chainId));
      if (
        !check(chain !== undefined, `${balancePath}.chainId`, `no simulated chain ${balance.chainId}`) ||
        !chain
      )
        return;
      const deployments = store.tokenDeployments.by('byChain', chain.id);
      const wanted = balance.token.toLowerCase();
      const deployment = deployments.find((candidate) =>
        wanted === 'native'
          ? candidate.type === 'native'
          : candidate.address.toLowerCase() === wanted ||
            store.tokens.get(candidate.tokenId)?.symbol.toLowerCase() === wanted,
      );
      if (
        !check(
          deployment !== undefined,
          `${balancePath}.token`,
          `no token "${balance.token}" on chain ${balance.chainId}`,
        ) ||
        !deployment
      )
        return;
      const amount = baseUnits(balance.amount, deployment.decimals);
      if (
        !check(amount !== undefined, `${balancePath}.amount`, `more than ${deployment.decimals} decimals`) ||
        !amount
      )
        return;
      insert(balancePath, () =>
        openBalance(store, { chainId: balance.chainId, tokenAddress: deployment.address, address, amount }),
      );
    });
  });

  if (problems.length > 0) throw new FixtureError(problems);
}
