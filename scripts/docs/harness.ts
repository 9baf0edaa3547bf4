/**
 * The test harness of the docs' runnable examples: what the testing guide's blocks import from
 * `vitest` and `@payments-platform/simulator/vitest`, built on the runner-free
 * `@payments-platform/simulator/testing` (its helpers, scenarios and matchers) with an `expect` of
 * its own, so a block that declares a test runs it in the page (and the same way in Node).
 *
 * `describe` runs its body at once; `test` records the test, and the tests declared by the block
 * run after the file, each with its fixtures (a fresh simulator of the demo seed, a client, the
 * helpers), printing `✓ name` or `✗ name` and why.
 */
import { createClient } from '@payments-platform/sdk';
import { createSimulator, DEMO, type Simulator, type SimulatorOptions } from '@payments-platform/simulator';
import * as testing from '@payments-platform/simulator/testing';
import {
  advanceClock,
  clientOf,
  type Duration,
  type FundInput,
  fund,
  type LoginOptions,
  type LoginTarget,
  login,
  type MatcherResult,
  matchers,
  scenariosFor,
} from '@payments-platform/simulator/testing';
import type { RegionState, TestHarness } from './runner.js';

/** The modules the harness stands in for. */
export const HARNESS_MODULES: readonly string[] = ['vitest', '@payments-platform/simulator/vitest'];

type Hook = () => unknown;
type TestBody = (context: Record<string, unknown>) => unknown;

/** What msw's `setupServer` gives that the harness uses. */
interface MswServer {
  listen(options?: object): void;
  close(): void;
}

/** What the harness needs of its host: msw's `setupServer` (`msw/node` in Node, msw's fetch interceptor in the page). */
export interface HarnessOptions {
  readonly setupServer?: (...handlers: never[]) => MswServer;
}

/** Which `test` declared a test: vitest's own, the simulator's `test`, or its `mswTest`. */
type Kind = 'plain' | 'simulator' | 'msw';

interface DeclaredTest {
  readonly name: string;
  readonly body: TestBody;
  readonly kind: Kind;
  readonly beforeEach: readonly Hook[];
  readonly afterEach: readonly Hook[];
  readonly declaredInBlock: boolean;
}

/** An asymmetric matcher, as `expect.any(...)` and its kin answer. */
interface Asymmetric {
  asymmetricMatch(other: unknown): boolean;
  toString(): string;
}

const isAsymmetric = (value: unknown): value is Asymmetric =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { asymmetricMatch?: unknown }).asymmetricMatch === 'function';

/** Deep equality as `toEqual` reads it (undefined properties equal missing ones); `subset` as `toMatchObject`. */
export function equals(actual: unknown, expected: unknown, subset = false): boolean {
  if (isAsymmetric(expected)) return expected.asymmetricMatch(actual);
  if (Object.is(actual, expected)) return true;
  if (typeof actual !== 'object' || typeof expected !== 'object' || actual === null || expected === null)
    return false;
  if (actual instanceof Date && expected instanceof Date) return actual.getTime() === expected.getTime();
  if (Array.isArray(actual) !== Array.isArray(expected)) return false;
  if (Array.isArray(actual) && Array.isArray(expected))
    return (
      actual.length === expected.length &&
      expected.every((item, index) => equals(actual[index], item, subset))
    );
  const a = actual as Record<string, unknown>;
  const e = expected as Record<string, unknown>;
  const keys = new Set([...Object.keys(e), ...(subset ? [] : Object.keys(a))]);
  for (const key of keys) {
    if (subset && !(key in a)) return false;
    if (!equals(a[key], e[key], subset)) return false;
  }
  return true;
}

const show = (value: unknown): string => {
  if (isAsymmetric(value)) return value.toString();
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  try {
    const text = JSON.stringify(value, (_key, item) => (typeof item === 'bigint' ? `${item}n` : item));
    return text === undefined ? String(value) : text.length > 200 ? `${text.slice(0, 200)}…` : text;
  } catch {
    return String(value);
  }
};

