/**
 * Outbound webhooks (spec: Events): one POST of `{ event, data }` to the app's webhook URL, with
 * `X-Webhook-Secret` when the app has a secret. Deliveries are scheduled on the virtual clock
 * (they run at the next advance that reaches them), attempted once, and recorded; failures are
 * recorded only, never retried. A redirect answer is a failed delivery: it is not followed, so
 * the body and the secret never reach another URL than the app's. Requests carry MSW's passthrough marker, so a test's MSW
 * interception never swallows them.
 *
 * Webhook fault rules (`{ webhook: 'requestPaid', duplicate, delay, reorder }`) change what a
 * test's receiver gets: extra deliveries of the same event, a later one on the virtual clock, or
 * one held back until the app's next event is scheduled. Each is a delivery of its own in the
 * journal.
 */
import type { VirtualClock } from '../kernel/clock.js';
import type { Ids } from '../kernel/ids.js';
import type { JsonObject } from '../kernel/json.js';
import type { Store, WebhookDeliveryRow, WebhookEvent } from './database.js';
import type { Faults } from './faults.js';
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
  /** Whether webhook fault rules apply; `false` for a delivery a test asks for by control call. */
  readonly faults?: boolean;
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
  readonly #faults: Faults | undefined;
  /** Deliveries a `reorder` rule holds back, by app: scheduled after the app's next event. */
  #held = new Map<string, string[]>();

  constructor(
    store: Store,
    clock: VirtualClock,
    ids: Ids,
    jobs: Jobs,
    settings: WebhookSettings,
    transactions: Transactions,
    faults?: Faults,
  ) {
    this.#faults = faults;
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
    const fault =
      options.faults !== false && this.#faults?.active ? this.#faults.hitWebhook(event) : undefined;
    const at = this.#clock.now() + (options.delayMs ?? 0) + (fault?.delayMs ?? 0);
    const rows: WebhookDeliveryRow[] = [];
    for (let copy = 0; copy <= (fault?.duplicate ?? 0); copy++) rows.push(this.#insert(app, event, data));
    const held = this.#held.get(app.id);
    if (fault?.reorder) {
      this.#held.set(app.id, [...(held ?? []), ...rows.map((row) => row.id)]);
    } else {
      for (const row of rows) this.#jobs.schedule(WEBHOOK_DELIVERY_JOB, at, row.id);
      if (held !== undefined) {
        // The held ones go right after this event (scheduled after it, at the same instant).
        this.#held.delete(app.id);
        for (const id of held) {
          if (this.#store.webhookDeliveries.has(id)) this.#jobs.schedule(WEBHOOK_DELIVERY_JOB, at, id);
        }
      }
    }
    return rows[0] as WebhookDeliveryRow;
  }

  /** Forgets the deliveries held back by a `reorder` rule (a reset or restore replaced the store). */
  forgetHeld(): void {
    this.#held = new Map();
  }

  #insert(
    app: { readonly id: string; readonly webhookUrl: string | null; readonly webhookSecret: string | null },
    event: WebhookEvent,
    data: JsonObject,
  ): WebhookDeliveryRow {
    const requestHeaders: Record<string, string> = {
      'Content-Type': 'application/json',
      'User-Agent': 'payments-platform-webhooks/1.0',
    };
    if (app.webhookSecret !== null) requestHeaders[WEBHOOK_SECRET_HEADER] = app.webhookSecret;
    return this.#store.webhookDeliveries.insert({
      id: this.#ids.prefixed('whd'),
      appId: app.id,
      event,
      url: app.webhookUrl as string,
      requestHeaders,
      body: { event, data },
      scheduledAt: this.#clock.iso(),
      status: 'scheduled',
      responseStatus: null,
      error: null,
      deliveredAt: null,
    });
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
