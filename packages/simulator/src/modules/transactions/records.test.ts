import { describe, expect, test } from 'vitest';
import { VirtualClock } from '../../kernel/clock.js';
import { createStore } from '../../platform/database.js';
import type { ChainRow, ChainToken } from '../reference/index.js';
import { followRampOrder, type RampOrderFacts, record, recordPayment, reopen } from './records.js';
import { transactionsTables } from './tables.js';

const START = Date.parse('2025-01-01T00:00:00.000Z');
const owner = { appId: 'app_1', teamId: 'team_1', profileId: 'prf_1' } as const;
const chain: ChainRow = {
  id: 'chn_base',
  slug: 'base-sepolia',
  name: 'Base Sepolia',
  chainId: 84532,
  image: null,
  type: 'EVM',
  testnet: true,
  chainSpecifics: {},
  createdAt: '2024-01-01T00:00:00.000Z',
};
const token: ChainToken = {
  symbol: 'USDC',
  deployment: {
    id: 'dep_usdc',
    tokenId: 'tok_usdc',
    chain: 'chn_base',
    address: '0x00000000000000000000000000000000000000aa',
    decimals: 6,
    type: 'erc20',
    metadata: null,
  },
};
const chainTx = {
  hash: '0xabc',
  chainId: 84532,
  status: 'pending',
  blockNumber: null,
  from: '0x01',
  to: '0x02',
  tokenAddress: token.deployment.address,
  amount: '5000000',
  gasPayer: '0x01',
  fee: '21000',
  submittedAt: '2025-01-01T00:00:00.000Z',
};

const setup = () => {
  const clock = new VirtualClock(START);
  const store = createStore([transactionsTables]);
  return { services: { store, clock }, store, clock };
};

const order: RampOrderFacts = {
  id: 'rmp_1',
  status: 'created',
  method: 'onramp',
  amount: 100,
  fiat: 'USD',
  fiatAmount: 100,
  crypto: 'USDC',
  quote: { cryptoAmount: 98.5 },
  payment: 'card',
  country: 'US',
  walletAddress: '0x03',
  depositAddress: null,
  url: 'https://ramp.example/onramp/rmp_1',
  urlExpiresAt: '2025-01-01T00:30:00.000Z',
  failureReason: null,
};

describe('transactions.record', () => {
  test('a payment request starts pending, without token, chain or chain transactions', () => {
    const { services } = setup();
    const row = record(services, {
      kind: 'paymentRequest',
      id: 'tx_1',
      ...owner,
      request: {
        id: 'req_1',
        amount: 25,
        currencyToken: 'USD',
        targetAddress: '0x04',
        customId: null,
        note: 'hi',
      },
    });
    expect(row).toEqual({
      id: 'tx_1',
      ...owner,
      status: 'pending',
      txs: {},
      channel: { slug: 'core', name: 'Core', method: 'request', tableType: 'ch_core_request' },
      token: {},
      chain: {},
      detail: {
        requestId: 'req_1',
        amount: 25,
        currencyToken: 'USD',
        targetAddress: '0x04',
        customId: null,
        note: 'hi',
        payment: null,
      },
      chainTxHashes: [],
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-01T00:00:00.000Z',
    });
  });

  test('a top-up withdrawal links its submitted chain transaction and marks the gas sponsored', () => {
    const { services, store } = setup();
    record(services, {
      kind: 'topupWithdrawal',
      id: 'tx_2',
      ...owner,
      token,
      chain,
      chainTxs: { withdraw: chainTx },
      withdrawal: {
        codigopaq: '12345678',
        destinationCountry: 'CU',
        amount: 5,
        amountBaseUnits: '5000000',
        amountUsd: 5,
        feeUsd: 0.15,
        totalUsd: 5.15,
        fee: { style: 'surcharge', amount: '0.15' },
        estimatedUsd: 4.85,
        estimatedLocal: { currency: 'CUP' },
        note: null,
        rechargeId: 'rch_1',
        walletAddress: '0x01',
        custody: 'platform',
      },
    });
    const row = store.transactions.get('tx_2');
    expect(row?.channel).toEqual({
      slug: 'topup',
      name: 'Top-up',
      method: 'withdraw',
      tableType: 'ch_topup_withdraw',
    });
    expect(row?.token).toEqual({
      id: 'tok_usdc',
      symbol: 'USDC',
      address: token.deployment.address,
      decimals: 6,
    });
    expect(row?.chain).toEqual({
      id: 'chn_base',
      slug: 'base-sepolia',
      name: 'Base Sepolia',
      chainId: 84532,
    });
    expect(row?.chainTxHashes).toEqual(['0xabc']);
    expect(row?.txs.withdraw).toMatchObject({ hash: '0xabc', status: 'pending', amount: '5000000' });
    expect(row?.detail).toMatchObject({ rechargeId: 'rch_1', feeUsd: 0.15, gasSponsored: true });
  });

  test('a core send holds an unsubmitted entry per regular transfer, from the sender', () => {
    const { services } = setup();
    const row = record(services, {
      kind: 'coreSend',
      id: 'tx_3',
      ...owner,
      token,
      chain,
      unsubmitted: [
        { role: 'send:0', to: '0x05', amount: '1000000' },
        { role: 'send:1', to: '0x06', amount: '2000000' },
      ],
      send: {
        id: 'snd_1',
        senderAddress: '0x01',
        custody: 'external',
        contractAddress: '0x07',
        currencyToken: null,
        recipients: [{ address: '0x05', tag: null, amount: '1', fee: '0.01' }],
        totalAmount: '3',
        totalFee: '0.03',
        totalTokenRequired: '3.03',
        fee: { minSurchargeBps: 0 },
        note: null,
      },
    });
    expect(row.txs).toEqual({
      'send:0': {
        hash: null,
        chainId: 84532,
        status: 'unsubmitted',
        from: '0x01',
        to: '0x05',
        amount: '1000000',
      },
      'send:1': {
        hash: null,
        chainId: 84532,
        status: 'unsubmitted',
        from: '0x01',
        to: '0x06',
        amount: '2000000',
      },
    });
    expect(row.chainTxHashes).toEqual([]);
    expect(row.channel).toEqual({ slug: 'core', name: 'Core', method: 'send', tableType: 'ch_core_send' });
    expect(row.detail).toMatchObject({
      sendId: 'snd_1',
      contractAddress: '0x07',
      totalTokenRequired: '3.03',
    });
  });

  test('an OTC request keeps the legs in the order given and lowercases the target', () => {
    const { services } = setup();
    const row = record(services, {
      kind: 'otcRequest',
      id: 'tx_4',
      ...owner,
      token,
      chain,
      otc: {
        id: 'otc_1',
        type: 'sell',
        amountType: 'sell',
        amount: 10,
        legs: { sellAmount: 10, buyAmount: 9.5 },
        amountUsd: 10,
        fiatCurrency: 'EUR',
        targetAddress: '0xABCDEF',
      },
    });
    expect(Object.keys(row.detail)).toEqual([
      'otcRequestId',
      'type',
      'amountType',
      'amount',
      'sellAmount',
      'buyAmount',
      'amountUsd',
      'fiatCurrency',
      'targetAddress',
    ]);
    expect(row.detail.targetAddress).toBe('0xabcdef');
    expect(row.channel.tableType).toBe('ch_core_otc');
  });
});

