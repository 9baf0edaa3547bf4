import { describe, expect, test } from 'vitest';
import {
  coreOperations,
  createPaymentRequest,
  createSend,
  getPaymentRequest,
  getPaymentRequestInvoicePdf,
  listSendContracts,
  notifyPaymentRequestClient,
  payPaymentRequest,
  prepareSponsoredSendTx,
  previewSend,
  processSendTx,
  processSponsoredSendTx,
  resolveTags,
} from './core.js';

const ADDRESS = '0x1111111111111111111111111111111111111111';

describe('core.requests.create', () => {
  const body = createPaymentRequest.schemas.body;
  const valid = { targetAddress: ADDRESS, amount: 25, channelParams: {} };

  test('body: targetAddress is a required string', () => {
    expect(body.parse(valid).targetAddress).toBe(ADDRESS);
    expect(body.safeParse({ ...valid, targetAddress: undefined }).success).toBe(false);
    expect(body.safeParse({ ...valid, targetAddress: 42 }).success).toBe(false);
  });
  test('body: amount is a required number', () => {
    expect(body.parse(valid).amount).toBe(25);
    expect(body.safeParse({ ...valid, amount: '25' }).success).toBe(false);
    expect(body.safeParse({ ...valid, amount: undefined }).success).toBe(false);
  });
  test('body: channelParams is a required object', () => {
    expect(body.parse(valid).channelParams).toEqual({});
    expect(body.safeParse({ ...valid, channelParams: undefined }).success).toBe(false);
    expect(body.safeParse({ ...valid, channelParams: 'x' }).success).toBe(false);
  });
  test('body: channelParams string fields are optional strings', () => {
    const channelParams = {
      customId: 'order-7',
      note: 'Invoice 7',
      requestedChain: 'polygon',
      requestedToken: 'usdc',
      currencyToken: 'usd',
    };
    expect(body.parse({ ...valid, channelParams }).channelParams).toEqual(channelParams);
    for (const field of Object.keys(channelParams)) {
      expect(body.safeParse({ ...valid, channelParams: { [field]: 1 } }).success).toBe(false);
    }
  });
  test('body: channelParams.addedFee is an object or null', () => {
    const fee = { type: 'fixed', value: 1 };
    expect(body.parse({ ...valid, channelParams: { addedFee: fee } }).channelParams.addedFee).toEqual(fee);
    expect(body.parse({ ...valid, channelParams: { addedFee: null } }).channelParams.addedFee).toBeNull();
    expect(body.safeParse({ ...valid, channelParams: { addedFee: 'fixed' } }).success).toBe(false);
  });
  test('codes: invalid body answers CH-03, invalid channelParams CH-06', () => {
    expect(createPaymentRequest.invalidInputCode).toBe('CH-03');
    expect(createPaymentRequest.inputErrorCodes).toContainEqual(
      expect.objectContaining({ field: 'channelParams', code: 'CH-06' }),
    );
  });
});

describe('core.requests.retrieve', () => {
  test('params: id is required', () => {
    expect(getPaymentRequest.schemas.params.parse({ id: 'req-1' })).toEqual({ id: 'req-1' });
    expect(getPaymentRequest.schemas.params.safeParse({ id: '' }).success).toBe(false);
  });
  test('response: team is optional and unknown keys are kept', () => {
    const data = getPaymentRequest.schemas.response.parse({
      tx: { txs: {}, channel: {}, token: {}, chain: {} },
      detail: { amount: 1 },
      profile: { id: 'p', name: 'Shop', image: null },
      extra: true,
    });
    expect(data.team).toBeUndefined();
    expect(data).toHaveProperty('extra', true);
  });
});

describe('core.requests.pay', () => {
  const body = payPaymentRequest.schemas.body;
  const valid = { sender: ADDRESS, chain: 'polygon', token: 'usdc' };

  test('body: sender, chain and token are required strings', () => {
    expect(body.parse(valid)).toEqual(valid);
    for (const field of ['sender', 'chain', 'token'] as const) {
      expect(body.safeParse({ ...valid, [field]: undefined }).success).toBe(false);
      expect(body.safeParse({ ...valid, [field]: '' }).success).toBe(false);
    }
  });
  test('codes: invalid body answers 5', () => {
    expect(payPaymentRequest.invalidInputCode).toBe('5');
  });
  test('response: status values are open', () => {
    const data = payPaymentRequest.schemas.response.parse({
      request: { id: 'r', status: 'settling' },
      tx: { id: 't', status: 'pending' },
      team: { id: 'team', name: 'Team' },
    });
    expect(data.request.status).toBe('settling');
  });
});

