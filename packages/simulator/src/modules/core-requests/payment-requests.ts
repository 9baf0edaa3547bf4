/**
 * Native (core channel) payment requests as the compliance fee uses them: creation with its
 * hosted URLs, and the wire view.
 */

import type { JsonObject } from '../../kernel/json.js';
import type { Services } from '../../kernel/services.js';
import type { PaymentRequestRow } from './tables.js';

/** `channelTableType` of a core payment request. */
export const CORE_REQUEST_TABLE_TYPE = 'ch_core_request';

/** The hosted payment page of a request (not served by the simulator). */
export const paymentUrlOf = (id: string) => `https://pay.payments-platform.test/r/${id}`;

/** The embeddable payment page of a request (not served by the simulator). */
export const embedUrlOf = (id: string) => `https://pay.payments-platform.test/embed/${id}`;

/** What a new payment request needs besides its generated ids and URLs. */
export type NewPaymentRequest = Pick<
  PaymentRequestRow,
  | 'appId'
  | 'amount'
  | 'currencyToken'
  | 'targetAddress'
  | 'customId'
  | 'note'
  | 'makerProfileId'
  | 'makerTeamId'
  | 'payerTeamId'
> & {
  readonly requestedChain?: string | null;
  readonly requestedToken?: string | null;
  readonly addedFee?: JsonObject | null;
};

/** Stores a new `open` payment request with its id, transaction id and URLs. */
export function createPaymentRequest(
  { store, ids, clock }: Services,
  input: NewPaymentRequest,
): PaymentRequestRow {
  const id = ids.uuid();
  const now = clock.iso();
  return store.paymentRequests.insert({
    id,
    txId: ids.uuid(),
    appId: input.appId,
    channelTableType: CORE_REQUEST_TABLE_TYPE,
    url: paymentUrlOf(id),
    embedUrl: embedUrlOf(id),
    status: 'open',
    amount: input.amount,
    currencyToken: input.currencyToken,
    targetAddress: input.targetAddress,
    customId: input.customId,
    note: input.note,
    requestedChain: input.requestedChain ?? null,
    requestedToken: input.requestedToken ?? null,
    addedFee: input.addedFee ?? null,
    makerProfileId: input.makerProfileId,
    makerTeamId: input.makerTeamId,
    payerTeamId: input.payerTeamId,
    createdAt: now,
    updatedAt: now,
    completedAt: null,
  });
}
