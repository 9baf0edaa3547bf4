/**
 * Matchers over what a simulator holds (webhook deliveries, balances, transactions, the outbox)
 * and over SDK errors. They are plain functions of the shape `expect.extend` takes in vitest and
 * in Jest (`this` is the runner's matcher state), so both runners use the same ones; a failure
 * message shows what was expected next to what the simulator holds.
 */
import { isApiError } from '@payments-platform/sdk';
import { NATIVE_TOKEN_ADDRESS } from '../index.js';
import type { TestSimulator } from './helpers.js';

/** The part of vitest's and Jest's matcher state the matchers read. */
export interface MatcherContext {
  /** Whether the assertion is negated (`.not`). */
  readonly isNot: boolean;
  /** The runner's deep equality, which understands asymmetric matchers (`expect.any(String)`). */
  // biome-ignore lint/suspicious/noExplicitAny: the runners' own signatures take extra testers of their own types
  equals(a: unknown, b: unknown, ...rest: any[]): boolean;
}

/** What a matcher returns: vitest's and Jest's expectation result. */
export interface MatcherResult {
  readonly pass: boolean;
  readonly message: () => string;
  readonly actual?: unknown;
  readonly expected?: unknown;
}

/** What the simulator matchers read of a simulator (a `Simulator` or a test fixture's). */
export type MatcherSimulator = Pick<TestSimulator, 'control'>;

/** Where a balance is held. */
export interface BalanceTarget {
  readonly address: string;
  readonly chainId: number;
  /** A token symbol (`'USDC'`), a token address, or `'native'`. */
  readonly token: string;
}

const MAX_LISTED = 10;

