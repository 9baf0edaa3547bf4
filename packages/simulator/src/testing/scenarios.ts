/**
 * Scenarios: the flows tests need most, each one awaited call over the public API and the control
 * API that returns the ids involved. Their defaults use the demo seed (`DEMO`): Bruno's business
 * team, its wallets and keys; pass keys, profiles and addresses of your own fixture to use them
 * with another seed. They run with any runner (vitest, Playwright, a script).
 */
import { contracts } from '@payments-platform/signing';
import { DEMO, TOKEN_ADDRESSES } from '../index.js';
import { BASE_SEPOLIA_CHAIN_ID, checkOptions, clientOf, fund, type TestSimulator } from './helpers.js';

/** A payer address with no other role in the demo seed: the customer of the payment scenarios. */
export const TEST_PAYER = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';

/** The block time of a chain, from the control API. */
async function blockTimeOf(simulator: TestSimulator, chainId: number): Promise<number> {
  const { chains } = await simulator.control.chain.blocks();
  return chains.find((chain) => chain.chainId === chainId)?.blockTimeMs ?? 2_000;
}

/** Options of {@link paidPaymentRequest}. */
export interface PaidPaymentRequestOptions {
  /** USD amount of the request; default 25. */
  readonly amount?: number;
  /** The key that creates the request (a profile-scoped WRITE key); default Bruno's. */
  readonly apiKey?: string;
  /** The wallet paid; default the demo business team's. */
  readonly targetAddress?: string;
  /** The customer who pays; default {@link TEST_PAYER}, funded with USDC and gas first. */
  readonly payer?: string;
  /** Stored as the request's `channelParams.customId`. */
  readonly customId?: string;
}

/** What {@link paidPaymentRequest} made. */
export interface PaidPaymentRequest {
  readonly requestId: string;
  /** The request's platform transaction. */
  readonly txId: string;
  /** The hosted payment page. */
  readonly url: string;
  /** The chain transaction of the payment, confirmed. */
  readonly hash: string;
  /** The `requestPaid` webhook delivery; `null` when the app has no webhook URL. */
  readonly deliveryId: string | null;
}

/**
 * A payment request paid in USDC on Base Sepolia: created, paid by a funded customer, confirmed
 * one block later, and its `requestPaid` webhook sent.
 *
 * @example
 * ```ts
 * const { requestId, deliveryId } = await paidPaymentRequest(simulator, { amount: 40 });
 * ```
 */
export async function paidPaymentRequest(
  simulator: TestSimulator,
  options: PaidPaymentRequestOptions = {},
): Promise<PaidPaymentRequest> {
  checkOptions(
    options,
    { amount: true, apiKey: true, targetAddress: true, payer: true, customId: true },
    'paidPaymentRequest',
  );
  const amount = options.amount ?? 25;
  const payer = options.payer ?? TEST_PAYER;
  const client = clientOf(simulator, { apiKey: options.apiKey ?? DEMO.keys.profileWrite });
  const request = await client.core.requests.create({
    targetAddress: options.targetAddress ?? DEMO.wallets.business,
    amount,
    channelParams: options.customId === undefined ? {} : { customId: options.customId },
  });
  // USDC is worth a dollar on the simulated chains; the margin covers any rounding of the quote.
  await fund(simulator, { address: payer, amount: Math.ceil(amount) + 1, gas: '0.01' });
  await client.core.requests.pay({ id: request.id, sender: payer, chain: 'base-sepolia', token: 'USDC' });
  // The payment's chain transaction, read from the request's own transaction (not from the
  // payer's transfers, which another scenario running beside this one may share).
  const [recorded] = (await simulator.control.transactions.list({ id: request.txId })).transactions;
  const payment = recorded?.txs.payment as { readonly hash?: unknown } | null | undefined;
  const hash = typeof payment?.hash === 'string' ? payment.hash : '';
  await simulator.clock.advance(await blockTimeOf(simulator, BASE_SEPOLIA_CHAIN_ID));
  const delivery = (await simulator.control.platform.webhookDeliveries()).deliveries
    .filter((row) => row.event === 'requestPaid' && row.body.data.requestId === request.id)
    .at(-1);
  return {
    requestId: request.id,
    txId: request.txId,
    url: request.url,
    hash,
    deliveryId: delivery?.id ?? null,
  };
}

