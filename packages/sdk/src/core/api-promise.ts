/**
 * The promise every SDK method returns: await it for `data`, or call `.withResponse()` for the
 * raw `Response` beside the data.
 */
import type { RawResult } from './transport.js';

/**
 * A promise of an operation's `data` that can also give the raw response.
 *
 * @example
 * ```ts
 * const { data, response } = await client.profile.retrieve().withResponse();
 * response.status; // 200
 * ```
 */
export class ApiPromise<T> extends Promise<T> {
  // Derived promises (then/catch/finally) are plain promises.
  static override get [Symbol.species]() {
    return Promise;
  }

  readonly #start: () => Promise<RawResult<T>>;
  #raw: Promise<RawResult<T>> | undefined;
  #settle: { resolve: (value: T) => void; reject: (reason: unknown) => void };

  /**
   * @param start sends the request; called at once, or on first use when `lazy` is set (paged
   * lists, so that iterating does not also fetch the first page twice).
   */
  constructor(start: () => Promise<RawResult<T>>, lazy = false) {
    let settle!: { resolve: (value: T) => void; reject: (reason: unknown) => void };
    super((resolve, reject) => {
      settle = { resolve, reject };
    });
    this.#settle = settle;
    this.#start = start;
    // A caller that only uses withResponse() handles the failure there.
    Promise.prototype.then.call(this, undefined, () => undefined);
    if (!lazy) this.#run();
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

  /** The data together with the raw `Response` (status, headers). */
  withResponse(): Promise<RawResult<T>> {
    return this.#run();
  }
}
