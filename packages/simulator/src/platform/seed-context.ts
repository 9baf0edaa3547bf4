/**
 * What a seed gets to work with.
 */

/** The context of one seeding. */
export interface SeedContext {
  /** The simulator's start instant, epoch ms; seeded timestamps lie before it. */
  readonly now: number;
}
