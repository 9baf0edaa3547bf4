/**
 * Matchers over what a simulator holds (webhook deliveries, balances, transactions, the outbox),
 * over the API requests it received (its request journal), and over SDK errors. They are plain functions of the shape `expect.extend` takes in vitest, in
 * Jest and in Playwright (`this` is the runner's matcher state), so every runner uses the same ones.
 *
 * Given an in-process simulator (one with `services`, as `createSimulator()` makes), a matcher
 * reads its state at once and answers synchronously: there is nothing to wait for, so a missing
 * `await` changes nothing and a failure fails the test where it is written. Given only a control
 * surface (a server's, as the Playwright fixture's `simulator`), it reads through it and answers
 * with a promise, which the runner's own handling of asynchronous matchers awaits.
 *
 * A failure message leads with the difference: the closest record and the fields that differ
 * from what was asked, then a short list of what the simulator holds.
 */
import { isApiError } from '@payments-platform/sdk';
import type { RequestJournalEntry } from '../index.js';
import { NATIVE_TOKEN_ADDRESS } from '../index.js';
import { type AnyControlAction, readControlAction } from '../kernel/control.js';
import type { Services } from '../kernel/services.js';
import { BUILT_IN_CONTROL_ACTIONS, type ControlResult, type SimulatorControl } from '../simulator.js';

/** The part of vitest's, Jest's and Playwright's matcher state the matchers read. */
export interface MatcherContext {
  /** Whether the assertion is negated (`.not`). */
  readonly isNot: boolean;
  /**
   * The runner's deep equality, used for values that are neither plain objects, arrays,
   * primitives nor asymmetric matchers (a `Date`). Playwright has none (its state's throws), and
   * then the matchers compare such values by their JSON.
   */
  // biome-ignore lint/suspicious/noExplicitAny: the runners' own signatures take extra testers of their own types
  readonly equals?: (a: unknown, b: unknown, ...rest: any[]) => boolean;
}

/** What a matcher answers: vitest's and Jest's expectation result. */
export interface MatcherResult {
  readonly pass: boolean;
  readonly message: () => string;
  readonly actual?: unknown;
  readonly expected?: unknown;
}

/**
 * What a simulator matcher answers: a result at once for an in-process simulator, a promise of one
 * for a control surface alone.
 */
export type MatcherAnswer = MatcherResult | Promise<MatcherResult>;

/**
 * What the simulator matchers read of a simulator: its control methods, and for an in-process one
 * its services, which they read synchronously.
 */
export interface MatcherSimulator {
  readonly control: SimulatorControl;
  readonly services?: Services;
}

/** Where a balance is held. */
export interface BalanceTarget {
  readonly address: string;
  readonly chainId: number;
  /** A token symbol (`'USDC'`), a token address, or `'native'`. */
  readonly token: string;
}

const MAX_LISTED = 10;
/** The longest value a failure message prints whole. */
const MAX_SHOWN = 120;

/** Whether a value is an asymmetric matcher of vitest, Jest or Playwright (`expect.any(...)`, ...). */
function isAsymmetric(value: unknown): value is { asymmetricMatch(other: unknown): boolean } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { asymmetricMatch?: unknown }).asymmetricMatch === 'function'
  );
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** One field where a record differs from the partial value asked for. */
interface Difference {
  /** `status`, `detail.amount`, `splits[0].status`. */
  readonly path: string;
  readonly expected: unknown;
  /** What the record holds there; absent when the record lacks the field. */
  readonly received?: unknown;
  readonly missing: boolean;
}

/** Equality of two values that are not compared field by field. */
function sameValue(context: MatcherContext, actual: unknown, expected: unknown): boolean {
  if (isAsymmetric(expected)) return expected.asymmetricMatch(actual);
  if (typeof expected !== 'object' || expected === null) {
    return Object.is(actual, expected) || (actual === 0 && expected === 0);
  }
  try {
    if (context.equals) return context.equals(actual, expected);
  } catch {
    // Playwright's matcher state has no equality of its own.
  }
  return show(actual) === show(expected);
}

