/**
 * The one error type of the simulator. Handlers, auth and the pipeline throw it; the adapter
 * turns it into the error envelope `{ success: false, error: { code, message } }`.
 */

/** Options of a {@link SimulatorError}. */
export interface SimulatorErrorOptions {
  /** Extra response headers, for example `Retry-After` on a 429. */
  readonly headers?: Readonly<Record<string, string>>;
  readonly cause?: unknown;
}

/**
 * A failure answered with an HTTP status and an error code.
 *
 * @example
 * ```ts
 * throw new SimulatorError(404, 'COUNTRY_NOT_FOUND', 'No banks for country SV');
 * ```
 */
export class SimulatorError extends Error {
  override readonly name = 'SimulatorError' as const;
  readonly status: number;
  readonly code: string;
  readonly headers: Readonly<Record<string, string>>;

  constructor(status: number, code: string, message: string, options: SimulatorErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.status = status;
    this.code = code;
    this.headers = options.headers ?? {};
  }
}

/**
 * Whether a value is a {@link SimulatorError}, also across module copies.
 *
 * @example
 * ```ts
 * if (isSimulatorError(error)) console.log(error.status, error.code);
 * ```
 */
export function isSimulatorError(value: unknown): value is SimulatorError {
  return (
    value instanceof SimulatorError ||
    (value instanceof Error &&
      value.name === 'SimulatorError' &&
      typeof (value as { status?: unknown }).status === 'number' &&
      typeof (value as { code?: unknown }).code === 'string')
  );
}
