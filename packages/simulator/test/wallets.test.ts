/**
 * The wallet records and balances of the wallets area through the SDK client with strict response
 * validation: aliases, the default wallet, listing, external wallets, the portfolio and the gas
 * check.
 */
import { describe, expect, test } from 'vitest';
import { CHAIN_IDS, DEMO, NATIVE_TOKEN_ADDRESS, type Simulator, TOKEN_ADDRESSES } from '../src/index.js';
import { clientFor, demoSimulator, failure } from './profile-user-client.js';

const business = DEMO.teams.business.id;
const individual = DEMO.teams.individual.id;
const otherAppTeam = DEMO.teams.otherApp.id;
const UNKNOWN_ID = '90000000-0000-4000-8000-000000000009';
const EXTERNAL = '0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf';
const SOLANA = 'So11111111111111111111111111111111111111112';
const BASE_SEPOLIA_USDC = TOKEN_ADDRESSES.baseSepolia.USDC;

async function setup() {
  const simulator = demoSimulator();
  const app = await clientFor(simulator);
  const loose = await clientFor(simulator, { validation: 'off' });
  return { simulator, app, loose, store: simulator.services.store };
}

/** Adds a wallet row straight to the store (kinds the API does not create). */
function insertWallet(
  simulator: Simulator,
  row: { address: string; isCompliance?: boolean; walletType?: 'EVM' | 'SVM' },
) {
  simulator.services.store.wallets.insert({
    id: `wal_test_${simulator.services.store.wallets.size}`,
    address: row.address,
    walletType: row.walletType ?? 'EVM',
    custody: 'platform',
    profileId: null,
    teamId: business,
    alias: null,
    metadata: {},
    isCompliance: row.isCompliance ?? false,
    createdAt: '2025-01-01T00:00:00.000Z',
  });
}

describe('PATCH /v1/wallet/alias', () => {
  test('sets and clears the alias of a team wallet, matching the address in any case', async () => {
    const { app } = await setup();
    const set = await app.wallets.alias.update({
      walletAddress: DEMO.wallets.bruno.toUpperCase().replace('0X', '0x'),
      teamId: business,
      alias: 'Operations',
    });
    expect(set).toEqual({ walletAddress: DEMO.wallets.bruno, teamId: business, alias: 'Operations' });
    const listed = await app.wallets.list({ profileId: DEMO.profiles.bruno.id });
    expect(listed.wallets[0]?.alias).toBe('Operations');

    const cleared = await app.wallets.alias.update({
      walletAddress: DEMO.wallets.bruno,
      teamId: business,
      alias: null,
    });
    expect(cleared.alias).toBeNull();
    const again = await app.wallets.list({ profileId: DEMO.profiles.bruno.id });
    expect(again.wallets[0]?.alias).toBeNull();
  });

  test('404 TEAM_NOT_FOUND for an unknown team, a team of another app, or outside a scoped key', async () => {
    const { simulator, app } = await setup();
    const body = { walletAddress: DEMO.wallets.bruno, alias: 'x' };
    expect(await failure(app.wallets.alias.update({ ...body, teamId: UNKNOWN_ID }))).toEqual({
      status: 404,
      code: 'TEAM_NOT_FOUND',
    });
    expect(await failure(app.wallets.alias.update({ ...body, teamId: otherAppTeam }))).toEqual({
      status: 404,
      code: 'TEAM_NOT_FOUND',
    });
    const scoped = await clientFor(simulator, { apiKey: DEMO.keys.individualProfile });
    expect(await failure(scoped.wallets.alias.update({ ...body, teamId: business }))).toEqual({
      status: 404,
      code: 'TEAM_NOT_FOUND',
    });
  });

  test('404 WALLET_NOT_FOUND for a wallet of another team', async () => {
    const { app } = await setup();
    expect(
      await failure(
        app.wallets.alias.update({ walletAddress: DEMO.wallets.alice, teamId: business, alias: 'x' }),
      ),
    ).toEqual({ status: 404, code: 'WALLET_NOT_FOUND' });
  });

  test('400 BODY_PARSER_ERROR for an invalid body or a blank alias, and nothing changes', async () => {
    const { loose, store } = await setup();
    const cases = [
      { walletAddress: DEMO.wallets.bruno, teamId: 'not-a-uuid', alias: 'x' },
      { walletAddress: 'x'.repeat(65), teamId: business, alias: 'x' },
      { walletAddress: DEMO.wallets.bruno, teamId: business, alias: '' },
      { walletAddress: DEMO.wallets.bruno, teamId: business, alias: '   ' },
      { walletAddress: DEMO.wallets.bruno, teamId: business },
    ];
    for (const body of cases) {
      expect(await failure(loose.wallets.alias.update(body as never))).toEqual({
        status: 400,
        code: 'BODY_PARSER_ERROR',
      });
    }
    expect(store.wallets.get('wal_bruno')?.alias).toBe('Bruno');
  });
});

