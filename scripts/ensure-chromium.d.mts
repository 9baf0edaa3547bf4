/** Types of `ensure-chromium.mjs`, for its test. */
export declare const DEFAULT_PATH: string;
export declare const INSTALL_COMMANDS: readonly (readonly string[])[];

/** The facts of this machine that decide what the script does. */
export interface ChromiumFacts {
  readonly executable: string;
  readonly customPath: boolean;
  readonly present: boolean;
  readonly platform: string;
  readonly isRoot: boolean;
  readonly debianWithApt: boolean;
}

export type ChromiumPlan =
  | { readonly kind: 'none'; readonly message: string }
  | { readonly kind: 'fail'; readonly reason: string }
  | { readonly kind: 'install'; readonly commands: readonly (readonly string[])[]; readonly message: string };

export declare function planOf(facts: ChromiumFacts): ChromiumPlan;