describe('core.sends.create', () => {
  const body = createSend.schemas.body;
  const recipient = { amount: 10, address: ADDRESS };
  const valid = {
    targetAddress: ADDRESS,
    amount: 10,
    channelParams: { chain: 'polygon', token: 'usdc', recipients: [recipient], extra: 1 },
  };
  const withParams = (channelParams: Record<string, unknown>) => ({
    ...valid,
    channelParams: { ...valid.channelParams, ...channelParams },
  });

  test('body: targetAddress, amount and channelParams are required', () => {
    expect(body.parse(valid)).toEqual(valid);
    expect(body.safeParse({ ...valid, targetAddress: undefined }).success).toBe(false);
    expect(body.safeParse({ ...valid, amount: 'ten' }).success).toBe(false);
    expect(body.safeParse({ ...valid, channelParams: undefined }).success).toBe(false);
  });
  test('channelParams: a chain by slug or id, a token, and 1 to 50 recipients with an address or a tag, not both', () => {
    expect(body.safeParse(withParams({ chain: 137 })).success).toBe(true);
    expect(body.safeParse(withParams({ chain: undefined })).success).toBe(false);
    expect(body.safeParse(withParams({ token: undefined })).success).toBe(false);
    expect(body.safeParse(withParams({ recipients: [] })).success).toBe(false);
    expect(body.safeParse(withParams({ recipients: Array(51).fill(recipient) })).success).toBe(false);
    expect(body.safeParse(withParams({ recipients: [{ amount: 10 }] })).success).toBe(false);
    expect(body.safeParse(withParams({ recipients: [{ ...recipient, vudyTag: 'alice' }] })).success).toBe(
      false,
    );
    expect(body.safeParse(withParams({ note: 'x'.repeat(501) })).success).toBe(false);
  });
  test('codes: invalid body answers CH-03', () => {
    expect(createSend.invalidInputCode).toBe('CH-03');
  });
});

describe('core.sends.preview', () => {
  const body = previewSend.schemas.body;
  const valid = {
    senderAddress: ADDRESS,
    amount: 10,
    channelParams: { chain: 'polygon', token: 'usdc', recipients: [{ amount: 10, address: ADDRESS }] },
  };
  const withParams = (channelParams: Record<string, unknown>) => ({
    ...valid,
    channelParams: { ...valid.channelParams, ...channelParams },
  });

  test('body: senderAddress and amount are required', () => {
    expect(body.parse(valid).senderAddress).toBe(ADDRESS);
    expect(body.safeParse({ ...valid, senderAddress: undefined }).success).toBe(false);
    expect(body.safeParse({ ...valid, amount: '10' }).success).toBe(false);
  });
  test('body: channelParams chain and token are required strings', () => {
    expect(body.parse(valid).channelParams.chain).toBe('polygon');
    expect(body.safeParse(withParams({ chain: undefined })).success).toBe(false);
    expect(body.safeParse(withParams({ token: 5 })).success).toBe(false);
  });
  test('body: currencyToken is a string or null', () => {
    expect(body.parse(withParams({ currencyToken: null })).channelParams.currencyToken).toBeNull();
    expect(body.parse(withParams({ currencyToken: 'usd' })).channelParams.currencyToken).toBe('usd');
    expect(body.safeParse(withParams({ currencyToken: 1 })).success).toBe(false);
  });
  test('body: gasConversionUsd is a non-negative number or null', () => {
    expect(body.parse(withParams({ gasConversionUsd: 0 })).channelParams.gasConversionUsd).toBe(0);
    expect(body.parse(withParams({ gasConversionUsd: null })).channelParams.gasConversionUsd).toBeNull();
    expect(body.safeParse(withParams({ gasConversionUsd: -0.5 })).success).toBe(false);
  });
  test('body: recipients needs at least one entry', () => {
    expect(body.parse(valid).channelParams.recipients).toHaveLength(1);
    expect(body.safeParse(withParams({ recipients: [] })).success).toBe(false);
  });
  test('body: each recipient has a positive amount', () => {
    expect(body.safeParse(withParams({ recipients: [{ amount: 0.01, address: ADDRESS }] })).success).toBe(
      true,
    );
    expect(body.safeParse(withParams({ recipients: [{ amount: 0, address: ADDRESS }] })).success).toBe(false);
  });
  test('body: each recipient has an address or a vudyTag', () => {
    const parsed = body.parse(withParams({ recipients: [{ amount: 5, vudyTag: 'alice' }] }));
    expect(parsed.channelParams.recipients[0]).toEqual({ amount: 5, vudyTag: 'alice' });
    expect(body.safeParse(withParams({ recipients: [{ amount: 5 }] })).success).toBe(false);
  });
  test('codes: invalid parameters answer APP_CHANNEL_CORE_SEND_PREVIEW#2', () => {
    expect(previewSend.invalidInputCode).toBe('APP_CHANNEL_CORE_SEND_PREVIEW#2');
  });
});

describe('core.sends.prepareSponsoredTx', () => {
  const body = prepareSponsoredSendTx.schemas.body;

  test('body: txIndex defaults to 0', () => {
    expect(body.parse({})).toEqual({ txIndex: 0 });
    expect(body.parse({ txIndex: 2 })).toEqual({ txIndex: 2 });
  });
  test('body: txIndex is a non-negative integer', () => {
    expect(body.safeParse({ txIndex: -1 }).success).toBe(false);
    expect(body.safeParse({ txIndex: 1.5 }).success).toBe(false);
  });
});

