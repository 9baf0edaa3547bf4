#!/usr/bin/env node
/**
 * `payments-simulator`: the standalone simulator, a dev server to keep open beside an app. The
 * first line names its URL, environment, seed and clock; then one log line per request. It loads
 * fixtures and a state file, saves the state after every change, and on SIGINT / SIGTERM, or when
 * the npm process that started it exits, saves and exits 0.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { isLoopbackHost } from './adapters/access-policy.js';
import { announceReady } from './adapters/ready.js';
import { adminTokenOf, StartError } from './admin-token.js';
import { parseServeArgs, type ServeOptions, USAGE, UsageError } from './cli-options.js';
import { formatLogJson, formatLogLine, type RequestLogEntry } from './http/request-log.js';
import { watchNpmParent } from './parent-watch.js';
import type { SimulatorEnvironment } from './platform/config.js';
import { type FixtureInput, isFixtureError, parseFixture } from './platform/fixtures.js';
import { SIMULATOR_VERSION } from './platform/version.js';
import { runProxyCommand } from './proxy/proxy-command.js';
import { runReplayCommand } from './replay-command.js';
import { DEMO, type DemoKeyName } from './scenarios/demo.js';
import { startServer } from './server.js';
import type { Simulator } from './simulator.js';
import {
  createStateSaver,
  isStateFileError,
  readStateFile,
  restoreStateFile,
  type StateSaver,
} from './state-file.js';

function demoLines(environment: SimulatorEnvironment): string[] {
  const keys = environment === 'sandbox' ? DEMO.keys : DEMO.liveKeys;
  const lines = ['', `Demo app: ${DEMO.apps.main.id} (webhook ${DEMO.apps.main.webhookUrl})`, 'API keys:'];
  for (const [name, key] of Object.entries(keys) as Array<[DemoKeyName, string]>) {
    lines.push(`  ${name.padEnd(18)} ${key.padEnd(42)} ${DEMO.keyDescriptions[name]}`);
  }
  lines.push('Teams:');
  for (const [name, team] of Object.entries(DEMO.teams))
    lines.push(`  ${name.padEnd(18)} ${team.id}  ${team.name}`);
  lines.push('Profiles:');
  for (const [name, profile] of Object.entries(DEMO.profiles)) {
    lines.push(`  ${name.padEnd(18)} ${profile.id}  ${profile.role} of ${profile.teamId}`);
  }
  lines.push('Users:');
  for (const [name, user] of Object.entries(DEMO.users))
    lines.push(`  ${name.padEnd(18)} ${user.id.padEnd(12)} ${user.email}`);
  lines.push(`Sessions: POST /_simulator/sessions {"profileId":"${DEMO.profiles.bruno.id}"}`);
  return lines;
}

function readFixtureFile(path: string): FixtureInput {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new StartError(`Cannot read the fixture file ${path}: ${(error as Error).message}`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new StartError(`The fixture file ${path} is not valid JSON: ${(error as Error).message}`);
  }
  try {
    return parseFixture(value);
  } catch (error) {
    if (isFixtureError(error)) {
      throw new StartError(
        `The fixture file ${path} is invalid:\n${error.problems.map((p) => `  ${p}`).join('\n')}`,
      );
    }
    throw error;
  }
}

function requestLogger(options: ServeOptions): ((entry: RequestLogEntry) => void) | undefined {
  if (options.log === 'off') return undefined;
  if (options.log === 'json') return (entry) => process.stdout.write(`${formatLogJson(entry)}\n`);
  const colour = process.stdout.isTTY === true && process.env.NO_COLOR === undefined;
  return (entry) => process.stdout.write(`${formatLogLine(entry, { colour })}\n`);
}

function readyLine(
  url: string,
  options: ServeOptions,
  simulator: Simulator,
  generatedToken: string | undefined,
): string {
  const clock =
    simulator.clock.mode === 'wall'
      ? `clock wall from ${simulator.clock.iso()}`
      : `clock frozen at ${simulator.clock.iso()}`;
  const extras = [
    options.fixtures === undefined ? undefined : `fixtures ${options.fixtures}`,
    options.stateFile === undefined ? undefined : `state ${options.stateFile}`,
    isLoopbackHost(options.host) ? undefined : `bound to ${options.host}`,
    generatedToken === undefined ? undefined : `admin token ${generatedToken}`,
    options.magicValues === false ? 'magic values off' : undefined,
  ].filter((item) => item !== undefined);
  return `Payments Platform simulator listening on ${url} (${options.environment}, ${options.seed} seed, ${clock}${extras.map((item) => `, ${item}`).join('')})`;
}

/**
 * Where things are, after the ready line: the API base, the inspector (a generated admin token
 * rides in its fragment, which no request sends and no other origin reads), the control API and
 * the health route a container or a CI job waits on.
 */
