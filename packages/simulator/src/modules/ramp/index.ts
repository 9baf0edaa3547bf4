/**
 * The ramp channel (spec: Endpoints > Native payment request and send, top-up, and ramp channel
 * routes): configuration, quotes, hosted on-ramp and off-ramp orders that progress on the virtual
 * clock, the app's orders, and URL refresh.
 */

import { fail } from '../../kernel/fail.js';
import { defineArea, defineHandlers } from '../../kernel/module.js';
import { type Caller, canRead, canWrite, inCallerApp } from '../tenancy/index.js';
import { rampConfig } from './config.js';
import { RAMP_CONTROL } from './control.js';
import {
  createRampOrder,
  createTxView,
  jobPayload,
  orderView,
  RAMP_JOBS,
  refreshRampOrder,
  runCheckout,
  runPoll,
  runSettle,
} from './orders.js';
import { quoteRamp, quoteView, type RampService, rampCapability } from './pricing.js';
import type { RampOrderRow } from './tables.js';
import { rampTables } from './tables.js';

export { cancelRampOrder, createRampOrder, createTxView, orderView, walletFlowOf } from './orders.js';
export { paymentsOf, quoteRamp, quoteView } from './pricing.js';
export { loadRampPlatform } from './seed.js';
export type { RampOrderRow, RampOrderStatus } from './tables.js';

/** Reads a query flag the schema holds to `true` or `false`. */
const flag = (value: 'true' | 'false' | undefined): boolean => value === 'true';

interface QuoteQuery {
  readonly amount: string;
  readonly fiat: string;
  readonly payment: string;
  readonly crypto: string;
  readonly chainId: string;
  readonly country?: string | undefined;
}

function quote(
  store: Parameters<typeof rampCapability>[0],
  service: RampService,
  query: QuoteQuery,
  amountFlag: boolean,
) {
  // The schema holds the amount to a positive decimal and the chain id to a positive integer.
  const amount = Number(query.amount);
  const chainId = Number(query.chainId);
  const capability = rampCapability(store, service, { ...query, chainId });
  const computed = quoteRamp(store, capability, amount, {
    payment: query.payment,
    amountIsCrypto: service === 'onramp' && amountFlag,
    amountIsFiat: service === 'offramp' && amountFlag,
  });
  return { ...quoteView(computed), fiatAmount: computed.fiatAmount, cryptoAmount: computed.cryptoAmount };
}

/** A bound of the orders listing: the query's date (the schema checked it parses), or none. */
const instant = (value: string | undefined): number | null =>
  value === undefined || value.trim() === '' ? null : Date.parse(value.trim());

/** An order the caller may see (its app, and its team under a scoped key), by provider order id. */
function appOrder(orders: RampOrderRow | undefined, caller: Caller, orderId: string): RampOrderRow {
  if (!orders || !canRead(caller, 'rampOrder', orders)) {
    fail('RAMP_ORDER_NOT_FOUND', `No ramp order ${orderId}.`);
  }
  return orders;
}

/** Handlers of the ramp area. */
export const rampHandlers = defineHandlers({
  getOnrampConfig: ({ store }) => rampConfig(store, 'onramp'),
  getOfframpConfig: ({ store }) => rampConfig(store, 'offramp'),
  getOnrampQuote: ({ store, query }) => quote(store, 'onramp', query, flag(query.isAmountCrypto)),
  getOfframpQuote: ({ store, query }) => quote(store, 'offramp', query, flag(query.calcByFiat)),
  createOnrampOrder: (request) =>
    createRampOrder(request, request.caller, { ...request.body, method: 'onramp' }),
  createOfframpOrder: (request) =>
    createRampOrder(request, request.caller, { ...request.body, method: 'offramp' }),
  listRampOrders: ({ store, query, caller }) => {
    const from = instant(query.from);
    const to = instant(query.to);
    const status = query.status?.trim().toLowerCase();
    const email = query.email?.trim().toLowerCase();
    const walletAddress = query.walletAddress?.trim().toLowerCase();
    const walletId = query.walletId?.trim();
    const orders = store.rampOrders
      .by('byApp', caller.app?.id ?? '')
      .map((order, index) => ({ order, index }))
      .filter(({ order }) => canRead(caller, 'rampOrder', order))
      .filter(({ order }) => {
        const created = Date.parse(order.createdAt);
        return (
          (query.method === 'all' || order.method === query.method) &&
          (!status || order.status === status) &&
          (!email || order.email === email) &&
          (!walletAddress || order.walletAddress === walletAddress) &&
          (!walletId || order.walletId === walletId) &&
          (from === null || created >= from) &&
          (to === null || created <= to)
        );
      })
      .sort((a, b) => b.order.createdAt.localeCompare(a.order.createdAt) || b.index - a.index)
      .map(({ order }) => orderView(order));
    const offset = query.offset ?? 0;
    return orders.slice(offset, offset + (query.limit ?? 50));
  },
  getRampOrder: ({ store, params, caller }) =>
    orderView(appOrder(store.rampOrders.get(params.orderId.trim()), caller, params.orderId)),
  refreshRampUrl: (request) => {
    const { store, params, body, caller } = request;
    const txId = params.txId.trim();
    const transaction = store.transactions.get(txId);
    if (!transaction || !inCallerApp(caller, transaction)) {
      throw request.fail('RAMP_TX_NOT_FOUND', `No transaction ${params.txId}.`);
    }
    const order = store.rampOrders.first('byTx', txId);
    if (!order) {
      throw request.fail(
        'RAMP_REFRESH_NOT_SUPPORTED',
        `Transaction ${txId} is not a ramp order; its channel has no hosted URL to refresh.`,
      );
    }
    if (!canWrite(caller, 'rampOrder', order)) {
      throw request.fail('RAMP_ORDER_FORBIDDEN', `Transaction ${txId} belongs to another team.`);
    }
    return createTxView(refreshRampOrder(request, caller, order, body));
  },
});

/** The ramp area. */
export const rampArea = defineArea({
  tables: rampTables,
  name: 'ramp',
  handlers: rampHandlers,
  jobs: {
    [RAMP_JOBS.checkout]: (payload, services) => {
      const job = jobPayload(payload);
      if (job) runCheckout(services, job.orderId);
    },
    [RAMP_JOBS.settle]: (payload, services) => {
      const job = jobPayload(payload);
      if (job) runSettle(services, job.orderId);
    },
    [RAMP_JOBS.poll]: (payload, services) => {
      const job = jobPayload(payload);
      if (job) runPoll(services, job.orderId, job.deadline);
    },
  },
  control: RAMP_CONTROL,
});