describe('core.sends.processSendTx', () => {
  const body = processSendTx.schemas.body;

  test('body: txType is regular or gas', () => {
    expect(body.parse({ txType: 'gas', txIndex: 0 })).toEqual({ txType: 'gas', txIndex: 0 });
    expect(body.safeParse({ txType: 'other', txIndex: 0 }).success).toBe(false);
    expect(body.safeParse({ txIndex: 0 }).success).toBe(false);
  });
  test('body: txIndex is a required non-negative integer', () => {
    expect(body.parse({ txType: 'regular', txIndex: 3 }).txIndex).toBe(3);
    expect(body.safeParse({ txType: 'regular' }).success).toBe(false);
    expect(body.safeParse({ txType: 'regular', txIndex: -1 }).success).toBe(false);
  });
});

describe('core.sends.processSponsoredTx', () => {
  const body = processSponsoredSendTx.schemas.body;
  const prepared = { prepareId: 'prep-1', attestation: '0xatt', userSignature: '0xsig' };

  test('body: txIndex defaults to 0 without prepareId', () => {
    expect(body.parse({})).toEqual({ txIndex: 0 });
    expect(body.parse({ txIndex: 1 })).toEqual({ txIndex: 1 });
  });
  test('body: txIndex is a non-negative integer', () => {
    expect(body.safeParse({ txIndex: -1 }).success).toBe(false);
    expect(body.safeParse({ txIndex: 0.5 }).success).toBe(false);
  });
  test('body: attestation and userSignature are required with prepareId', () => {
    expect(body.parse(prepared)).toEqual(prepared);
    expect(body.safeParse({ ...prepared, attestation: undefined }).success).toBe(false);
    expect(body.safeParse({ ...prepared, userSignature: undefined }).success).toBe(false);
  });
  test('body: attestation and userSignature only with prepareId', () => {
    const withoutPrepareId = body.safeParse({ ...prepared, prepareId: undefined });
    expect(withoutPrepareId.error?.issues[0]?.path).toEqual(['prepareId']);
    expect(body.safeParse({ attestation: '0xatt' }).success).toBe(false);
    expect(body.safeParse({ userSignature: '0xsig', txIndex: 1 }).success).toBe(false);
  });
  test('body: prepareId, attestation and userSignature are non-empty', () => {
    expect(body.safeParse({ ...prepared, prepareId: '' }).success).toBe(false);
    expect(body.safeParse({ ...prepared, attestation: '' }).success).toBe(false);
    expect(body.safeParse({ ...prepared, userSignature: '' }).success).toBe(false);
  });
});

describe('core.tags.resolve', () => {
  const query = resolveTags.schemas.query;

  test('query: tags, an address or both', () => {
    expect(query.parse({ address: ADDRESS, tags: 'alice' })).toEqual({ address: ADDRESS, tags: 'alice' });
    expect(query.parse({ tags: '@alice' })).toEqual({ tags: '@alice' });
    expect(query.parse({ address: ADDRESS })).toEqual({ address: ADDRESS });
    expect(query.safeParse({}).success).toBe(false);
    expect(query.safeParse({ tags: '@, @@' }).success).toBe(false);
    expect(query.safeParse({ tags: 5 }).success).toBe(false);
  });
});

describe('core.requests.invoicePdf', () => {
  test('query: language is an optional string', () => {
    expect(getPaymentRequestInvoicePdf.schemas.query.parse({ language: 'es' })).toEqual({ language: 'es' });
    expect(getPaymentRequestInvoicePdf.schemas.query.parse({})).toEqual({});
    expect(getPaymentRequestInvoicePdf.schemas.query.safeParse({ language: 1 }).success).toBe(false);
  });
  test('response: bytes', () => {
    expect(getPaymentRequestInvoicePdf.responseType).toBe('binary');
  });
});

describe('core.requests.notifyClient', () => {
  test('body: email is a required address; other keys are dropped', () => {
    const body = { email: 'client@example.com', extra: { a: 1 } };
    expect(notifyPaymentRequestClient.schemas.body.parse(body)).toEqual({ email: 'client@example.com' });
    expect(notifyPaymentRequestClient.schemas.body.safeParse({ email: 'nope' }).success).toBe(false);
    expect(notifyPaymentRequestClient.schemas.body.safeParse('hello').success).toBe(false);
  });
});

describe('core.sends.contracts', () => {
  test('query: any parameters are passed through', () => {
    expect(listSendContracts.schemas.query.parse({ chainId: '137' })).toEqual({ chainId: '137' });
  });
});

describe('core operations', () => {
  test('listed in spec order with unique ids', () => {
    expect(coreOperations).toHaveLength(12);
    expect(new Set(coreOperations.map((operation) => operation.id)).size).toBe(12);
    expect(coreOperations.every((operation) => operation.area === 'core')).toBe(true);
  });
  test('response: a create response keeps unknown keys', () => {
    const data = createPaymentRequest.schemas.response.parse({
      id: 'req-1',
      url: 'https://pay.example/req-1',
      embedUrl: 'https://pay.example/embed/req-1',
      txId: 'tx-1',
      channelTableType: 'ch_core_request',
      expiresAt: '2030-01-01T00:00:00Z',
    });
    expect(data).toHaveProperty('expiresAt', '2030-01-01T00:00:00Z');
  });
});
