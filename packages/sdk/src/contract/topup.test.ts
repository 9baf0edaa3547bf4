import { describe, expect, test } from 'vitest';
import {
  createTopupWithdrawal,
  getTopupWithdrawalSignPayload,
  previewTopup,
  processTopupWithdrawalSponsoredTx,
  topupOperations,
  validateTopupPhone,
} from './topup.js';

const TOKEN = '0x2791Bca1f2de4661ED88A30C99A7a9449Aa84174';

describe('topup.preview', () => {
  const query = previewTopup.schemas.query;
  const valid = { amount: '12.5', chain: 'polygon', token: TOKEN };

  test('query: amount is a positive numeric string', () => {
    expect(query.parse({ ...valid, amount: ' 12.5 ' }).amount).toBe('12.5');
    expect(query.safeParse({ ...valid, amount: '0' }).success).toBe(false);
    expect(query.safeParse({ ...valid, amount: 'ten' }).success).toBe(false);
    expect(query.safeParse({ ...valid, amount: undefined }).success).toBe(false);
  });
  test('query: chain is a required string', () => {
    expect(query.parse(valid).chain).toBe('polygon');
    expect(query.safeParse({ ...valid, chain: undefined }).success).toBe(false);
  });
  test('query: token is an EVM address', () => {
    expect(query.parse({ ...valid, token: ` ${TOKEN} ` }).token).toBe(TOKEN);
    expect(query.safeParse({ ...valid, token: '0x1234' }).success).toBe(false);
    expect(query.safeParse({ ...valid, token: undefined }).success).toBe(false);
  });
});

describe('topup.validatePhone', () => {
  const query = validateTopupPhone.schemas.query;

  test('query: codigopaq is required', () => {
    expect(query.parse({ codigopaq: '5512345678' })).toEqual({ codigopaq: '5512345678' });
    expect(query.safeParse({}).success).toBe(false);
    expect(query.safeParse({ codigopaq: '' }).success).toBe(false);
  });
  test('query: capabilityId is an optional UUID', () => {
    const capabilityId = '6f1c1f5e-2c3b-4a4d-9e8f-0a1b2c3d4e5f';
    expect(query.parse({ codigopaq: '55', capabilityId }).capabilityId).toBe(capabilityId);
    expect(query.safeParse({ codigopaq: '55', capabilityId: 'not-a-uuid' }).success).toBe(false);
  });
});

describe('topup.withdrawals.create', () => {
  const body = createTopupWithdrawal.schemas.body;
  const valid = {
    codigopaq: '55512345',
    destinationCountry: 'MX',
    chain: 'polygon',
    token: 'usdc',
    amount: 20,
  };

  test('body: codigopaq, destinationCountry, chain and token are required strings', () => {
    expect(body.parse(valid)).toEqual(valid);
    for (const field of ['codigopaq', 'destinationCountry', 'chain', 'token'] as const) {
      expect(body.safeParse({ ...valid, [field]: undefined }).success).toBe(false);
    }
  });
  test('body: amount is a required number', () => {
    expect(body.parse(valid).amount).toBe(20);
    expect(body.safeParse({ ...valid, amount: '20' }).success).toBe(false);
  });
  test('body: sendWallet and note are optional strings', () => {
    const parsed = body.parse({ ...valid, sendWallet: TOKEN, note: 'gift' });
    expect(parsed).toMatchObject({ sendWallet: TOKEN, note: 'gift' });
    expect(body.safeParse({ ...valid, note: 3 }).success).toBe(false);
  });
});

describe('topup.withdrawals.processSponsoredTx', () => {
  const body = processTopupWithdrawalSponsoredTx.schemas.body;

  test('body: userSignature is a required string', () => {
    expect(body.parse({ userSignature: '0xsig' })).toEqual({ userSignature: '0xsig' });
    expect(body.safeParse({}).success).toBe(false);
  });
  test('params: txId is required', () => {
    expect(processTopupWithdrawalSponsoredTx.schemas.params.safeParse({ txId: '' }).success).toBe(false);
  });
});

describe('topup.withdrawals.signPayload', () => {
  test('response: keeps unknown keys', () => {
    const data = getTopupWithdrawalSignPayload.schemas.response.parse({
      typedData: { primaryType: 'Transfer' },
      signerAddress: TOKEN,
      nonce: 4,
    });
    expect(data).toHaveProperty('nonce', 4);
  });
});

describe('topup operations', () => {
  test('listed with unique ids in the topup area', () => {
    expect(topupOperations).toHaveLength(5);
    expect(new Set(topupOperations.map((operation) => operation.id)).size).toBe(5);
    expect(topupOperations.every((operation) => operation.area === 'topup')).toBe(true);
  });
});