/** The built-in matchers: each answers whether it passes and what it checked. */
const BUILT_IN: Record<string, (actual: unknown, ...args: unknown[]) => { pass: boolean; message: string }> =
  {
    toBe: (actual, expected) => ({
      pass: Object.is(actual, expected),
      message: `${show(actual)} to be ${show(expected)}`,
    }),
    toEqual: (actual, expected) => ({
      pass: equals(actual, expected),
      message: `${show(actual)} to equal ${show(expected)}`,
    }),
    toStrictEqual: (actual, expected) => ({
      pass: equals(actual, expected),
      message: `${show(actual)} to equal ${show(expected)}`,
    }),
    toMatchObject: (actual, expected) => ({
      pass: equals(actual, expected, true),
      message: `${show(actual)} to match ${show(expected)}`,
    }),
    toContain: (actual, item) => ({
      pass: (typeof actual === 'string' || Array.isArray(actual)) && actual.includes(item as never),
      message: `${show(actual)} to contain ${show(item)}`,
    }),
    toHaveLength: (actual, length) => ({
      pass: (actual as { length?: unknown } | null)?.length === length,
      message: `${show(actual)} to have length ${show(length)}`,
    }),
    toHaveProperty: (actual, path, ...value) => {
      let current: unknown = actual;
      let found = true;
      for (const key of String(path).split('.')) {
        if (current === null || current === undefined || !(key in Object(current))) {
          found = false;
          break;
        }
        current = (current as Record<string, unknown>)[key];
      }
      return {
        pass: found && (value.length === 0 || equals(current, value[0])),
        message: `${show(actual)} to have property ${String(path)}${value.length ? ` = ${show(value[0])}` : ''}`,
      };
    },
    toBeInstanceOf: (actual, type) => ({
      pass: actual instanceof (type as new () => unknown),
      message: `${show(actual)} to be an instance of ${(type as { name?: string }).name}`,
    }),
    toBeDefined: (actual) => ({ pass: actual !== undefined, message: `${show(actual)} to be defined` }),
    toBeUndefined: (actual) => ({ pass: actual === undefined, message: `${show(actual)} to be undefined` }),
    toBeNull: (actual) => ({ pass: actual === null, message: `${show(actual)} to be null` }),
    toBeTruthy: (actual) => ({ pass: Boolean(actual), message: `${show(actual)} to be truthy` }),
    toBeFalsy: (actual) => ({ pass: !actual, message: `${show(actual)} to be falsy` }),
    toBeGreaterThan: (actual, other) => ({
      pass: (actual as number) > (other as number),
      message: `${show(actual)} to be greater than ${show(other)}`,
    }),
    toBeLessThan: (actual, other) => ({
      pass: (actual as number) < (other as number),
      message: `${show(actual)} to be less than ${show(other)}`,
    }),
    toMatch: (actual, pattern) => ({
      pass:
        typeof actual === 'string' &&
        (pattern instanceof RegExp ? pattern.test(actual) : actual.includes(String(pattern))),
      message: `${show(actual)} to match ${String(pattern)}`,
    }),
    toThrow: (actual, expected) => {
      let error: unknown = actual;
      if (typeof actual === 'function') {
        try {
          actual();
          return { pass: false, message: 'the function to throw' };
        } catch (caught) {
          error = caught;
        }
      }
      const message = error instanceof Error ? error.message : String(error);
      const pass =
        expected === undefined ||
        (expected instanceof RegExp
          ? expected.test(message)
          : typeof expected === 'function'
            ? error instanceof (expected as new () => unknown)
            : message.includes(String(expected)));
      return {
        pass,
        message: `${show(error)} to be thrown${expected === undefined ? '' : ` matching ${String(expected)}`}`,
      };
    },
  };

/** A snapshot serializer, as `expect.addSnapshotSerializer` takes it (pretty-format's plugin). */
interface SnapshotPlugin {
  test(value: unknown): boolean;
  serialize(
    value: unknown,
    config: unknown,
    indentation: string,
    depth: number,
    refs: unknown,
    printer: unknown,
  ): string;
}

/**
 * A value as vitest's snapshots print it (pretty-format with vitest's settings: keys sorted, no
 * prototype names, strings in double quotes unescaped, a comma after every item), for the
 * JSON-like values the examples snapshot.
 */