/** Options of {@link send}. */
export interface SendOptions {
  /** `confirmed` (default): the transfer confirms one block later; `failed`: it fails on chain. */
  readonly outcome?: 'confirmed' | 'failed';
  /** USDC sent; default 10. */
  readonly amount?: number;
  /** The sending platform wallet; default Bruno's. It is given an allowance for the send executor. */
  readonly from?: string;
  /** The recipient; default Alice's wallet. */
  readonly to?: string;
  /** A profile-scoped WRITE key of the sender's profile; default Bruno's. */
  readonly apiKey?: string;
  /** The sender's profile, whose session submits the transfer; default Bruno's. */
  readonly profileId?: string;
  /** The failure reason recorded with `outcome: 'failed'`. */
  readonly reason?: string;
}

/** What {@link send} made. */
export interface SentTransfer {
  readonly sendId: string;
  /** The send's platform transaction: `completed` or `failed`. */
  readonly txId: string;
  /** The chain transaction of the transfer. */
  readonly hash: string;
  /** The chain transaction of the platform fee. */
  readonly feeHash: string | null;
  /** The platform transaction's status at the end. */
  readonly status: string;
}

/**
 * A send of USDC on Base Sepolia from a platform wallet: allowance given, created, signed and
 * submitted by the platform, then confirmed one block later, or failed on chain.
 *
 * @example
 * ```ts
 * const { txId } = await send(simulator, { outcome: 'failed' });
 * ```
 */
export async function send(simulator: TestSimulator, options: SendOptions = {}): Promise<SentTransfer> {
  checkOptions(
    options,
    { outcome: true, amount: true, from: true, to: true, apiKey: true, profileId: true, reason: true },
    'send',
  );
  const from = options.from ?? DEMO.wallets.bruno;
  const profileId = options.profileId ?? DEMO.profiles.bruno.id;
  await simulator.control.wallets.setAllowance({
    chainId: BASE_SEPOLIA_CHAIN_ID,
    owner: from,
    token: TOKEN_ADDRESSES.baseSepolia.USDC,
    spender: contracts[BASE_SEPOLIA_CHAIN_ID].forwarder,
    amount: 'max',
  });
  const amount = options.amount ?? 10;
  const created = (await clientOf(simulator, {
    apiKey: options.apiKey ?? DEMO.keys.profileWrite,
  }).core.sends.create({
    targetAddress: from,
    amount,
    channelParams: {
      chain: 'base-sepolia',
      token: 'USDC',
      recipients: [{ address: options.to ?? DEMO.wallets.alice, amount }],
    },
  })) as { readonly sendId: string; readonly txId: string };
  const { token } = await simulator.control.tenancy.createSession({ profileId });
  const session = clientOf(simulator, {
    apiKey: options.apiKey ?? DEMO.keys.profileWrite,
    session: { token },
  });
  const submitted = (await session.core.sends.processSendTx({
    id: created.sendId,
    txType: 'regular',
    txIndex: 0,
  })) as { readonly txHash: string; readonly feeTxHash?: string | null };
  if (options.outcome === 'failed') {
    await simulator.control.chain.failTx({
      hash: submitted.txHash,
      ...(options.reason === undefined ? {} : { reason: options.reason }),
    });
  } else {
    await simulator.clock.advance(await blockTimeOf(simulator, BASE_SEPOLIA_CHAIN_ID));
  }
  const { tx } = await session.transactions.retrieve({ id: created.txId });
  return {
    sendId: created.sendId,
    txId: created.txId,
    hash: submitted.txHash,
    feeHash: submitted.feeTxHash ?? null,
    status: tx.status,
  };
}

/** Options of {@link otcAcceptedOffer}. */
export interface OtcAcceptedOfferOptions {
  /** USDC bought; default 50. */
  readonly amount?: number;
  /** MXN per USDC the desk offers; default 18. */
  readonly rate?: number;
  /** The buyer's profile; default Bruno. */
  readonly profileId?: string;
  /** A WRITE key for the buyer's session; default Bruno's. */
  readonly apiKey?: string;
  /** Where the tokens go; default Bruno's wallet. */
  readonly targetAddress?: string;
  /** The buyer's bank account for the fiat leg; default Bruno's. */
  readonly userBankId?: string;
}

/** What {@link otcAcceptedOffer} made. */
export interface OtcAcceptedOffer {
  readonly otcId: string;
  readonly offerId: string;
  /** The request's status once the desk's escrow confirmed. */
  readonly status: string;
}

/**
 * An OTC buy request (USDC for MXN on Base Sepolia) with the desk's offer accepted by the buyer's
 * escrow signature, and the escrow confirmed one block later.
 *
 * @example
 * ```ts
 * const { otcId, offerId } = await otcAcceptedOffer(simulator, { amount: 100, rate: 17.5 });
 * ```
 */
