/**
 * `payments-simulator proxy`: runs the validation proxy in front of an upstream until SIGINT or
 * SIGTERM, then prints the summary and writes the JSON report.
 */
import { constants as bufferConstants } from 'node:buffer';
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { announceReady } from '../adapters/ready.js';
import {
  createValidationProxy,
  DEFAULT_PROXY_MAX_BODY_BYTES,
  DEFAULT_PROXY_TIMEOUT_MS,
  formatReport,
  type ValidationProxyOptions,
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
  -h, --help             show this help

Example:
  payments-simulator proxy --upstream https://sandbox.example.com --port 4020 --report report.json
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
  return {
    help: false,
    options: {
      upstream: upstream.href,
      port,
      host: values.host,
      ...(timeoutMs === undefined ? {} : { timeoutMs }),
      ...(maxBodyBytes === undefined ? {} : { maxBodyBytes }),
    },
    reportFile: values.report,
  };
}

/** Runs the command with the arguments after `proxy`; resolves once the proxy listens. */
export async function runProxyCommand(args: readonly string[]): Promise<void> {
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
  const { reportFile } = command;
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
        process.exit(0);
      })
      .catch((error: unknown) => {
        process.stderr.write(`Shutdown failed: ${(error as Error).message}\n`);
        process.exit(1);
      });
  });
}