export function printSnapshot(
  value: unknown,
  plugins: readonly SnapshotPlugin[],
  indentation = '',
  depth = 0,
): string {
  const printer = (item: unknown, _config: unknown, inner: string, level: number) =>
    printSnapshot(item, plugins, inner, level);
  const plugin = plugins.find((candidate) => candidate.test(value));
  if (plugin) return plugin.serialize(value, {}, indentation, depth, [], printer);
  if (typeof value === 'string') return `"${value}"`;
  if (typeof value === 'bigint') return `${value}n`;
  if (typeof value !== 'object' || value === null) return String(value);
  const inner = `${indentation}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const items = value.map((item) => `${inner}${printSnapshot(item, plugins, inner, depth + 1)},\n`);
    return `[\n${items.join('')}${indentation}]`;
  }
  const keys = Object.keys(value).sort();
  if (keys.length === 0) return '{}';
  const items = keys.map(
    (key) =>
      `${inner}"${key}": ${printSnapshot((value as Record<string, unknown>)[key], plugins, inner, depth + 1)},\n`,
  );
  return `{\n${items.join('')}${indentation}}`;
}

/** An inline snapshot as written in the test, without the indentation of the code around it. */
function inlineSnapshot(written: string): string {
  const lines = written.split('\n');
  if (lines[0]?.trim() === '') lines.shift();
  if (lines.at(-1)?.trim() === '') lines.pop();
  const indent = Math.min(
    ...lines.filter((line) => line.trim()).map((line) => line.length - line.trimStart().length),
  );
  return lines.map((line) => line.slice(indent)).join('\n');
}

/** `expect`: the built-in matchers and the simulator's, with `.not`, `.resolves` and `.rejects`. */
function createExpect() {
  const extra: Record<string, (this: unknown, actual: unknown, ...args: unknown[]) => unknown> = {
    ...(matchers as unknown as Record<
      string,
      (this: unknown, actual: unknown, ...args: unknown[]) => unknown
    >),
  };
  const serializers: SnapshotPlugin[] = [];
  extra.toMatchInlineSnapshot = (actual: unknown, written: unknown) => {
    const printed = printSnapshot(actual, serializers);
    const expected = inlineSnapshot(String(written ?? ''));
    return {
      pass: printed === expected,
      message: () => `the inline snapshot differs; the value prints as\n${printed}`,
    };
  };
  const assertion = (actual: unknown, isNot: boolean, mode: 'value' | 'resolves' | 'rejects'): unknown =>
    new Proxy(
      {},
      {
        get(_target, name) {
          if (name === 'not') return assertion(actual, !isNot, mode);
          if (name === 'resolves' || name === 'rejects') return assertion(actual, isNot, name);
          if (name === 'then') return undefined;
          const key = String(name);
          const check = (value: unknown, args: unknown[]): unknown => {
            const builtIn = BUILT_IN[key];
            const finish = (result: MatcherResult | { pass: boolean; message: string }) => {
              if (result.pass === isNot) {
                const text = typeof result.message === 'function' ? result.message() : result.message;
                throw new Error(
                  typeof result.message === 'function' ? text : `expected ${isNot ? 'not ' : ''}${text}`,
                );
              }
            };
            if (builtIn) return finish(builtIn(value, ...args));
            const custom = extra[key];
            if (!custom) throw new TypeError(`expect(...).${key} is not a matcher of the page's expect`);
            const answer = custom.call(
              { isNot, equals: (a: unknown, b: unknown) => equals(a, b) },
              value,
              ...args,
            );
            return answer instanceof Promise
              ? answer.then((result) => finish(result as MatcherResult))
              : finish(answer as MatcherResult);
          };
          return (...args: unknown[]) => {
            if (mode === 'value') return check(actual, args);
            return Promise.resolve(actual).then(
              (value) => {
                if (mode === 'rejects') throw new Error(`expected a rejection, got ${show(value)}`);
                return check(value, args);
              },
              (error: unknown) => {
                if (mode === 'resolves')
                  throw new Error(`expected a value, got the rejection ${show(error)}`);
                return check(error, args);
              },
            );
          };
        },
      },
    );
  const expect = Object.assign((actual: unknown) => assertion(actual, false, 'value'), {
    extend(more: typeof extra) {
      Object.assign(extra, more);
    },
    addSnapshotSerializer(serializer: SnapshotPlugin) {
      serializers.unshift(serializer);
    },
    any: (type: new (...args: never[]) => unknown): Asymmetric => ({
      asymmetricMatch: (other) =>
        other instanceof type || typeof other === typeof (type as unknown as () => unknown)(),
      toString: () => `Any<${type.name}>`,
    }),
    anything: (): Asymmetric => ({
      asymmetricMatch: (other) => other !== null && other !== undefined,
      toString: () => 'Anything',
    }),
    objectContaining: (expected: object): Asymmetric => ({
      asymmetricMatch: (other) => equals(other, expected, true),
      toString: () => `ObjectContaining ${show(expected)}`,
    }),
    stringContaining: (expected: string): Asymmetric => ({
      asymmetricMatch: (other) => typeof other === 'string' && other.includes(expected),
      toString: () => `StringContaining ${show(expected)}`,
    }),
  });
  return expect;
}

