/**
 * Outbound webhooks (spec: Events): one POST of `{ event, data }` to the app's webhook URL, with
 * `X-Webhook-Secret` when the app has a secret. Deliveries are scheduled on the virtual clock
 * (they run at the next advance that reaches them), attempted once, and recorded; failures are
 * recorded only, never retried. A redirect answer is a failed delivery: it is not followed, so
 * the body and the secret never reach another URL than the app's. Requests carry MSW's passthrough marker, so a test's MSW
 * interception never swallows them.
 */
import type { VirtualClock } from '../kernel/clock.js';
import type { Ids } from '../kernel/ids.js';
import type { JsonObject } from '../kernel/json.js';
import type { Store, WebhookDeliveryRow, WebhookEvent } from './database.js';
import type { Jobs } from './jobs.js';
import type { Transactions } from './transactions.js';

/** The job kind that performs a delivery. */
export const WEBHOOK_DELIVERY_JOB = 'webhooks.deliver';

/** Header that carries the shared secret. */
export const WEBHOOK_SECRET_HEADER = 'X-Webhook-Secret';

/** Settings of the webhook sender. */
export interface WebhookSettings {
  /** How long one delivery may take (wall clock) before it is recorded as failed. */
  readonly timeoutMs: number;
}

/** Where and when to deliver. */
export interface DeliverOptions {
  /** The app whose webhook URL and secret are used. */
  readonly appId: string;
  /** Delay on the virtual clock; 0 (the next advance) by default. */
  readonly delayMs?: number;
}

/**
 * Schedules and records webhook deliveries.
 *
 * @example
 * ```ts
 * webhooks.deliver('requestPaid', { id: txId, requestId }, { appId });
 * await clock.advance(0); // performs the POST
 * webhooks.list(); // [{ event: 'requestPaid', responseStatus: 200, ... }]
 * ```
 */
export class Webhooks {
  readonly #store: Store;
  readonly #clock: VirtualClock;
  readonly #ids: Ids;
  readonly #jobs: Jobs;
  readonly #settings: WebhookSettings;
  readonly #transactions: Transactions;

  constructor(
    store: Store,
    clock: VirtualClock,
    ids: Ids,
    jobs: Jobs,
    settings: WebhookSettings,
    transactions: Transactions,
  ) {
    this.#store = store;
    this.#clock = clock;
    this.#ids = ids;
    this.#jobs = jobs;
    this.#settings = settings;
    this.#transactions = transactions;
    // The POST leaves the simulator: it runs after the job's transaction commits, with the lock
    // free, so a receiver may call the simulator back; its outcome is recorded in a transaction.
    jobs.define(WEBHOOK_DELIVERY_JOB, (payload) =>
      transactions.afterCommit(() => this.#perform(String(payload))),
    );
  }

  /**
   * Schedules the delivery of an event to the app's webhook URL. Returns the delivery record, or
   * `null` when the app has no webhook URL.
   */
  deliver(event: WebhookEvent, data: JsonObject, options: DeliverOptions): WebhookDeliveryRow | null {
    const app = this.#store.apps.get(options.appId);
    if (!app) throw new Error(`No app ${options.appId}`);
    if (app.webhookUrl === null) return null;
    const requestHeaders: Record<string, string> = {
      'Content-Type': 'application/json',
      'User-Agent': 'payments-platform-webhooks/1.0',
    };
    if (app.webhookSecret !== null) requestHeaders[WEBHOOK_SECRET_HEADER] = app.webhookSecret;
    const row = this.#store.webhookDeliveries.insert({
      id: this.#ids.prefixed('whd'),
      appId: app.id,
      event,
      url: app.webhookUrl,
      requestHeaders,
      body: { event, data },
      scheduledAt: this.#clock.iso(),
      status: 'scheduled',
      responseStatus: null,
      error: null,
      deliveredAt: null,
    });
    this.#jobs.schedule(WEBHOOK_DELIVERY_JOB, this.#clock.now() + (options.delayMs ?? 0), row.id);
    return row;
  }

  /** Deliveries, oldest first, optionally of one app. */
  list(filter: { readonly appId?: string | undefined } = {}): WebhookDeliveryRow[] {
    return filter.appId === undefined
      ? this.#store.webhookDeliveries.all()
      : this.#store.webhookDeliveries.by('byApp', filter.appId);
  }

  async #perform(id: string): Promise<void> {
    const row = this.#store.webhookDeliveries.get(id);
    if (!row) return;
    const attemptedAt = this.#clock.iso();
    try {
      // `accept: msw/passthrough` is how MSW lets a request through untouched (what its
      // `bypass()` sets), so a test's own handlers never see the simulator's deliveries.
      const response = await fetch(row.url, {
        method: 'POST',
        headers: { ...row.requestHeaders, accept: 'msw/passthrough' },
        body: JSON.stringify(row.body),
        // A redirect is not followed: the body and the secret go to the URL of the app only.
        redirect: 'manual',
        signal: AbortSignal.timeout(this.#settings.timeoutMs),
      });
      await response.arrayBuffer().catch(() => undefined);
      const redirected = response.status >= 300 && response.status < 400;
      await this.#record(id, {
        status: response.ok ? 'delivered' : 'failed',
        responseStatus: response.status,
        error: response.ok
          ? null
          : redirected
            ? `Receiver answered ${response.status}, a redirect, which is not followed`
            : `Receiver answered ${response.status}`,
        deliveredAt: attemptedAt,
      });
    } catch (error) {
      const cause = (error as { cause?: { message?: unknown } }).cause;
      const detail = typeof cause?.message === 'string' ? `: ${cause.message}` : '';
      await this.#record(id, {
        status: 'failed',
        responseStatus: null,
        error: `${error instanceof Error ? error.message : String(error)}${detail}`,
        deliveredAt: attemptedAt,
      });
    }
  }

  /** Records the outcome of an attempt (unless a reset or restore dropped the delivery since). */
  #record(id: string, patch: Partial<WebhookDeliveryRow>): Promise<void> {
    return this.#transactions.run(() => {
      if (this.#store.webhookDeliveries.has(id)) this.#store.webhookDeliveries.update(id, patch);
    });
  }
}