describe('GET /v1/wallet/default', () => {
  test("answers the team's default wallet record, or null when none is set", async () => {
    const { app } = await setup();
    const { defaultWallet } = await app.wallets.default.retrieve({ teamId: business });
    expect(defaultWallet).toMatchObject({
      address: DEMO.wallets.business,
      walletType: 'EVM',
      teamId: business,
      profileId: null,
      alias: 'Treasury',
    });
    expect(await app.wallets.default.retrieve({ teamId: individual })).toEqual({ defaultWallet: null });
  });

  test('takes the team of a team-scoped key when teamId is omitted', async () => {
    const { simulator } = await setup();
    const team = await clientFor(simulator, { apiKey: DEMO.keys.team });
    const { defaultWallet } = await team.wallets.default.retrieve({});
    expect(defaultWallet?.address).toBe(DEMO.wallets.business);
  });

  test('400 WALLET_TEAM_REQUIRED without teamId from an app key; 400 for an invalid id', async () => {
    const { app, loose } = await setup();
    expect(await failure(app.wallets.default.retrieve({}))).toEqual({
      status: 400,
      code: 'WALLET_TEAM_REQUIRED',
    });
    expect(await failure(loose.wallets.default.retrieve({ teamId: 'nope' }))).toEqual({
      status: 400,
      code: 'BODY_PARSER_ERROR',
    });
  });

  test('404 TEAM_NOT_FOUND for an unknown team', async () => {
    const { app } = await setup();
    expect(await failure(app.wallets.default.retrieve({ teamId: UNKNOWN_ID }))).toEqual({
      status: 404,
      code: 'TEAM_NOT_FOUND',
    });
  });
});

describe('POST /v1/wallet/default', () => {
  test("sets a team wallet as the default, in the team and in the team's activity", async () => {
    const { app, store } = await setup();
    const data = await app.wallets.default.set({ teamId: business, walletAddress: DEMO.wallets.bruno });
    expect(data).toEqual({ message: 'Default wallet updated.', walletAddress: DEMO.wallets.bruno });
    expect(store.teams.get(business)?.defaultReceiverWallet).toBe(DEMO.wallets.bruno);
    const { defaultWallet } = await app.wallets.default.retrieve({ teamId: business });
    expect(defaultWallet).toMatchObject({ address: DEMO.wallets.bruno, profileId: DEMO.profiles.bruno.id });
    const entries = store.activity.by('byTeam', business);
    expect(entries.at(-1)).toMatchObject({
      ActionName: 'DEFAULT_RECEIVER_WALLET_UPDATED',
      Details: { defaultReceiverWallet: DEMO.wallets.bruno },
    });
  });

  test('404 WALLET_NOT_FOUND for a wallet outside the team, 404 TEAM_NOT_FOUND for an unknown team', async () => {
    const { app, store } = await setup();
    expect(
      await failure(app.wallets.default.set({ teamId: business, walletAddress: DEMO.wallets.alice })),
    ).toEqual({
      status: 404,
      code: 'WALLET_NOT_FOUND',
    });
    expect(
      await failure(app.wallets.default.set({ teamId: UNKNOWN_ID, walletAddress: DEMO.wallets.bruno })),
    ).toEqual({
      status: 404,
      code: 'TEAM_NOT_FOUND',
    });
    expect(store.teams.get(business)?.defaultReceiverWallet).toBe(DEMO.wallets.business);
  });

  test('400 BODY_PARSER_ERROR without teamId or walletAddress', async () => {
    const { loose } = await setup();
    for (const input of [{ walletAddress: DEMO.wallets.bruno }, { teamId: business }]) {
      expect(await failure(loose.wallets.default.set(input as never))).toEqual({
        status: 400,
        code: 'BODY_PARSER_ERROR',
      });
    }
  });
});

