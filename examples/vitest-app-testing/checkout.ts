/**
 * A small app under test: a checkout that asks the Payments Platform for a payment request per
 * order and reports whether the order is paid. It knows only the SDK client it is given, so a
 * test hands it a client whose requests the simulator answers.
 */
import type { PaymentsClient } from '@payments-platform/sdk';

/** What the shop shows for an order. */
export type CheckoutStatus = 'awaiting-payment' | 'paid' | 'failed';

/** An order of the shop. */
export interface Order {
  readonly id: string;
  readonly totalUsd: number;
}

/** The checkout of a shop whose payments go to `receiverWallet`. */
export function createCheckout(client: PaymentsClient, receiverWallet: string) {
  return {
    /** Creates the payment request of an order; the customer pays at `payUrl`. */
    async start(order: Order): Promise<{ requestId: string; payUrl: string }> {
      const request = await client.core.requests.create({
        targetAddress: receiverWallet,
        amount: order.totalUsd,
        channelParams: { customId: order.id },
      });
      return { requestId: request.id, payUrl: request.url };
    },

    /** Reads the request's transaction: the API, not a webhook, is the source of truth. */
    async status(requestId: string): Promise<CheckoutStatus> {
      const { tx } = await client.core.requests.retrieve({ id: requestId });
      if (tx.status === 'completed') return 'paid';
      if (tx.status === 'failed') return 'failed';
      return 'awaiting-payment';
    },
  };
}
