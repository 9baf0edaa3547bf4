import { describe, expect, test } from 'vitest';
import {
  acceptOtcOffer,
  approveOtcAllowance,
  approveOtcSplit,
  checkOtcAllowance,
  createOtcEscrowSignature,
  createOtcRequest,
  denyOtcProof,
  denyOtcSplit,
  getOtcProof,
  listOtcRequests,
  listOtcTransactions,
  otcOperations,
  prepareOtcProof,
  rejectOtcOffer,
  submitOtcProof,
  verifyOtcProof,
} from './otc.js';

const channelParams = {
  requestType: 'buy',
  amountType: 'sell',
  buyCurrency: 'usdc',
  sellCurrency: 'mxn',
  buyChain: 'polygon',
  sellChain: 'fiat',
  userBankId: '3f0c1c1e-8a4b-4c2a-9f5e-2d6f1b7a9c10',
};
const createBody = {
  targetAddress: '0x1111111111111111111111111111111111111111',
  amount: 100,
  channelParams,
};

describe('otc', () => {
  test('list: every operation is declared once in route order', () => {
    expect(otcOperations).toHaveLength(16);
    expect(new Set(otcOperations.map((operation) => operation.sdk)).size).toBe(16);
    expect(otcOperations[0].path).toBe('/channel/core/otc/create');
    expect(otcOperations[15].path).toBe('/v1/otc/txs');
  });
});