describe('GET /v1/wallet/list', () => {
  test("lists a team's wallets and a profile's wallets with their total", async () => {
    const { app } = await setup();
    const team = await app.wallets.list({ teamId: business });
    expect(team.total).toBe(3);
    expect(team.wallets.map((wallet) => wallet.address)).toEqual([
      DEMO.wallets.bruno,
      DEMO.wallets.carmen,
      DEMO.wallets.business,
    ]);
    const profile = await app.wallets.list({ profileId: DEMO.profiles.bruno.id });
    expect(profile).toMatchObject({
      total: 1,
      wallets: [{ address: DEMO.wallets.bruno, custody: 'platform' }],
    });
  });

  test('returns only EVM wallets, and compliance wallets only for includeCompliance=true', async () => {
    const { simulator, app } = await setup();
    insertWallet(simulator, { address: SOLANA, walletType: 'SVM' });
    insertWallet(simulator, { address: '0xc0c0000000000000000000000000000000000001', isCompliance: true });
    expect((await app.wallets.list({ teamId: business })).total).toBe(3);
    expect((await app.wallets.list({ teamId: business, includeCompliance: 'yes' as never })).total).toBe(3);
    const withCompliance = await app.wallets.list({ teamId: business, includeCompliance: true });
    expect(withCompliance.total).toBe(4);
    expect(withCompliance.wallets.at(-1)).toMatchObject({ isCompliance: true });
  });

  test('400 BODY_PARSER_ERROR without a scope or with both', async () => {
    const { loose } = await setup();
    for (const query of [{}, { teamId: business, profileId: DEMO.profiles.bruno.id }, { teamId: 'x' }]) {
      expect(await failure(loose.wallets.list(query as never))).toEqual({
        status: 400,
        code: 'BODY_PARSER_ERROR',
      });
    }
  });

  test('400 WALLET_SCOPE_INVALID for a team or profile that is not in the app', async () => {
    const { app } = await setup();
    for (const query of [
      { teamId: UNKNOWN_ID },
      { teamId: otherAppTeam },
      { profileId: DEMO.profiles.pablo.id },
    ]) {
      expect(await failure(app.wallets.list(query))).toEqual({ status: 400, code: 'WALLET_SCOPE_INVALID' });
    }
  });
});

