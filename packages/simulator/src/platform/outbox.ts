/**
 * The outbox: every e-mail the platform would send (OTP codes, invitations), kept for tests to
 * read instead of a mailbox.
 */
import type { VirtualClock } from '../kernel/clock.js';
import type { Ids } from '../kernel/ids.js';
import type { JsonObject } from '../kernel/json.js';
import type { OutboxMessageRow, Store } from './database.js';

/** An e-mail to send. */
export interface OutboxMessageInput {
  readonly to: string;
  /** What the e-mail is, for example `otp` or `invitation`. */
  readonly kind: string;
  readonly subject: string;
  readonly text: string;
  /** The code of an OTP e-mail. */
  readonly otp?: string;
  readonly data?: JsonObject;
}

/**
 * Records sent e-mails.
 *
 * @example
 * ```ts
 * outbox.send({ to: 'ana@example.com', kind: 'otp', subject: 'Your code', text: '...', otp: '123456789' });
 * outbox.list({ to: 'ana@example.com' }); // oldest first
 * ```
 */
export class Outbox {
  readonly #store: Store;
  readonly #clock: VirtualClock;
  readonly #ids: Ids;

  constructor(store: Store, clock: VirtualClock, ids: Ids) {
    this.#store = store;
    this.#clock = clock;
    this.#ids = ids;
  }

  /** Records an e-mail as sent now. */
  send(input: OutboxMessageInput): OutboxMessageRow {
    return this.#store.outbox.insert({
      id: this.#ids.prefixed('msg'),
      to: input.to.trim().toLowerCase(),
      kind: input.kind,
      subject: input.subject,
      text: input.text,
      sentAt: this.#clock.iso(),
      ...(input.otp === undefined ? {} : { otp: input.otp }),
      ...(input.data === undefined ? {} : { data: input.data }),
    });
  }

  /** Sent e-mails, oldest first, optionally only those to one address. */
  list(filter: { readonly to?: string | undefined } = {}): OutboxMessageRow[] {
    return filter.to === undefined
      ? this.#store.outbox.all()
      : this.#store.outbox.by('byTo', filter.to.trim().toLowerCase());
  }
}
