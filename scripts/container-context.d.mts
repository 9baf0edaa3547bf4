/** Types of `container-context.mjs`, for the container image test. */
export declare const CONTEXT_PACKAGES: readonly {
  readonly file: string;
  readonly name: string;
  readonly dir: string;
}[];
export declare function writeContainerContext(folder?: string): string;