describe('POST /v1/wallet/external', () => {
  test('registers an external EVM wallet for a team admin (201) and lists it', async () => {
    const { app, store } = await setup();
    const wallet = await app.wallets.external.create({
      teamId: business,
      profileId: DEMO.profiles.bruno.id,
      address: EXTERNAL,
      walletType: 'EVM',
      label: 'Ledger',
      metadata: { device: 'hardware' },
    });
    expect(wallet).toEqual({
      address: EXTERNAL.toLowerCase(),
      walletType: 'EVM',
      profileId: DEMO.profiles.bruno.id,
      teamId: business,
      alias: 'Ledger',
      metadata: { device: 'hardware' },
      createdAt: '2025-01-01T00:00:00.000Z',
    });
    const row = store.wallets.first('byAddress', EXTERNAL.toLowerCase());
    expect(row).toMatchObject({ custody: 'external' });
    const listed = await app.wallets.list({ profileId: DEMO.profiles.bruno.id });
    expect(listed.wallets.map((entry) => entry.address)).toContain(EXTERNAL.toLowerCase());
  });

  test('registers SVM, BTC and FIAT wallets as given (not listed, which lists EVM only)', async () => {
    const { app } = await setup();
    const base = { teamId: business, profileId: DEMO.profiles.bruno.id };
    const svm = await app.wallets.external.create({ ...base, address: SOLANA, walletType: 'SVM' });
    expect(svm).toMatchObject({ address: SOLANA, walletType: 'SVM', alias: null, metadata: {} });
    const btc = await app.wallets.external.create({
      ...base,
      address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      walletType: 'BTC',
    });
    expect(btc.walletType).toBe('BTC');
    const fiat = await app.wallets.external.create({
      ...base,
      address: 'MX-CLABE-012180001234567897',
      walletType: 'FIAT',
    });
    expect(fiat.walletType).toBe('FIAT');
    expect((await app.wallets.list({ teamId: business })).total).toBe(3);
  });

  test('403 WALLET_ADMIN_REQUIRED when the profile is not a team admin', async () => {
    const { app } = await setup();
    const input = {
      teamId: business,
      profileId: DEMO.profiles.carmen.id,
      address: EXTERNAL,
      walletType: 'EVM' as const,
    };
    expect(await failure(app.wallets.external.create(input))).toEqual({
      status: 403,
      code: 'WALLET_ADMIN_REQUIRED',
    });
  });

  test('404 TEAM_NOT_FOUND and 404 PROFILE_NOT_FOUND (unknown, or not in the team)', async () => {
    const { app } = await setup();
    const base = { address: EXTERNAL, walletType: 'EVM' as const };
    expect(
      await failure(
        app.wallets.external.create({ ...base, teamId: UNKNOWN_ID, profileId: DEMO.profiles.bruno.id }),
      ),
    ).toEqual({
      status: 404,
      code: 'TEAM_NOT_FOUND',
    });
    expect(
      await failure(app.wallets.external.create({ ...base, teamId: business, profileId: UNKNOWN_ID })),
    ).toEqual({
      status: 404,
      code: 'PROFILE_NOT_FOUND',
    });
    expect(
      await failure(
        app.wallets.external.create({ ...base, teamId: business, profileId: DEMO.profiles.alice.id }),
      ),
    ).toEqual({
      status: 404,
      code: 'PROFILE_NOT_FOUND',
    });
  });

  test('409 WALLET_EXISTS for an address the team already has, in any case', async () => {
    const { app, store } = await setup();
    const before = store.wallets.size;
    const input = {
      teamId: business,
      profileId: DEMO.profiles.bruno.id,
      address: DEMO.wallets.carmen.replace(/[a-f]/g, (c) => c.toUpperCase()).replace('0X', '0x'),
      walletType: 'EVM' as const,
    };
    expect(await failure(app.wallets.external.create(input))).toEqual({ status: 409, code: 'WALLET_EXISTS' });
    expect(store.wallets.size).toBe(before);
  });

  test('409 WALLET_EXISTS for a bech32 BTC address the team has in the other case; stored lowercase', async () => {
    const { app, store } = await setup();
    const base = { teamId: business, profileId: DEMO.profiles.bruno.id, walletType: 'BTC' as const };
    const bech32 = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
    const created = await app.wallets.external.create({ ...base, address: bech32.toUpperCase() });
    expect(created.address).toBe(bech32);
    const before = store.wallets.size;
    expect(await failure(app.wallets.external.create({ ...base, address: bech32 }))).toEqual({
      status: 409,
      code: 'WALLET_EXISTS',
    });
    expect(store.wallets.size).toBe(before);
    const aliased = await app.wallets.alias.update({
      walletAddress: bech32.toUpperCase(),
      teamId: business,
      alias: 'Cold storage',
    });
    expect(aliased).toEqual({ walletAddress: bech32, teamId: business, alias: 'Cold storage' });
    // Base58 addresses are case-sensitive: another case is another wallet.
    const legacy = '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2';
    await app.wallets.external.create({ ...base, address: legacy });
    const other = await app.wallets.external.create({ ...base, address: legacy.toLowerCase() });
    expect(other.address).toBe(legacy.toLowerCase());
  });

  test('400 BODY_PARSER_ERROR for an address that is not valid for its type', async () => {
    const { loose } = await setup();
    const base = { teamId: business, profileId: DEMO.profiles.bruno.id };
    for (const wallet of [
      { address: '0x1234', walletType: 'EVM' },
      { address: '0OIl', walletType: 'SVM' },
      { address: EXTERNAL, walletType: 'BTC' },
      { address: EXTERNAL, walletType: 'TRON' },
    ]) {
      expect(await failure(loose.wallets.external.create({ ...base, ...wallet } as never))).toEqual({
        status: 400,
        code: 'BODY_PARSER_ERROR',
      });
    }
  });
});

