/**
 * A matcher call missing its `await` fails the test it is in: the tests of
 * `unawaited/matchers.check.ts` run in a child vitest, and its JSON report says which failed and
 * why. Against an in-process simulator the matcher throws at once; against a control surface alone
 * the vitest entry fails the test when the answer it was not awaited for is a failure. The same
 * holds in Playwright (`unawaited-playwright/matchers.check.ts`, no browser needed).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, test } from 'vitest';

const CONFIG = fileURLToPath(new URL('./unawaited/vitest.config.ts', import.meta.url));
const PLAYWRIGHT_CONFIG = fileURLToPath(
  new URL('./unawaited-playwright/playwright.config.ts', import.meta.url),
);

interface AssertionResult {
  readonly title: string;
  readonly status: string;
  readonly failureMessages: readonly string[];
}

/** Runs the check file in a child vitest and reads each test's result from its JSON report. */
async function runChecks(): Promise<ReadonlyMap<string, AssertionResult>> {
  const folder = await mkdtemp(join(tmpdir(), 'unawaited-'));
  const outputFile = join(folder, 'report.json');
  try {
    // The run fails (its tests are meant to); the report says how.
    await promisify(execFile)(
      'npx',
      ['--no-install', 'vitest', 'run', '--config', CONFIG, '--reporter=json', `--outputFile=${outputFile}`],
      { env: { ...process.env, FORCE_COLOR: '0' }, maxBuffer: 16 * 1024 * 1024 },
    ).catch(() => undefined);
    const report = JSON.parse(await readFile(outputFile, 'utf8')) as {
      readonly testResults: ReadonlyArray<{ readonly assertionResults: readonly AssertionResult[] }>;
    };
    const results = report.testResults.flatMap((file) => file.assertionResults);
    return new Map(results.map((result) => [result.title, result]));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

// Each test runs a child vitest or Playwright: a longer guard than the suite's, for a loaded machine.
const CHILD_RUN_MS = 60_000;

describe('matchers without await', () => {
  test(
    'each failing assertion fails its own test, once; one that holds passes',
    async () => {
      const results = await runChecks();
      const inProcess = results.get('an unawaited matcher for a webhook never delivered');
      expect(inProcess?.status).toBe('failed');
      expect(inProcess?.failureMessages).toHaveLength(1);
      expect(inProcess?.failureMessages[0]).toContain(
        'Expected the simulator to have sent a requestPaid webhook with data matching {"requestId":"req_never"}, but it holds no webhook deliveries.',
      );
      const remote = results.get('an unawaited matcher on a control surface for a webhook never delivered');
      expect(remote?.status).toBe('failed');
      expect(remote?.failureMessages[0]).toContain(
        'expect(simulator).toHaveDeliveredWebhook() was not awaited, and it failed: Expected the simulator to have sent a requestPaid webhook',
      );
      for (const [title, name, message] of [
        [
          'an unawaited toHaveBalance on a control surface for a balance never held',
          'toHaveBalance',
          'Expected 0x1111111111111111111111111111111111111111 on chain 84532 to hold 1000000 USDC',
        ],
        [
          'an unawaited toHaveRecordedTransaction on a control surface for a transaction never recorded',
          'toHaveRecordedTransaction',
          'Expected the simulator to have recorded a transaction matching {"id":"tx_never"}',
        ],
        [
          'an unawaited toHaveSentOtp on a control surface for a code never sent',
          'toHaveSentOtp',
          'Expected the simulator to have sent an OTP to nobody@example.com',
        ],
      ] as const) {
        const unawaited = results.get(title);
        expect(unawaited?.status, title).toBe('failed');
        expect(unawaited?.failureMessages, title).toHaveLength(1);
        expect(unawaited?.failureMessages[0], title).toContain(
          `expect(simulator).${name}() was not awaited, and it failed: ${message}`,
        );
      }
      const awaited = results.get('an awaited failing matcher on a control surface');
      expect(awaited?.status).toBe('failed');
      expect(awaited?.failureMessages).toHaveLength(1);
      expect(awaited?.failureMessages[0]).toContain(
        'Expected the simulator to have sent an OTP to nobody@example.com',
      );
      expect(results.get('an unawaited matcher that holds')?.status).toBe('passed');
      const received = results.get('an unawaited matcher on a control surface for a call never received');
      expect(received?.status).toBe('failed');
      expect(received?.failureMessages[0]).toContain(
        'expect(simulator).toHaveReceived() was not awaited, and it failed: Expected the simulator to have received createPaymentRequest 1 time',
      );
    },
    CHILD_RUN_MS,
  );
});

interface PlaywrightSuite {
  readonly specs: ReadonlyArray<{
    readonly title: string;
    readonly tests: ReadonlyArray<{
      readonly results: ReadonlyArray<{
        readonly status: string;
        readonly error?: { readonly message?: string };
      }>;
    }>;
  }>;
  readonly suites?: readonly PlaywrightSuite[];
}

const specsOf = (suites: readonly PlaywrightSuite[]): PlaywrightSuite['specs'] =>
  suites.flatMap((suite) => [...suite.specs, ...specsOf(suite.suites ?? [])]);

describe('Playwright matchers without await', () => {
  test(
    'a failing one fails its own test; the tests after it pass',
    async () => {
      const { stdout } = await promisify(execFile)(
        'npx',
        ['--no-install', 'playwright', 'test', '--config', PLAYWRIGHT_CONFIG, '--reporter=json'],
        {
          env: {
            ...process.env,
            NODE_OPTIONS: [process.env.NODE_OPTIONS, '--conditions=@payments-platform/source']
              .filter(Boolean)
              .join(' '),
            FORCE_COLOR: '0',
          },
          maxBuffer: 16 * 1024 * 1024,
        },
      ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
      const report = JSON.parse(stdout) as { readonly suites: readonly PlaywrightSuite[] };
      const results = new Map(specsOf(report.suites).map((spec) => [spec.title, spec.tests[0]?.results[0]]));
      const unawaited = results.get('an unawaited matcher for a webhook never delivered');
      expect(unawaited?.status).toBe('failed');
      expect(unawaited?.error?.message).toContain(
        'Expected the simulator to have sent a requestPaid webhook with data matching {"requestId":"req_never"}, but it holds no webhook deliveries.',
      );
      expect(results.get('an awaited matcher that holds')?.status).toBe('passed');
      expect(results.get('an unawaited matcher that holds')?.status).toBe('passed');
    },
    CHILD_RUN_MS,
  );
});
