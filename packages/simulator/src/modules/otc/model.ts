/**
 * What the OTC routes share: finding requests, offers and splits, the parties of a request, the
 * status that follows from its splits, views, signature failures and escrow calls on the chain
 * ledger.
 */

import { fail, failure } from '../../kernel/fail.js';
import type { JsonObject } from '../../kernel/json.js';
import type { Services } from '../../kernel/services.js';
import { signing } from '../../kernel/signing.js';
import type { Store } from '../../platform/database.js';
import type { ChainTxRow } from '../chain/index.js';
import {
  ChainLedger,
  fromBaseUnits,
  GAS_SPONSOR_ADDRESS,
  isChainLedgerError,
  linkChainTx,
} from '../chain/index.js';
import { type Caller, canRead, canWrite } from '../tenancy/index.js';
import type { WalletRow } from '../wallets/index.js';
import type { OtcOfferRow, OtcRequestRow, OtcRequestStatus, OtcSplit } from './tables.js';

/** A request of the caller's app, or 404 `OTC_REQUEST_NOT_FOUND`. */
export function requestOf(store: Store, appId: string | undefined, id: string): OtcRequestRow {
  const row = store.otcRequests.get(id.trim());
  if (!row || row.appId !== appId) {
    fail('OTC_REQUEST_NOT_FOUND', `No OTC request ${id}.`);
  }
  return row;
}

/** An offer of a request, or 404 `OTC_OFFER_NOT_FOUND`. */
export function offerOf(store: Store, request: OtcRequestRow, offerId: string): OtcOfferRow {
  const offer = store.otcOffers.get(offerId.trim());
  if (!offer || offer.requestId !== request.id) {
    fail('OTC_OFFER_NOT_FOUND', `No offer ${offerId} on OTC request ${request.id}.`);
  }
  return offer;
}

/** A split of an accepted request, or 404 `OTC_SPLIT_NOT_FOUND`. */
export function splitOf(request: OtcRequestRow, index: number): OtcSplit {
  const split = request.splits[index];
  if (!split) {
    fail(
      'OTC_SPLIT_NOT_FOUND',
      `OTC request ${request.id} has no split ${index} (${request.splits.length} split(s)).`,
    );
  }
  return split;
}

/** Whether the caller may act on the request as its creator (the ownership rule's `otcRequest` write). */
export function isCreator(caller: Caller, request: OtcRequestRow): boolean {
  return canWrite(caller, 'otcRequest', request);
}

/**
 * Refuses a caller whose team is neither the request's creator nor its accepted provider (the
 * ownership rule's `otcRequest` read, the provider sharing the request).
 */
export function assertParty(caller: Caller, request: OtcRequestRow): void {
  if (canRead(caller, 'otcRequest', { ...request, sharedWith: [request.providerTeamId] })) return;
  fail(
    'OTC_ACCESS_DENIED',
    `The caller's team is neither the creator nor the provider of OTC request ${request.id}.`,
  );
}

/** The parties of an accepted request: who escrows the tokens and who pays the fiat. */
export interface OtcParties {
  /** The team and wallet whose tokens are escrowed; they verify proofs and approve splits. */
  readonly cryptoPayerTeam: string;
  readonly cryptoPayerWallet: string;
  /** The team and wallet that pay the fiat; they upload and submit proofs. */
  readonly fiatPayerTeam: string;
  readonly fiatPayerWallet: string;
  /** Who receives the released tokens. */
  readonly cryptoReceiverWallet: string;
}

/** The parties of a request with an accepted offer (`sell`: the creator escrows; `buy`: the provider). */
export function partiesOf(request: OtcRequestRow): OtcParties {
  const providerTeam = request.providerTeamId ?? '';
  const providerWallet = request.providerWallet ?? '';
  return request.type === 'sell'
    ? {
        cryptoPayerTeam: request.teamId,
        cryptoPayerWallet: request.targetAddress,
        fiatPayerTeam: providerTeam,
        fiatPayerWallet: providerWallet,
        cryptoReceiverWallet: providerWallet,
      }
    : {
        cryptoPayerTeam: providerTeam,
        cryptoPayerWallet: providerWallet,
        fiatPayerTeam: request.teamId,
        fiatPayerWallet: request.targetAddress,
        cryptoReceiverWallet: request.targetAddress,
      };
}