describe('GET /v1/wallet/portfolio', () => {
  test('sums balances per token across chains at the fixed USD prices', async () => {
    const { app } = await setup();
    const [bruno] = await app.wallets.portfolio.retrieve({ wallets: DEMO.wallets.bruno });
    expect(bruno).toMatchObject({ wallet: DEMO.wallets.bruno, totalUsdBalance: 11_100 });
    expect(bruno?.tokens.USDC).toEqual({
      totalUsdBalance: 7_500,
      totalBalance: 7_500,
      tokenLogo: '/assets/tokens/usdc.svg',
      chains: {
        'base-sepolia': {
          address: TOKEN_ADDRESSES.baseSepolia.USDC,
          balance: 5_000,
          price: 1,
          chainLogo: '/assets/chains/base-sepolia.svg',
          chainId: CHAIN_IDS.baseSepolia,
        },
        base: {
          address: TOKEN_ADDRESSES.base.USDC,
          balance: 2_500,
          price: 1,
          chainLogo: '/assets/chains/base.svg',
          chainId: CHAIN_IDS.base,
        },
      },
    });
    expect(bruno?.tokens.ETH).toMatchObject({ totalBalance: 1.2, totalUsdBalance: 3_600 });
    expect(bruno?.tokens.ETH?.chains.base).toMatchObject({
      address: NATIVE_TOKEN_ADDRESS,
      balance: 0.2,
      price: 3000,
    });
  });

  test('follows the ledger, ignores invalid entries, merges duplicates and answers empty wallets', async () => {
    const { simulator, app } = await setup();
    await simulator.control.chain.fund({
      chainId: CHAIN_IDS.polygon,
      address: EXTERNAL,
      token: 'POL',
      amount: '10',
    });
    const result = await app.wallets.portfolio.retrieve({
      wallets: `${EXTERNAL},not-an-address,${EXTERNAL.toLowerCase()},0x0000000000000000000000000000000000000abc`,
    });
    expect(result).toEqual([
      {
        wallet: EXTERNAL.toLowerCase(),
        totalUsdBalance: 5,
        tokens: {
          POL: {
            totalUsdBalance: 5,
            totalBalance: 10,
            tokenLogo: '/assets/tokens/pol.svg',
            chains: {
              polygon: {
                address: NATIVE_TOKEN_ADDRESS,
                balance: 10,
                price: 0.5,
                chainLogo: '/assets/chains/polygon.svg',
                chainId: CHAIN_IDS.polygon,
              },
            },
          },
        },
      },
      { wallet: '0x0000000000000000000000000000000000000abc', totalUsdBalance: 0, tokens: {} },
    ]);
  });

  test('400 BODY_PARSER_ERROR without a list or without a valid address', async () => {
    const { loose } = await setup();
    for (const query of [{}, { wallets: '' }, { wallets: 'abc,0x12' }]) {
      expect(await failure(loose.wallets.portfolio.retrieve(query as never))).toEqual({
        status: 400,
        code: 'BODY_PARSER_ERROR',
      });
    }
  });
});

