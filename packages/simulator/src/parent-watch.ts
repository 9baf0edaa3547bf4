/**
 * The standalone server's watch on the process that started it. `npx payments-simulator &` then
 * `kill $!` stops npm, which does not pass SIGTERM on to the server: without this watch the
 * server would keep running and hold its port. When the parent exits, the server's process is
 * handed to another parent; the watch sees its parent id change and sends itself SIGTERM, which
 * saves the state and closes the server as a SIGTERM from outside does.
 *
 * Only a server that npm started is watched. Started directly (`node`, `nohup`, a service manager,
 * a test suite's `spawn`), its parent may exit on purpose, as a shell does after
 * `nohup payments-simulator &`, and the server then stays up until it is signalled.
 */

/** How often the parent is checked, in ms: the port is free well within 2 s of the parent's exit. */
const CHECK_EVERY_MS = 250;

/**
 * Whether npm (`npx`, `npm exec`, `npm run`, `npm start`) started this process: npm sets
 * `npm_command` in the environment of what it runs.
 */
export function startedByNpm(env: Readonly<Record<string, string | undefined>>): boolean {
  return env.npm_command !== undefined && env.npm_command !== '';
}

/**
 * Sends SIGTERM to this process once its parent has exited. The timer does not keep the process
 * alive by itself. Returns a function that stops the watch.
 *
 * @example
 * ```ts
 * process.once('SIGTERM', stop);
 * watchParent((line) => process.stdout.write(line));
 * ```
 */
export function watchParent(
  write: (line: string) => void,
  parentId: () => number = () => process.ppid,
): () => void {
  const first = parentId();
  // Started directly by init (a container's entry point) or without a parent to lose: nothing to watch.
  if (first <= 1) return () => undefined;
  const timer = setInterval(() => {
    if (parentId() === first) return;
    clearInterval(timer);
    write(`The process that started the simulator (pid ${first}) exited; shutting down\n`);
    process.kill(process.pid, 'SIGTERM');
  }, CHECK_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Watches the parent as {@link watchParent} does when npm started this process
 * ({@link startedByNpm}); otherwise leaves the process to its signals. Returns the watch's stop
 * function, or `undefined` when nothing is watched.
 */
export function watchNpmParent(
  env: Readonly<Record<string, string | undefined>>,
  write: (line: string) => void,
  parentId: () => number = () => process.ppid,
): (() => void) | undefined {
  return startedByNpm(env) ? watchParent(write, parentId) : undefined;
}
