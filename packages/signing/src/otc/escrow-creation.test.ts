import { describe, expect, test } from 'vitest';
import { runFlowSuite } from '../../test/fixtures/flow-suite.js';
import { alice, now } from '../../test/fixtures/keys.js';
import { contracts } from '../contracts.js';
import { DomainMismatchError } from '../errors.js';
import {
  type BuildEscrowCreationTypedDataParameters,
  buildEscrowCreationTypedData,
  signEscrowCreation,
  verifyEscrowCreation,
} from './escrow-creation.js';

const fields: BuildEscrowCreationTypedDataParameters = {
  chainId: 1,
  otcRequestId: 'otc_01HZX3',
  offerId: 'offer_7Q2M',
  userWalletAddress: alice.address,
  expiresAtMs: now + 15 * 60_000,
};

describe('otc.escrowCreation', () => {
  runFlowSuite({
    fields,
    chainId: 1,
    otherChainId: 84532,
    build: buildEscrowCreationTypedData,
    sign: signEscrowCreation,
    verify: verifyEscrowCreation,
    withSigner: (input, userWalletAddress) => ({ ...input, userWalletAddress }),
    onChain: (input, chainId) => ({ ...input, chainId }),
    lastValidMs: (typedData) => Number(typedData.message.expiresAtMs),
    tamper: { field: 'offerId', value: 'offer_7Q2N' },
    relabelledError: DomainMismatchError,
  });

  test('build: signs the escrow consent of the user against the OTC escrow factory of the chain', () => {
    const typedData = buildEscrowCreationTypedData(fields);
    expect(typedData.domain).toEqual({
      name: 'Payments Platform OTC Escrow',
      version: '1',
      chainId: 1,
      verifyingContract: contracts[1].otcEscrowFactory,
    });
    expect(typedData.primaryType).toBe('EscrowCreation');
    expect(typedData.message).toEqual({
      otcRequestId: 'otc_01HZX3',
      offerId: 'offer_7Q2M',
      userWalletAddress: alice.address,
      expiresAtMs: BigInt(now + 15 * 60_000),
    });
  });
});
