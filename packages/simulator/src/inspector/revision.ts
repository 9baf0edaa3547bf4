/**
 * The revision of a simulator's state: a short string that changes whenever a row is written,
 * the clock moves, the fault rules change or an API request is journaled. The inspector page polls it and reloads the state
 * only when it differs, which keeps polling cheap over HTTP and MSW alike.
 */
import type { Services } from '../kernel/services.js';

/** What `GET /_simulator/revision` answers. */
export interface StateRevision {
  /** Changes whenever the state the inspector shows changes. */
  readonly revision: string;
  /** The virtual clock instant, ISO 8601. */
  readonly now: string;
}

/** A 32-bit FNV-1a hash of a string, as 8 hex digits. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/**
 * Reads the revision of one simulator.
 *
 * @example
 * ```ts
 * const { revision } = stateRevision(services);
 * ```
 */
export function stateRevision(services: Services): StateRevision {
  let writes = 0;
  for (const table of services.store.tables()) writes += table.changes;
  const epochMs = services.clock.now();
  const faults = fnv1a(JSON.stringify(services.faults.list()));
  return {
    revision: `${writes}.${epochMs}.${faults}.${services.requests.version}`,
    now: new Date(epochMs).toISOString(),
  };
}