describe('otc.requests', () => {
  const parseParams = (params: Record<string, unknown>) =>
    createOtcRequest.schemas.body.safeParse({
      ...createBody,
      channelParams: { ...channelParams, ...params },
    });

  test('auth: session or profile-scoped key, headers not used', () => {
    expect(createOtcRequest.auth.label).toBe('Session or profile-scoped key (profile/team headers not used)');
    expect(createOtcRequest.auth.contextFrom).toEqual(['session', 'profileKey']);
    expect(listOtcRequests.auth.label).toBe('Session or profile-scoped key (headers not used)');
  });
  test('body: targetAddress is required', () => {
    expect(createOtcRequest.schemas.body.parse(createBody).targetAddress).toBe(createBody.targetAddress);
    expect(createOtcRequest.schemas.body.safeParse({ ...createBody, targetAddress: undefined }).success).toBe(
      false,
    );
  });
  test('body: amount is a number', () => {
    expect(createOtcRequest.schemas.body.parse(createBody).amount).toBe(100);
    expect(createOtcRequest.schemas.body.safeParse({ ...createBody, amount: '100' }).success).toBe(false);
  });
  test('body: channelParams is required', () => {
    expect(createOtcRequest.schemas.body.parse(createBody).channelParams).toEqual(channelParams);
    expect(createOtcRequest.schemas.body.safeParse({ ...createBody, channelParams: undefined }).success).toBe(
      false,
    );
  });
  test('body: requestType is buy or sell', () => {
    expect(parseParams({ requestType: 'sell' }).data?.channelParams.requestType).toBe('sell');
    expect(parseParams({ requestType: 'swap' }).success).toBe(false);
  });
  test('body: amountType is buy or sell', () => {
    expect(parseParams({ amountType: 'buy' }).data?.channelParams.amountType).toBe('buy');
    expect(parseParams({ amountType: 'both' }).success).toBe(false);
  });
  test('body: currencies and chains are required strings', () => {
    for (const field of ['buyCurrency', 'sellCurrency', 'buyChain', 'sellChain']) {
      expect(parseParams({ [field]: 'value' }).success).toBe(true);
      expect(parseParams({ [field]: undefined }).success).toBe(false);
      expect(parseParams({ [field]: 5 }).success).toBe(false);
    }
  });
  test('body: userBankId is a UUID', () => {
    expect(parseParams({}).data?.channelParams.userBankId).toBe(channelParams.userBankId);
    expect(parseParams({ userBankId: 'bank-1' }).success).toBe(false);
  });
  test('body: taxId is optional, trimmed, 1 to 64 letters, digits or dashes', () => {
    expect(parseParams({}).data?.channelParams.taxId).toBeUndefined();
    expect(parseParams({ taxId: ' RFC-123 ' }).data?.channelParams.taxId).toBe('RFC-123');
    expect(parseParams({ taxId: 'RFC 123' }).success).toBe(false);
    expect(parseParams({ taxId: 'A'.repeat(65) }).success).toBe(false);
    expect(parseParams({ taxId: '' }).success).toBe(false);
  });
  test('errors: invalid body answers CH-03, invalid channelParams CH-06', () => {
    expect(createOtcRequest.invalidInputCode).toBe('CH-03');
    expect(createOtcRequest.inputErrorCodes).toEqual([
      { in: 'body', field: 'channelParams', issue: 'invalid', status: 400, code: 'CH-06' },
    ]);
  });

  test('query: limit and offset are integers given as strings', () => {
    expect(listOtcRequests.schemas.query.parse({ limit: '20', offset: '40' })).toEqual({
      limit: 20,
      offset: 40,
    });
    expect(listOtcRequests.schemas.query.safeParse({ limit: 'ten' }).success).toBe(false);
    expect(listOtcRequests.schemas.query.safeParse({ limit: '0' }).success).toBe(false);
    expect(listOtcRequests.schemas.query.safeParse({ offset: '-1' }).success).toBe(false);
  });
  test('query: status is one OTC status or several', () => {
    expect(listOtcRequests.schemas.query.parse({ status: 'new' }).status).toEqual(['new']);
    expect(listOtcRequests.schemas.query.parse({ status: ['proofing', 'conflict'] }).status).toEqual([
      'proofing',
      'conflict',
    ]);
    expect(listOtcRequests.schemas.query.safeParse({ status: 'open' }).success).toBe(false);
    expect(listOtcRequests.schemas.query.safeParse({ status: ['new', 'open'] }).success).toBe(false);
  });
  test('query: type is buy or sell', () => {
    expect(listOtcRequests.schemas.query.parse({ type: 'sell' }).type).toBe('sell');
    expect(listOtcRequests.schemas.query.safeParse({ type: 'swap' }).success).toBe(false);
  });
  test('query: currency, date and amount filters are optional strings', () => {
    const filters = {
      buyCurrency: 'usdc',
      sellCurrency: 'mxn',
      startDate: '2024-01-01',
      endDate: '2024-02-01',
      updatedStartDate: '2024-01-15',
      updatedEndDate: '2024-01-31',
      minAmountUsd: '10',
      maxAmountUsd: '1000',
      minBuyAmount: '1',
      maxBuyAmount: '2',
      minSellAmount: '3',
      maxSellAmount: '4',
    };
    expect(listOtcRequests.schemas.query.parse(filters)).toEqual(filters);
    expect(listOtcRequests.schemas.query.safeParse({ minAmountUsd: 10 }).success).toBe(false);
  });
  test('list: pages by offset over the data array', () => {
    expect(listOtcRequests.pagination).toEqual({
      kind: 'offset',
      limitParam: 'limit',
      offsetParam: 'offset',
      itemsField: null,
      defaultLimit: 50,
    });
  });
  test('response: a list item keeps unknown keys', () => {
    const [item] = listOtcRequests.schemas.response.parse([
      {
        otcRequest: {
          id: 'otc-1',
          txId: 'tx-1',
          status: 'new',
          type: 'buy',
          buyAmount: 1,
          sellAmount: 20,
          amountUsd: 1,
          buyCurrency: 'usdc',
          sellCurrency: 'mxn',
          buyChainId: 137,
          sellChainId: 'fiat',
          createdAt: '2024-01-01T00:00:00.000Z',
          updatedAt: '2024-01-01T00:00:00.000Z',
        },
        tx: { id: 'tx-1', status: 'pending' },
        buyToken: { symbol: 'USDC' },
        sellToken: { symbol: 'MXN' },
        splits: 2,
      },
    ]);
    expect((item as Record<string, unknown> | undefined)?.splits).toBe(2);
  });
});

describe('otc.offers', () => {
  test('body: offerId and userSignature are required to accept', () => {
    const body = { offerId: 'offer-1', userSignature: '0xsig' };
    expect(acceptOtcOffer.schemas.body.parse(body)).toEqual(body);
    expect(acceptOtcOffer.schemas.body.safeParse({ offerId: 'offer-1' }).success).toBe(false);
    expect(acceptOtcOffer.schemas.body.safeParse({ userSignature: '0xsig' }).success).toBe(false);
  });
  test('body: offerId is required to reject', () => {
    expect(rejectOtcOffer.schemas.body.parse({ offerId: 'offer-1' })).toEqual({ offerId: 'offer-1' });
    expect(rejectOtcOffer.schemas.body.safeParse({}).success).toBe(false);
  });
  test('params: the request id is required', () => {
    expect(rejectOtcOffer.schemas.params.parse({ id: 'otc-1' })).toEqual({ id: 'otc-1' });
    expect(rejectOtcOffer.schemas.params.safeParse({ id: '' }).success).toBe(false);
  });
});