describe('GET /v1/wallet/evm/check-gas-balance', () => {
  test('compares each wallet with the minimum gas of an approval and a transfer on the chain', async () => {
    const { app } = await setup();
    const result = await app.wallets.evm.gasBalance.check({
      wallet: `${DEMO.wallets.bruno},${EXTERNAL}`,
      tokenAddress: BASE_SEPOLIA_USDC,
      chainSlug: 'base-sepolia',
    });
    // 2 × 65,000 gas at 0.001 gwei on Base Sepolia.
    expect(result).toEqual([
      {
        wallet: DEMO.wallets.bruno,
        minimumGasWei: '130000000000',
        nativeBalance: '1000000000000000000',
        sufficient: true,
        difference: '999999870000000000',
      },
      {
        wallet: EXTERNAL.toLowerCase(),
        minimumGasWei: '130000000000',
        nativeBalance: '0',
        sufficient: false,
        difference: '-130000000000',
      },
    ]);
  });

  test('takes a numeric chain id, and the native coin needs only a native transfer', async () => {
    const { app } = await setup();
    const [entry] = await app.wallets.evm.gasBalance.check({
      wallet: DEMO.wallets.alice,
      tokenAddress: NATIVE_TOKEN_ADDRESS,
      chainSlug: String(CHAIN_IDS.polygon),
    });
    // 21,000 gas at 50 gwei on Polygon.
    expect(entry).toMatchObject({ minimumGasWei: '1050000000000000', sufficient: true });
  });

  test('either native-coin placeholder (0x000…0 or 0xeee…e) names the native coin', async () => {
    const { app } = await setup();
    for (const tokenAddress of [NATIVE_TOKEN_ADDRESS, '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE']) {
      const [entry] = await app.wallets.evm.gasBalance.check({
        wallet: DEMO.wallets.bruno,
        tokenAddress,
        chainSlug: 'base-sepolia',
      });
      // 21,000 gas at 0.001 gwei on Base Sepolia.
      expect(entry).toEqual({
        wallet: DEMO.wallets.bruno,
        minimumGasWei: '21000000000',
        nativeBalance: '1000000000000000000',
        sufficient: true,
        difference: '999999979000000000',
      });
    }
  });

  test('a token that is not on the chain is a per-wallet error, still HTTP 200', async () => {
    const { app } = await setup();
    const [entry] = await app.wallets.evm.gasBalance.check({
      wallet: DEMO.wallets.bruno,
      tokenAddress: TOKEN_ADDRESSES.ethereum.DAI,
      chainSlug: 'base-sepolia',
    });
    expect(entry).toMatchObject({
      wallet: DEMO.wallets.bruno,
      sufficient: false,
      error: { code: 'TOKEN_NOT_ON_CHAIN' },
    });
  });

  test('400 WALLET_CHAIN_UNSUPPORTED for an unknown chain; 400 BODY_PARSER_ERROR for bad addresses', async () => {
    const { app, loose } = await setup();
    for (const chainSlug of ['optimism', '10']) {
      expect(
        await failure(
          app.wallets.evm.gasBalance.check({
            wallet: DEMO.wallets.bruno,
            tokenAddress: BASE_SEPOLIA_USDC,
            chainSlug,
          }),
        ),
      ).toEqual({ status: 400, code: 'WALLET_CHAIN_UNSUPPORTED' });
    }
    for (const query of [
      { wallet: `${DEMO.wallets.bruno},0x12`, tokenAddress: BASE_SEPOLIA_USDC, chainSlug: 'base' },
      { wallet: '', tokenAddress: BASE_SEPOLIA_USDC, chainSlug: 'base' },
      { wallet: DEMO.wallets.bruno, tokenAddress: 'usdc', chainSlug: 'base' },
      { wallet: DEMO.wallets.bruno, tokenAddress: BASE_SEPOLIA_USDC },
    ]) {
      expect(await failure(loose.wallets.evm.gasBalance.check(query as never))).toEqual({
        status: 400,
        code: 'BODY_PARSER_ERROR',
      });
    }
  });
});