/**
 * The fields where `actual` differs from `expected`, compared as `toMatchObject` compares: objects
 * key by key (a key the record lacks is a difference, even one asked for as `undefined`), arrays
 * element by element with the same length, anything else with the runner's equality.
 */
function differences(context: MatcherContext, actual: unknown, expected: unknown, path = ''): Difference[] {
  const whole = (): Difference[] => [{ path, expected, received: actual, missing: false }];
  if (isAsymmetric(expected) || (!Array.isArray(expected) && !isPlainObject(expected))) {
    return sameValue(context, actual, expected) ? [] : whole();
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual) || actual.length !== expected.length) return whole();
    return expected.flatMap((item, index) => differences(context, actual[index], item, `${path}[${index}]`));
  }
  if (typeof actual !== 'object' || actual === null) return whole();
  const fields = actual as Record<string, unknown>;
  return Object.keys(expected).flatMap((key) => {
    const at = path === '' ? key : `${path}.${key}`;
    return Object.hasOwn(fields, key)
      ? differences(context, fields[key], expected[key], at)
      : [{ path: at, expected: expected[key], missing: true }];
  });
}

/** The candidate with the fewest differences from `expected` (the latest of equals), with them. */
function closest<T>(
  context: MatcherContext,
  candidates: readonly T[],
  fieldsOf: (candidate: T) => unknown,
  expected: unknown,
): { readonly candidate: T; readonly differences: readonly Difference[] } | undefined {
  let best: { readonly candidate: T; readonly differences: readonly Difference[] } | undefined;
  for (const candidate of candidates) {
    const found = differences(context, fieldsOf(candidate), expected);
    if (best === undefined || found.length <= best.differences.length)
      best = { candidate, differences: found };
  }
  return best;
}

/** `  status: expected "failed", received "completed"`, one line per difference. */
function differenceLines(found: readonly Difference[], lacking: string): string {
  return found
    .map(({ path, expected, received, missing }) =>
      missing
        ? `  ${path}: expected ${clip(show(expected))}, but ${lacking} has no ${path}`
        : `  ${path}: expected ${clip(show(expected))}, received ${clip(show(received))}`,
    )
    .join('\n');
}

/** The fields of `record` that `partial` names (the part a runner's diff should show). */
function projected(record: unknown, partial: Record<string, unknown>): Record<string, unknown> {
  if (typeof record !== 'object' || record === null) return {};
  const fields = record as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(partial)
      .filter((key) => Object.hasOwn(fields, key))
      .map((key) => [key, fields[key]]),
  );
}

/** A value as one line of JSON; asymmetric matchers by their description. */
export function show(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (isAsymmetric(value)) return describeAsymmetric(value);
  return (
    JSON.stringify(value, (_key, item: unknown) => {
      if (typeof item === 'bigint') return `${item}n`;
      if (item !== null && typeof item === 'object' && isAsymmetric(item)) return describeAsymmetric(item);
      return item;
    }) ?? String(value)
  );
}

