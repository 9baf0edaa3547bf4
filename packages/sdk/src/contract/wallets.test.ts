import { describe, expect, test } from 'vitest';
import {
  approveAllowance,
  BTC_ADDRESS_PATTERN,
  checkGasBalance,
  createExternalWallet,
  getAllowance,
  getDefaultWallet,
  getWalletPortfolio,
  isValidWalletAddress,
  listWallets,
  requestGasSponsorship,
  requiresExecutor,
  revokeAllowance,
  setDefaultWallet,
  updateWalletAlias,
  walletsOperations,
} from './wallets.js';

const TEAM_ID = '3f1c2a4e-8b7d-4c6a-9e2f-1a2b3c4d5e6f';
const PROFILE_ID = '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d';
const WALLET = '0x1111111111111111111111111111111111111111';
const WALLET_2 = '0x2222222222222222222222222222222222222222';
const TOKEN = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const SVM = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV';
const BTC_LEGACY = '1BoatSLRHtKNngkdXEeobR76b53LETtpyT';
const BTC_BECH32 = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

describe('wallets.alias', () => {
  const schema = updateWalletAlias.schemas.body;
  const valid = { walletAddress: WALLET, teamId: TEAM_ID, alias: 'Treasury' };
  test('body: all fields given are accepted', () => {
    expect(schema.parse(valid)).toEqual(valid);
  });
  test('body: alias may be null to clear it', () => {
    expect(schema.parse({ ...valid, alias: null }).alias).toBeNull();
  });
  test('body: alias cannot be empty or absent', () => {
    expect(schema.safeParse({ ...valid, alias: '' }).success).toBe(false);
    const { alias: _alias, ...withoutAlias } = valid;
    expect(schema.safeParse(withoutAlias).success).toBe(false);
  });
  test('body: walletAddress is 1 to 64 characters', () => {
    expect(schema.parse({ ...valid, walletAddress: 'a'.repeat(64) }).walletAddress).toHaveLength(64);
    expect(schema.safeParse({ ...valid, walletAddress: 'a'.repeat(65) }).success).toBe(false);
    expect(schema.safeParse({ ...valid, walletAddress: '' }).success).toBe(false);
  });
  test('body: teamId must be a UUID', () => {
    expect(schema.safeParse({ ...valid, teamId: 'team-1' }).success).toBe(false);
  });
});

describe('wallets.default', () => {
  test('query: teamId is optional when reading', () => {
    expect(getDefaultWallet.schemas.query.parse({})).toEqual({});
    expect(getDefaultWallet.schemas.query.parse({ teamId: TEAM_ID })).toEqual({ teamId: TEAM_ID });
  });
  test('query: teamId must be a UUID when reading', () => {
    expect(getDefaultWallet.schemas.query.safeParse({ teamId: 'nope' }).success).toBe(false);
  });
  test('query: teamId is required when setting', () => {
    expect(setDefaultWallet.schemas.query.parse({ teamId: TEAM_ID })).toEqual({ teamId: TEAM_ID });
    expect(setDefaultWallet.schemas.query.safeParse({}).success).toBe(false);
  });
  test('body: walletAddress is required when setting', () => {
    expect(setDefaultWallet.schemas.body.parse({ walletAddress: WALLET })).toEqual({ walletAddress: WALLET });
    expect(setDefaultWallet.schemas.body.safeParse({}).success).toBe(false);
  });
  test('response: a null default wallet is accepted', () => {
    expect(getDefaultWallet.schemas.response.parse({ defaultWallet: null })).toEqual({ defaultWallet: null });
  });
});

