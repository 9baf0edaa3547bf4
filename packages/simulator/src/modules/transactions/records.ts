/**
 * The one writer of the transactions table. Every module that records or changes a transaction
 * (payment requests, sends, OTC, top-up, ramp, the chain) hands a typed input of its kind to
 * these functions, which build the row: its channel, token, chain, `detail`, linked chain
 * transactions and timestamps. The index exports them as the `transactions` namespace.
 *
 * @example
 * ```ts
 * import { transactions } from '../transactions/index.js';
 *
 * transactions.record(services, { kind: 'otcRequest', id: txId, appId, teamId, profileId, token, chain, otc });
 * ```
 */
import type { VirtualClock } from '../../kernel/clock.js';
import type { JsonObject } from '../../kernel/json.js';
import type { Store } from '../../platform/database.js';
import { type ChainRow, type ChainToken, chainSummary, tokenSummary } from '../reference/index.js';
import { type ChainTxLink, chainTxEntry, linkChainTx } from './chain-links.js';
import type { TransactionRow } from './tables.js';

/** What the writers use of the services. */
export interface TransactionServices {
  readonly store: Store;
  readonly clock: VirtualClock;
}

/** The channel objects of the kinds of transaction (the ramp's depends on the direction). */
export const CHANNELS = {
  paymentRequest: { slug: 'core', name: 'Core', method: 'request', tableType: 'ch_core_request' },
  coreSend: { slug: 'core', name: 'Core', method: 'send', tableType: 'ch_core_send' },
  otcRequest: { slug: 'core', name: 'Core', method: 'otc', tableType: 'ch_core_otc' },
  topupWithdrawal: { slug: 'topup', name: 'Top-up', method: 'withdraw', tableType: 'ch_topup_withdraw' },
} as const;

/** The channel object of ramp transactions of a direction. */
export const rampChannel = (method: 'onramp' | 'offramp') => ({
  slug: 'ramp',
  name: 'Ramp',
  method,
  tableType: `ch_ramp_${method}`,
});

/** Who a transaction belongs to, and its id (drawn by the caller when other rows name it first). */
interface TransactionOwner {
  readonly id: string;
  readonly appId: string;
  readonly teamId: string | null;
  readonly profileId: string | null;
}

/** The token and chain a transaction moves on. */
interface OnChain {
  readonly token: ChainToken;
  readonly chain: ChainRow;
  /** Chain transactions already submitted, by their role in `txs`. */
  readonly chainTxs?: { readonly [role: string]: ChainTxLink };
}

/** A native payment request's transaction: pending until the payer pays. */
export interface PaymentRequestTransaction extends TransactionOwner {
  readonly kind: 'paymentRequest';
  readonly request: {
    readonly id: string;
    readonly amount: number;
    readonly currencyToken: string;
    readonly targetAddress: string | null;
    readonly customId: string | null;
    readonly note: string | null;
  };
}

/** The fields of a ramp order its transaction shows (a ramp order row has them all). */
export interface RampOrderFacts {
  readonly id: string;
  readonly status: string;
  readonly method: 'onramp' | 'offramp';
  readonly amount: number;
  readonly fiat: string;
  readonly fiatAmount: number;
  readonly crypto: string;
  readonly quote: JsonObject;
  readonly payment: string;
  readonly country: string;
  readonly walletAddress: string;
  readonly depositAddress: string | null;
  readonly url: string;
  readonly urlExpiresAt: string;
  readonly failureReason: string | null;
}

/** A hosted ramp order's transaction. */
export interface RampOrderTransaction extends TransactionOwner, OnChain {
  readonly kind: 'rampOrder';
  readonly order: RampOrderFacts;
}

/** A top-up withdrawal's transaction (the gas of its transfer is always sponsored). */
export interface TopupWithdrawalTransaction extends TransactionOwner, OnChain {
  readonly kind: 'topupWithdrawal';
  readonly withdrawal: {
    readonly codigopaq: string;
    readonly destinationCountry: string;
    readonly amount: number;
    readonly amountBaseUnits: string;
    readonly amountUsd: number;
    readonly feeUsd: number;
    /** What the wallet pays: the amount plus a surcharge. */
    readonly totalUsd: number;
    readonly estimatedUsd: number;
    readonly estimatedLocal: JsonObject;
    readonly note: string | null;
    readonly rechargeId: string;
    readonly walletAddress: string;
    readonly custody: 'platform' | 'external';
    /** The fee model's view of the fee, with the fee transfer's hash once submitted. */
    readonly fee: JsonObject;
  };
}

