/**
 * A small app under test: a shop that builds its own SDK client from its settings (no injected
 * `fetch`), asks for a payment request per order and reads whether it is paid. Its MSW tests
 * answer the client's requests with the simulator behind `setupServer`.
 */
import { createClient } from '@payments-platform/sdk';

/** The shop's settings, as an app reads them from its environment. */
export interface ShopSettings {
  readonly apiKey: string;
  readonly baseUrl: string;
  /** The wallet the shop is paid to. */
  readonly wallet: string;
}

/** The shop's payments: one payment request per order. */
export function createShop(settings: ShopSettings) {
  const client = createClient({ apiKey: settings.apiKey, baseUrl: settings.baseUrl, maxRetries: 0 });
  return {
    /** Creates the payment request of an order; the customer pays at `url`. */
    async checkout(orderId: string, totalUsd: number): Promise<{ requestId: string; url: string }> {
      const request = await client.core.requests.create({
        targetAddress: settings.wallet,
        amount: totalUsd,
        channelParams: { customId: orderId },
      });
      return { requestId: request.id, url: request.url };
    },

    /** Whether the order's payment completed, read from the API (the source of truth). */
    async isPaid(requestId: string): Promise<boolean> {
      const { tx } = await client.core.requests.retrieve({ id: requestId });
      return tx.status === 'completed';
    },
  };
}