describe('wallets.list', () => {
  const schema = listWallets.schemas.query;
  test('query: exactly one of profileId or teamId', () => {
    expect(schema.parse({ teamId: TEAM_ID })).toEqual({ teamId: TEAM_ID, includeCompliance: false });
    expect(schema.parse({ profileId: PROFILE_ID })).toEqual({
      profileId: PROFILE_ID,
      includeCompliance: false,
    });
    expect(schema.safeParse({}).success).toBe(false);
    expect(schema.safeParse({ teamId: TEAM_ID, profileId: PROFILE_ID }).success).toBe(false);
  });
  test('query: profileId and teamId must be UUIDs', () => {
    expect(schema.safeParse({ teamId: 'abc' }).success).toBe(false);
    expect(schema.safeParse({ profileId: 'abc' }).success).toBe(false);
  });
  test('query: includeCompliance is on only for the literal true', () => {
    expect(schema.parse({ teamId: TEAM_ID, includeCompliance: 'true' }).includeCompliance).toBe(true);
    expect(schema.parse({ teamId: TEAM_ID, includeCompliance: 'yes' }).includeCompliance).toBe(false);
    expect(schema.parse({ teamId: TEAM_ID, includeCompliance: '1' }).includeCompliance).toBe(false);
  });
});

describe('wallets.external', () => {
  const schema = createExternalWallet.schemas.body;
  const valid = { teamId: TEAM_ID, profileId: PROFILE_ID, address: WALLET, walletType: 'EVM' as const };
  test('body: an EVM wallet with an EVM address is accepted', () => {
    expect(schema.parse({ ...valid, address: ` ${WALLET} ` })).toEqual(valid);
  });
  test('body: an EVM wallet needs an EVM address', () => {
    expect(schema.safeParse({ ...valid, address: SVM }).success).toBe(false);
  });
  test('body: an SVM wallet needs a base58 address of 32 to 44 characters', () => {
    expect(schema.parse({ ...valid, walletType: 'SVM', address: SVM }).address).toBe(SVM);
    expect(schema.safeParse({ ...valid, walletType: 'SVM', address: WALLET }).success).toBe(false);
    expect(schema.safeParse({ ...valid, walletType: 'SVM', address: '1'.repeat(31) }).success).toBe(false);
    expect(schema.safeParse({ ...valid, walletType: 'SVM', address: '1'.repeat(45) }).success).toBe(false);
    expect(schema.safeParse({ ...valid, walletType: 'SVM', address: `0${'1'.repeat(33)}` }).success).toBe(
      false,
    );
  });
  test('body: a BTC wallet needs a bitcoin address', () => {
    expect(schema.parse({ ...valid, walletType: 'BTC', address: BTC_LEGACY }).address).toBe(BTC_LEGACY);
    expect(schema.parse({ ...valid, walletType: 'BTC', address: BTC_BECH32 }).address).toBe(BTC_BECH32);
    expect(schema.safeParse({ ...valid, walletType: 'BTC', address: WALLET }).success).toBe(false);
    expect(
      schema.safeParse({ ...valid, walletType: 'BTC', address: 'bc1Qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' })
        .success,
    ).toBe(false);
    for (const address of [
      'BC1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      'TB1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      'bc1QAR0SRRR7XFKVY5L643LYDNW9RE59GTZZWF5MDQ',
    ]) {
      expect(schema.safeParse({ ...valid, walletType: 'BTC', address }).success).toBe(false);
      expect(BTC_ADDRESS_PATTERN.test(address)).toBe(false);
    }
    expect(BTC_ADDRESS_PATTERN.test('BC1QAR0SRRR7XFKVY5L643LYDNW9RE59GTZZWF5MDQ')).toBe(true);
  });
  test('body: a FIAT wallet takes any non-empty address', () => {
    expect(schema.parse({ ...valid, walletType: 'FIAT', address: 'ES91 2100 0418' }).address).toBe(
      'ES91 2100 0418',
    );
    expect(schema.safeParse({ ...valid, walletType: 'FIAT', address: '  ' }).success).toBe(false);
  });
  test('body: walletType is one of EVM, SVM, BTC, FIAT', () => {
    expect(schema.safeParse({ ...valid, walletType: 'evm' }).success).toBe(false);
    expect(schema.safeParse({ ...valid, walletType: 'TRON' }).success).toBe(false);
  });
  test('body: teamId and profileId must be UUIDs', () => {
    expect(schema.safeParse({ ...valid, teamId: 'x' }).success).toBe(false);
    expect(schema.safeParse({ ...valid, profileId: 'x' }).success).toBe(false);
  });
  test('body: label is an optional string', () => {
    expect(schema.parse({ ...valid, label: 'Cold storage' }).label).toBe('Cold storage');
    expect(schema.safeParse({ ...valid, label: 42 }).success).toBe(false);
  });
  test('body: metadata is an optional object with string keys', () => {
    expect(schema.parse({ ...valid, metadata: { source: 'ledger', n: 1 } }).metadata).toEqual({
      source: 'ledger',
      n: 1,
    });
    expect(schema.safeParse({ ...valid, metadata: ['a'] }).success).toBe(false);
    expect(schema.safeParse({ ...valid, metadata: 'a' }).success).toBe(false);
  });
  test('the address check is exposed per wallet type', () => {
    expect(isValidWalletAddress('EVM', WALLET)).toBe(true);
    expect(isValidWalletAddress('BTC', BTC_BECH32.toUpperCase())).toBe(true);
    expect(isValidWalletAddress('FIAT', '')).toBe(false);
  });
  test('response: unknown keys are kept', () => {
    const wallet = createExternalWallet.schemas.response.parse({
      address: WALLET,
      walletType: 'EVM',
      profileId: PROFILE_ID,
      teamId: TEAM_ID,
      alias: null,
      metadata: {},
      createdAt: '2024-01-01T00:00:00.000Z',
      chainFamily: 'evm',
    });
    expect(wallet).toMatchObject({ chainFamily: 'evm' });
  });
});

