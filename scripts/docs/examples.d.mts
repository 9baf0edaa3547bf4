/** Types of `examples.mjs`, for the tests and scripts that read the site's examples. */
import type { RunnableExample } from './runner.js';

/** One TypeScript block of the site's documents. */
export interface SiteExample {
  /** `<file>#<region>`, as the block's snippet marker names it. */
  readonly id: string;
  /** The document it is in, from the repository root: `README.md` or `docs/<guide>.md`. */
  readonly document: string;
  readonly file: string;
  readonly region: string;
  /** How the page runs it; absent when it does not run in the page. */
  readonly run?: RunnableExample & { readonly entry?: string; readonly inputs?: boolean };
  /** What it needs that only Node has, when that is why it does not run in the page. */
  readonly nodeOnly?: string;
  /** Why else it does not run in the page. */
  readonly reason?: string;
}

export declare function siteDocuments(root: string): string[];
export declare function collectExamples(root: string): SiteExample[];
/** A module the examples import: `specifier` to import it from the root, `key` as `require` asks for it. */
export interface ImportedModule {
  readonly specifier: string;
  readonly key: string;
}
export declare function importedSpecifiers(root: string, files: readonly string[]): ImportedModule[];
