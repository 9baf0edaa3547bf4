/**
 * `payments-simulator replay session.har`: plays a recorded session back against a fresh
 * in-process simulator (or `--against` any base URL), prints one line per exchange, and exits 1
 * when an answer's status, error code or body shape differs from the recording (kinds given with
 * `--allow` excepted), 0 otherwise. `--state-file` keeps the state the replay leaves.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { ADMIN_TOKEN_ENV } from './admin-token.js';
import type { Har } from './proxy/har.js';
import {
  REPLAY_DIFFERENCE_KINDS,
  type ReplayDifferenceKind,
  type ReplayReport,
  replayHar,
} from './proxy/replay.js';
import { DEMO } from './scenarios/demo.js';
import { createSimulator } from './simulator.js';
import { createStateSaver, writeFileAtomic } from './state-file.js';

export const REPLAY_USAGE = `Usage: payments-simulator replay <session.har> [options]

Sends the requests of a recording (payments-simulator proxy --record) in order to a fresh
simulator with the demo seed, or to --against, carrying the ids, tokens and URLs the earlier
answers created into the later requests, and reports each exchange whose status, error code or
body shape differs from the recording.

  --against <url>        a server to replay against instead (the sandbox, a running simulator)
  --key <api key>        an API key the masked keys of the recording may stand for (repeatable;
                         the demo keys are known already)
  --state-file <file>    write the state the replay leaves (mode 0600), to start a simulator
                         from: payments-simulator --state-file <file>; with --against, read from
                         GET /_simulator/state with the admin token (${ADMIN_TOKEN_ENV})
  --allow <kind>         a kind of difference that does not fail the run (repeatable):
                         ${REPLAY_DIFFERENCE_KINDS.join(', ')}
  -h, --help             show this help

Exit status: 1 when a difference of a kind not allowed was found, 0 otherwise, 2 on a usage error.

Example:
  payments-simulator replay session.har --state-file seed-state.json
  payments-simulator replay session.har --against http://127.0.0.1:4010 --allow shape`;

/** The checked arguments of `replay`. */
export interface ReplayCommand {
  readonly file: string;
  readonly against: string | undefined;
  readonly keys: readonly string[];
  readonly stateFile: string | undefined;
  readonly allow: readonly ReplayDifferenceKind[];
}

class ReplayUsageError extends Error {
  override readonly name = 'ReplayUsageError';
}

/**
 * Checks the arguments after `replay`; `help` for `--help`.
 *
 * @example
 * ```ts
 * parseReplayArgs(['session.har', '--allow', 'shape']);
 * ```
 */
export function parseReplayArgs(args: readonly string[]): ReplayCommand | 'help' {
  let parsed: ReturnType<typeof parse>;
  function parse() {
    return parseArgs({
      args: [...args],
      options: {
        against: { type: 'string' },
        key: { type: 'string', multiple: true, default: [] },
        'state-file': { type: 'string' },
        allow: { type: 'string', multiple: true, default: [] },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
      allowPositionals: true,
    });
  }
  try {
    parsed = parse();
  } catch (error) {
    throw new ReplayUsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.help) return 'help';
  if (positionals.length !== 1) throw new ReplayUsageError('Give one recording: replay <session.har>');
  if (values.against !== undefined) {
    let url: URL;
    try {
      url = new URL(values.against);
    } catch {
      throw new ReplayUsageError(`Invalid --against ${values.against}`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new ReplayUsageError(`Invalid --against ${values.against}: an http or https URL`);
    }
  }
  for (const kind of values.allow) {
    if (!(REPLAY_DIFFERENCE_KINDS as readonly string[]).includes(kind)) {
      throw new ReplayUsageError(
        `Invalid --allow ${JSON.stringify(kind)}: one of ${REPLAY_DIFFERENCE_KINDS.join(', ')}`,
      );
    }
  }
  return {
    file: positionals[0] as string,
    against: values.against,
    keys: values.key,
    stateFile: values['state-file'],
    allow: values.allow as ReplayDifferenceKind[],
  };
}

/** Whether a replay fails the run: a difference of a kind not in `allow`. */
export const replayFails = (report: ReplayReport, allow: readonly ReplayDifferenceKind[]) =>
  Object.entries(report.byKind).some(
    ([kind, count]) => (count ?? 0) > 0 && !allow.includes(kind as ReplayDifferenceKind),
  );

/** Runs `payments-simulator replay` with the arguments after `replay`; resolves with the exit status. */
export async function runReplayCommand(args: readonly string[]): Promise<number> {
  let command: ReplayCommand | 'help';
  try {
    command = parseReplayArgs(args);
  } catch (error) {
    if (!(error instanceof ReplayUsageError)) throw error;
    process.stderr.write(`${error.message}\n\n${REPLAY_USAGE}\n`);
    return 2;
  }
  if (command === 'help') {
    process.stdout.write(`${REPLAY_USAGE}\n`);
    return 0;
  }
  let har: Har;
  try {
    har = JSON.parse(readFileSync(command.file, 'utf8')) as Har;
  } catch (error) {
    process.stderr.write(
      `payments-simulator: cannot read the recording ${command.file}: ${(error as Error).message}\n`,
    );
    return 2;
  }
  const keys = [...command.keys, ...Object.values(DEMO.keys), ...Object.values(DEMO.liveKeys)];
  const log = (line: string) => void process.stdout.write(`${line}\n`);
  const simulator = command.against === undefined ? createSimulator({ seed: 'demo' }) : undefined;
  const target = command.against ?? (simulator?.baseUrl as string);
  process.stdout.write(
    `Replaying ${har?.log?.entries?.length ?? 0} exchanges of ${command.file} against ${
      command.against ?? 'a fresh simulator (demo seed)'
    }\n`,
  );
  let report: ReplayReport;
  try {
    report = await replayHar(har, {
      baseUrl: target,
      keys,
      log,
      ...(simulator === undefined ? {} : { fetch: simulator.fetch }),
    });
  } catch (error) {
    process.stderr.write(`payments-simulator: ${(error as Error).message}\n`);
    return 2;
  }
  process.stdout.write(
    `Replayed ${report.exchanges.length} exchanges: ${report.withDifferences} with differences.\n`,
  );
  for (const [kind, count] of Object.entries(report.byKind)) process.stdout.write(`  ${kind}: ${count}\n`);
  if (command.stateFile !== undefined) {
    if (simulator !== undefined) {
      let failure: unknown;
      createStateSaver(simulator, command.stateFile, { onError: (error) => (failure = error) }).flush();
      if (failure !== undefined) {
        process.stderr.write(
          `payments-simulator: cannot write the state to ${command.stateFile}: ${(failure as Error).message}\n`,
        );
        return 1;
      }
    } else {
      const token = process.env[ADMIN_TOKEN_ENV]?.trim();
      const response = await fetch(`${target.replace(/\/+$/, '')}/_simulator/state`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      if (!response.ok) {
        process.stderr.write(
          `payments-simulator: cannot read the state of ${target}: ${response.status} (set ${ADMIN_TOKEN_ENV} to its admin token)\n`,
        );
        return 1;
      }
      const { data } = (await response.json()) as { data: unknown };
      writeFileAtomic(command.stateFile, `${JSON.stringify(data)}\n`);
    }
    process.stdout.write(`State written to ${command.stateFile}\n`);
  }
  const failed = replayFails(report, command.allow);
  if (failed) process.stdout.write('Differences found: exit status 1.\n');
  return failed ? 1 : 0;
}