describe('otc.proofs', () => {
  test('body: fileNames holds at least one supported document name', () => {
    const body = prepareOtcProof.schemas.body.parse({
      fileNames: ['bank receipt.pdf', 'scan-1.PNG'],
      splitIndex: 0,
    });
    expect(body.fileNames).toEqual(['bank receipt.pdf', 'scan-1.PNG']);
    expect(prepareOtcProof.schemas.body.safeParse({ fileNames: [], splitIndex: 0 }).success).toBe(false);
    expect(
      prepareOtcProof.schemas.body.safeParse({ fileNames: ['receipt.docx'], splitIndex: 0 }).success,
    ).toBe(false);
    expect(
      prepareOtcProof.schemas.body.safeParse({ fileNames: ['re_ceipt.pdf'], splitIndex: 0 }).success,
    ).toBe(false);
  });
  test('body: splitIndex is a non-negative integer', () => {
    expect(prepareOtcProof.schemas.body.parse({ fileNames: ['a.pdf'], splitIndex: 2 }).splitIndex).toBe(2);
    expect(prepareOtcProof.schemas.body.safeParse({ fileNames: ['a.pdf'], splitIndex: -1 }).success).toBe(
      false,
    );
    expect(prepareOtcProof.schemas.body.safeParse({ fileNames: ['a.pdf'], splitIndex: 1.5 }).success).toBe(
      false,
    );
    expect(prepareOtcProof.schemas.body.safeParse({ fileNames: ['a.pdf'], splitIndex: '1' }).success).toBe(
      false,
    );
  });
  test('body: submit takes splitIndex, signature and an optional forceNewProof flag', () => {
    expect(submitOtcProof.schemas.body.parse({ splitIndex: 0, signature: '0xsig' })).toEqual({
      splitIndex: 0,
      signature: '0xsig',
    });
    expect(
      submitOtcProof.schemas.body.parse({ splitIndex: 0, signature: '0xsig', forceNewProof: true }),
    ).toEqual({
      splitIndex: 0,
      signature: '0xsig',
      forceNewProof: true,
    });
    expect(
      submitOtcProof.schemas.body.safeParse({ splitIndex: 0, signature: '0xsig', forceNewProof: 'yes' })
        .success,
    ).toBe(false);
    expect(submitOtcProof.schemas.body.safeParse({ splitIndex: 0 }).success).toBe(false);
  });
  test('body: verify takes splitIndex and signature', () => {
    expect(verifyOtcProof.schemas.body.parse({ splitIndex: 1, signature: '0xsig' })).toEqual({
      splitIndex: 1,
      signature: '0xsig',
    });
    expect(verifyOtcProof.schemas.body.safeParse({ signature: '0xsig' }).success).toBe(false);
  });
  test('body: deny takes splitIndex, walletAddress, signature and an optional reason', () => {
    const body = { splitIndex: 0, walletAddress: '0xabc', signature: '0xsig' };
    expect(denyOtcProof.schemas.body.parse(body)).toEqual(body);
    expect(denyOtcProof.schemas.body.parse({ ...body, reason: 'amount mismatch' }).reason).toBe(
      'amount mismatch',
    );
    expect(denyOtcProof.schemas.body.safeParse({ ...body, walletAddress: undefined }).success).toBe(false);
    expect(denyOtcProof.schemas.body.safeParse({ ...body, reason: 3 }).success).toBe(false);
  });
  test('params: requestId is required to read proofs', () => {
    expect(getOtcProof.schemas.params.parse({ requestId: 'otc-1' })).toEqual({ requestId: 'otc-1' });
    expect(getOtcProof.schemas.params.safeParse({}).success).toBe(false);
  });
});

describe('otc.allowance', () => {
  const body = {
    chainId: 137,
    tokenAddress: '0x2222222222222222222222222222222222222222',
    senderAddress: '0x3333333333333333333333333333333333333333',
    amountToCheck: '100',
  };
  test('body: chainId is a number', () => {
    expect(checkOtcAllowance.schemas.body.parse(body)).toEqual(body);
    expect(checkOtcAllowance.schemas.body.safeParse({ ...body, chainId: '137' }).success).toBe(false);
  });
  test('body: token, sender and amount are required strings', () => {
    expect(checkOtcAllowance.schemas.body.safeParse({ ...body, amountToCheck: 100 }).success).toBe(false);
    expect(checkOtcAllowance.schemas.body.safeParse({ ...body, senderAddress: undefined }).success).toBe(
      false,
    );
    expect(checkOtcAllowance.auth.permissions).toEqual(['WRITE']);
  });
});

