/**
 * The promise every SDK method returns: await it for `data`, call `.withResponse()` for the raw
 * `Response` beside the data, `.asResponse()` for the `Response` with its body unread, or `.safe()` for a result object whose error is typed with the
 * operation's documented codes.
 */
import { type ApiError, isPaymentsError, type PaymentsError } from './errors.js';
import type { RawResult } from './transport.js';

/**
 * What `.safe()` resolves to: the data and response, or the error the call failed with. An
 * {@link ApiError} in `error` carries the operation's documented codes in its `code` type.
 */
export type SafeResult<T, Code extends string = string> =
  | { readonly ok: true; readonly data: T; readonly response: Response; readonly error?: undefined }
  | { readonly ok: false; readonly data?: undefined; readonly error: ApiError<Code> | PaymentsError };

/**
 * A promise of an operation's `data` that can also give the raw response. `Code` is the union of
 * the operation's documented error codes.
 *
 * @example
 * ```ts
 * const { data, response } = await client.profile.retrieve().withResponse();
 * response.status; // 200
 *
 * const result = await client.teams.invitations.create({ email }).safe();
 * if (!result.ok && result.error instanceof ApiError && result.error.code === 'APP_V1_TEAMS_INVITATIONS_ROUTE_02') {
 *   // already in the team
 * }
 * ```
 */
export class ApiPromise<T, Code extends string = string> extends Promise<T> {
  // Derived promises (then/catch/finally) are plain promises.
  static override get [Symbol.species]() {
    return Promise;
  }

  readonly #start: () => Promise<RawResult<T>>;
  readonly #response: (() => Promise<Response>) | undefined;
  #raw: Promise<RawResult<T>> | undefined;
  #unread: Promise<Response> | undefined;
  #settle: { resolve: (value: T) => void; reject: (reason: unknown) => void };

  /**
   * @param start sends the request; on the next microtask (so that `.asResponse()` called at once
   * replaces it), or on first use when `lazy` is set (paged lists, so that iterating does not also
   * fetch the first page twice).
   * @param response sends the request for `.asResponse()`, leaving the body unread.
   */
  constructor(start: () => Promise<RawResult<T>>, lazy = false, response?: () => Promise<Response>) {
    let settle!: { resolve: (value: T) => void; reject: (reason: unknown) => void };
    super((resolve, reject) => {
      settle = { resolve, reject };
    });
    this.#settle = settle;
    this.#start = start;
    this.#response = response;
    // A caller that only uses withResponse() or safe() handles the failure there.
    Promise.prototype.then.call(this, undefined, () => undefined);
    if (!lazy) {
      queueMicrotask(() => {
        if (!this.#unread) this.#run();
      });
    }
  }

  #run(): Promise<RawResult<T>> {
    if (!this.#raw) {
      this.#raw = this.#start();
      this.#raw.then((result) => this.#settle.resolve(result.data), this.#settle.reject);
    }
    return this.#raw;
  }

  // biome-ignore lint/suspicious/noThenProperty: a promise subclass defines then by design
  override then<A = T, B = never>(
    onFulfilled?: ((value: T) => A | PromiseLike<A>) | null,
    onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null,
  ): Promise<A | B> {
    this.#run();
    return super.then(onFulfilled, onRejected);
  }

  /** The data together with the raw `Response` (status, headers), its body already read. */
  withResponse(): Promise<RawResult<T>> {
    return this.#run();
  }

  /**
   * The raw `Response` with its body unread, to stream it on (a PDF, say): call it in place of
   * awaiting the result. A failed call still rejects with its typed error; the body is neither
   * read nor checked against the contract.
   *
   * @example
   * ```ts
   * const response = await client.core.requests.invoicePdf({ id }).asResponse();
   * await response.body?.pipeTo(destination);
   * ```
   */
  asResponse(): Promise<Response> {
    if (!this.#unread) {
      this.#unread = this.#response ? this.#response() : this.#run().then(({ response }) => response);
    }
    return this.#unread;
  }

  /**
   * Never rejects: resolves to `{ ok: true, data, response }` or `{ ok: false, error }`. Errors
   * that are not SDK errors (a bug in a custom `fetch`, say) are still thrown.
   */
  async safe(): Promise<SafeResult<T, Code>> {
    try {
      const { data, response } = await this.#run();
      return { ok: true, data, response };
    } catch (error) {
      if (isPaymentsError(error)) return { ok: false, error: error as ApiError<Code> | PaymentsError };
      throw error;
    }
  }
}
