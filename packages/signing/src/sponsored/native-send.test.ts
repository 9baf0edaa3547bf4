import { describe, expect, test } from 'vitest';
import { runFlowSuite } from '../../test/fixtures/flow-suite.js';
import { alice, bob, now } from '../../test/fixtures/keys.js';
import { contracts } from '../contracts.js';
import {
  DomainMismatchError,
  InvalidPayloadError,
  NonceMismatchError,
  SignatureExpiredError,
} from '../errors.js';
import { typedDataToJson } from '../typed-data.js';
import {
  type BuildSponsoredSendTypedDataParameters,
  buildSponsoredSendTypedData,
  parsePrepareSponsoredTxPayload,
  signSponsoredSend,
  verifySponsoredSend,
} from './native-send.js';

const usdcBase = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913';
const expiresAtMs = now + 5 * 60_000;

const fields: BuildSponsoredSendTypedDataParameters = {
  chainId: 8453,
  from: alice.address,
  to: bob.address,
  token: usdcBase,
  amount: 25_000_000n,
  fee: 150_000n,
  prepareId: 'prep_5KJ2',
  nonce: 3n,
  expiresAtMs,
};

/** The data of prepare-sponsored-tx as it arrives over HTTP. */
function preparedResponse(overrides: Record<string, unknown> = {}) {
  return JSON.parse(
    JSON.stringify({
      prepareId: 'prep_5KJ2',
      expiresAtMs,
      attestation: 'att_v1.c2lnbmVk',
      typedData: typedDataToJson(buildSponsoredSendTypedData(fields)),
      signerAddress: alice.address,
      ...overrides,
    }),
  ) as Record<string, unknown>;
}

describe('sponsored.nativeSend', () => {
  runFlowSuite({
    fields,
    chainId: 8453,
    otherChainId: 84532,
    build: buildSponsoredSendTypedData,
    sign: signSponsoredSend,
    verify: verifySponsoredSend,
    withSigner: (input, from) => ({ ...input, from }),
    onChain: (input, chainId) => ({ ...input, chainId }),
    lastValidMs: (typedData) => Number(typedData.message.expiresAtMs),
    tamper: { field: 'amount', value: '250000000' },
    relabelledError: DomainMismatchError,
  });

  test('build: signs against the forwarder of the chain and defaults the fee to 0', () => {
    const { fee: _, ...withoutFee } = fields;
    const typedData = buildSponsoredSendTypedData(withoutFee);
    expect(typedData.domain).toEqual({
      name: 'Payments Platform Forwarder',
      version: '1',
      chainId: 8453,
      verifyingContract: contracts[8453].forwarder,
    });
    expect(typedData.primaryType).toBe('SponsoredSend');
    expect(typedData.message).toEqual({
      from: alice.address,
      to: bob.address,
      token: usdcBase,
      amount: 25_000_000n,
      fee: 0n,
      prepareId: 'prep_5KJ2',
      nonce: 3n,
      expiresAtMs: BigInt(expiresAtMs),
    });
  });

  test('parse: reads the prepare-sponsored-tx data into bigint form', () => {
    const payload = parsePrepareSponsoredTxPayload(preparedResponse());
    expect(payload).toEqual({
      prepareId: 'prep_5KJ2',
      expiresAtMs,
      attestation: 'att_v1.c2lnbmVk',
      typedData: buildSponsoredSendTypedData(fields),
      signerAddress: alice.address,
    });
  });

  test('parse: rejects data whose top-level fields disagree with the message', () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ prepareId: 'prep_OTHER' }, 'prepareId'],
      [{ expiresAtMs: expiresAtMs + 1 }, 'expiresAtMs'],
      [{ signerAddress: bob.address }, 'signerAddress'],
      [{ attestation: '' }, 'attestation'],
    ];
    for (const [overrides, path] of cases) {
      const error = (() => {
        try {
          return parsePrepareSponsoredTxPayload(preparedResponse(overrides));
        } catch (caught) {
          return caught;
        }
      })();
      expect(error, path).toBeInstanceOf(InvalidPayloadError);
      expect(error).toMatchObject({ path });
    }
    expect(() => parsePrepareSponsoredTxPayload(null)).toThrow(InvalidPayloadError);
  });

  test('sign: signs the prepare-sponsored-tx data; verify accepts it with the expected nonce', async () => {
    const prepared = preparedResponse();
    const userSignature = await signSponsoredSend({ signer: alice, payload: prepared, chainId: 8453 });
    expect(userSignature).toBe(await signSponsoredSend({ signer: alice, fields }));
    const result = await verifySponsoredSend({
      payload: prepared,
      signature: userSignature,
      chainId: 8453,
      nonce: 3,
      now,
    });
    expect(result).toMatchObject({ valid: true, signer: alice.address });
    expect(result.typedData.message.amount).toBe(25_000_000n);
  });

  test('verify: rejects a nonce other than the expected one', async () => {
    const signature = await signSponsoredSend({ signer: alice, fields });
    const error = await verifySponsoredSend({ fields, signature, chainId: 8453, nonce: 4n, now }).catch(
      (caught) => caught,
    );
    expect(error).toBeInstanceOf(NonceMismatchError);
    expect(error).toMatchObject({ expectedNonce: 4n, actualNonce: 3n, reason: 'nonce-mismatch' });
  });

  test('verify: rejects prepared data once expiresAtMs has passed on a virtual clock', async () => {
    const prepared = preparedResponse();
    const signature = await signSponsoredSend({ signer: alice, payload: prepared });
    await expect(
      verifySponsoredSend({ payload: prepared, signature, chainId: 8453, now: expiresAtMs }),
    ).resolves.toMatchObject({ valid: true });
    await expect(
      verifySponsoredSend({ payload: prepared, signature, chainId: 8453, now: expiresAtMs + 1 }),
    ).rejects.toThrow(SignatureExpiredError);
  });

  test('verify: rejects inconsistent prepared data before looking at the signature', async () => {
    const signature = await signSponsoredSend({ signer: alice, fields });
    await expect(
      verifySponsoredSend({
        payload: preparedResponse({ signerAddress: bob.address }),
        signature,
        chainId: 8453,
        now,
      }),
    ).rejects.toThrow(InvalidPayloadError);
  });
});