/** A core send's transaction: one pending `txs` entry per regular transfer, under its role. */
export interface CoreSendTransaction extends TransactionOwner, OnChain {
  readonly kind: 'coreSend';
  readonly send: {
    readonly id: string;
    readonly senderAddress: string;
    readonly custody: 'platform' | 'external';
    readonly contractAddress: string;
    readonly currencyToken: string | null;
    /** Amounts as decimal text in token units. */
    readonly recipients: readonly {
      readonly address: string;
      readonly tag: string | null;
      readonly amount: string;
      readonly fee: string;
    }[];
    readonly totalAmount: string;
    readonly totalFee: string;
    readonly totalTokenRequired: string;
    /** The fee configuration the send was priced with. */
    readonly fee: JsonObject;
    readonly note: string | null;
  };
  /** The regular transfers not submitted yet: their role, recipient and base units. */
  readonly unsubmitted: readonly { readonly role: string; readonly to: string; readonly amount: string }[];
}

/** An OTC request's transaction. */
export interface OtcRequestTransaction extends TransactionOwner, OnChain {
  readonly kind: 'otcRequest';
  readonly otc: {
    readonly id: string;
    readonly type: 'buy' | 'sell';
    readonly amountType: 'buy' | 'sell';
    readonly amount: number;
    /** The two legs, in the order the request type gives them. */
    readonly legs: { readonly buyAmount: number; readonly sellAmount: number };
    readonly amountUsd: number;
    readonly fiatCurrency: string;
    readonly targetAddress: string;
  };
}

/** What a transaction is recorded from, one shape per kind. */
export type RecordTransactionInput =
  | PaymentRequestTransaction
  | RampOrderTransaction
  | TopupWithdrawalTransaction
  | CoreSendTransaction
  | OtcRequestTransaction;

/** The status of a transfer of a send that is not submitted yet. */
export const UNSUBMITTED = 'unsubmitted';

/** The `detail` a ramp order's transaction shows. */
function rampDetail(order: RampOrderFacts): JsonObject {
  return {
    orderId: order.id,
    orderStatus: order.status,
    method: order.method,
    amount: order.amount,
    fiat: order.fiat,
    fiatAmount: order.fiatAmount,
    crypto: order.crypto,
    cryptoAmount: order.quote.cryptoAmount ?? null,
    // The fee model's view of the order's fee (`rampFeeView`), as its quote priced it.
    fee: order.quote.fee ?? null,
    payment: order.payment,
    country: order.country,
    walletAddress: order.walletAddress,
    depositAddress: order.depositAddress,
    url: order.url,
    urlExpiresAt: order.urlExpiresAt,
    failureReason: order.failureReason,
  };
}

/** The channel and `detail` of a kind. */
function channelAndDetail(input: RecordTransactionInput): { channel: JsonObject; detail: JsonObject } {
  switch (input.kind) {
    case 'paymentRequest': {
      const { request } = input;
      return {
        channel: { ...CHANNELS.paymentRequest },
        detail: {
          requestId: request.id,
          amount: request.amount,
          currencyToken: request.currencyToken,
          targetAddress: request.targetAddress,
          customId: request.customId,
          note: request.note,
          payment: null,
        },
      };
    }
    case 'rampOrder':
      return { channel: rampChannel(input.order.method), detail: rampDetail(input.order) };
    case 'topupWithdrawal': {
      const { withdrawal } = input;
      return {
        channel: { ...CHANNELS.topupWithdrawal },
        detail: {
          codigopaq: withdrawal.codigopaq,
          destinationCountry: withdrawal.destinationCountry,
          amount: withdrawal.amount,
          amountBaseUnits: withdrawal.amountBaseUnits,
          amountUsd: withdrawal.amountUsd,
          feeUsd: withdrawal.feeUsd,
          totalUsd: withdrawal.totalUsd,
          estimatedUsd: withdrawal.estimatedUsd,
          estimatedLocal: withdrawal.estimatedLocal,
          note: withdrawal.note,
          rechargeId: withdrawal.rechargeId,
          walletAddress: withdrawal.walletAddress,
          custody: withdrawal.custody,
          fee: withdrawal.fee,
          gasSponsored: true,
        },
      };
    }
    case 'coreSend': {
      const { send } = input;
      return {
        channel: { ...CHANNELS.coreSend },
        detail: {
          sendId: send.id,
          senderAddress: send.senderAddress,
          custody: send.custody,
          contractAddress: send.contractAddress,
          currencyToken: send.currencyToken,
          recipients: send.recipients.map((recipient) => ({ ...recipient })),
          totalAmount: send.totalAmount,
          totalFee: send.totalFee,
          totalTokenRequired: send.totalTokenRequired,
          fee: send.fee,
          note: send.note,
        },
      };
    }
    case 'otcRequest': {
      const { otc } = input;
      return {
        channel: { ...CHANNELS.otcRequest },
        detail: {
          otcRequestId: otc.id,
          type: otc.type,
          amountType: otc.amountType,
          amount: otc.amount,
          ...otc.legs,
          amountUsd: otc.amountUsd,
          fiatCurrency: otc.fiatCurrency,
          targetAddress: otc.targetAddress.toLowerCase(),
        },
      };
    }
  }
}

