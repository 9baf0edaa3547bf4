/**
 * Helpers of the OTC tests: a demo simulator, SDK clients (with or without a session), and OTC
 * requests of the business team ready at each stage of their life.
 */
import { createClient, type PaymentsClient } from '@payments-platform/sdk';
import { signProofDenial, signProofSubmission, signProofVerification } from '@payments-platform/signing';
import { privateKeyToAccount } from 'viem/accounts';
import {
  createSimulator,
  DEMO,
  PLATFORM_CUSTODY_SIGNER,
  type Simulator,
  TOKEN_ADDRESSES,
} from '../src/index.js';

export const BASE_SEPOLIA = 84532;
export const USDC = TOKEN_ADDRESSES.baseSepolia.USDC.toLowerCase();

/** A demo simulator with a fixed random seed. */
export function otcSimulator(): Simulator {
  return createSimulator({ randomSeed: 'test' });
}

/** An SDK client with strict validation, optionally with a session minted for a profile. */
export async function otcClient(
  simulator: Simulator,
  apiKey: string,
  options: { readonly profileId?: string; readonly validation?: 'strict' | 'off' } = {},
): Promise<PaymentsClient> {
  const token =
    options.profileId === undefined
      ? undefined
      : (await simulator.control.tenancy.createSession({ profileId: options.profileId })).token;
  return createClient({
    apiKey,
    baseUrl: simulator.baseUrl,
    fetch: simulator.fetch,
    validation: options.validation ?? 'strict',
    maxRetries: 0,
    ...(token === undefined ? {} : { session: { token } }),
  });
}

/** The body of an OTC request creation. */
export interface OtcBody {
  readonly targetAddress: string;
  readonly amount: number;
  readonly channelParams: {
    readonly requestType: 'buy' | 'sell';
    readonly amountType: 'buy' | 'sell';
    readonly buyCurrency: string;
    readonly sellCurrency: string;
    readonly buyChain: string;
    readonly sellChain: string;
    readonly userBankId: string;
  };
}

/** A sell request of bruno: USDC on Base Sepolia against MXN into his bank account. */
export const sellBody = (targetAddress: string = DEMO.wallets.bruno, amount = 100): OtcBody => ({
  targetAddress,
  amount,
  channelParams: {
    requestType: 'sell',
    amountType: 'sell',
    buyCurrency: 'MXN',
    sellCurrency: 'USDC',
    buyChain: 'fiat',
    sellChain: 'base-sepolia',
    userBankId: DEMO.bankAccounts.bruno,
  },
});

/** A buy request of bruno: USDC on Base Sepolia paid in MXN. */
export const buyBody = (targetAddress: string = DEMO.wallets.bruno, amount = 50): OtcBody => ({
  targetAddress,
  amount,
  channelParams: {
    requestType: 'buy',
    amountType: 'buy',
    buyCurrency: 'USDC',
    sellCurrency: 'MXN',
    buyChain: 'base-sepolia',
    sellChain: 'fiat',
    userBankId: DEMO.bankAccounts.bruno,
  },
});

/** The id and txId of a new OTC request. */
export async function createOtc(
  client: PaymentsClient,
  body: OtcBody = sellBody(),
): Promise<{ id: string; txId: string }> {
  const row = await client.otc.requests.create(body);
  return { id: row.id, txId: row.txId };
}

/** Uploads bytes to a signed upload URL of the simulator. */
export async function upload(simulator: Simulator, signedUrl: string, contentType = 'application/pdf') {
  const response = await simulator.fetch(signedUrl, {
    method: 'PUT',
    body: new TextEncoder().encode('%PDF-1.4 proof of transfer'),
    headers: { 'content-type': contentType },
  });
  if (!response.ok) throw new Error(`Upload answered ${response.status}`);
}

/**
 * A sell request of bruno (platform wallet) with the desk's offer accepted through the platform
 * signature, its escrow confirmed: the request is `proofing`.
 */
export async function acceptedSell(
  simulator: Simulator,
  options: { readonly splits?: number; readonly providerWallet?: string } = {},
) {
  const bruno = await otcClient(simulator, DEMO.keys.profileWrite, { profileId: DEMO.profiles.bruno.id });
  await bruno.otc.signatures.approve({
    chainId: BASE_SEPOLIA,
    tokenAddress: USDC,
    senderWallet: DEMO.wallets.bruno,
    amount: 'max',
    autoSign: true,
  });
  const otc = await createOtc(bruno);
  const offer = await simulator.control.otc.makeOffer({
    id: otc.id,
    splits: options.splits ?? 1,
    ...(options.providerWallet === undefined ? {} : { providerWallet: options.providerWallet }),
  });
  const { signature } = await bruno.otc.signatures.createEscrow({
    otcRequestId: otc.id,
    offerId: offer.offerId,
  });
  const accepted = await bruno.otc.offers.accept({
    id: otc.id,
    offerId: offer.offerId,
    userSignature: signature ?? '',
  });
  await simulator.clock.advance(2_000);
  return { bruno, otc, offer, accepted };
}

/** The platform custody signer, which signs for every platform-custody wallet. */
export const custody = privateKeyToAccount(PLATFORM_CUSTODY_SIGNER.privateKey);

/**
 * The platform's signature of a proof message of split `splitIndex` for a platform-custody
 * `wallet`: `submit` (with `forceNewProof`), `verify`, or `deny` (with `reason`).
 */
export async function custodyProofSignature(
  simulator: Simulator,
  input: {
    readonly kind: 'submit' | 'verify' | 'deny';
    readonly id: string;
    readonly splitIndex: number;
    readonly wallet: string;
    readonly forceNewProof?: boolean;
    readonly reason?: string;
  },
): Promise<`0x${string}`> {
  const expiresAtMs = (await simulator.control.otc.request({ id: input.id })).escrowExpiresAtMs ?? 0;
  const fields = {
    chainId: BASE_SEPOLIA,
    otcRequestId: input.id,
    splitIndex: input.splitIndex,
    walletAddress: input.wallet as `0x${string}`,
    expiresAtMs,
  };
  if (input.kind === 'submit') {
    return signProofSubmission({
      signer: custody,
      fields: { ...fields, forceNewProof: input.forceNewProof ?? false },
    });
  }
  if (input.kind === 'verify') return signProofVerification({ signer: custody, fields });
  return signProofDenial({ signer: custody, fields: { ...fields, reason: input.reason ?? '' } });
}
