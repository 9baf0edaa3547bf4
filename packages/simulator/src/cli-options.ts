/**
 * The flags of `payments-simulator` (serving the simulator), parsed with `node:util` parseArgs
 * into a typed {@link ServeOptions}. Kept apart from `cli.ts` so other subcommands can sit
 * beside it.
 */
import { parseArgs } from 'node:util';
import { LOG_FORMATS, type LogFormat } from './http/request-log.js';
import { CLOCK_MODES, type ClockMode } from './kernel/clock.js';
import { ENVIRONMENTS, SEED_NAMES, type SeedName, type SimulatorEnvironment } from './platform/config.js';

/** What `payments-simulator` serves and how. */
export interface ServeOptions {
  readonly port: number;
  readonly host: string;
  readonly seed: SeedName;
  readonly environment: SimulatorEnvironment;
  /** The admin token given with `--admin-token`. */
  readonly adminToken?: string;
  /** A file that holds the admin token (`--admin-token-file`). */
  readonly adminTokenFile?: string;
  /** Host names a request's `Host` header may carry besides loopback names and IP addresses. */
  readonly allowedHosts: readonly string[];
  readonly randomSeed?: string;
  readonly clock: ClockMode;
  /** Start instant (ISO 8601); default: now in wall mode, 2025-01-01 when frozen. */
  readonly start?: string;
  /** Requests per minute per key, `false` for no limit, `undefined` for the default bucket. */
  readonly rateLimit?: number | false;
  readonly log: LogFormat;
  readonly stateFile?: string;
  readonly fixtures?: string;
  /** Check every success response against the contract (500 on a mismatch); off unless asked. */
  readonly validateResponses?: true;
  /** `false` makes the magic values (docs/magic-values.md) plain inputs; on unless turned off. */
  readonly magicValues?: false;
}

/** A parsed command line: help, or serving. */
export type ParsedCommand =
  | { readonly kind: 'help' }
  | { readonly kind: 'serve'; readonly options: ServeOptions };

/** A flag the command does not take, or a value it cannot use; exit status 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError' as const;
}

/** The `--help` text: every subcommand and every flag, each with an example. */
export const USAGE = `Usage: payments-simulator [options]
       payments-simulator proxy --upstream <url> [options]
       payments-simulator replay <session.har> [options]

Commands:
  (none)                   runs the Payments Platform simulator as an HTTP server beside your app
                             payments-simulator --port 4010 --state-file .simulator/state.json
  proxy                    forwards every request to a real server and checks each request and
                           answer against the contract; its options: payments-simulator proxy --help
                             payments-simulator proxy --upstream https://sandbox.example.com --port 4020
  replay                   sends the requests of a recording (proxy --record) to a fresh simulator
                           or a server and reports each answer that differs; its options:
                           payments-simulator replay --help
                             payments-simulator replay session.har --state-file seed-state.json

Guide (the fixture schema too), in the installed package:
  node_modules/@payments-platform/simulator/docs/dev-server.md

Options of the server:
  --port <n>               port to listen on; 0 picks a free one (default 4010)
                             payments-simulator --port 8080
  --host <host>            interface to listen on (default 127.0.0.1); any other needs an
                           admin token, and one is generated and printed when none is given
                             payments-simulator --host 0.0.0.0 --admin-token-file token.txt
  --allowed-host <name>    a host name requests may name in their Host header besides
                           localhost and IP addresses (repeatable; * for any)
                             payments-simulator --host 0.0.0.0 --allowed-host simulator
  --seed <demo|empty>      data to start from (default demo)
                             payments-simulator --seed empty
  --environment <env>      sandbox or production (default sandbox)
                             payments-simulator --environment production
  --clock <wall|frozen>    wall follows real time and runs timers on its own; frozen stands
                           still until POST /_simulator/clock/advance (default wall)
                             payments-simulator --clock frozen --start 2025-01-01T00:00:00Z
  --start <iso>            the clock's start instant (default: now, or 2025-01-01 when frozen)
                             payments-simulator --clock wall --start 2030-06-01T12:00:00Z
  --rate-limit <n|off>     requests per minute per API key, or off (default 100 at once,
                           then 50 per second)
                             payments-simulator --rate-limit 600
  --log <text|json|off>    request log on stdout: text (coloured on a terminal), json (one
                           object per line) or off (default text)
                             payments-simulator --log json
  --state-file <path>      load the state from this file at start (created when absent) and
                           save it after every change
                             payments-simulator --state-file .simulator/state.json
  --fixtures <file.json>   apps, keys, users, teams, bank accounts, wallets and balances to
                           load on top of the seed (schema: see the guide above)
                             payments-simulator --seed empty --fixtures fixtures.json
  --admin-token <token>    require Authorization: Bearer <token> on /_simulator routes
                           (visible to other users in the process list: prefer the file or
                           PAYMENTS_SIMULATOR_ADMIN_TOKEN)
                             payments-simulator --admin-token s3cret
  --admin-token-file <f>   read the admin token from the first line of this file
                             payments-simulator --admin-token-file .simulator/admin-token
  --random-seed <seed>     seed of ids, tokens and OTP codes (default: a random one per start)
                             payments-simulator --random-seed 42
  --validate-responses     check every answer against the API contract (a success's data, a
                           failure's status and code) and answer 500 when one does not match
                           (default off: it costs time per request)
                             payments-simulator --validate-responses
  --magic-values <on|off>  documented inputs that steer outcomes (a recipient address or amount
                           whose chain transfer fails, ...: docs/magic-values.md); off makes
                           them plain inputs (default on)
                             payments-simulator --magic-values off
  -h, --help               show this help

Stop it with Ctrl+C (SIGINT) or SIGTERM: the state is saved and it exits 0.`;