/** The `txs` a new transaction starts with, and the hashes they name. */
function initialTxs(input: RecordTransactionInput): { txs: JsonObject; chainTxHashes: string[] } {
  const txs: Record<string, JsonObject> = {};
  if (input.kind === 'coreSend') {
    for (const transfer of input.unsubmitted) {
      txs[transfer.role] = {
        hash: null,
        chainId: input.chain.chainId,
        status: UNSUBMITTED,
        from: input.send.senderAddress,
        to: transfer.to,
        amount: transfer.amount,
      };
    }
  }
  const hashes: string[] = [];
  const linked = input.kind === 'paymentRequest' ? {} : (input.chainTxs ?? {});
  for (const [role, tx] of Object.entries(linked)) {
    txs[role] = chainTxEntry(tx);
    hashes.push(tx.hash);
  }
  return { txs, chainTxHashes: hashes };
}

/**
 * Records a new, `pending` transaction of one kind and returns its row.
 *
 * @example
 * ```ts
 * transactions.record(services, {
 *   kind: 'paymentRequest',
 *   id: request.txId,
 *   appId: request.appId,
 *   teamId: request.makerTeamId,
 *   profileId: request.makerProfileId,
 *   request: { id: request.id, amount: 25, currencyToken: 'USD', targetAddress, customId: null, note: null },
 * });
 * ```
 */
export function record({ store, clock }: TransactionServices, input: RecordTransactionInput): TransactionRow {
  const now = clock.iso();
  const { channel, detail } = channelAndDetail(input);
  const onChain = input.kind === 'paymentRequest' ? null : input;
  return store.transactions.insert({
    id: input.id,
    appId: input.appId,
    teamId: input.teamId,
    profileId: input.profileId,
    status: 'pending',
    ...initialTxs(input),
    channel,
    token: onChain ? tokenSummary(onChain.token) : {},
    chain: onChain ? chainSummary(onChain.chain) : {},
    detail,
    createdAt: now,
    updatedAt: now,
  });
}

/** The payer's transfer of a payment request, submitted on a chain. */
export interface RequestPaymentInput {
  /** The role of the transfer in `txs`. */
  readonly role: string;
  readonly chainTx: ChainTxLink & { readonly submittedAt: string };
  readonly sender: string;
  readonly chain: ChainRow;
  readonly token: ChainToken;
  /** The amount as decimal text in token units, and in base units. */
  readonly tokenAmount: string;
  readonly amountBaseUnits: string;
  /** The platform fee of the payment (the fee model's view) and its transfer, if any. */
  readonly fee?: {
    readonly view: JsonObject;
    readonly chainTx: (ChainTxLink & { readonly submittedAt: string }) | null;
  };
}

/**
 * Records the payer's transfer on a payment request's transaction: links the chain transaction
 * and sets the token, the chain and `detail.payment` (with the fee and its transfer's hash).
 */
export function recordPayment(services: TransactionServices, txId: string, input: RequestPaymentInput) {
  linkChainTx(services.store, services.clock, txId, input.role, input.chainTx);
  // The fee transfer is shown in `detail.payment.fee` (its hash), not in `txs`: the transaction
  // follows the payment itself.
  const feeTx = input.fee?.chainTx ?? null;
  const { chain, token, chainTx } = input;
  return services.store.transactions.update(txId, (previous) => ({
    ...previous,
    token: tokenSummary(token),
    chain: chainSummary(chain),
    detail: {
      ...previous.detail,
      payment: {
        sender: input.sender.toLowerCase(),
        chainId: chain.chainId,
        network: chain.slug,
        token: token.symbol,
        tokenAddress: token.deployment.address,
        tokenAmount: input.tokenAmount,
        amountBaseUnits: input.amountBaseUnits,
        txHash: chainTx.hash,
        submittedAt: chainTx.submittedAt,
        fee: input.fee === undefined ? null : { ...input.fee.view, txHash: feeTx?.hash ?? null },
      },
    },
  }));
}

/** The status a ramp order's transaction takes when the order moves to `orderStatus`. */
export function rampTransactionStatus(orderStatus: string, previous: TransactionRow): string {
  if (orderStatus === 'cancelled' || orderStatus === 'expired') return orderStatus;
  if (orderStatus === 'failed') return 'failed';
  if (orderStatus === 'completed' && Object.keys(previous.txs).length === 0) return 'completed';
  return previous.status;
}

/**
 * Keeps a ramp order's transaction in step with the order that just moved: its `detail`, its
 * status, and the instant of the move. Nothing happens when the order has no transaction.
 */
export function followRampOrder(
  store: Store,
  txId: string,
  order: RampOrderFacts & { readonly updatedAt: string },
): void {
  if (!store.transactions.has(txId)) return;
  store.transactions.update(txId, (previous) => ({
    ...previous,
    detail: { ...previous.detail, ...rampDetail(order) },
    status: rampTransactionStatus(order.status, previous),
    updatedAt: order.updatedAt,
  }));
}

/** Makes a transaction `pending` again (an expired ramp order quoted anew). */
export function reopen({ store, clock }: TransactionServices, txId: string): TransactionRow {
  return store.transactions.update(txId, { status: 'pending', updatedAt: clock.iso() });
}