describe('wallets.portfolio', () => {
  const schema = getWalletPortfolio.schemas.query;
  test('query: wallets keeps only valid EVM addresses', () => {
    expect(schema.parse({ wallets: `${WALLET}, nope ,${WALLET_2}` }).wallets).toEqual([WALLET, WALLET_2]);
  });
  test('query: wallets fails when no valid address remains', () => {
    expect(schema.safeParse({ wallets: 'nope,0x12' }).success).toBe(false);
    expect(schema.safeParse({ wallets: '' }).success).toBe(false);
    expect(schema.safeParse({}).success).toBe(false);
  });
});

describe('wallets.evm.gasBalance', () => {
  const schema = checkGasBalance.schemas.query;
  const valid = { wallet: WALLET, tokenAddress: TOKEN, chainSlug: 'polygon' };
  test('query: wallet is one or more EVM addresses', () => {
    expect(schema.parse({ ...valid, wallet: `${WALLET},${WALLET_2}` }).wallet).toEqual([WALLET, WALLET_2]);
    expect(schema.safeParse({ ...valid, wallet: `${WALLET},nope` }).success).toBe(false);
    expect(schema.safeParse({ ...valid, wallet: '' }).success).toBe(false);
  });
  test('query: tokenAddress is an EVM address', () => {
    expect(schema.parse(valid).tokenAddress).toBe(TOKEN);
    expect(schema.safeParse({ ...valid, tokenAddress: 'usdc' }).success).toBe(false);
  });
  test('query: chainSlug is a slug or a positive numeric id', () => {
    expect(schema.parse({ ...valid, chainSlug: 'arbitrum-one' }).chainSlug).toBe('arbitrum-one');
    expect(schema.parse({ ...valid, chainSlug: '137' }).chainSlug).toBe('137');
    expect(schema.safeParse({ ...valid, chainSlug: '0' }).success).toBe(false);
    expect(schema.safeParse({ ...valid, chainSlug: 'poly gon' }).success).toBe(false);
  });
  test('query: all fields are required', () => {
    expect(schema.safeParse({ wallet: WALLET, tokenAddress: TOKEN }).success).toBe(false);
    expect(schema.safeParse({ wallet: WALLET, chainSlug: 'polygon' }).success).toBe(false);
    expect(schema.safeParse({ tokenAddress: TOKEN, chainSlug: 'polygon' }).success).toBe(false);
  });
});

