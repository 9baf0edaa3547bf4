/**
 * The shape of an operation's documentation text.
 */

/**
 * The prose of one operation, kept apart from its declaration so that a client carries only
 * what it runs: the OpenAPI document, the reference docs, the generated TSDoc and the error
 * catalogue read it.
 */
export interface OperationDocs {
  /** One line for docs and TSDoc. */
  readonly summary: string;
  /** Longer notes from the spec. */
  readonly description?: string;
  /**
   * One description per documented error, in the order of the declaration's `errors` (each
   * entry is preceded by a comment naming its status and code).
   */
  readonly errors: readonly string[];
  /**
   * The input rules a handler checks against the platform's state (a supported country, a chain,
   * the session's own team), answered with the route's invalid-input code: by the field the
   * refusal names (`country`, `channelParams.buyChain`; a list's items as `items[]`), the rule in
   * one sentence. The OpenAPI document states them with the schemas' own rules; a refusal that
   * names one of these fields is one the document states.
   */
  readonly stateRules?: Readonly<Record<string, string>>;
}
