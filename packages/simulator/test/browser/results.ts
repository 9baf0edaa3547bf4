/**
 * What the browser page publishes on `window.__results` once its cases have run: each case's
 * status and decoded JSON body, or the error that stopped the page.
 */

/** One request made from the page and what came back. */
export interface CaseResult {
  readonly name: string;
  readonly status: number;
  readonly body: unknown;
}

/** The page's outcome. */
export type PageResults =
  | {
      readonly ok: true;
      readonly baseUrl: string;
      /** The script URL of the service worker controlling the page, if any. */
      readonly controller: string | null;
      readonly cases: readonly CaseResult[];
    }
  | { readonly ok: false; readonly error: string };

declare global {
  interface Window {
    __results?: PageResults;
  }
}