/** A long value cut to {@link MAX_SHOWN} characters. */
const clip = (text: string) => (text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN - 1)}…` : text);

function describeAsymmetric(value: unknown): string {
  const matcher = value as { toAsymmetricMatcher?: () => string; toString(): string };
  return typeof matcher.toAsymmetricMatcher === 'function'
    ? matcher.toAsymmetricMatcher()
    : matcher.toString();
}

/** The last `MAX_LISTED` lines of a list, with how many were left out. */
function listed(lines: readonly string[]): string {
  const shown = lines.slice(-MAX_LISTED).map((line) => `  - ${line}`);
  const more = lines.length > MAX_LISTED ? [`  (${lines.length - MAX_LISTED} older ones not shown)`] : [];
  return [...more, ...shown].join('\n');
}

/** `1 transaction`, `3 transactions`. */
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A value now, or a promise of it. */
type Reading<T> = T | Promise<T>;

/** The reads the matchers make, by module and action of the control API. */
type Read = <Module extends keyof SimulatorControl, Action extends keyof SimulatorControl[Module] & string>(
  module: Module,
  action: Action,
  input?: unknown,
) => Reading<ControlResult<Module, Action>>;

let builtInActions: ReadonlyMap<string, AnyControlAction> | undefined;

function builtInAction(module: string, action: string): AnyControlAction {
  builtInActions ??= new Map(BUILT_IN_CONTROL_ACTIONS.map((item) => [`${item.module}.${item.name}`, item]));
  const found = builtInActions.get(`${module}.${action}`);
  if (!found) throw new Error(`No control action ${module}.${action}.`);
  return found;
}

/**
 * How a matcher reads `received`: at once from an in-process simulator's services, else through
 * its control methods.
 */
function readerOf(received: unknown, matcher: string): Read {
  const control = (received as { control?: unknown } | null)?.control;
  if (typeof received !== 'object' || received === null || typeof control !== 'object' || control === null) {
    throw new TypeError(
      `${matcher} takes a simulator (createSimulator()'s, a test fixture's, or an object with \`control\` such as the Playwright fixture's); received ${show(received)}.`,
    );
  }
  const { services } = received as MatcherSimulator;
  if (typeof services === 'object' && services !== null) {
    return ((module: string, action: string, input?: unknown) =>
      readControlAction(builtInAction(module, action), input, services)) as Read;
  }
  const methods = control as Record<string, Record<string, (input?: unknown) => Promise<unknown>>>;
  return ((module: string, action: string, input?: unknown) => {
    const method = methods[module]?.[action];
    if (typeof method !== 'function')
      throw new TypeError(`${matcher}: the simulator's control has no ${module}.${action}().`);
    return method(input);
  }) as Read;
}

/** Judges a reading: at once when it is a value, once it resolves when it is a promise. */
function judged<T>(reading: Reading<T>, judge: (value: T) => MatcherResult): MatcherAnswer {
  return typeof (reading as { then?: unknown } | null)?.then === 'function'
    ? (reading as Promise<T>).then(judge)
    : judge(reading as T);
}

function result(context: MatcherContext, pass: boolean, failed: () => string, negated: () => string) {
  return { pass, message: () => (context.isNot ? negated() : failed()) };
}

/**
 * Passes when the simulator has sent a webhook of `event` (its POST was attempted, whatever the
 * receiver answered) whose `data` holds every field of `partialPayload`. A failure leads with the
 * closest delivery of that event and the fields of its data that differ.
 *
 * @example
 * ```ts
 * expect(simulator).toHaveDeliveredWebhook('requestPaid', { requestId, amount: 25 });
 * ```
 */
export function toHaveDeliveredWebhook(
  this: MatcherContext,
  received: unknown,
  event: string,
  partialPayload?: Record<string, unknown>,
): MatcherAnswer {
  const read = readerOf(received, 'toHaveDeliveredWebhook');
  return judged(read('platform', 'webhookDeliveries'), ({ deliveries }) => {
    type Delivery = (typeof deliveries)[number];
    const isSent = (delivery: Delivery) => delivery.status !== 'scheduled';
    const ofEvent = deliveries.filter((delivery) => delivery.event === event);
    const matches = (delivery: Delivery) =>
      partialPayload === undefined || differences(this, delivery.body.data, partialPayload).length === 0;
    const matching = ofEvent.filter((delivery) => isSent(delivery) && matches(delivery));
    const wanted = `a ${event} webhook${partialPayload === undefined ? '' : ` with data matching ${show(partialPayload)}`}`;
    const outcome = (delivery: Delivery) =>
      delivery.status === 'scheduled'
        ? 'scheduled, not sent yet: advance the clock'
        : `${delivery.status}${delivery.responseStatus === null ? '' : ` ${delivery.responseStatus}`}${delivery.error ? `: ${delivery.error}` : ''}`;
    const line = (delivery: Delivery) =>
      `${delivery.event} (${outcome(delivery)}) ${clip(show(delivery.body.data))}`;
    const nearest =
      partialPayload === undefined
        ? undefined
        : closest(this, ofEvent, (delivery) => delivery.body.data, partialPayload);
    const lead = () => {
      if (ofEvent.length === 0) return `None of them is a ${event} webhook.`;
      if (nearest === undefined || nearest.differences.length === 0) {
        const scheduled = ofEvent.filter((delivery) => !isSent(delivery)).length;
        return `${count(scheduled, `${event} webhook is`, `${event} webhooks are`)} scheduled, not sent yet: advance the clock.`;
      }
      return `The closest ${event} webhook (${outcome(nearest.candidate)}) differs in its data:\n${differenceLines(nearest.differences, 'its data')}`;
    };
    const failed = () =>
      deliveries.length === 0
        ? `Expected the simulator to have sent ${wanted}, but it holds no webhook deliveries.`
        : `Expected the simulator to have sent ${wanted}. ${lead()}\nIt holds ${count(deliveries.length, 'webhook delivery', 'webhook deliveries')}:\n${listed(deliveries.map(line))}`;
    return {
      ...result(
        this,
        matching.length > 0,
        failed,
        () =>
          `Expected the simulator not to have sent ${wanted}, but it sent ${matching.length}:\n${listed(matching.map(line))}`,
      ),
      actual:
        nearest === undefined || partialPayload === undefined
          ? deliveries.map((delivery) => delivery.event)
          : { event, data: projected(nearest.candidate.body.data, partialPayload) },
      expected: partialPayload === undefined ? event : { event, data: partialPayload },
    };
  });
}

