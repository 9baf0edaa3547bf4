/**
 * What a seed gets to work with.
 */
import type { Fixture } from './fixtures.js';

/** The context of one seeding. */
export interface SeedContext {
  /** The simulator's start instant, epoch ms; seeded timestamps lie before it. */
  readonly now: number;
  /** Fixtures loaded after the seed, in order. */
  readonly fixtures?: readonly Fixture[];
}