function whereLines(url: string, admin: { readonly token?: string; readonly generated: boolean }): string[] {
  const inspector = `${url}/_simulator/ui`;
  const guarded = admin.token !== undefined;
  return [
    `API base:    ${url}`,
    `Inspector:   ${
      admin.generated && admin.token !== undefined
        ? `${inspector}#token=${encodeURIComponent(admin.token)}`
        : `${inspector}${guarded ? ' (it asks for the admin token)' : ''}`
    }`,
    `Control API: ${url}/_simulator (POST /_simulator/clock/advance {"duration":"2s"}, GET /_simulator/state, ...${
      guarded ? '; send Authorization: Bearer <admin token>' : ''
    })`,
    `Health:      ${url}/_simulator/health (no admin token)`,
  ];
}

async function serve(options: ServeOptions): Promise<void> {
  const fixtures = options.fixtures === undefined ? undefined : readFixtureFile(options.fixtures);
  const saved = options.stateFile === undefined ? undefined : readStateFile(options.stateFile);
  let saver: StateSaver | undefined;
  const log = requestLogger(options);
  const admin = adminTokenOf(options);
  // Ids, tokens and OTP codes differ on every start unless a seed is asked for.
  const randomSeed = options.randomSeed ?? randomBytes(16).toString('hex');
  const server = await startServer({
    port: options.port,
    host: options.host,
    allowedHosts: options.allowedHosts,
    seed: options.seed,
    environment: options.environment,
    clock: options.clock,
    ...(options.start === undefined ? {} : { now: options.start }),
    ...(options.rateLimit === undefined ? {} : { rateLimit: options.rateLimit }),
    ...(fixtures === undefined ? {} : { fixtures }),
    ...(admin.token === undefined ? {} : { adminToken: admin.token }),
    randomSeed,
    validateResponses: options.validateResponses === true,
    ...(options.magicValues === false ? { magicValues: false } : {}),
    onTimerError: (error) =>
      process.stderr.write(`payments-simulator: a timer failed: ${(error as Error).message}\n`),
    onTimersRun: () => saver?.changed(),
    onRequest: (entry) => {
      saver?.changed();
      log?.(entry);
    },
    setup: (simulator) => {
      const path = options.stateFile;
      if (path === undefined) return;
      if (saved) restoreStateFile(simulator, path, saved);
      saver = createStateSaver(simulator, path, {
        onError: (error) =>
          process.stderr.write(
            `payments-simulator: cannot save the state to ${path}: ${(error as Error).message}\n`,
          ),
      });
      saver.flush();
    },
  }).catch((error: unknown) => {
    if (isFixtureError(error)) {
      throw new StartError(
        `The fixture file ${options.fixtures} does not fit the seed:\n${error.problems.map((p) => `  ${p}`).join('\n')}`,
      );
    }
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') {
      throw new StartError(
        `Port ${options.port} on ${options.host} is already in use; stop what is listening there or pick another with --port (0 picks a free one).`,
      );
    }
    if (code === 'EADDRNOTAVAIL' || code === 'EACCES') {
      throw new StartError(`Cannot listen on ${options.host}:${options.port} (${code}).`);
    }
    throw error;
  });
  const lines = [
    readyLine(server.url, options, server.simulator, admin.generated ? admin.token : undefined),
    ...whereLines(server.url, admin),
  ];
  if (options.seed === 'demo') lines.push(...demoLines(options.environment));

  // The handlers are in place before the ready line: a stop sent the instant it appears saves.
  announceReady(lines.join('\n'), (signal) => {
    saver?.flush();
    saver?.dispose();
    process.stdout.write(
      `Received ${signal}, ${options.stateFile === undefined ? '' : 'state saved, '}shutting down\n`,
    );
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`Shutdown failed: ${(error as Error).message}\n`);
        process.exit(1);
      },
    );
  });
  // npm does not pass a SIGTERM on to the server it started: stop when npm exits, too.
  watchNpmParent(process.env, (line) => process.stdout.write(line));
}

async function main(args: readonly string[]): Promise<void> {
  let command: ReturnType<typeof parseServeArgs>;
  try {
    command = parseServeArgs(args);
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`${error.message}\n\n${USAGE}\n`);
      process.exit(2);
    }
    throw error;
  }
  if (command.kind === 'help') {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  await serve(command.options);
}

const args = process.argv.slice(2);
const command =
  args[0] === 'proxy'
    ? runProxyCommand(args.slice(1), SIMULATOR_VERSION)
    : args[0] === 'replay'
      ? runReplayCommand(args.slice(1)).then((status) => process.exit(status))
      : main(args);
command.catch((error: unknown) => {
  const known = error instanceof StartError || isStateFileError(error) || isFixtureError(error);
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`payments-simulator: ${known ? message : message.split('\n')[0]}\n`);
  process.exit(1);
});
