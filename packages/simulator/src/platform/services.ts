/**
 * The services a simulator gives its handlers, control routes and jobs.
 */

import type { VirtualClock } from '../kernel/clock.js';
import type { Ids } from '../kernel/ids.js';
import type { SimulatorConfig } from './config.js';
import type { Store } from './database.js';
import type { Faults } from './faults.js';
import { Jobs } from './jobs.js';
import { Outbox } from './outbox.js';
import { PlatformStatus } from './platform-status.js';
import type { Transactions } from './transactions.js';
import { Webhooks } from './webhooks.js';

/** The platform's part of the services. */
export interface PlatformServices {
  /** The in-memory tables. */
  readonly store: Store;
  /** The virtual clock. */
  readonly clock: VirtualClock;
  /** Deterministic ids, tokens and codes. */
  readonly ids: Ids;
  /** Sent e-mails. */
  readonly outbox: Outbox;
  /** Outbound webhook deliveries. */
  readonly webhooks: Webhooks;
  /** Durable timers. */
  readonly jobs: Jobs;
  /** Maintenance status and access gates. */
  readonly platform: PlatformStatus;
  /** The fault rules matched against API requests. */
  readonly faults: Faults;
  /** The simulator's resolved options. */
  readonly config: SimulatorConfig;
}

declare module '../kernel/services.js' {
  interface Services extends PlatformServices {}
}

/**
 * Builds the platform services of one simulator over its store, clock and ids.
 *
 * @example
 * ```ts
 * const services = createPlatformServices({ store, clock, ids, config, faults, transactions });
 * services.outbox.list();
 * ```
 */
export function createPlatformServices(parts: {
  readonly store: Store;
  readonly clock: VirtualClock;
  readonly ids: Ids;
  readonly config: SimulatorConfig;
  readonly faults: Faults;
  /** The lock and journal jobs and webhook deliveries run in. */
  readonly transactions: Transactions;
}): PlatformServices {
  const { store, clock, ids, config, faults, transactions } = parts;
  const jobs = new Jobs(store, clock, ids, transactions);
  return {
    store,
    clock,
    ids,
    outbox: new Outbox(store, clock, ids),
    webhooks: new Webhooks(
      store,
      clock,
      ids,
      jobs,
      { timeoutMs: config.webhookTimeoutMs },
      transactions,
      faults,
    ),
    jobs,
    platform: new PlatformStatus(store),
    faults,
    config,
  };
}
