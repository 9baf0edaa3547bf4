/**
 * Records of a channel: the transaction view with the steps still to do, and the named actions
 * of the action route (the ramp channel's `cancel`).
 */

import { fail } from '../../kernel/fail.js';
import type { JsonObject, JsonValue } from '../../kernel/json.js';
import type { HandlerRequest } from '../../kernel/module.js';
import type { Store } from '../../platform/database.js';
import { offerView } from '../otc/index.js';
import type { RampOrderRow } from '../ramp/index.js';
import { cancelRampOrder, orderView, walletFlowOf } from '../ramp/index.js';
import type { Caller } from '../tenancy/index.js';
import { canRead, canWrite } from '../tenancy/index.js';
import type { TransactionRow } from '../transactions/index.js';
import { transactionSummary, transactions } from '../transactions/index.js';

const NOT_FOUND = 'CHID#GET-03';

/** The steps left for the user on a transaction, and whether any is needed. */
function stepsOf(store: Store, row: TransactionRow): { actionNeeded: boolean; steps: JsonObject[] } {
  const slug = row.channel.slug;
  if (slug === 'ramp') {
    const order = store.rampOrders.first('byTx', row.id);
    if (order?.status === 'created') {
      return {
        actionNeeded: true,
        steps: [{ type: 'checkout', method: 'GET', url: order.url, expiresAt: order.urlExpiresAt }],
      };
    }
    if (order?.status === 'awaiting_deposit' && walletFlowOf(order) === 'external') {
      return {
        actionNeeded: true,
        steps: [
          {
            type: 'deposit',
            to: order.depositAddress,
            chainId: order.chainId,
            token: order.crypto,
            amount: order.cryptoUnits,
          },
        ],
      };
    }
  }
  if (slug === 'topup') {
    const withdrawal = store.topupWithdrawals.get(row.id);
    if (withdrawal?.state === 'awaiting_signature') {
      return {
        actionNeeded: true,
        steps: [
          { type: 'sign', method: 'GET', path: `/channel/topup/withdraw/${row.id}/sign-payload` },
          { type: 'submit', method: 'POST', path: `/channel/topup/withdraw/${row.id}/process-sponsored-tx` },
        ],
      };
    }
  }
  return { actionNeeded: false, steps: [] };
}

/** The offers of an OTC request's transaction, or undefined for any other transaction. */
function offersOf(store: Store, row: TransactionRow) {
  const requestId = row.detail.otcRequestId;
  if (row.channel.tableType !== transactions.CHANNELS.otcRequest.tableType || typeof requestId !== 'string')
    return undefined;
  return store.otcOffers.by('byRequest', requestId).map((offer) => offerView(store, offer));
}

/** GET /channels/{channelSlug}/{txId} */
export function channelTransaction(request: HandlerRequest<'getChannelTransaction'>) {
  const { params, store, caller } = request;
  const txId = params.txId.trim();
  if (txId === '') throw request.fail('BODY_PARSER_ERROR', 'txId: required.');
  const row = store.transactions.get(txId);
  if (
    !row ||
    !canRead(caller, 'channelTransaction', row) ||
    row.channel.slug !== params.channelSlug.trim().toLowerCase()
  ) {
    throw request.fail(NOT_FOUND, `No ${params.channelSlug} transaction ${params.txId}.`);
  }
  const team = row.teamId ? store.teams.get(row.teamId) : undefined;
  const offers = offersOf(store, row);
  return {
    tx: transactionSummary(row),
    detail: row.detail,
    ...stepsOf(store, row),
    ...(team
      ? { team: { id: team.id, name: team.name, image: team.imagePath ? `/${team.imagePath}` : null } }
      : {}),
    ...(offers === undefined ? {} : { offers }),
  };
}

const isObject = (value: JsonValue | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function rampOrderOf(store: Store, caller: Caller, actionId: string): RampOrderRow {
  const id = actionId.trim();
  const order = store.rampOrders.get(id) ?? store.rampOrders.first('byTx', id);
  if (!order || !canWrite(caller, 'rampOrder', order))
    fail('CH-02', `No ramp order ${actionId}.`, { status: 404 });
  return order;
}

/** POST /channels/{channelSlug}/action/{actionName}/{actionId} */
export function runAction(request: HandlerRequest<'runChannelAction'>) {
  const { params, body, store, caller } = request;
  const channel = store.channels.first('bySlug', params.channelSlug.trim().toLowerCase());
  const action = channel ? channel.actions[params.actionName] : undefined;
  if (!channel || !isObject(action)) {
    throw request.fail('CH-02', `The ${params.channelSlug} channel has no action ${params.actionName}.`);
  }
  if (action.httpMethod !== 'POST') {
    throw request.fail(
      'CH-05',
      `Action ${params.actionName} is a ${String(action.httpMethod)} action; the action route runs POST actions.`,
    );
  }
  if (channel.slug === 'ramp' && params.actionName === 'cancel') {
    const extra = Object.keys(body).filter((key) => key !== 'reason');
    if (extra.length > 0 || (body.reason !== undefined && typeof body.reason !== 'string')) {
      throw request.fail('CH-06', 'The cancel action takes only an optional string `reason`.');
    }
    const order = rampOrderOf(store, caller, params.actionId);
    const reason =
      typeof body.reason === 'string' && body.reason.trim() !== '' ? body.reason.trim() : undefined;
    // An order that is already final is a state conflict (spec, Errors: "409 conflict"): 409
    // RAMP_ORDER_NOT_CANCELLABLE, not a 5xx a client would retry.
    return { action: 'cancel', order: orderView(cancelRampOrder(request, order, reason)) };
  }
  throw request.fail('CH-02', `The ${channel.slug} channel has no action ${params.actionName}.`);
}
