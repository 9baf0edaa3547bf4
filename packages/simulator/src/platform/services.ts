/**
 * The services a simulator gives its handlers, control routes and jobs.
 */

import type { VirtualClock } from '../kernel/clock.js';
import type { Ids } from '../kernel/ids.js';
import type { Sessions } from '../modules/tenancy/sessions.js';
import type { SimulatorConfig } from './config.js';
import type { Store } from './database.js';
import type { Jobs } from './jobs.js';
import type { Outbox } from './outbox.js';
import type { PlatformStatus } from './platform-status.js';
import type { Webhooks } from './webhooks.js';

/** Everything a handler may use besides its request. */
export interface Services {
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
  /** Bearer sessions. */
  readonly sessions: Sessions;
  /** Durable timers. */
  readonly jobs: Jobs;
  /** Maintenance status and access gates. */
  readonly platform: PlatformStatus;
  /** The simulator's resolved options. */
  readonly config: SimulatorConfig;
}