/** Refuses a request whose escrow is not funded yet or that is over. */
export function assertInSettlement(request: OtcRequestRow): void {
  if (request.status === 'proofing' || request.status === 'verifying' || request.status === 'conflict')
    return;
  fail(
    'OTC_REQUEST_NOT_IN_SETTLEMENT',
    `OTC request ${request.id} is ${request.status}: proofs and splits are handled once its escrow is funded (proofing, verifying or conflict).`,
  );
}

/** The status a request in settlement takes from its splits. */
export function statusFromSplits(splits: readonly OtcSplit[]): OtcRequestStatus {
  if (splits.some((split) => split.status === 'disputed')) return 'conflict';
  if (splits.some((split) => split.status === 'proof_submitted' || split.status === 'verified')) {
    return 'verifying';
  }
  if (splits.every((split) => split.status === 'released' || split.status === 'refunded')) {
    return splits.some((split) => split.status === 'released') ? 'completed' : 'cancelled';
  }
  return 'proofing';
}

/** Replaces one split of a request and sets the request's status from its splits. */
export function updateSplit(
  services: Pick<Services, 'store' | 'clock'>,
  request: OtcRequestRow,
  index: number,
  patch: Partial<OtcSplit>,
): OtcRequestRow {
  const now = services.clock.iso();
  const splits = request.splits.map((split) =>
    split.index === index ? { ...split, ...patch, updatedAt: now } : split,
  );
  return services.store.otcRequests.update(request.id, {
    splits,
    status: statusFromSplits(splits),
    updatedAt: now,
  });
}

/** A platform-custody wallet of a team at an address. */
export function platformWallet(store: Store, address: string, teamId: string | null): WalletRow | undefined {
  if (teamId === null) return undefined;
  return store.wallets
    .by('byAddress', address.toLowerCase())
    .find(
      (wallet) => wallet.teamId === teamId && wallet.custody === 'platform' && wallet.walletType === 'EVM',
    );
}

/** The custody of a wallet address: `platform` when it is a platform-custody EVM wallet, else `external`. */
export function custodyOf(store: Store, address: string): 'platform' | 'external' {
  return store.wallets
    .by('byAddress', address.toLowerCase())
    .some((wallet) => wallet.custody === 'platform' && wallet.walletType === 'EVM')
    ? 'platform'
    : 'external';
}

/** Checks that a signature is hex before handing it to the verifiers. */
export function hexSignature(signature: string): `0x${string}` {
  const value = signature.trim();
  if (!/^0x[0-9a-fA-F]+$/.test(value)) {
    fail('OTC_SIGNATURE_MALFORMED', 'The signature is not a hex string.');
  }
  return value as `0x${string}`;
}

/** Maps a failure of a signing-package verifier to the OTC routes' answer. */
export function signatureFailure(error: unknown): unknown {
  const message = error instanceof Error ? error.message : String(error);
  if (signing().isInvalidSignatureError(error)) return failure('OTC_SIGNER_MISMATCH', message);
  if (signing().isSignatureExpiredError(error)) return failure('OTC_SIGNATURE_EXPIRED', message);
  if (signing().isMalformedSignatureError(error)) return failure('OTC_SIGNATURE_MALFORMED', message);
  if (signing().isSigningError(error)) return failure('OTC_SIGNATURE_INVALID', message);
  return error;
}

/** Runs a verifier and maps its failures. */
export async function verifyWith(verify: () => Promise<unknown>): Promise<void> {
  try {
    await verify();
  } catch (error) {
    throw signatureFailure(error);
  }
}

