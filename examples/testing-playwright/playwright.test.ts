/**
 * Runs the Playwright suite of the checkout example (`npx playwright test`) from `npm test`, in
 * Chromium with two workers, and checks from its JSON report that every test passed and that the
 * two workers each had their own simulator server: two workers, one port each, the ports apart.
 * It prints each Playwright test with its worker and port. It runs as it is in this repository (on
 * the packages' sources) and in a project that installed the packed packages.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, test } from 'vitest';
import { packagesFromSource, SOURCE_CONDITION } from './serve.js';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const CONFIG = fileURLToPath(new URL('./playwright.config.ts', import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/** The tests of checkout.spec.ts. */
const TESTS = 6;

interface ReportResult {
  readonly workerIndex: number;
  readonly status: string;
  readonly annotations?: ReadonlyArray<{ readonly type: string; readonly description?: string }>;
}

interface ReportSuite {
  readonly specs: ReadonlyArray<{
    readonly title: string;
    readonly tests: ReadonlyArray<{ readonly results: readonly ReportResult[] }>;
  }>;
  readonly suites?: readonly ReportSuite[];
}

interface Report {
  readonly stats: { readonly expected: number; readonly unexpected: number; readonly skipped: number };
  readonly suites: readonly ReportSuite[];
  readonly errors: readonly unknown[];
}

const resultsOf = (suites: readonly ReportSuite[]): Array<ReportResult & { title: string }> =>
  suites.flatMap((suite) => [
    ...suite.specs.flatMap((spec) =>
      spec.tests.flatMap((run) => run.results.map((result) => ({ ...result, title: spec.title }))),
    ),
    ...resultsOf(suite.suites ?? []),
  ]);

describe('examples.testing-playwright', () => {
  test('the checkout page passes in Chromium with two workers, each against its own server', async () => {
    if (!existsSync(CHROMIUM)) {
      throw new Error(
        `No Chromium at ${CHROMIUM}: run \`node scripts/ensure-chromium.mjs\` or set CHROMIUM_PATH.`,
      );
    }
    // In this repository the packages are read from their sources; installed, from their builds.
    const conditions = packagesFromSource() ? `--conditions=${SOURCE_CONDITION}` : undefined;
    const { stdout } = await promisify(execFile)(
      'npx',
      ['--no-install', 'playwright', 'test', '--config', CONFIG, '--reporter=json'],
      {
        cwd: HERE,
        env: {
          ...process.env,
          NODE_OPTIONS: [process.env.NODE_OPTIONS, conditions].filter(Boolean).join(' '),
          PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
          FORCE_COLOR: '0',
        },
        maxBuffer: 16 * 1024 * 1024,
      },
    ).catch((error: { stdout?: string; stderr?: string; message: string }) => {
      throw new Error(
        `playwright test failed: ${error.message}\n${error.stdout ?? ''}\n${error.stderr ?? ''}`,
      );
    });
    const report = JSON.parse(stdout) as Report;
    const results = resultsOf(report.suites);
    expect(report.errors).toEqual([]);
    expect(report.stats).toMatchObject({ expected: TESTS, unexpected: 0, skipped: 0 });
    expect(results.map((result) => result.status)).toEqual(Array(TESTS).fill('passed'));

    const portsByWorker = new Map<number, Set<number>>();
    for (const result of results) {
      const note = result.annotations?.find((annotation) => annotation.type === 'simulator');
      const { worker, port } = JSON.parse(note?.description ?? '{}') as { worker: number; port: number };
      console.info(`playwright: ${result.status} in worker ${worker} (server port ${port}): ${result.title}`);
      expect(worker).toBe(result.workerIndex);
      portsByWorker.set(worker, (portsByWorker.get(worker) ?? new Set()).add(port));
    }
    expect(portsByWorker.size).toBe(2);
    const ports = [...portsByWorker.values()].map((set) => [...set]);
    expect(ports.map((list) => list.length)).toEqual([1, 1]);
    expect(ports[0]?.[0]).not.toBe(ports[1]?.[0]);
  }, 180_000);
});
