/**
 * Offers on OTC requests: made by OTC-provider teams (control API), rejected by the creator team,
 * accepted with the user's escrow-creation signature, which funds the escrow on the chain ledger.
 */
import { getContracts, isSupportedChainId } from '@payments-platform/signing/contracts';
import { fail } from '../../kernel/fail.js';
import type { JsonValue } from '../../kernel/json.js';
import type { HandlerRequest } from '../../kernel/module.js';
import type { Services } from '../../kernel/services.js';
import { signing } from '../../kernel/signing.js';
import {
  allowanceOf,
  ChainLedger,
  fromBaseUnits,
  linkChainTx,
  MAX_ALLOWANCE,
  setAllowance,
  toBaseUnits,
} from '../chain/index.js';
import { actingTeamId } from '../tenancy/index.js';
import {
  hexSignature,
  isCreator,
  offerOf,
  offerView,
  platformWallet,
  requestOf,
  sponsoredTransfer,
  verifyWith,
} from './model.js';
import type { MakeOfferInput } from './offer-input.js';
import {
  decimalsOf,
  FIAT_DECIMALS,
  isEvmAddress,
  legAmounts,
  OTC_ESCROW_TTL_MS,
  OTC_OFFER_TTL_MS,
  otcAmounts,
  splitAmount,
  splitUnits,
  tokenDisplayDecimals,
} from './rules.js';
import type { OtcOfferRow, OtcRequestRow, OtcSplit } from './tables.js';

/** The job kind that expires an offer. */
export const OTC_OFFER_EXPIRY_JOB = 'otc.offerExpiry';
/** The job kind that moves a request on once its escrow transaction settled. */
export const OTC_ESCROW_SETTLED_JOB = 'otc.escrowSettled';

/** The escrow-factory contract of a chain (the spender of OTC allowances), lowercase. */
export function escrowFactory(chainId: number): string {
  if (!isSupportedChainId(chainId)) {
    fail('BODY_PARSER_ERROR', `Chain ${chainId} has no OTC escrow factory.`);
  }
  return getContracts(chainId).otcEscrowFactory.toLowerCase();
}

/** Makes an offer on a `new` request for an OTC-provider team. */
export function makeOffer(services: Services, requestId: string, input: MakeOfferInput): OtcOfferRow {
  const { store, ids, clock, jobs } = services;
  const request = store.otcRequests.get(requestId);
  if (!request) fail('OTC_REQUEST_NOT_FOUND', `No OTC request ${requestId}.`);
  if (request.status !== 'new') {
    fail('OTC_REQUEST_NOT_OPEN', `OTC request ${requestId} is ${request.status}.`);
  }
  const team =
    input.providerTeamId === undefined
      ? store.teams.by('byApp', request.appId).find((row) => row.otcApproved && row.id !== request.teamId)
      : store.teams.get(input.providerTeamId);
  if (!team || team.appId !== request.appId) {
    fail('TEAM_NOT_FOUND', "No OTC-provider team in the request's app.");
  }
  if (!team.otcApproved) {
    fail('OTC_PROVIDER_NOT_APPROVED', `Team ${team.id} is not approved for OTC.`);
  }
  if (team.id === request.teamId) {
    fail('OTC_OWN_REQUEST', 'A team cannot make an offer on its own request.');
  }
  if (input.providerProfileId !== undefined) {
    const member = store.members.get(input.providerProfileId);
    if (!member || member.teamId !== team.id) {
      fail('PROFILE_NOT_FOUND', `No profile ${input.providerProfileId} in team ${team.id}.`);
    }
  }
  const wallet = (
    input.providerWallet ??
    team.defaultReceiverWallet ??
    store.wallets.by('byTeam', team.id).find((row) => row.walletType === 'EVM')?.address
  )?.toLowerCase();
  if (wallet === undefined || !isEvmAddress(wallet)) {
    fail('BODY_PARSER_ERROR', `Team ${team.id} has no EVM wallet; send providerWallet.`);
  }
  const rate = input.rate ?? request.rate;
  const amountIsCrypto = request.amountType === request.type;
  const amounts = otcAmounts(request.amount, amountIsCrypto, rate, request.tokenDecimals);
  if (amounts.cryptoAmount <= 0 || decimalsOf(rate) > 8) {
    fail('BODY_PARSER_ERROR', 'rate: gives no token amount, or has more than 8 decimals.');
  }
  const legs = legAmounts(request.type, amounts);
  const splitCount = input.splits ?? 1;
  const units = toBaseUnits(amounts.cryptoAmount, request.tokenDecimals);
  if (units < BigInt(splitCount)) {
    fail('BODY_PARSER_ERROR', `splits: ${splitCount} splits do not fit the amount.`);
  }
  if (request.type === 'buy') {
    // The desk commits the tokens it offers: its wallet approves the escrow factory for them.
    const key = {
      chainId: request.chainId,
      owner: wallet,
      token: request.tokenAddress,
      spender: escrowFactory(request.chainId),
    };
    const current = allowanceOf(store, key);
    let raised = current + units;
    if (raised > MAX_ALLOWANCE) raised = MAX_ALLOWANCE;
    setAllowance(store, { ...key, amount: raised });
  }
  const now = clock.iso();
  const expiresAtMs = clock.now() + (input.expiresInMs ?? OTC_OFFER_TTL_MS);
  const offer = store.otcOffers.insert({
    id: ids.prefixed('ofr'),
    requestId: request.id,
    appId: request.appId,
    providerTeamId: team.id,
    providerProfileId: input.providerProfileId ?? null,
    providerWallet: wallet,
    rate,
    ...legs,
    amountUsd: amounts.amountUsd,
    splitCount,
    status: 'pending',
    expiresAtMs,
    platformSignature: null,
    createdAt: now,
    updatedAt: now,
  });
  jobs.schedule(OTC_OFFER_EXPIRY_JOB, expiresAtMs, offer.id);
  return offer;
}