/** The fixtures of `@payments-platform/simulator/vitest`'s `test`, each made when a test first reads it. */
function fixturesOf(
  options: { simulatorOptions?: SimulatorOptions; apiKey?: string; server?: MswServer },
  simulator: Simulator = createSimulator(options.simulatorOptions ?? {}),
): Record<string, unknown> {
  const sim = () => simulator;
  const apiKey = options.apiKey ?? DEMO.keys.profileWrite;
  const made = new Map<string, unknown>();
  const make: Record<string, () => unknown> = {
    simulatorOptions: () => options.simulatorOptions ?? {},
    apiKey: () => apiKey,
    simulator: sim,
    // mswTest's client has no injected fetch: MSW answers the global one.
    client: () =>
      options.server
        ? createClient({ apiKey, baseUrl: sim().baseUrl, maxRetries: 0 })
        : clientOf(sim(), { apiKey }),
    server: () => options.server,
    login: () => (target: LoginTarget, loginOptions?: LoginOptions) => login(sim(), target, loginOptions),
    fund: () => (input: FundInput) => fund(sim(), input),
    advanceClock: () => (duration: Duration) => advanceClock(sim(), duration),
    scenarios: () => scenariosFor(sim()),
  };
  return new Proxy(
    {},
    {
      get(_target, name) {
        const key = String(name);
        if (!(key in make)) return undefined;
        if (!made.has(key)) made.set(key, make[key]?.());
        return made.get(key);
      },
      has: (_target, name) => String(name) in make,
      ownKeys: () => Object.keys(make),
      getOwnPropertyDescriptor: () => ({ enumerable: true, configurable: true }),
    },
  );
}

/** A fresh harness: its modules, and the tests the block declares, run when asked. */
export function createHarness(
  region: RegionState,
  print: (line: string) => void,
  options: HarnessOptions = {},
): TestHarness {
  const tests: DeclaredTest[] = [];
  const scopes: { name: string; beforeEach: Hook[]; afterEach: Hook[] }[] = [
    { name: '', beforeEach: [], afterEach: [] },
  ];
  const finished: Hook[] = [];
  const expect = createExpect();
  const current = () => scopes[scopes.length - 1] as (typeof scopes)[number];

  const describe = (name: string, body: () => void) => {
    scopes.push({ name, beforeEach: [], afterEach: [] });
    try {
      body();
    } finally {
      scopes.pop();
    }
  };
  const declare =
    (kind: Kind) =>
    (name: string, body: TestBody = () => {}) => {
      tests.push({
        name: [...scopes.map((scope) => scope.name).filter(Boolean), name].join(' › '),
        body,
        kind,
        beforeEach: scopes.flatMap((scope) => scope.beforeEach),
        afterEach: scopes.flatMap((scope) => scope.afterEach).reverse(),
        declaredInBlock: region.active,
      });
    };
  const testOf = (kind: Kind) => Object.assign(declare(kind), { skip: () => {}, only: declare(kind) });
  const vitestTest = testOf('plain');
  const simulatorTest = testOf('simulator');
  const hooks = {
    beforeEach: (hook: Hook) => void current().beforeEach.push(hook),
    afterEach: (hook: Hook) => void current().afterEach.push(hook),
    beforeAll: (hook: Hook) => void current().beforeEach.push(once(hook)),
    afterAll: () => {},
    onTestFinished: (hook: Hook) => void finished.push(hook),
  };
  const vitest = { describe, test: vitestTest, it: vitestTest, expect, ...hooks };
  const modules = {
    vitest,
    '@payments-platform/simulator/vitest': {
      ...testing,
      test: simulatorTest,
      mswTest: testOf('msw'),
      workerTest: simulatorTest,
      expect,
      describe,
      ...hooks,
    },
  };

  return {
    modules,
    async runTests() {
      const failures: string[] = [];
      for (const test of tests.filter((declared) => declared.declaredInBlock)) {
        region.active = true;
        try {
          for (const hook of test.beforeEach) await hook();
          if (test.kind === 'msw') {
            if (!options.setupServer) throw new Error('mswTest needs msw, which this host has not');
            const simulator = createSimulator({});
            const server = options.setupServer(...((await simulator.loadHandlers()) as never[]));
            server.listen({ onUnhandledFrame: 'error' }); // msw 3's name (msw 2 said onUnhandledRequest)
            try {
              await test.body(fixturesOf({ server }, simulator));
            } finally {
              server.close();
            }
          } else await test.body(test.kind === 'simulator' ? fixturesOf({}) : {});
          for (const hook of test.afterEach) await hook();
          for (const hook of finished.splice(0)) await hook();
          print(`✓ ${test.name}`);
        } catch (error) {
          failures.push(test.name);
          print(`✗ ${test.name}\n  ${error instanceof Error ? error.message : String(error)}`);
        } finally {
          region.active = false;
        }
      }
      if (failures.length > 0) throw new Error(`${failures.length} of the block's tests failed`);
    },
  };
}

function once(hook: Hook): Hook {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    return hook();
  };
}
