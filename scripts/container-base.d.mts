/** Types of `container-base.mjs`, for the container image test. */
export declare const NODE_MAJOR: number;
export declare const NPM_MAJOR: number;
export declare const CACHE_DIR: string;
export declare const BASE_REPOSITORY: string;
export declare function ensureBaseImage(options?: {
  readonly podman?: readonly string[];
  readonly env?: NodeJS.ProcessEnv;
  readonly log?: (line: string) => void;
}): string;