/** The offer-expiry job: a pending offer past its expiry becomes `expired`. */
export function expireOffer(services: Services, payload: JsonValue): void {
  if (typeof payload !== 'string') return;
  const offer = services.store.otcOffers.get(payload);
  if (offer?.status !== 'pending') return;
  services.store.otcOffers.update(offer.id, { status: 'expired', updatedAt: services.clock.iso() });
}

/** POST /channel/core/otc/{id}/reject-offer */
export function rejectOffer(request: HandlerRequest<'rejectOtcOffer'>) {
  const { params, body, caller, store, clock } = request;
  const teamId = actingTeamId(caller);
  if (teamId === null) {
    throw request.fail(
      'OTC_CONTEXT_REQUIRED',
      'Rejecting an offer needs a profile or team: a scoped key or a bearer session.',
    );
  }
  const otc = requestOf(store, caller.app?.id, params.id);
  if (!isCreator(caller, otc)) {
    throw request.fail(
      'OTC_NOT_REQUEST_CREATOR',
      `Only the team that created ${otc.id} may reject its offers.`,
    );
  }
  const offer = offerOf(store, otc, body.offerId);
  if (offer.status === 'rejected') return { offerId: offer.id, status: 'rejected' };
  if (offer.status !== 'pending') {
    throw request.fail('OTC_OFFER_NOT_PENDING', `Offer ${offer.id} is ${offer.status}.`, { status: 400 });
  }
  store.otcOffers.update(offer.id, { status: 'rejected', updatedAt: clock.iso() });
  return { offerId: offer.id, status: 'rejected' };
}

/** The escrow-creation typed data a user signs to accept an offer. */
export function escrowCreationTypedData(request: OtcRequestRow, offer: OtcOfferRow) {
  return signing().buildEscrowCreationTypedData({
    chainId: request.chainId,
    otcRequestId: request.id,
    offerId: offer.id,
    userWalletAddress: request.targetAddress as `0x${string}`,
    expiresAtMs: offer.expiresAtMs,
  });
}

/** A `new` request and a pending offer of it, or the state failure. */
function openOffer(request: OtcRequestRow, offer: OtcOfferRow): void {
  if (request.status !== 'new') {
    fail('OTC_REQUEST_NOT_OPEN', `OTC request ${request.id} is ${request.status}.`);
  }
  if (offer.status !== 'pending') {
    fail('OTC_OFFER_NOT_PENDING', `Offer ${offer.id} is ${offer.status}.`, { status: 409 });
  }
}

/** POST /v1/otc/signatures/create-escrow/user */
export function createEscrowSignature(request: HandlerRequest<'createOtcEscrowSignature'>) {
  const { body, caller, store, ids, clock } = request;
  const otc = requestOf(store, caller.app?.id, body.otcRequestId);
  if (!isCreator(caller, otc)) {
    throw request.fail('OTC_ACCESS_DENIED', `Only the team that created ${otc.id} signs its escrow.`);
  }
  const offer = offerOf(store, otc, body.offerId);
  openOffer(otc, offer);
  if (platformWallet(store, otc.targetAddress, otc.teamId)) {
    const signature = offer.platformSignature ?? ids.hex(65);
    store.otcOffers.update(offer.id, { platformSignature: signature, updatedAt: clock.iso() });
    return { signature, signed: true, signerAddress: otc.targetAddress };
  }
  const typedData = escrowCreationTypedData(otc, offer);
  return {
    signature: null,
    signed: false,
    signerAddress: otc.targetAddress,
    typedData: signing().typedDataToJson(typedData),
  };
}