/** What {@link toHaveReceived} checks besides the operation. */
export interface ReceivedExpectation {
  /** Exactly this many matching calls; at least one when absent. */
  readonly times?: number;
  /** Fields the JSON body holds (a partial match; asymmetric matchers work). */
  readonly body?: unknown;
  /** Query parameters the call carried (a partial match; values are strings, repeated ones arrays). */
  readonly query?: Record<string, unknown>;
}

/** How many received calls a failure lists. */
const MAX_CALLS_LISTED = 5;

/** `1 time`, `3 times`. */
const times = (n: number) => count(n, 'time', 'times');

/** One journaled request as a line of a failure message. */
function callLine(entry: RequestJournalEntry): string {
  const query = new URLSearchParams(
    Object.entries(entry.query).flatMap(([key, value]) =>
      (Array.isArray(value) ? value : [value]).map((item) => [key, String(item)]),
    ),
  ).toString();
  const fault = entry.fault ? ` (fault ${entry.fault.when}${entry.committed ? ', committed' : ''})` : '';
  const body = entry.body === null ? '' : ` ${clip(show(entry.body))}`;
  return `#${entry.seq} ${entry.method} ${entry.path}${query === '' ? '' : `?${query}`} → ${entry.status}${entry.errorCode ? ` ${entry.errorCode}` : ''}${fault}${body}`;
}

/** The newest {@link MAX_CALLS_LISTED} calls, newest last, with how many older ones are left out. */
function callList(entries: readonly RequestJournalEntry[]): string {
  const shown = entries.slice(-MAX_CALLS_LISTED).map((entry) => `  - ${callLine(entry)}`);
  const more =
    entries.length > MAX_CALLS_LISTED
      ? [`  (${entries.length - MAX_CALLS_LISTED} older ones not shown)`]
      : [];
  return [...more, ...shown].join('\n');
}

/**
 * An operation that was received when `operationId` never was, to name in a failure: the one
 * whose id is closest to it (a typo, or a sibling such as `getPaymentRequest` for
 * `listPaymentRequests`), else the most recent one.
 */
function calledInstead(operationId: string, entries: readonly RequestJournalEntry[]): string | undefined {
  const counts = new Map<string, number>();
  for (const entry of entries) counts.set(entry.operationId, (counts.get(entry.operationId) ?? 0) + 1);
  let best: { readonly id: string; readonly distance: number } | undefined;
  for (const id of counts.keys()) {
    const distance = editDistance(operationId.toLowerCase(), id.toLowerCase());
    if (best === undefined || distance < best.distance) best = { id, distance };
  }
  if (best === undefined) return undefined;
  const n = counts.get(best.id) ?? 0;
  return `did you mean \`${best.id}\`? received ${count(n, 'call', 'calls')}`;
}