describe('otc.signatures', () => {
  const approve = {
    chainId: 137,
    tokenAddress: '0x2222222222222222222222222222222222222222',
    senderWallet: '0x3333333333333333333333333333333333333333',
    amount: 'max',
  };
  test('body: amount is max, a positive number or a positive numeric string', () => {
    expect(approveOtcAllowance.schemas.body.parse(approve).amount).toBe('max');
    expect(approveOtcAllowance.schemas.body.parse({ ...approve, amount: 12.5 }).amount).toBe(12.5);
    expect(approveOtcAllowance.schemas.body.parse({ ...approve, amount: '12.5' }).amount).toBe('12.5');
    expect(approveOtcAllowance.schemas.body.safeParse({ ...approve, amount: 0 }).success).toBe(false);
    expect(approveOtcAllowance.schemas.body.safeParse({ ...approve, amount: '-1' }).success).toBe(false);
    expect(approveOtcAllowance.schemas.body.safeParse({ ...approve, amount: 'all' }).success).toBe(false);
    // Base units past 2^256 - 1 are refused before sending: at most 10^59 whole tokens, 18 decimals.
    for (const amount of [
      1e80,
      1.16e71,
      1e60,
      `1${'0'.repeat(71)}`,
      `1${'0'.repeat(59)}`,
      '0.0000000000000000001',
      '1.0000000000000000001',
    ]) {
      expect(approveOtcAllowance.schemas.body.safeParse({ ...approve, amount }).success, String(amount)).toBe(
        false,
      );
    }
    for (const amount of [
      1e59,
      '9'.repeat(59),
      '0.000000000000000001',
      `${'9'.repeat(59)}.${'9'.repeat(18)}`,
    ]) {
      expect(approveOtcAllowance.schemas.body.safeParse({ ...approve, amount }).success, String(amount)).toBe(
        true,
      );
    }
  });
  test('body: autoSign defaults to false', () => {
    expect(approveOtcAllowance.schemas.body.parse(approve).autoSign).toBe(false);
    expect(approveOtcAllowance.schemas.body.parse({ ...approve, autoSign: true }).autoSign).toBe(true);
    expect(approveOtcAllowance.schemas.body.safeParse({ ...approve, autoSign: 'true' }).success).toBe(false);
  });
  test('body: chainId, tokenAddress and senderWallet are required', () => {
    expect(approveOtcAllowance.schemas.body.safeParse({ ...approve, chainId: undefined }).success).toBe(
      false,
    );
    expect(approveOtcAllowance.schemas.body.safeParse({ ...approve, tokenAddress: undefined }).success).toBe(
      false,
    );
    expect(approveOtcAllowance.schemas.body.safeParse({ ...approve, senderWallet: undefined }).success).toBe(
      false,
    );
    expect(approveOtcAllowance.auth.label).toBe('Session + WRITE');
  });
  test('body: approve-split and deny-split take otcRequestId, splitIndex and userWalletAddress', () => {
    const body = { otcRequestId: 'otc-1', splitIndex: 0, userWalletAddress: '0xabc' };
    for (const operation of [approveOtcSplit, denyOtcSplit]) {
      expect(operation.schemas.body.parse(body)).toEqual(body);
      expect(operation.schemas.body.safeParse({ ...body, splitIndex: -1 }).success).toBe(false);
      expect(operation.schemas.body.safeParse({ ...body, otcRequestId: undefined }).success).toBe(false);
      expect(operation.schemas.body.safeParse({ ...body, userWalletAddress: undefined }).success).toBe(false);
    }
  });
  test('body: create-escrow takes otcRequestId and offerId', () => {
    const body = { otcRequestId: 'otc-1', offerId: 'offer-1' };
    expect(createOtcEscrowSignature.schemas.body.parse(body)).toEqual(body);
    expect(createOtcEscrowSignature.schemas.body.safeParse({ otcRequestId: 'otc-1' }).success).toBe(false);
  });
});

describe('otc.transactions', () => {
  test('query: type is profile or team, optional', () => {
    expect(listOtcTransactions.schemas.query.parse({ type: 'team' })).toEqual({ type: 'team' });
    expect(listOtcTransactions.schemas.query.parse({})).toEqual({});
    expect(listOtcTransactions.schemas.query.safeParse({ type: 'buy' }).success).toBe(false);
    expect(listOtcTransactions.schemas.query.safeParse({ type: 1 }).success).toBe(false);
  });
});
