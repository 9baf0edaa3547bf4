/**
 * Small statistics for benchmarks run as interleaved rounds: the median and the range of a
 * series, and a figure formatted as "median (min to max)".
 */

/** The median of a non-empty series. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** "median (min to max)" with the given number of decimals. */
export function summary(values: readonly number[], decimals = 1): string {
  const fixed = (value: number) => value.toFixed(decimals);
  return `${fixed(median(values))} (${fixed(Math.min(...values))} to ${fixed(Math.max(...values))})`;
}

/** The contenders of one round in a rotated order, so no contender always runs first. */
export function rotated<T>(items: readonly T[], round: number): T[] {
  const shift = round % items.length;
  return [...items.slice(shift), ...items.slice(0, shift)];
}