/** The Levenshtein distance of two operation ids. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1);
      row.push(Math.min((previous[j] as number) + 1, (row[j - 1] as number) + 1, substitution));
    }
    previous = row;
  }
  return previous[b.length] as number;
}

/** The parts of a call an expectation names, as one object to compare. */
function callFields(entry: RequestJournalEntry, expectation: ReceivedExpectation): Record<string, unknown> {
  return {
    ...(expectation.body === undefined ? {} : { body: entry.body }),
    ...(expectation.query === undefined ? {} : { query: entry.query }),
  };
}

function wantedFields(expectation: ReceivedExpectation): Record<string, unknown> {
  return {
    ...(expectation.body === undefined ? {} : { body: expectation.body }),
    ...(expectation.query === undefined ? {} : { query: expectation.query }),
  };
}

/**
 * Passes when the simulator received calls of `operationId` (its request journal, every API
 * request it served): at least one, or exactly `times`, whose JSON body holds `body` and whose
 * query holds `query` (partial matches, as `toMatchObject`; `expect.objectContaining(...)` and
 * other asymmetric matchers work). A failure lists the calls of that operation (up to five, newest
 * last), the fields where the closest one differs, and, when the operation was never called, one
 * that was.
 *
 * @example
 * ```ts
 * expect(simulator).toHaveReceived('createPaymentRequest', { times: 1, body: { amount: 25 } });
 * expect(simulator).not.toHaveReceived('getPaymentRequest');
 * ```
 */
export function toHaveReceived(
  this: MatcherContext,
  received: unknown,
  operationId: string,
  expectation: ReceivedExpectation = {},
): MatcherAnswer {
  if (typeof operationId !== 'string' || operationId === '') {
    throw new TypeError(
      `toHaveReceived takes an operation id ('createPaymentRequest'); received ${show(operationId)}.`,
    );
  }
  const wantedTimes = expectation.times;
  if (wantedTimes !== undefined && (!Number.isSafeInteger(wantedTimes) || wantedTimes < 0)) {
    throw new TypeError(
      `toHaveReceived: times must be a whole number of calls; received ${show(wantedTimes)}.`,
    );
  }
  const read = readerOf(received, 'toHaveReceived');
  return judged(read('platform', 'requests'), ({ requests, dropped }) => {
    const entries = requests as readonly RequestJournalEntry[];
    const calls = entries.filter((entry) => entry.operationId === operationId);
    const wanted = wantedFields(expectation);
    const filtered = Object.keys(wanted).length > 0;
    const matching = filtered
      ? calls.filter((entry) => differences(this, callFields(entry, expectation), wanted).length === 0)
      : calls;
    const pass = wantedTimes === undefined ? matching.length > 0 : matching.length === wantedTimes;
    const criteria = filtered
      ? ` with ${Object.entries(wanted)
          .map(([key, value]) => `${key} matching ${clip(show(value))}`)
          .join(' and ')}`
      : '';
    const how = wantedTimes === undefined ? '' : ` ${times(wantedTimes)}`;
    const nearest = filtered
      ? closest(this, calls, (entry) => callFields(entry, expectation), wanted)
      : undefined;
    const droppedNote =
      dropped > 0 ? `\n(The journal dropped ${count(dropped, 'older request', 'older requests')}.)` : '';
    const failed = () => {
      if (calls.length === 0) {
        const instead = calledInstead(operationId, entries);
        return entries.length === 0
          ? `Expected the simulator to have received ${operationId}${criteria}${how}, but it received no API requests.${droppedNote}`
          : `Expected the simulator to have received ${operationId}${criteria}${how}, but it never did${instead ? `; ${instead}` : ''}.\nIt received ${count(entries.length, 'request', 'requests')}:\n${callList(entries)}${droppedNote}`;
      }
      const got = filtered
        ? `${count(matching.length, 'matching call', 'matching calls')} of ${count(calls.length, 'call', 'calls')}`
        : times(calls.length);
      const lead =
        nearest !== undefined && nearest.differences.length > 0
          ? `\nThe closest call (#${nearest.candidate.seq}) differs:\n${differenceLines(nearest.differences, 'the call')}`
          : '';
      return `Expected the simulator to have received ${operationId}${criteria}${how}, but it received it ${got}.${lead}\nCalls of ${operationId} (newest last):\n${callList(calls)}${droppedNote}`;
    };
    const negated = () =>
      `Expected the simulator not to have received ${operationId}${criteria}${how}, but it received ${count(matching.length, 'matching call', 'matching calls')}:\n${callList(matching)}`;
    return {
      ...result(this, pass, failed, negated),
      actual:
        nearest !== undefined
          ? projectedCall(callFields(nearest.candidate, expectation), wanted)
          : wantedTimes === undefined
            ? calls.length
            : matching.length,
      expected: filtered ? wanted : (wantedTimes ?? 'at least 1'),
    };
  });
}

