/**
 * `payments-simulator proxy`: runs the validation proxy in front of an upstream until SIGINT or
 * SIGTERM, then prints the summary, writes the JSON report and the recording (`--record`), and
 * exits 1 when it found a difference of a kind not allowed (`--allow`), 0 otherwise: a gate for CI.
 */
import { constants as bufferConstants } from 'node:buffer';
import { chmod, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { announceReady } from '../adapters/ready.js';
import { DIFFERENCE_KINDS, type DifferenceKind } from './contract-check.js';
import { toHar } from './har.js';
import {
  createValidationProxy,
  DEFAULT_PROXY_MAX_BODY_BYTES,
  DEFAULT_PROXY_TIMEOUT_MS,
  formatReport,
  type ValidationProxyOptions,
  type ValidationReport,
} from './validation-proxy.js';

export const PROXY_USAGE = `Usage: payments-simulator proxy --upstream <url> [options]

Forwards every request to the upstream unchanged and checks the request and the response against
the contract; each exchange is one log line, and a summary is printed at exit.

  --upstream <url>       where requests go, for example https://sandbox.example.com (required)
  --port <n>             port to listen on; 0 picks a free one (default 4020)
  --host <host>          interface to listen on (default 127.0.0.1)
  --report <file.json>   write the report as JSON at exit
  --timeout <ms>         time the upstream gets to answer, body included, in milliseconds;
                         past it the client gets 504 PROXY_UPSTREAM_TIMEOUT (default ${DEFAULT_PROXY_TIMEOUT_MS})
  --max-body <bytes>     largest request or decoded answer read, in bytes or with a unit
                         (512kb, 5mb, 1gb; 1kb = 1024 bytes): a larger request gets 413, a
                         larger answer 502 PROXY_UPSTREAM_TOO_LARGE (default ${DEFAULT_PROXY_MAX_BODY_BYTES / 1024 ** 2}mb)
  --record <file.har>    write every exchange (bodies included) as HAR 1.2 at exit, mode 0600,
                         with API keys, tokens, OTP codes, secrets and signed-URL tokens masked;
                         payments-simulator replay plays it back
  --allow <kind>         a kind of difference that does not fail the run (repeatable):
                         ${DIFFERENCE_KINDS.join(', ')}
  -h, --help             show this help

Exit status at SIGINT / SIGTERM: 1 when a difference of a kind not allowed was found, 0 otherwise.

Example:
  payments-simulator proxy --upstream https://sandbox.example.com --port 4020 --report report.json
  payments-simulator proxy --upstream https://sandbox.example.com --record session.har --allow unknown-route
  payments-simulator proxy --upstream https://sandbox.example.com --timeout 5000 --max-body 5mb`;

/** Longest `--timeout`: the largest delay a Node timer keeps (about 24.8 days). */
export const MAX_PROXY_TIMEOUT_MS = 2 ** 31 - 1;

const BYTE_UNITS = {
  '': 1,
  b: 1,
  k: 1024,
  kb: 1024,
  kib: 1024,
  m: 1024 ** 2,
  mb: 1024 ** 2,
  mib: 1024 ** 2,
  g: 1024 ** 3,
  gb: 1024 ** 3,
  gib: 1024 ** 3,
} as const;

/**
 * Reads a `--max-body` value: a whole number of bytes, or one with a unit (`kb`, `mb`, `gb`,
 * binary multiples, any case); `undefined` when it is not one or not between 1 byte and the
 * largest buffer Node makes.
 *
 * @example
 * ```ts
 * parseByteSize('5mb'); // 5242880
 * parseByteSize('1.5mb'); // undefined
 * ```
 */
export function parseByteSize(text: string): number | undefined {
  const match = /^(\d{1,16})\s*([a-z]*)$/i.exec(text.trim());
  if (!match) return undefined;
  const unit = (match[2] ?? '').toLowerCase();
  if (!Object.hasOwn(BYTE_UNITS, unit)) return undefined;
  const bytes = Number(match[1]) * BYTE_UNITS[unit as keyof typeof BYTE_UNITS];
  return bytes >= 1 && bytes <= bufferConstants.MAX_LENGTH ? bytes : undefined;
}

/** The options of `payments-simulator proxy` once checked, or the help request. */
export type ProxyCommand =
  | { readonly help: true }
  | {
      readonly help: false;
      readonly options: ValidationProxyOptions & { readonly upstream: string; readonly port: number };
      readonly reportFile: string | undefined;
      /** Where `--record` writes the HAR. */
      readonly recordFile: string | undefined;
      /** Kinds of difference that do not fail the run. */
      readonly allow: readonly DifferenceKind[];
    };

/** A usage error of `payments-simulator proxy`: the CLI prints it with the help and exits with 2. */
export class ProxyUsageError extends Error {
  override readonly name = 'ProxyUsageError';
}

/**
 * Checks the arguments after \`proxy\`; throws a {@link ProxyUsageError} naming the bad flag.
 *
 * @example
 * ```ts
 * parseProxyArgs(['--upstream', 'https://sandbox.example.com', '--timeout', '5000', '--max-body', '5mb']);
 * // { help: false, options: { upstream: 'https://sandbox.example.com/', port: 4020, host: '127.0.0.1',
 * //   timeoutMs: 5000, maxBodyBytes: 5242880 }, reportFile: undefined }
 * ```
 */
export function parseProxyArgs(args: readonly string[]): ProxyCommand {
  let values: {
    upstream?: string;
    port: string;
    host: string;
    report?: string;
    timeout?: string;
    'max-body'?: string;
    record?: string;
    allow: string[];
    help: boolean;
  };
  try {
    values = parseArgs({
      args: [...args],
      options: {
        upstream: { type: 'string' },
        port: { type: 'string', default: '4020' },
        host: { type: 'string', default: '127.0.0.1' },
        report: { type: 'string' },
        timeout: { type: 'string' },
        'max-body': { type: 'string' },
        record: { type: 'string' },
        allow: { type: 'string', multiple: true, default: [] },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (error) {
    throw new ProxyUsageError((error as Error).message);
  }
  if (values.help) return { help: true };
  if (values.upstream === undefined) throw new ProxyUsageError('Missing --upstream <url>');
  const port = Number(values.port);
  if (values.port.trim() === '' || !Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ProxyUsageError(`Invalid --port ${values.port}`);
  }
  let upstream: URL;
  try {
    upstream = new URL(values.upstream);
  } catch {
    throw new ProxyUsageError(`Invalid --upstream ${values.upstream}`);
  }
  let timeoutMs: number | undefined;
  if (values.timeout !== undefined) {
    timeoutMs = /^\d{1,10}$/.test(values.timeout.trim()) ? Number(values.timeout) : Number.NaN;
    if (!(timeoutMs >= 1 && timeoutMs <= MAX_PROXY_TIMEOUT_MS)) {
      throw new ProxyUsageError(
        `Invalid --timeout ${JSON.stringify(values.timeout)}: a whole number of milliseconds from 1 to ${MAX_PROXY_TIMEOUT_MS}`,
      );
    }
  }
  let maxBodyBytes: number | undefined;
  if (values['max-body'] !== undefined) {
    maxBodyBytes = parseByteSize(values['max-body']);
    if (maxBodyBytes === undefined) {
      throw new ProxyUsageError(
        `Invalid --max-body ${JSON.stringify(values['max-body'])}: a whole number of bytes from 1 to ${bufferConstants.MAX_LENGTH}, or one with a unit (512kb, 5mb, 1gb)`,
      );
    }
  }
  for (const kind of values.allow) {
    if (!(DIFFERENCE_KINDS as readonly string[]).includes(kind)) {
      throw new ProxyUsageError(
        `Invalid --allow ${JSON.stringify(kind)}: one of ${DIFFERENCE_KINDS.join(', ')}`,
      );
    }
  }
  if (values.record !== undefined && values.record.trim() === '') {
    throw new ProxyUsageError('Invalid --record: a file name');
  }
  return {
    help: false,
    options: {
      upstream: upstream.href,
      port,
      host: values.host,
      ...(timeoutMs === undefined ? {} : { timeoutMs }),
      ...(maxBodyBytes === undefined ? {} : { maxBodyBytes }),
      ...(values.record === undefined ? {} : { record: true }),
    },
    reportFile: values.report,
    recordFile: values.record,
    allow: values.allow as DifferenceKind[],
  };
}

/**
 * Whether a report fails the run: a difference of a kind not in `allow`.
 *
 * @example
 * ```ts
 * failsGate(report, ['unknown-route']); // true when any other kind was found
 * ```
 */
export function failsGate(report: ValidationReport, allow: readonly DifferenceKind[]): boolean {
  return Object.entries(report.byKind).some(
    ([kind, count]) => (count ?? 0) > 0 && !allow.includes(kind as DifferenceKind),
  );
}

/** Writes a file readable by its owner only (mode 0600, also when it was there before). */
export async function writePrivateFile(path: string, text: string): Promise<void> {
  await writeFile(path, text, { mode: 0o600 });
  await chmod(path, 0o600);
}

/**
 * Runs the command with the arguments after `proxy`; resolves once the proxy listens. `version`
 * is the package's, written as the HAR's creator.
 */
export async function runProxyCommand(args: readonly string[], version = '0.0.0'): Promise<void> {
  const fail = (message: string): never => {
    process.stderr.write(`${message}\n\n${PROXY_USAGE}\n`);
    process.exit(2);
  };
  let command: ProxyCommand;
  try {
    command = parseProxyArgs(args);
  } catch (error) {
    return fail((error as Error).message);
  }
  if (command.help) {
    process.stdout.write(`${PROXY_USAGE}\n`);
    return;
  }
  const { reportFile, recordFile, allow } = command;
  const proxy = await createValidationProxy(command.options);
  // The handlers are in place before the ready line: a stop sent the instant it appears reports.
  announceReady(`Validation proxy listening on ${proxy.url}, forwarding to ${proxy.upstream}`, (signal) => {
    process.stdout.write(`Received ${signal}, shutting down\n`);
    proxy
      .close()
      .then(async (report) => {
        process.stdout.write(`${formatReport(report)}\n`);
        if (reportFile !== undefined) {
          await writeFile(reportFile, `${JSON.stringify(report, null, 2)}\n`);
          process.stdout.write(`Report written to ${reportFile}\n`);
        }
        if (recordFile !== undefined) {
          const har = toHar(proxy.recorded(), { name: 'payments-simulator proxy', version });
          await writePrivateFile(recordFile, `${JSON.stringify(har, null, 2)}\n`);
          process.stdout.write(`${har.log.entries.length} exchanges recorded to ${recordFile}\n`);
        }
        const failed = failsGate(report, allow);
        if (failed) process.stdout.write('Differences found: exit status 1.\n');
        process.exit(failed ? 1 : 0);
      })
      .catch((error: unknown) => {
        process.stderr.write(`Shutdown failed: ${(error as Error).message}\n`);
        process.exit(1);
      });
  });
}
