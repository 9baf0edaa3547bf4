/**
 * "Closest routes" for a 404: routes ranked by how much of the requested path they share.
 */

/** A route to compare with. */
export interface RouteCandidate {
  readonly method: string;
  readonly path: string;
}

const segmentsOf = (path: string) => path.split('/').filter((segment) => segment.length > 0);

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0] as number;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j] as number;
      row[j] = Math.min(above + 1, (row[j - 1] as number) + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length] as number;
}

function distance(method: string, path: string, candidate: RouteCandidate): number {
  const wanted = segmentsOf(path);
  const offered = segmentsOf(candidate.path);
  let cost = Math.abs(wanted.length - offered.length);
  for (let index = 0; index < Math.min(wanted.length, offered.length); index++) {
    const a = wanted[index] as string;
    const b = offered[index] as string;
    if (/^\{\w+\}$/.test(b) || a === b) continue;
    cost += editDistance(a, b) / Math.max(a.length, b.length);
  }
  return cost + (candidate.method === method ? 0 : 0.5);
}

/**
 * The `count` candidates closest to a method and path, as `METHOD /path` strings.
 *
 * @example
 * ```ts
 * closestRoutes('GET', '/v1/config/chain', candidates); // ['GET /v1/config/chains', ...]
 * ```
 */
export function closestRoutes(
  method: string,
  path: string,
  candidates: readonly RouteCandidate[],
  count = 3,
): string[] {
  return candidates
    .map((candidate, index) => ({ candidate, index, cost: distance(method, path, candidate) }))
    .sort((a, b) => a.cost - b.cost || a.index - b.index)
    .slice(0, count)
    .map(({ candidate }) => `${candidate.method} ${candidate.path}`);
}