/** The fields of a call an expectation names, reduced to the keys it names (for the runner's diff). */
function projectedCall(
  actual: Record<string, unknown>,
  wanted: Record<string, unknown>,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(actual).map(([key, value]) => {
      const expected = wanted[key];
      return [key, isPlainObject(expected) && !isAsymmetric(expected) ? projected(value, expected) : value];
    }),
  );
}

/**
 * Passes when the simulator received calls of these operations in this order (others may come
 * between and around them). A failure names the first operation not received after the ones
 * before it, and lists the operations received.
 *
 * @example
 * ```ts
 * expect(simulator).toHaveReceivedInOrder(['createPaymentRequest', 'getPaymentRequest']);
 * ```
 */
export function toHaveReceivedInOrder(
  this: MatcherContext,
  received: unknown,
  operationIds: readonly string[],
): MatcherAnswer {
  if (!Array.isArray(operationIds) || operationIds.some((id) => typeof id !== 'string')) {
    throw new TypeError(
      `toHaveReceivedInOrder takes a list of operation ids (['createPaymentRequest', 'getPaymentRequest']); received ${show(operationIds)}.`,
    );
  }
  const read = readerOf(received, 'toHaveReceivedInOrder');
  return judged(read('platform', 'requests'), ({ requests }) => {
    const entries = requests as readonly RequestJournalEntry[];
    let at = 0;
    let missing: number | undefined;
    for (const [index, id] of operationIds.entries()) {
      const found = entries.findIndex((entry, position) => position >= at && entry.operationId === id);
      if (found === -1) {
        missing = index;
        break;
      }
      at = found + 1;
    }
    const order = operationIds.join(' → ');
    const sequence = entries.map((entry) => entry.operationId);
    const receivedText =
      sequence.length === 0
        ? 'it received no API requests'
        : `it received (oldest first): ${sequence.slice(-MAX_LISTED * 2).join(' → ')}${sequence.length > MAX_LISTED * 2 ? ` (the last ${MAX_LISTED * 2} of ${sequence.length})` : ''}`;
    const failed = () => {
      const id = operationIds[missing ?? 0] as string;
      const before = operationIds.slice(0, missing ?? 0);
      const where =
        before.length === 0
          ? `${id} was never received`
          : sequence.includes(id)
            ? `no ${id} came after ${before.join(' → ')}`
            : `${id} was never received${(() => {
                const instead = calledInstead(id, entries);
                return instead ? ` (${instead})` : '';
              })()}`;
      return `Expected the simulator to have received ${order} in this order, but ${where}; ${receivedText}.`;
    };
    return {
      ...result(
        this,
        missing === undefined,
        failed,
        () =>
          `Expected the simulator not to have received ${order} in this order, but it did; ${receivedText}.`,
      ),
      actual: sequence,
      expected: operationIds,
    };
  });
}

const decimalPattern = /^(\d+)(?:\.(\d+))?$/;

/** Base units of a whole-token amount, or null when it has more decimals than the token. */
function baseUnits(amount: string, decimals: number): bigint | null {
  const match = decimalPattern.exec(amount.trim());
  if (!match) return null;
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > decimals) return null;
  return BigInt(match[1] ?? '0') * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
}