describe('transactions of ramp orders', () => {
  test('the ramp channel follows the direction and the detail shows the quote’s token amount', () => {
    const { services } = setup();
    const row = record(services, { kind: 'rampOrder', id: 'tx_5', ...owner, token, chain, order });
    expect(row.channel).toEqual({
      slug: 'ramp',
      name: 'Ramp',
      method: 'onramp',
      tableType: 'ch_ramp_onramp',
    });
    expect(row.detail).toMatchObject({ orderId: 'rmp_1', orderStatus: 'created', cryptoAmount: 98.5 });
  });

  test('the transaction follows the order: cancelled and expired as they are, failed, completed without chain moves', () => {
    const { services, store } = setup();
    record(services, { kind: 'rampOrder', id: 'tx_6', ...owner, token, chain, order });
    const moved = (status: string, at: string) => {
      followRampOrder(store, 'tx_6', { ...order, status, updatedAt: at });
      return store.transactions.get('tx_6');
    };
    expect(moved('processing', '2025-01-01T00:01:00.000Z')).toMatchObject({
      status: 'pending',
      detail: { orderStatus: 'processing' },
      updatedAt: '2025-01-01T00:01:00.000Z',
    });
    expect(moved('expired', '2025-01-01T00:02:00.000Z')?.status).toBe('expired');
    expect(reopen(services, 'tx_6').status).toBe('pending');
    expect(moved('completed', '2025-01-01T00:03:00.000Z')?.status).toBe('completed');
    expect(moved('failed', '2025-01-01T00:04:00.000Z')?.status).toBe('failed');
  });

  test('an order without a transaction changes nothing', () => {
    const { store } = setup();
    followRampOrder(store, 'tx_missing', { ...order, updatedAt: '2025-01-01T00:01:00.000Z' });
    expect(store.transactions.all()).toEqual([]);
  });
});

describe('transactions.recordPayment', () => {
  test('links the payer’s transfer and records the payment on the request’s transaction', async () => {
    const { services, store, clock } = setup();
    record(services, {
      kind: 'paymentRequest',
      id: 'tx_7',
      ...owner,
      request: {
        id: 'req_7',
        amount: 5,
        currencyToken: 'USD',
        targetAddress: '0x02',
        customId: null,
        note: null,
      },
    });
    await clock.advance(1_000);
    const row = recordPayment(services, 'tx_7', {
      role: 'payment',
      chainTx,
      sender: '0xABC',
      chain,
      token,
      tokenAmount: '5',
      amountBaseUnits: '5000000',
    });
    expect(row.chainTxHashes).toEqual(['0xabc']);
    expect(row.updatedAt).toBe('2025-01-01T00:00:01.000Z');
    expect(row.token).toMatchObject({ symbol: 'USDC' });
    expect(row.chain).toMatchObject({ slug: 'base-sepolia' });
    expect(row.detail.payment).toEqual({
      sender: '0xabc',
      chainId: 84532,
      network: 'base-sepolia',
      token: 'USDC',
      tokenAddress: token.deployment.address,
      tokenAmount: '5',
      amountBaseUnits: '5000000',
      txHash: '0xabc',
      submittedAt: '2025-01-01T00:00:00.000Z',
      fee: null,
    });
    expect(store.transactions.get('tx_7')).toEqual(row);
  });
});