export async function otcAcceptedOffer(
  simulator: TestSimulator,
  options: OtcAcceptedOfferOptions = {},
): Promise<OtcAcceptedOffer> {
  checkOptions(
    options,
    { amount: true, rate: true, profileId: true, apiKey: true, targetAddress: true, userBankId: true },
    'otcAcceptedOffer',
  );
  const profileId = options.profileId ?? DEMO.profiles.bruno.id;
  const { token } = await simulator.control.tenancy.createSession({ profileId });
  const buyer = clientOf(simulator, { apiKey: options.apiKey ?? DEMO.keys.profileWrite, session: { token } });
  const otc = await buyer.otc.requests.create({
    targetAddress: options.targetAddress ?? DEMO.wallets.bruno,
    amount: options.amount ?? 50,
    channelParams: {
      requestType: 'buy',
      amountType: 'buy',
      buyCurrency: 'USDC',
      sellCurrency: 'MXN',
      buyChain: 'base-sepolia',
      sellChain: 'fiat',
      userBankId: options.userBankId ?? DEMO.bankAccounts.bruno,
    },
  });
  const offer = await simulator.control.otc.makeOffer({ id: otc.id, rate: options.rate ?? 18 });
  const { signature } = await buyer.otc.signatures.createEscrow({
    otcRequestId: otc.id,
    offerId: offer.offerId,
  });
  await buyer.otc.offers.accept({ id: otc.id, offerId: offer.offerId, userSignature: signature ?? '' });
  await simulator.clock.advance(await blockTimeOf(simulator, BASE_SEPOLIA_CHAIN_ID));
  const { status } = await simulator.control.otc.request({ id: otc.id });
  return { otcId: otc.id, offerId: offer.offerId, status };
}

/** Options of {@link completedRampOrder}. */
export interface CompletedRampOrderOptions {
  /** MXN paid; default 1000. */
  readonly amount?: number;
  /** A profile-scoped WRITE key of the buyer; default Bruno's. */
  readonly apiKey?: string;
}

/** What {@link completedRampOrder} made. */
export interface CompletedRampOrder {
  /** The provider's order id (`recordId`). */
  readonly orderId: string;
  /** The order's platform transaction. */
  readonly txId: string;
  /** The chain transaction that delivered the tokens. */
  readonly hash: string | null;
  readonly status: string;
}

/**
 * An on-ramp order (MXN by SPEI into USDC on Base Sepolia) created through the API and completed
 * by the provider at once: its tokens move and confirm.
 *
 * @example
 * ```ts
 * const { orderId, txId } = await completedRampOrder(simulator, { amount: 500 });
 * ```
 */
export async function completedRampOrder(
  simulator: TestSimulator,
  options: CompletedRampOrderOptions = {},
): Promise<CompletedRampOrder> {
  checkOptions(options, { amount: true, apiKey: true }, 'completedRampOrder');
  const client = clientOf(simulator, { apiKey: options.apiKey ?? DEMO.keys.profileWrite });
  const created = (await client.ramp.onramp.create({
    amount: options.amount ?? 1000,
    fiat: 'MXN',
    payment: 'spei',
    crypto: 'USDC',
    chainId: BASE_SEPOLIA_CHAIN_ID,
    country: 'MX',
    redirectUrl: 'https://shop.example.com/ramp/done',
  })) as { readonly recordId: string };
  const order = await simulator.control.ramp.complete({ orderId: created.recordId });
  return { orderId: order.orderId, txId: order.txId, hash: order.chainTxHash, status: order.status };
}

/** The scenarios, bound to one simulator (what the test fixtures hand out). */
export interface Scenarios {
  paidPaymentRequest(options?: PaidPaymentRequestOptions): Promise<PaidPaymentRequest>;
  send(options?: SendOptions): Promise<SentTransfer>;
  otcAcceptedOffer(options?: OtcAcceptedOfferOptions): Promise<OtcAcceptedOffer>;
  completedRampOrder(options?: CompletedRampOrderOptions): Promise<CompletedRampOrder>;
}

/**
 * The scenarios bound to one simulator.
 *
 * @example
 * ```ts
 * const scenarios = scenariosFor(simulator);
 * const { txId } = await scenarios.send({ outcome: 'failed' });
 * ```
 */
export function scenariosFor(simulator: TestSimulator): Scenarios {
  return {
    paidPaymentRequest: (options) => paidPaymentRequest(simulator, options),
    send: (options) => send(simulator, options),
    otcAcceptedOffer: (options) => otcAcceptedOffer(simulator, options),
    completedRampOrder: (options) => completedRampOrder(simulator, options),
  };
}