/**
 * Passes when an address holds exactly `amount` whole tokens (`'100'`, `12.5`) of a token on a
 * chain, no more and no less; a token it never held counts as 0.
 *
 * @example
 * ```ts
 * expect(simulator).toHaveBalance({ address, chainId: 84532, token: 'USDC' }, '75.5');
 * ```
 */
export function toHaveBalance(
  this: MatcherContext,
  received: unknown,
  target: BalanceTarget,
  amount: string | number,
): MatcherAnswer {
  const read = readerOf(received, 'toHaveBalance');
  const reading = read('chain', 'balances', { address: target.address, chainId: target.chainId });
  return judged(reading, ({ balances }) => {
    const token = target.token.toLowerCase();
    const wantsNative = token === 'native' || token === NATIVE_TOKEN_ADDRESS.toLowerCase();
    const held = balances.find((balance) =>
      wantsNative
        ? balance.tokenAddress.toLowerCase() === NATIVE_TOKEN_ADDRESS.toLowerCase()
        : balance.symbol.toLowerCase() === token || balance.tokenAddress.toLowerCase() === token,
    );
    const expectedText = String(amount);
    const expectedUnits = baseUnits(expectedText, held?.decimals ?? 18);
    if (expectedUnits === null) {
      throw new TypeError(`toHaveBalance: ${show(amount)} is not a whole-token amount of ${target.token}.`);
    }
    const heldUnits = BigInt(held?.amount ?? '0');
    const symbol = held?.symbol ?? target.token;
    const where = `${target.address} on chain ${target.chainId}`;
    const holds =
      balances.length === 0
        ? 'nothing'
        : balances.map((balance) => `${balance.formatted} ${balance.symbol}`).join(', ');
    return {
      ...result(
        this,
        heldUnits === expectedUnits,
        () =>
          `Expected ${where} to hold ${expectedText} ${symbol}, but it holds ${held ? held.formatted : '0'} ${symbol}. Its balances on that chain: ${holds}.`,
        () => `Expected ${where} not to hold ${expectedText} ${symbol}, but it does.`,
      ),
      actual: held ? held.formatted : '0',
      expected: expectedText,
    };
  });
}

/**
 * Passes when the simulator has recorded a platform transaction (as the API shows it, with its
 * `appId`, `teamId` and `profileId`) that holds every field of `partial`; a field the transaction
 * lacks never matches. A failure leads with the closest transaction (the one of that `id` when
 * `partial` names one) and the fields that differ.
 *
 * @example
 * ```ts
 * expect(simulator).toHaveRecordedTransaction({ id: txId, status: 'failed' });
 * ```
 */
export function toHaveRecordedTransaction(
  this: MatcherContext,
  received: unknown,
  partial: Record<string, unknown>,
): MatcherAnswer {
  const read = readerOf(received, 'toHaveRecordedTransaction');
  return judged(read('transactions', 'list'), ({ transactions }) => {
    type Transaction = (typeof transactions)[number];
    const matching = transactions.filter(
      (transaction) => differences(this, transaction, partial).length === 0,
    );
    const line = (transaction: Transaction) => `${transaction.id} ${transaction.status}`;
    // The closest: the transaction of that id when there is one, else the one nearest the partial.
    const id = typeof partial.id === 'string' ? partial.id : undefined;
    const sameId = transactions.filter((transaction) => transaction.id === id);
    const nearest = closest(
      this,
      sameId.length > 0 ? sameId : transactions,
      (transaction) => transaction,
      partial,
    );
    const wanted = `a transaction matching ${show(partial)}`;
    const failed = () => {
      if (nearest === undefined)
        return `Expected the simulator to have recorded ${wanted}, but it holds none.`;
      const which =
        sameId.length > 0 ? `Transaction ${nearest.candidate.id}` : `The closest, ${nearest.candidate.id},`;
      return `Expected the simulator to have recorded ${wanted}. ${which} (${nearest.candidate.status}) differs in:\n${differenceLines(nearest.differences, 'it')}\nIt holds ${count(transactions.length, 'transaction', 'transactions')}:\n${listed(transactions.map(line))}`;
    };
    return {
      ...result(
        this,
        matching.length > 0,
        failed,
        () =>
          `Expected the simulator not to have recorded ${wanted}, but it holds ${matching.length}:\n${listed(matching.map(line))}`,
      ),
      actual: nearest === undefined ? [] : projected(nearest.candidate, partial),
      expected: partial,
    };
  });
}

