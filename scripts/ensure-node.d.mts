/** Types of `ensure-node.mjs`, for its test. */
export declare const CACHE_DIR: string;

/** The facts of this machine that decide what the script does for one major. */
export interface NodeFacts {
  readonly major: number;
  readonly runningMajor: number;
  readonly cached: boolean;
  readonly platform: string;
  readonly arch: string;
}

export type NodePlan =
  | { readonly kind: 'running' }
  | { readonly kind: 'cached' }
  | { readonly kind: 'fail'; readonly reason: string }
  | { readonly kind: 'install'; readonly spec: string };

export declare function planOf(facts: NodeFacts): NodePlan;
export declare function cachedPaths(
  major: number | string,
  cacheDir?: string,
): { binary: string; version: string };
export declare function ensureNode(
  major: number | string,
  options?: { log?: (line: string) => void },
): string;
export declare function versionOf(major: number | string): string;