/** The values of `--magic-values`. */
const MAGIC_VALUE_SWITCHES = ['on', 'off'] as const;

const oneOf = <T extends string>(values: readonly T[], value: string, flag: string): T => {
  if (!(values as readonly string[]).includes(value)) {
    throw new UsageError(`Invalid ${flag} ${value}; use one of ${values.join(', ')}`);
  }
  return value as T;
};

/**
 * Parses the arguments of `payments-simulator`.
 *
 * @example
 * ```ts
 * parseServeArgs(['--port', '0', '--clock', 'frozen']);
 * // { kind: 'serve', options: { port: 0, clock: 'frozen', ... } }
 * ```
 */
export function parseServeArgs(args: readonly string[]): ParsedCommand {
  let values: ReturnType<typeof parse>['values'];
  function parse() {
    return parseArgs({
      args: [...args],
      options: {
        port: { type: 'string', default: '4010' },
        host: { type: 'string', default: '127.0.0.1' },
        seed: { type: 'string', default: 'demo' },
        environment: { type: 'string', default: 'sandbox' },
        'admin-token': { type: 'string' },
        'admin-token-file': { type: 'string' },
        'allowed-host': { type: 'string', multiple: true },
        'random-seed': { type: 'string' },
        clock: { type: 'string', default: 'wall' },
        start: { type: 'string' },
        'rate-limit': { type: 'string' },
        log: { type: 'string', default: 'text' },
        'state-file': { type: 'string' },
        fixtures: { type: 'string' },
        'validate-responses': { type: 'boolean', default: false },
        'magic-values': { type: 'string', default: 'on' },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
      allowPositionals: false,
    });
  }
  try {
    values = parse().values;
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (values.help) return { kind: 'help' };
  const port = Number(values.port);
  if (values.port.trim() === '' || !Number.isInteger(port) || port < 0 || port > 65535) {
    throw new UsageError(`Invalid --port ${values.port}`);
  }
  const start = values.start;
  if (start !== undefined && Number.isNaN(Date.parse(start))) {
    throw new UsageError(`Invalid --start ${start}; use an ISO 8601 instant like 2025-01-01T00:00:00Z`);
  }
  let rateLimit: number | false | undefined;
  const limit = values['rate-limit'];
  if (limit !== undefined) {
    if (limit === 'off') rateLimit = false;
    else {
      rateLimit = Number(limit);
      if (!/^\d+$/.test(limit) || rateLimit < 1) {
        throw new UsageError(`Invalid --rate-limit ${limit}; use a number of requests per minute or off`);
      }
    }
  }
  for (const flag of ['state-file', 'fixtures', 'admin-token', 'admin-token-file', 'random-seed'] as const) {
    if (values[flag] === '') throw new UsageError(`--${flag} needs a value`);
  }
  if (values['admin-token'] !== undefined && values['admin-token-file'] !== undefined) {
    throw new UsageError('Give the admin token once: --admin-token or --admin-token-file');
  }
  const allowedHosts = values['allowed-host'] ?? [];
  for (const name of allowedHosts) {
    if (!/^(?:\*|[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])$/.test(name)) {
      throw new UsageError(`Invalid --allowed-host ${name}; use a host name without port, or *`);
    }
  }
  return {
    kind: 'serve',
    options: {
      port,
      host: values.host,
      seed: oneOf(SEED_NAMES, values.seed, '--seed'),
      environment: oneOf(ENVIRONMENTS, values.environment, '--environment'),
      clock: oneOf(CLOCK_MODES, values.clock, '--clock'),
      log: oneOf(LOG_FORMATS, values.log, '--log'),
      allowedHosts,
      ...(values['admin-token'] === undefined ? {} : { adminToken: values['admin-token'] }),
      ...(values['admin-token-file'] === undefined ? {} : { adminTokenFile: values['admin-token-file'] }),
      ...(values['random-seed'] === undefined ? {} : { randomSeed: values['random-seed'] }),
      ...(start === undefined ? {} : { start }),
      ...(rateLimit === undefined ? {} : { rateLimit }),
      ...(values['state-file'] === undefined ? {} : { stateFile: values['state-file'] }),
      ...(values.fixtures === undefined ? {} : { fixtures: values.fixtures }),
      ...(values['validate-responses'] ? { validateResponses: true } : {}),
      ...(oneOf(MAGIC_VALUE_SWITCHES, values['magic-values'], '--magic-values') === 'off'
        ? { magicValues: false }
        : {}),
    },
  };
}