/** Whether a value is an asymmetric matcher of vitest or Jest (`expect.any(...)`, ...). */
function isAsymmetric(value: unknown): boolean {
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

/**
 * Whether `actual` holds every field of `expected`, recursively (as `toMatchObject`): objects are
 * compared key by key, arrays element by element with the same length, anything else with the
 * runner's equality.
 */
function matchesPartial(context: MatcherContext, actual: unknown, expected: unknown): boolean {
  if (isAsymmetric(expected)) return context.equals(actual, expected);
  if (Array.isArray(expected)) {
    return (
      Array.isArray(actual) &&
      actual.length === expected.length &&
      expected.every((item, index) => matchesPartial(context, actual[index], item))
    );
  }
  if (isPlainObject(expected)) {
    if (typeof actual !== 'object' || actual === null) return false;
    const fields = actual as Record<string, unknown>;
    return Object.keys(expected).every(
      (key) => Object.hasOwn(fields, key) && matchesPartial(context, fields[key], expected[key]),
    );
  }
  return context.equals(actual, expected);
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

function simulatorOf(received: unknown, matcher: string): MatcherSimulator {
  const control = (received as { control?: unknown } | null)?.control;
  if (typeof received !== 'object' || received === null || typeof control !== 'object' || control === null) {
    throw new TypeError(
      `${matcher} takes a simulator (an object with \`control\`, such as createSimulator()'s or a test fixture's); received ${show(received)}.`,
    );
  }
  return received as MatcherSimulator;
}

function result(context: MatcherContext, pass: boolean, failed: () => string, negated: () => string) {
  return { pass, message: () => (context.isNot ? negated() : failed()) };
}

/**
 * Passes when the simulator has sent a webhook of `event` (its POST was attempted, whatever the
 * receiver answered) whose `data` holds every field of `partialPayload`.
 *
 * @example
 * ```ts
 * await expect(simulator).toHaveDeliveredWebhook('requestPaid', { requestId, amount: 25 });
 * ```
 */
export async function toHaveDeliveredWebhook(
  this: MatcherContext,
  received: unknown,
  event: string,
  partialPayload?: Record<string, unknown>,
): Promise<MatcherResult> {
  const simulator = simulatorOf(received, 'toHaveDeliveredWebhook');
  const { deliveries } = await simulator.control.platform.webhookDeliveries();
  const sent = deliveries.filter((delivery) => delivery.status !== 'scheduled');
  const matching = sent.filter(
    (delivery) =>
      delivery.event === event &&
      (partialPayload === undefined || matchesPartial(this, delivery.body.data, partialPayload)),
  );
  const wanted = `a ${event} webhook${partialPayload === undefined ? '' : ` with data matching ${show(partialPayload)}`}`;
  const line = (delivery: (typeof deliveries)[number]) => {
    const outcome =
      delivery.status === 'scheduled'
        ? 'scheduled, not sent yet: advance the clock'
        : `${delivery.status}${delivery.responseStatus === null ? '' : ` ${delivery.responseStatus}`}${delivery.error ? `: ${delivery.error}` : ''}`;
    return `${delivery.event} (${outcome}) ${show(delivery.body.data)}`;
  };
  return {
    ...result(
      this,
      matching.length > 0,
      () =>
        deliveries.length === 0
          ? `Expected the simulator to have sent ${wanted}, but it holds no webhook deliveries.`
          : `Expected the simulator to have sent ${wanted}. It holds ${count(deliveries.length, 'webhook delivery', 'webhook deliveries')}:\n${listed(deliveries.map(line))}`,
      () =>
        `Expected the simulator not to have sent ${wanted}, but it sent ${matching.length}:\n${listed(matching.map(line))}`,
    ),
    actual: deliveries.map((delivery) => ({
      event: delivery.event,
      status: delivery.status,
      data: delivery.body.data,
    })),
    expected: { event, data: partialPayload },
  };
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
 * chain; a token it never held counts as 0.
 *
 * @example
 * ```ts
 * await expect(simulator).toHaveBalance({ address, chainId: 84532, token: 'USDC' }, '75.5');
 * ```
 */
export async function toHaveBalance(
  this: MatcherContext,
  received: unknown,
  target: BalanceTarget,
  amount: string | number,
): Promise<MatcherResult> {
  const simulator = simulatorOf(received, 'toHaveBalance');
  const { balances } = await simulator.control.chain.balances({
    address: target.address,
    chainId: target.chainId,
  });
  const token = target.token.toLowerCase();
  const wantsNative = token === 'native' || token === NATIVE_TOKEN_ADDRESS.toLowerCase();
  const held = balances.find((balance) =>
    wantsNative
      ? balance.tokenAddress.toLowerCase() === NATIVE_TOKEN_ADDRESS.toLowerCase()
      : balance.symbol.toLowerCase() === token || balance.tokenAddress.toLowerCase() === token,
  );
  const expectedText = String(amount);
  const decimals = held?.decimals ?? 18;
  const expectedUnits = baseUnits(expectedText, decimals);
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
      held === undefined ? expectedUnits === 0n : heldUnits === expectedUnits,
      () =>
        `Expected ${where} to hold ${expectedText} ${symbol}, but it holds ${held ? held.formatted : '0'} ${symbol}. Its balances on that chain: ${holds}.`,
      () => `Expected ${where} not to hold ${expectedText} ${symbol}, but it does.`,
    ),
    actual: held ? held.formatted : '0',
    expected: expectedText,
  };
}

/**
 * Passes when the simulator has recorded a platform transaction (as the API shows it, with its
 * `appId`, `teamId` and `profileId`) that holds every field of `partial`.
 *
 * @example
 * ```ts
 * await expect(simulator).toHaveRecordedTransaction({ id: txId, status: 'failed' });
 * ```
 */
export async function toHaveRecordedTransaction(
  this: MatcherContext,
  received: unknown,
  partial: Record<string, unknown>,
): Promise<MatcherResult> {
  const simulator = simulatorOf(received, 'toHaveRecordedTransaction');
  const { transactions } = await simulator.control.transactions.list();
  const matching = transactions.filter((transaction) => matchesPartial(this, transaction, partial));
  const line = (transaction: (typeof transactions)[number]) =>
    `${transaction.id} ${transaction.status} ${show({ channel: transaction.channel, detail: transaction.detail })}`;
  // The closest transactions first: the same id, else every one.
  const id = typeof partial.id === 'string' ? partial.id : undefined;
  const sameId = id === undefined ? [] : transactions.filter((transaction) => transaction.id === id);
  return {
    ...result(
      this,
      matching.length > 0,
      () =>
        transactions.length === 0
          ? `Expected the simulator to have recorded a transaction matching ${show(partial)}, but it holds none.`
          : sameId.length > 0
            ? `Expected the simulator to have recorded a transaction matching ${show(partial)}. Transaction ${id} is:\n${listed(sameId.map((transaction) => show(transaction)))}`
            : `Expected the simulator to have recorded a transaction matching ${show(partial)}. It holds ${count(transactions.length, 'transaction', 'transactions')}:\n${listed(transactions.map(line))}`,
      () =>
        `Expected the simulator not to have recorded a transaction matching ${show(partial)}, but it holds ${matching.length}:\n${listed(matching.map(line))}`,
    ),
    actual: sameId.length > 0 ? sameId[0] : transactions.map((transaction) => transaction.id),
    expected: partial,
  };
}

/**
 * Passes when the simulator has sent a one-time code by e-mail to `email` (compared without case).
 *
 * @example
 * ```ts
 * await expect(simulator).toHaveSentOtp('ada@example.org');
 * ```
 */
export async function toHaveSentOtp(
  this: MatcherContext,
  received: unknown,
  email: string,
): Promise<MatcherResult> {
  const simulator = simulatorOf(received, 'toHaveSentOtp');
  const { messages } = await simulator.control.platform.outbox();
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
  toHaveBalance,
  toHaveRecordedTransaction,
  toHaveSentOtp,
  toMatchApiError,
} as const;
