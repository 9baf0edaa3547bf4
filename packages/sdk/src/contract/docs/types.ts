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
}
