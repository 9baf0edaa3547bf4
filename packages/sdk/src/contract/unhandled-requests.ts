/**
 * What the SDK learns from MSW without importing it: the simulator's MSW handlers note, on a
 * well-known global, each URL that MSW passed them and that none of them answers. When a call to
 * such a URL then fails to connect, the connection error says that MSW is installed in the
 * process but not handling that host, instead of asking whether a server nobody started is
 * running. The global is the only link: the SDK imports neither msw nor the simulator.
 */

/** The global the simulator's MSW handlers write (`Symbol.for`, so every copy of both packages shares it). */
export const UNHANDLED_BY_MSW = Symbol.for('@payments-platform/unhandled-by-msw');

/** What the simulator's MSW handlers keep: each URL they were passed and left, with their base URLs. */
export type UnhandledByMsw = Map<string, readonly string[]>;

/**
 * The base URLs of the simulators whose MSW handlers saw `url` and left it, taken off the global
 * (a URL is reported once); `undefined` when MSW did not pass it to them.
 */
export function takeUnhandledByMsw(url: string): readonly string[] | undefined {
  const noted = (globalThis as { [UNHANDLED_BY_MSW]?: UnhandledByMsw })[UNHANDLED_BY_MSW];
  const baseUrls = noted?.get(url);
  if (baseUrls !== undefined) noted?.delete(url);
  return baseUrls;
}

/**
 * The global every simulator created in the process adds its base URL to (`Symbol.for`, so every
 * copy of both packages shares it), so that a connection error to one of the API's own hosts can
 * suggest the simulator the app most likely meant to call.
 */
export const SIMULATORS_IN_PROCESS = Symbol.for('@payments-platform/simulators-in-process');

/** The base URLs of the simulators created in this process, newest last. */
export function simulatorsInProcess(): readonly string[] {
  const noted = (globalThis as { [SIMULATORS_IN_PROCESS]?: Set<string> })[SIMULATORS_IN_PROCESS];
  return noted ? [...noted] : [];
}
