/**
 * How a long-running command says it is ready: its SIGINT / SIGTERM handler is installed first,
 * then the ready line is printed. A script that waits for the line and stops the command at once
 * (`kill -TERM` the instant it appears) always reaches the handler, which saves and exits 0,
 * never the default action of the signal (exit by signal, nothing saved).
 */

/** The signals a command stops on. */
export const STOP_SIGNALS = ['SIGINT', 'SIGTERM'] as const;

/** A stop signal. */
export type StopSignal = (typeof STOP_SIGNALS)[number];

/** Where handlers are installed and the ready text goes (the process, or a stand-in in tests). */
export interface ReadyTarget {
  once(signal: StopSignal, handler: (signal: StopSignal) => void): unknown;
  readonly stdout: { write(text: string): unknown };
}

/**
 * Installs `stop` for SIGINT and SIGTERM, then writes `banner` (a newline is added). `stop` runs
 * once, for the first signal.
 *
 * @example
 * ```ts
 * announceReady(`Validation proxy listening on ${proxy.url}`, (signal) => {
 *   void proxy.close().then(() => process.exit(0));
 * });
 * ```
 */
export function announceReady(
  banner: string,
  stop: (signal: StopSignal) => void,
  target: ReadyTarget = process as unknown as ReadyTarget,
): void {
  let stopping = false;
  const handler = (signal: StopSignal) => {
    if (stopping) return;
    stopping = true;
    stop(signal);
  };
  for (const signal of STOP_SIGNALS) target.once(signal, handler);
  target.stdout.write(`${banner}\n`);
}