/** The splits of an accepted offer. */
function splitsOf(otc: OtcRequestRow, offer: OtcOfferRow, units: bigint, now: string): OtcSplit[] {
  const tokenDecimals = tokenDisplayDecimals(otc.tokenDecimals);
  const buy = splitAmount(
    offer.buyAmount,
    offer.splitCount,
    otc.type === 'buy' ? tokenDecimals : FIAT_DECIMALS,
  );
  const sell = splitAmount(
    offer.sellAmount,
    offer.splitCount,
    otc.type === 'sell' ? tokenDecimals : FIAT_DECIMALS,
  );
  return splitUnits(units, offer.splitCount).map((part, index) => ({
    index,
    status: 'awaiting_proof',
    buyAmount: buy[index] ?? 0,
    sellAmount: sell[index] ?? 0,
    cryptoUnits: part.toString(),
    proofFiles: [],
    pendingUpload: null,
    denialReason: null,
    txHashes: {},
    pendingSignature: null,
    updatedAt: now,
  }));
}

/** POST /channel/core/otc/{id}/accept-offer */
export async function acceptOffer(request: HandlerRequest<'acceptOtcOffer'>) {
  const { params, body, caller, store, clock, ids, jobs, config } = request;
  const otc = requestOf(store, caller.app?.id, params.id);
  if (!isCreator(caller, otc)) {
    throw request.fail('OTC_ACCESS_DENIED', `Only the team that created ${otc.id} accepts its offers.`);
  }
  const offer = offerOf(store, otc, body.offerId);
  openOffer(otc, offer);
  const signature = hexSignature(body.userSignature);
  if (offer.platformSignature === null || signature.toLowerCase() !== offer.platformSignature) {
    await verifyWith(() =>
      signing().verifyEscrowCreation({
        typedData: escrowCreationTypedData(otc, offer),
        signature,
        chainId: otc.chainId,
        now: clock.now(),
      }),
    );
  }

  const payer = (otc.type === 'sell' ? otc.targetAddress : offer.providerWallet).toLowerCase();
  const units = toBaseUnits(otc.type === 'sell' ? offer.sellAmount : offer.buyAmount, otc.tokenDecimals);
  const key = {
    chainId: otc.chainId,
    owner: payer,
    token: otc.tokenAddress,
    spender: escrowFactory(otc.chainId),
  };
  const allowance = allowanceOf(store, key);
  if (allowance < units) {
    throw request.fail(
      'OTC_ALLOWANCE_INSUFFICIENT',
      `${payer} allows the escrow factory ${fromBaseUnits(allowance, otc.tokenDecimals)} ${otc.tokenSymbol}, less than ${fromBaseUnits(units, otc.tokenDecimals)}.`,
    );
  }
  const escrowAddress = ids.hex(20);
  const tx = sponsoredTransfer(request, {
    chainId: otc.chainId,
    from: payer,
    to: escrowAddress,
    token: otc.tokenAddress,
    amount: units,
    reference: { otcRequestId: otc.id, offerId: offer.id, action: 'createEscrow' },
  });
  if (allowance !== MAX_ALLOWANCE) setAllowance(store, { ...key, amount: allowance - units });
  const now = clock.iso();
  store.otcOffers.update(offer.id, { status: 'accepted', updatedAt: now });
  for (const other of store.otcOffers.by('byRequest', otc.id)) {
    if (other.id !== offer.id && other.status === 'pending') {
      store.otcOffers.update(other.id, { status: 'rejected', updatedAt: now });
    }
  }
  store.otcRequests.update(otc.id, {
    status: 'processing',
    buyAmount: offer.buyAmount,
    sellAmount: offer.sellAmount,
    amountUsd: offer.amountUsd,
    rate: offer.rate,
    acceptedOfferId: offer.id,
    providerTeamId: offer.providerTeamId,
    providerWallet: offer.providerWallet,
    escrowAddress,
    escrowTxHash: tx.hash,
    escrowExpiresAtMs: clock.now() + OTC_ESCROW_TTL_MS,
    splits: splitsOf(otc, offer, units, now),
    updatedAt: now,
  });
  linkChainTx(store, clock, otc.txId, 'escrow', tx);
  jobs.schedule(OTC_ESCROW_SETTLED_JOB, clock.now() + config.blockTimeMs, otc.id);
  return { escrowAddress, txHash: tx.hash, offerId: offer.id, requestId: otc.id };
}

/**
 * The escrow job: once the escrow transaction is confirmed the request moves to `proofing`; when it
 * failed, to `cancelled`; while it is pending the job looks again one block time later.
 */
export function escrowSettled(services: Services, payload: JsonValue): void {
  if (typeof payload !== 'string') return;
  const { store, clock, jobs, config } = services;
  const otc = store.otcRequests.get(payload);
  if (otc?.status !== 'processing' || otc.escrowTxHash === null) return;
  const tx = new ChainLedger(services).get(otc.escrowTxHash);
  if (tx.status === 'pending') {
    jobs.schedule(OTC_ESCROW_SETTLED_JOB, clock.now() + config.blockTimeMs, otc.id);
    return;
  }
  store.otcRequests.update(otc.id, {
    status: tx.status === 'confirmed' ? 'proofing' : 'cancelled',
    updatedAt: clock.iso(),
  });
}

/** The offers of a request as the control API shows them. */
export function offersOf(services: Services, requestId: string) {
  return services.store.otcOffers.by('byRequest', requestId).map((offer) => offerView(services.store, offer));
}