/** Submits a ledger transfer whose gas the platform sponsor pays, mapping ledger failures. */
export function sponsoredTransfer(
  services: Services,
  input: Omit<Parameters<ChainLedger['submit']>[0], 'gasPayer'>,
): ChainTxRow {
  try {
    return new ChainLedger(services).submit({ ...input, gasPayer: GAS_SPONSOR_ADDRESS });
  } catch (error) {
    if (isChainLedgerError(error) && error.reason === 'insufficient-balance') {
      fail('OTC_INSUFFICIENT_BALANCE', error.message);
    }
    if (isChainLedgerError(error)) {
      fail('OTC_ESCROW_FAILED', `The escrow transaction failed: ${error.message}`);
    }
    throw error;
  }
}

/**
 * Records a call to the request's escrow contract (proof submission, verification, denial) as a
 * zero-value transaction from the gas sponsor to the escrow, linked to the request's transaction.
 */
export function escrowCall(services: Services, request: OtcRequestRow, role: string, reference: JsonObject) {
  const tx = sponsoredTransfer(services, {
    chainId: request.chainId,
    from: GAS_SPONSOR_ADDRESS,
    to: request.escrowAddress ?? GAS_SPONSOR_ADDRESS,
    amount: 0n,
    reference: { otcRequestId: request.id, ...reference },
  });
  linkChainTx(services.store, services.clock, request.txId, role, tx);
  return tx;
}

/** An offer as the API shows it. */
export function offerView(store: Store, offer: OtcOfferRow) {
  return {
    offerId: offer.id,
    requestId: offer.requestId,
    providerTeamId: offer.providerTeamId,
    providerName: store.teams.get(offer.providerTeamId)?.name ?? null,
    providerWallet: offer.providerWallet,
    rate: offer.rate,
    buyAmount: offer.buyAmount,
    sellAmount: offer.sellAmount,
    amountUsd: offer.amountUsd,
    splits: offer.splitCount,
    status: offer.status,
    expiresAtMs: offer.expiresAtMs,
    expiresAt: new Date(offer.expiresAtMs).toISOString(),
    createdAt: offer.createdAt,
    updatedAt: offer.updatedAt,
  };
}

/** A split as the API shows it. */
export function splitView(request: OtcRequestRow, split: OtcSplit) {
  return {
    index: split.index,
    status: split.status,
    buyAmount: split.buyAmount,
    sellAmount: split.sellAmount,
    tokenAmount: fromBaseUnits(BigInt(split.cryptoUnits), request.tokenDecimals),
    proofFiles: split.proofFiles.map((file) => ({ fileName: file.fileName, filePath: file.filePath })),
    denialReason: split.denialReason,
    txHashes: split.txHashes,
    updatedAt: split.updatedAt,
  };
}

/** The OTC request row as the API shows it. */
export function requestView(store: Store, row: OtcRequestRow) {
  return {
    id: row.id,
    txId: row.txId,
    status: row.status,
    type: row.type,
    amountType: row.amountType,
    buyAmount: row.buyAmount,
    sellAmount: row.sellAmount,
    amountUsd: row.amountUsd,
    buyCurrency: row.buyCurrency,
    sellCurrency: row.sellCurrency,
    buyChainId: row.buyChainId,
    sellChainId: row.sellChainId,
    profileBankId: row.profileBankId,
    taxId: row.taxId,
    targetAddress: row.targetAddress,
    rate: row.rate,
    teamId: row.teamId,
    profileId: row.profileId,
    idHash: row.idHash,
    escrowAddress: row.escrowAddress,
    escrowExpiresAtMs: row.escrowExpiresAtMs,
    acceptedOfferId: row.acceptedOfferId,
    providerTeamId: row.providerTeamId,
    providerWallet: row.providerWallet,
    txs: store.transactions.get(row.txId)?.txs ?? {},
    offers: store.otcOffers.by('byRequest', row.id).map((offer) => offerView(store, offer)),
    splits: row.splits.map((split) => splitView(row, split)),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
