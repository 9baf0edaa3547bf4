/** Types of `ensure-podman.mjs`, for the container image test. */
export declare const INSTALL_COMMANDS: readonly (readonly string[])[];
export declare const CONTAINERS_CONF: string;
export declare const PODMAN_ARGS: readonly string[];
export declare function hasCommand(name: string): boolean;

/** The facts of this machine that decide what the script does. */
export interface PodmanFacts {
  readonly present: boolean;
  readonly platform: string;
  readonly isRoot: boolean;
  readonly debianWithApt: boolean;
}

export type PodmanPlan =
  | { readonly kind: 'none'; readonly message: string }
  | { readonly kind: 'fail'; readonly reason: string }
  | { readonly kind: 'install'; readonly commands: readonly (readonly string[])[]; readonly message: string };

export declare function planOf(facts: PodmanFacts): PodmanPlan;
export declare function machineFacts(): PodmanFacts;
export declare function writeContainersConf(): string;
export declare function ensurePodman(options?: {
  readonly dryRun?: boolean;
  readonly log?: (line: string) => void;
}): string;