/**
 * Passes when the simulator has sent a one-time code by e-mail to `email` (compared without case).
 *
 * @example
 * ```ts
 * expect(simulator).toHaveSentOtp('ada@example.org');
 * ```
 */
export function toHaveSentOtp(this: MatcherContext, received: unknown, email: string): MatcherAnswer {
  const read = readerOf(received, 'toHaveSentOtp');
  return judged(read('platform', 'outbox'), ({ messages }) => {
    const address = email.trim().toLowerCase();
    const toAddress = messages.filter((message) => message.to.toLowerCase() === address);
    const otps = toAddress.filter((message) => typeof message.otp === 'string');
    const otpRecipients = [
      ...new Set(messages.filter((message) => message.otp !== undefined).map((message) => message.to)),
    ];
    return {
      ...result(
        this,
        otps.length > 0,
        () =>
          toAddress.length > 0
            ? `Expected the simulator to have sent an OTP to ${email}; it sent that address ${toAddress.length} e-mail(s), none with a code: ${toAddress.map((message) => `${message.kind} "${message.subject}"`).join(', ')}.`
            : `Expected the simulator to have sent an OTP to ${email}, but its outbox holds ${
                otpRecipients.length === 0 ? 'no OTP e-mails' : `OTPs to ${otpRecipients.join(', ')} only`
              }.`,
        () =>
          `Expected the simulator not to have sent an OTP to ${email}, but it sent ${otps.length}, the last at ${otps.at(-1)?.sentAt}.`,
      ),
      actual: otpRecipients,
      expected: email,
    };
  });
}

/**
 * Passes when the value is an SDK API error with this HTTP status and, when given, this error
 * code. Use it on a rejection: `await expect(call).rejects.toMatchApiError(404, 'SEND_NOT_FOUND')`.
 *
 * @example
 * ```ts
 * await expect(client.core.sends.retrieve({ id: 'missing' })).rejects.toMatchApiError(404, 'SEND_NOT_FOUND');
 * ```
 */
export function toMatchApiError(
  this: MatcherContext,
  received: unknown,
  status: number,
  code?: string,
): MatcherResult {
  const wanted = `an API error ${status}${code === undefined ? '' : ` ${code}`}`;
  if (!isApiError(received)) {
    const got =
      received instanceof Promise
        ? 'a promise: await it with `await expect(promise).rejects.toMatchApiError(...)`'
        : received instanceof Error
          ? `${received.name}: ${received.message}`
          : show(received);
    return {
      pass: false,
      message: () => `Expected ${wanted}, but got ${got}.`,
      actual: received,
      expected: { status, code },
    };
  }
  const pass = received.status === status && (code === undefined || received.code === code);
  const got = `${received.status} ${received.code ?? '(no code)'}${received.operationId ? ` from ${received.operationId}` : ''}: ${received.message}`;
  return {
    ...result(
      this,
      pass,
      () => `Expected ${wanted}, but got ${got}`,
      () => `Expected an error other than ${wanted}, but got ${got}`,
    ),
    actual: { status: received.status, code: received.code },
    expected: { status, ...(code === undefined ? {} : { code }) },
  };
}

/**
 * Every matcher, for `expect.extend(matchers)` in vitest (done by the `/vitest` entry) or Jest.
 *
 * @example
 * ```ts
 * import { matchers } from '@payments-platform/simulator/testing';
 * expect.extend(matchers);
 * ```
 */
export const matchers = {
  toHaveDeliveredWebhook,
  toHaveReceived,
  toHaveReceivedInOrder,
  toHaveBalance,
  toHaveRecordedTransaction,
  toHaveSentOtp,
  toMatchApiError,
} as const;
