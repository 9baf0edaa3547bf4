import { describe, expect, test } from 'vitest';
import { runFlowSuite } from '../../test/fixtures/flow-suite.js';
import { alice, bob, now } from '../../test/fixtures/keys.js';
import { contracts } from '../contracts.js';
import {
  DomainMismatchError,
  InvalidPayloadError,
  InvalidSignatureError,
  NonceMismatchError,
  SignatureExpiredError,
} from '../errors.js';
import { typedDataToJson } from '../typed-data.js';
import { signSponsoredSend } from './native-send.js';
import {
  type BuildTopUpWithdrawalTypedDataParameters,
  buildTopUpWithdrawalTypedData,
  parseTopUpSignPayload,
  signTopUpWithdrawal,
  verifyTopUpWithdrawal,
} from './topup.js';

const usdcPolygon = '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359';
const expiresAtMs = now + 5 * 60_000;

const fields: BuildTopUpWithdrawalTypedDataParameters = {
  chainId: 137,
  from: alice.address,
  to: bob.address,
  token: usdcPolygon,
  amount: 25_000_000n,
  fee: 150_000n,
  txId: 'tx_9VQ1',
  nonce: 3n,
  expiresAtMs,
};

/** The data of sign-payload as it arrives over HTTP. */
function signPayloadResponse(overrides: Record<string, unknown> = {}) {
  return JSON.parse(
    JSON.stringify({
      typedData: typedDataToJson(buildTopUpWithdrawalTypedData(fields)),
      signerAddress: alice.address,
      ...overrides,
    }),
  ) as Record<string, unknown>;
}

describe('sponsored.topUpWithdrawal', () => {
  runFlowSuite({
    fields,
    chainId: 137,
    otherChainId: 1,
    build: buildTopUpWithdrawalTypedData,
    sign: signTopUpWithdrawal,
    verify: verifyTopUpWithdrawal,
    withSigner: (input, from) => ({ ...input, from }),
    onChain: (input, chainId) => ({ ...input, chainId }),
    lastValidMs: (typedData) => Number(typedData.message.expiresAtMs),
    tamper: { field: 'amount', value: '250000000' },
    relabelledError: DomainMismatchError,
  });

  test('build: signs against the forwarder of the chain and defaults the fee to 0', () => {
    const { fee: _, ...withoutFee } = fields;
    const typedData = buildTopUpWithdrawalTypedData(withoutFee);
    expect(typedData.domain).toEqual({
      name: 'Payments Platform Forwarder',
      version: '1',
      chainId: 137,
      verifyingContract: contracts[137].forwarder,
    });
    expect(typedData.primaryType).toBe('TopUpWithdrawal');
    expect(typedData.message).toEqual({
      from: alice.address,
      to: bob.address,
      token: usdcPolygon,
      amount: 25_000_000n,
      fee: 0n,
      txId: 'tx_9VQ1',
      nonce: 3n,
      expiresAtMs: BigInt(expiresAtMs),
    });
  });

  test('parse: reads the sign-payload data into bigint form', () => {
    expect(parseTopUpSignPayload(signPayloadResponse())).toEqual({
      typedData: buildTopUpWithdrawalTypedData(fields),
      signerAddress: alice.address,
    });
  });

  test('parse: rejects data whose signerAddress is not the message sender', () => {
    const error = (() => {
      try {
        return parseTopUpSignPayload(signPayloadResponse({ signerAddress: bob.address }));
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(InvalidPayloadError);
    expect(error).toMatchObject({ path: 'signerAddress' });
    expect(() => parseTopUpSignPayload({ signerAddress: alice.address })).toThrow(InvalidPayloadError);
  });

  test('sign: signs the sign-payload data; verify accepts it with the expected nonce', async () => {
    const payload = signPayloadResponse();
    const userSignature = await signTopUpWithdrawal({ signer: alice, payload, chainId: 137 });
    expect(userSignature).toBe(await signTopUpWithdrawal({ signer: alice, fields }));
    const result = await verifyTopUpWithdrawal({
      payload,
      signature: userSignature,
      chainId: 137,
      nonce: 3,
      now,
    });
    expect(result).toMatchObject({ valid: true, signer: alice.address });
    expect(result.typedData.message.txId).toBe('tx_9VQ1');
  });

  test('verify: rejects a nonce other than the expected one', async () => {
    const signature = await signTopUpWithdrawal({ signer: alice, fields });
    const error = await verifyTopUpWithdrawal({ fields, signature, chainId: 137, nonce: 4n, now }).catch(
      (caught) => caught,
    );
    expect(error).toBeInstanceOf(NonceMismatchError);
    expect(error).toMatchObject({ expectedNonce: 4n, actualNonce: 3n });
  });

  test('verify: rejects the sign-payload data once expiresAtMs has passed on a virtual clock', async () => {
    const payload = signPayloadResponse();
    const signature = await signTopUpWithdrawal({ signer: alice, payload });
    await expect(
      verifyTopUpWithdrawal({ payload, signature, chainId: 137, now: expiresAtMs }),
    ).resolves.toMatchObject({
      valid: true,
    });
    await expect(
      verifyTopUpWithdrawal({ payload, signature, chainId: 137, now: expiresAtMs + 1 }),
    ).rejects.toThrow(SignatureExpiredError);
  });

  test('verify: a signature for the native send flow does not verify as a top-up withdrawal', async () => {
    const sendSignature = await signSponsoredSend({
      signer: alice,
      fields: { ...fields, prepareId: 'tx_9VQ1' },
    });
    await expect(
      verifyTopUpWithdrawal({ fields, signature: sendSignature, chainId: 137, now }),
    ).rejects.toThrow(InvalidSignatureError);
  });
});
