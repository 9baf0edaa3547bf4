/**
 * Test helpers that work with any runner: a session-bearing client in one call, funding an
 * address, and moving the virtual clock by a readable duration. They take the simulator they act
 * on, so a vitest fixture, a Playwright fixture or a plain script can share them.
 */
import { type ClientOptions, createClient, type PaymentsClient } from '@payments-platform/sdk';
import { kindOf, unknownOption } from '@payments-platform/sdk/contract';
import { DEMO, type Duration, type Simulator } from '../index.js';

export { type Duration, durationMs } from '../index.js';

/** What the helpers, scenarios and matchers use of a simulator. */
export type TestSimulator = Pick<Simulator, 'baseUrl' | 'fetch' | 'control' | 'clock'>;

/**
 * Checks the options object a helper or scenario is given: a `TypeError` for one it does not take,
 * naming the closest it does (`amout: unknown option; did you mean "amount"?`).
 *
 * @example
 * ```ts
 * checkOptions({ amout: 5 }, { amount: true, apiKey: true }, 'paidPaymentRequest');
 * ```
 */
export function checkOptions<Options>(
  options: Options | undefined,
  known: Readonly<Record<keyof Options, true>>,
  takes: string,
): void {
  if (options === undefined) return;
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    throw new TypeError(`${takes} takes an options object, received ${kindOf(options)}.`);
  }
  const problem = unknownOption(options, Object.keys(known), takes);
  if (problem) throw new TypeError(problem.message);
}

/** Names of the demo profiles (`DEMO.profiles`): `'bruno'`, `'alice'`, `'omar'`, ... */
export type DemoProfileName = keyof typeof DEMO.profiles;

/** Base Sepolia, the chain the helpers default to. */
export const BASE_SEPOLIA_CHAIN_ID = 84532;

/** Options of the SDK clients the helpers build. */
export type TestClientOptions = Omit<ClientOptions, 'baseUrl' | 'fetch'>;

/**
 * An SDK client whose requests the simulator answers in-process: its `baseUrl` and `fetch`,
 * no retries (a failure shows at once), and the options given.
 *
 * @example
 * ```ts
 * const client = clientOf(simulator, { apiKey: DEMO.keys.profileWrite });
 * ```
 */
export function clientOf(simulator: TestSimulator, options: TestClientOptions = {}): PaymentsClient {
  return createClient({ maxRetries: 0, ...options, baseUrl: simulator.baseUrl, fetch: simulator.fetch });
}

/** Who to log in: a demo profile by name, or any profile by id. */
export type LoginTarget = DemoProfileName | { readonly profileId: string };

/** Options of {@link login}. */
export interface LoginOptions extends TestClientOptions {
  /** The key the client sends with the session; the demo app's WRITE key by default. */
  readonly apiKey?: string;
  /** An administrator's session (`createSession({ admin: true })`). */
  readonly admin?: boolean;
}

/**
 * Opens a session for a profile through the control API and returns a client that carries it:
 * the bearer token of that profile, with an API key of its app.
 *
 * @example
 * ```ts
 * const bruno = await login(simulator, 'bruno'); // the demo business admin
 * const someone = await login(simulator, { profileId }, { apiKey: myAppKey });
 * ```
 */
export async function login(
  simulator: TestSimulator,
  target: LoginTarget,
  options: LoginOptions = {},
): Promise<PaymentsClient> {
  const { admin, ...clientOptions } = options;
  const profileId = typeof target === 'string' ? profileIdOf(target) : target.profileId;
  const session = await simulator.control.tenancy.createSession({
    profileId,
    ...(admin === undefined ? {} : { admin }),
  });
  return clientOf(simulator, {
    apiKey: DEMO.keys.appWrite,
    ...clientOptions,
    session: { token: session.token },
  });
}

function profileIdOf(name: DemoProfileName): string {
  const profile = (DEMO.profiles as Record<string, { readonly id: string } | undefined>)[name];
  if (!profile) {
    throw new TypeError(
      `No demo profile named ${JSON.stringify(name)}; use one of ${Object.keys(DEMO.profiles).join(', ')}, or { profileId }.`,
    );
  }
  return profile.id;
}

/** What {@link fund} credits. */
export interface FundInput {
  /** The address credited. */
  readonly address: string;
  /** Whole tokens (`'12.5'` or `12.5`). */
  readonly amount: string | number;
  /** Default Base Sepolia (84532). */
  readonly chainId?: number;
  /** A token symbol or address, or `'native'`; default `'USDC'`. */
  readonly token?: string;
  /** Native coin for gas credited as well (whole coins), for an address that must pay its own gas. */
  readonly gas?: string | number;
}

/**
 * Credits an address on a simulated chain: tokens (USDC on Base Sepolia by default) and, with
 * `gas`, the native coin too. Resolves with the address's balances on that chain.
 *
 * @example
 * ```ts
 * await fund(simulator, { address: payer, amount: 100, gas: '0.01' });
 * ```
 */
export async function fund(simulator: TestSimulator, input: FundInput) {
  checkOptions(input, { address: true, amount: true, chainId: true, token: true, gas: true }, 'fund');
  const chainId = input.chainId ?? BASE_SEPOLIA_CHAIN_ID;
  await simulator.control.chain.fund({
    chainId,
    address: input.address,
    token: input.token ?? 'USDC',
    amount: input.amount,
  });
  if (input.gas !== undefined) {
    await simulator.control.chain.fund({ chainId, address: input.address, amount: input.gas });
  }
  return (await simulator.control.chain.balances({ address: input.address, chainId })).balances;
}

/**
 * Moves the virtual clock forward, running every due timer first (blocks, webhooks, expiries);
 * resolves with the new instant (epoch ms).
 *
 * @example
 * ```ts
 * await advanceClock(simulator, '8d'); // invitations have expired
 * ```
 */
export function advanceClock(simulator: TestSimulator, duration: Duration): Promise<number> {
  return simulator.clock.advance(duration);
}
