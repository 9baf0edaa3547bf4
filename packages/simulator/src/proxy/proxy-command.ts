/**
 * `payments-simulator proxy`: runs the validation proxy in front of an upstream until SIGINT or
 * SIGTERM, then prints the summary and writes the JSON report.
 */
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { createValidationProxy, formatReport } from './validation-proxy.js';

export const PROXY_USAGE = `Usage: payments-simulator proxy --upstream <url> [options]

Forwards every request to the upstream unchanged and checks the request and the response against
the contract; each exchange is one log line, and a summary is printed at exit.

  --upstream <url>       where requests go, for example https://sandbox.example.com (required)
  --port <n>             port to listen on; 0 picks a free one (default 4020)
  --host <host>          interface to listen on (default 127.0.0.1)
  --report <file.json>   write the report as JSON at exit
  -h, --help             show this help

Example:
  payments-simulator proxy --upstream https://sandbox.example.com --port 4020 --report report.json`;

/** Runs the command with the arguments after `proxy`; resolves once the proxy listens. */
export async function runProxyCommand(args: readonly string[]): Promise<void> {
  const fail = (message: string): never => {
    process.stderr.write(`${message}\n\n${PROXY_USAGE}\n`);
    process.exit(2);
  };
  let values: { upstream?: string; port: string; host: string; report?: string; help: boolean };
  try {
    values = parseArgs({
      args: [...args],
      options: {
        upstream: { type: 'string' },
        port: { type: 'string', default: '4020' },
        host: { type: 'string', default: '127.0.0.1' },
        report: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (error) {
    return fail((error as Error).message);
  }
  if (values.help) {
    process.stdout.write(`${PROXY_USAGE}\n`);
    return;
  }
  if (values.upstream === undefined) return fail('Missing --upstream <url>');
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) return fail(`Invalid --port ${values.port}`);
  let upstream: URL;
  try {
    upstream = new URL(values.upstream);
  } catch {
    return fail(`Invalid --upstream ${values.upstream}`);
  }
  const reportFile = values.report;
  const proxy = await createValidationProxy({ upstream: upstream.href, port, host: values.host });
  process.stdout.write(`Validation proxy listening on ${proxy.url}, forwarding to ${proxy.upstream}\n`);

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
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
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