describe('wallets.evm.allowance', () => {
  const query = { chainId: '137', userWallet: WALLET, tokenAddress: TOKEN };
  test('params: reading accepts every action', () => {
    for (const action of ['send', 'request', 'otc', 'general', 'all', 'multiple']) {
      expect(getAllowance.schemas.params.parse({ action })).toEqual({ action });
    }
    expect(getAllowance.schemas.params.safeParse({ action: 'swap' }).success).toBe(false);
  });
  test('params: approving and revoking accept only send, request, otc, general', () => {
    for (const schema of [approveAllowance.schemas.params, revokeAllowance.schemas.params]) {
      expect(schema.parse({ action: 'general' })).toEqual({ action: 'general' });
      expect(schema.safeParse({ action: 'all' }).success).toBe(false);
      expect(schema.safeParse({ action: 'multiple' }).success).toBe(false);
    }
  });
  test('executorAddress is required only for general', () => {
    expect(requiresExecutor('general')).toBe(true);
    expect(requiresExecutor('send')).toBe(false);
    expect(getAllowance.schemas.query.parse({ ...query, executorAddress: WALLET_2 }).executorAddress).toBe(
      WALLET_2,
    );
    expect(getAllowance.schemas.query.safeParse({ ...query, executorAddress: 'x' }).success).toBe(false);
  });
  test('query: chainId is a positive numeric id', () => {
    expect(getAllowance.schemas.query.parse(query).chainId).toBe('137');
    expect(getAllowance.schemas.query.safeParse({ ...query, chainId: '0' }).success).toBe(false);
    expect(getAllowance.schemas.query.safeParse({ ...query, chainId: 'polygon' }).success).toBe(false);
  });
  test('query: userWallet and tokenAddress are EVM addresses', () => {
    expect(getAllowance.schemas.query.safeParse({ ...query, userWallet: 'x' }).success).toBe(false);
    expect(getAllowance.schemas.query.safeParse({ ...query, tokenAddress: 'x' }).success).toBe(false);
  });
  test('query: amount is an optional non-negative decimal string', () => {
    expect(getAllowance.schemas.query.parse({ ...query, amount: '0' }).amount).toBe('0');
    expect(getAllowance.schemas.query.parse({ ...query, amount: '12.5' }).amount).toBe('12.5');
    expect(getAllowance.schemas.query.safeParse({ ...query, amount: '-1' }).success).toBe(false);
    expect(getAllowance.schemas.query.safeParse({ ...query, amount: 'max' }).success).toBe(false);
  });
  test('body: amount is a positive decimal number or string, or max', () => {
    const schema = approveAllowance.schemas.body;
    expect(schema.parse({ ...query, amount: 'max' }).amount).toBe('max');
    expect(schema.parse({ ...query, amount: 10 }).amount).toBe(10);
    expect(schema.parse({ ...query, amount: '0.5' }).amount).toBe('0.5');
    expect(schema.safeParse({ ...query, amount: '0' }).success).toBe(false);
    expect(schema.safeParse({ ...query, amount: -2 }).success).toBe(false);
    expect(schema.safeParse(query).success).toBe(false);
  });
  test('body: chainId, userWallet and tokenAddress are required and validated', () => {
    const schema = approveAllowance.schemas.body;
    expect(schema.parse({ ...query, chainId: 1, amount: 'max' }).chainId).toBe(1);
    expect(schema.safeParse({ ...query, chainId: -1, amount: 'max' }).success).toBe(false);
    expect(schema.safeParse({ ...query, userWallet: 'x', amount: 'max' }).success).toBe(false);
    expect(schema.safeParse({ chainId: '1', userWallet: WALLET, amount: 'max' }).success).toBe(false);
  });
  test('query: revoking needs a non-native token address', () => {
    const schema = revokeAllowance.schemas.query;
    expect(schema.parse(query).tokenAddress).toBe(TOKEN);
    expect(
      schema.safeParse({ ...query, tokenAddress: '0x0000000000000000000000000000000000000000' }).success,
    ).toBe(false);
    expect(
      schema.safeParse({ ...query, tokenAddress: '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE' }).success,
    ).toBe(false);
  });
  test('response: one executor or several', () => {
    const one = { executorAddress: WALLET_2, executorName: 'send', allowance: '0', allowanceOk: false };
    expect(getAllowance.schemas.response.parse(one)).toEqual(one);
    expect(getAllowance.schemas.response.parse({ executors: [one] })).toEqual({ executors: [one] });
  });
});

