import { TypedDataEncoder, type TypedDataField, verifyTypedData, Wallet } from 'ethers';
import { type Hex, hashTypedData, recoverTypedDataAddress } from 'viem';
import { describe, expect, test } from 'vitest';
import {
  buildEscrowCreationTypedData,
  buildPermitTypedData,
  buildProofDenialTypedData,
  buildProofSubmissionTypedData,
  buildProofVerificationTypedData,
  buildSplitApprovalTypedData,
  buildSplitDenialTypedData,
  buildSponsoredSendTypedData,
  buildTopUpWithdrawalTypedData,
  contracts,
  typedDataToJson,
  verifyEscrowCreation,
  verifyPermit,
  verifyProofDenial,
  verifyProofSubmission,
  verifyProofVerification,
  verifySplitApproval,
  verifySplitDenial,
  verifySponsoredSend,
  verifyTopUpWithdrawal,
} from '../src/index.js';
import { type AnyTypedData, asDefinition } from './fixtures/flow-suite.js';
import { alice, alicePrivateKey, bob, now } from './fixtures/keys.js';

const expiresAtMs = now + 10 * 60_000;
const otc = { otcRequestId: 'otc_01HZX3', expiresAtMs };

interface Vector {
  layout: string;
  typedData: AnyTypedData;
  verify(parameters: {
    typedData: unknown;
    signature: Hex;
    chainId: number;
    now: number;
  }): Promise<{ signer: string }>;
  /** The EIP-712 digest, pinned: a change means the on-chain verifiers no longer agree. */
  digest: Hex;
}

const vectors: Vector[] = [
  {
    layout: 'Permit',
    typedData: buildPermitTypedData({
      chainId: 8453,
      token: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
      tokenName: 'USD Coin',
      tokenVersion: '2',
      owner: alice.address,
      spender: contracts[8453].otcEscrowFactory,
      value: 1_000_000_000n,
      nonce: 0n,
      deadline: BigInt(expiresAtMs / 1000),
    }),
    verify: verifyPermit,
    digest: '0x024b6066f1fd3143d38265429d5b875bd9cd3bb0f9d3815310b7276211fe7f33',
  },
  {
    layout: 'SplitApproval',
    typedData: buildSplitApprovalTypedData({
      ...otc,
      chainId: 8453,
      splitIndex: 1,
      userWalletAddress: alice.address,
    }),
    verify: verifySplitApproval,
    digest: '0xc2df7b88a6eeab130e51f79109151b03c01ea68a5596672df45bfd9a80bdd66d',
  },
  {
    layout: 'SplitDenial',
    typedData: buildSplitDenialTypedData({
      ...otc,
      chainId: 137,
      splitIndex: 0,
      userWalletAddress: alice.address,
    }),
    verify: verifySplitDenial,
    digest: '0xe42e52855cde05426c0f058f1a480ae3758a46c292e41a0cf98adb39b8724d62',
  },
  {
    layout: 'EscrowCreation',
    typedData: buildEscrowCreationTypedData({
      ...otc,
      chainId: 1,
      offerId: 'offer_7Q2M',
      userWalletAddress: alice.address,
    }),
    verify: verifyEscrowCreation,
    digest: '0xb7e64d8a434d8b75a396c548f73a380245b64f2c2df18d7367f3f5804df82377',
  },
  {
    layout: 'ProofSubmission',
    typedData: buildProofSubmissionTypedData({
      ...otc,
      chainId: 42161,
      splitIndex: 2,
      walletAddress: alice.address,
      forceNewProof: true,
    }),
    verify: verifyProofSubmission,
    digest: '0x69624fc5af969e93b6c7285e7907a643292bfe5427e0c3d1a128dd4caf131ec0',
  },
  {
    layout: 'ProofVerification',
    typedData: buildProofVerificationTypedData({
      ...otc,
      chainId: 84532,
      splitIndex: 2,
      walletAddress: alice.address,
    }),
    verify: verifyProofVerification,
    digest: '0xc41830644b175e998025a0f9ea2c669c42ac4177d253282cb13bf266f4d99e21',
  },
  {
    layout: 'ProofDenial',
    typedData: buildProofDenialTypedData({
      ...otc,
      chainId: 8453,
      splitIndex: 2,
      walletAddress: alice.address,
      reason: 'Transfer reference does not match — monto incorrecto',
    }),
    verify: verifyProofDenial,
    digest: '0x35b1c29e2289cd4c50bd5bed8601fdce8854c79dd709789c86764098107aba8b',
  },
  {
    layout: 'SponsoredSend',
    typedData: buildSponsoredSendTypedData({
      chainId: 8453,
      from: alice.address,
      to: bob.address,
      token: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
      amount: 25_000_000n,
      fee: 150_000n,
      prepareId: 'prep_5KJ2',
      nonce: 3n,
      expiresAtMs,
    }),
    verify: verifySponsoredSend,
    digest: '0x6495c4813cbb6256da8cf96658f80e4aa34793302bc74d200b8442e000860a17',
  },
  {
    layout: 'TopUpWithdrawal',
    typedData: buildTopUpWithdrawalTypedData({
      chainId: 137,
      from: alice.address,
      to: bob.address,
      token: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359',
      amount: 25_000_000n,
      fee: 150_000n,
      txId: 'tx_9VQ1',
      nonce: 0n,
      expiresAtMs,
    }),
    verify: verifyTopUpWithdrawal,
    digest: '0x6afa976513e749b755bb0aa0ead24b78f4ee91dea87e8b2b5c7b4d1b331b5055',
  },
];

