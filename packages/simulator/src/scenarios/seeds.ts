/**
 * The named seeds a simulator can start from or reset to.
 */

import { loadChainPlatform } from '../modules/chain/index.js';
import { loadChannelsData } from '../modules/channels/index.js';
import { loadComplianceData } from '../modules/compliance/index.js';
import { loadRampPlatform } from '../modules/ramp/index.js';
import { loadReferenceData } from '../modules/reference/index.js';
import type { SeedName } from '../platform/config.js';
import type { Store } from '../platform/database.js';
import { FixtureError } from '../platform/fixtures.js';
import { loadPlatformSettings } from '../platform/platform-status.js';
import type { SeedContext } from '../platform/seed-context.js';
import { checkTableRows } from '../platform/state-rows.js';
import { loadDemoData } from './demo.js';
import { loadFixture } from './fixture-loader.js';

const REFERENCE_DATA_AGE_MS = 365 * 86_400_000;

/**
 * Empties a store and loads a seed into it.
 *
 * @example
 * ```ts
 * applySeed(store, 'empty', { now: Date.parse('2025-01-01T00:00:00Z') });
 * ```
 */
export function applySeed(store: Store, seed: SeedName, context: SeedContext): void {
  store.clear();
  loadPlatformSettings(store);
  loadReferenceData(store, new Date(context.now - REFERENCE_DATA_AGE_MS).toISOString());
  loadChainPlatform(store);
  if (seed === 'demo') loadDemoData(store, context);
  loadComplianceData(store, seed, new Date(context.now - REFERENCE_DATA_AGE_MS).toISOString());
  loadChannelsData(store, seed, new Date(context.now - REFERENCE_DATA_AGE_MS).toISOString());
  loadRampPlatform(store);
  const fixtures = context.fixtures ?? [];
  if (fixtures.length === 0) return;
  const seeded = new Set<object>();
  for (const table of store.tables()) for (const row of table.all()) seeded.add(row);
  for (const fixture of fixtures) loadFixture(store, fixture, context);
  // The rows the fixtures wrote are rows a saved state must restore: the same schemas hold.
  try {
    checkTableRows(store.tables(), (row) => !seeded.has(row));
  } catch (error) {
    throw new FixtureError([(error as Error).message], { cause: error });
  }
}