describe('wallets.evm.gasSponsor', () => {
  const schema = requestGasSponsorship.schemas.body;
  const valid = { walletAddress: WALLET, action: 'send', tokenAddress: TOKEN, chainSlug: 'base' };
  test('body: executeWithOwnGas defaults to false', () => {
    expect(schema.parse(valid)).toEqual({ ...valid, executeWithOwnGas: false });
    expect(schema.parse({ ...valid, executeWithOwnGas: true }).executeWithOwnGas).toBe(true);
    expect(schema.safeParse({ ...valid, executeWithOwnGas: 'true' }).success).toBe(false);
  });
  test('body: action is send or otc', () => {
    expect(schema.parse({ ...valid, action: 'otc' }).action).toBe('otc');
    expect(schema.safeParse({ ...valid, action: 'request' }).success).toBe(false);
  });
  test('body: walletAddress and tokenAddress are EVM addresses', () => {
    expect(schema.safeParse({ ...valid, walletAddress: SVM }).success).toBe(false);
    expect(schema.safeParse({ ...valid, tokenAddress: 'usdc' }).success).toBe(false);
  });
  test('body: chainSlug is a slug or a numeric id string', () => {
    expect(schema.parse({ ...valid, chainSlug: '8453' }).chainSlug).toBe('8453');
    expect(schema.safeParse({ ...valid, chainSlug: '' }).success).toBe(false);
    expect(schema.safeParse({ ...valid, chainSlug: 8453 }).success).toBe(false);
  });
  test('response: each of the three forms is accepted', () => {
    const response = requestGasSponsorship.schemas.response;
    const none = {
      message: 'enough gas',
      walletBalance: '1',
      requiredGas: '0.1',
      gasPrice: '1',
      executeWithOwnGas: false,
      gasSponsored: false,
    };
    const signed = {
      transferTxHash: '0xa',
      approveTxHash: '0xb',
      gasEstimated: '1',
      gasTransferred: '1',
      gasPrice: '1',
      gasSponsored: true,
      tokenAddress: TOKEN,
      chainSlug: 'base',
      action: 'send',
    };
    const external = {
      transferTxHash: '0xa',
      unsignedApproveTx: { to: TOKEN, data: '0x' },
      gasPrice: '1',
      gasSponsored: true,
      tokenAddress: TOKEN,
      chainSlug: 'base',
      action: 'otc',
      message: 'sign the approval',
    };
    expect(response.parse(none)).toEqual(none);
    expect(response.parse(signed)).toEqual(signed);
    expect(response.parse(external)).toEqual(external);
  });
});

describe('wallets operations', () => {
  test('are listed in spec order', () => {
    expect(walletsOperations.map((operation) => `${operation.method} ${operation.path}`)).toEqual([
      'PATCH /v1/wallet/alias',
      'GET /v1/wallet/default',
      'POST /v1/wallet/default',
      'GET /v1/wallet/list',
      'POST /v1/wallet/external',
      'GET /v1/wallet/portfolio',
      'GET /v1/wallet/evm/check-gas-balance',
      'GET /v1/wallet/evm/allowance/{action}',
      'POST /v1/wallet/evm/allowance/{action}',
      'DELETE /v1/wallet/evm/allowance/{action}',
      'POST /v1/wallet/evm/gas-sponsor',
    ]);
  });
});