/** The typed data in the form ethers takes: mutable field lists and JSON values. */
function forEthers(typedData: AnyTypedData) {
  const json = typedDataToJson(typedData) as unknown as {
    domain: Record<string, unknown>;
    message: Record<string, unknown>;
  };
  const types: Record<string, TypedDataField[]> = {};
  for (const [name, fields] of Object.entries(typedData.types)) {
    types[name] = fields.map((field) => ({ name: field.name, type: field.type }));
  }
  return { domain: json.domain, types, message: json.message };
}

describe('eip712 cross-check (viem and ethers)', () => {
  const wallet = new Wallet(alicePrivateKey);

  test.each(vectors)('$layout: viem and ethers compute the same digest', ({ typedData, digest }) => {
    const { domain, types, message } = forEthers(typedData);
    const viemDigest = hashTypedData(asDefinition(typedData));
    expect(TypedDataEncoder.hash(domain, types, message)).toBe(viemDigest);
    expect(viemDigest).toBe(digest);
  });

  test.each(vectors)('$layout: both libraries sign alike and recover the signer', async ({ typedData }) => {
    const { domain, types, message } = forEthers(typedData);
    const viemSignature = await alice.signTypedData(asDefinition(typedData));
    const ethersSignature = await wallet.signTypedData(domain, types, message);
    expect(ethersSignature).toBe(viemSignature);
    expect(await recoverTypedDataAddress({ ...asDefinition(typedData), signature: viemSignature })).toBe(
      alice.address,
    );
    expect(verifyTypedData(domain, types, message, viemSignature)).toBe(alice.address);
  });

  test.each(vectors)(
    '$layout: the verifier accepts the ethers signature over the JSON payload',
    async (vector) => {
      const { domain, types, message } = forEthers(vector.typedData);
      const signature = (await wallet.signTypedData(domain, types, message)) as Hex;
      const json = JSON.parse(JSON.stringify(typedDataToJson(vector.typedData)));
      const result = await vector.verify({
        typedData: json,
        signature,
        chainId: vector.typedData.domain.chainId,
        now,
      });
      expect(result.signer).toBe(alice.address);
    },
  );

  test.each(vectors)(
    '$layout: a signature by another key recovers that key in both libraries',
    async ({ typedData }) => {
      const { domain, types, message } = forEthers(typedData);
      const signature = await bob.signTypedData(asDefinition(typedData));
      expect(verifyTypedData(domain, types, message, signature)).toBe(bob.address);
      expect(await recoverTypedDataAddress({ ...asDefinition(typedData), signature })).toBe(bob.address);
    },
  );
});
