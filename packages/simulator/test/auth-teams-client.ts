/**
 * SDK clients against an in-process simulator for the auth and teams tests: strict validation,
 * optional session or header context, and the failure of a call as `{ status, code }`.
 */
import { createClient, isApiError, type PaymentsClient } from '@payments-platform/sdk';
import { createSimulator, DEMO, type Simulator } from '../src/index.js';

/** A simulator with the demo seed and a fixed random seed. */
export function newSimulator(): Simulator {
  return createSimulator({ randomSeed: 'test' });
}

/** How to build a client. */
export interface ClientSetup {
  /** Default: the app-scoped demo key. */
  readonly apiKey?: string;
  /** Mint a session for this profile. */
  readonly sessionFor?: string;
  /** Default `strict`; `off` sends input the contract rejects. */
  readonly validation?: 'strict' | 'off';
}

/** An SDK client for the simulator. */
export async function sdk(simulator: Simulator, setup: ClientSetup = {}): Promise<PaymentsClient> {
  const token =
    setup.sessionFor === undefined
      ? undefined
      : (await simulator.control.tenancy.createSession({ profileId: setup.sessionFor })).token;
  return createClient({
    apiKey: setup.apiKey ?? DEMO.keys.app,
    baseUrl: simulator.baseUrl,
    fetch: simulator.fetch,
    validation: setup.validation ?? 'strict',
    maxRetries: 0,
    ...(token === undefined ? {} : { session: { token } }),
  });
}

/** The status and code a call failed with; throws when it succeeded or failed otherwise. */
export async function failure(
  call: PromiseLike<unknown>,
): Promise<{ status: number; code: string | undefined }> {
  try {
    await call;
  } catch (error) {
    if (isApiError(error)) return { status: error.status, code: error.code };
    throw error;
  }
  throw new Error('The call succeeded');
}

/** The OTP codes mailed to an address, oldest first. */
export async function otpsFor(simulator: Simulator, email: string): Promise<string[]> {
  return (await simulator.control.platform.outbox({ to: email })).messages.flatMap((message) =>
    message.kind === 'otp' && message.otp !== undefined ? [message.otp] : [],
  );
}

/** The newest OTP mailed to an address. */
export async function lastOtp(simulator: Simulator, email: string): Promise<string> {
  const code = (await otpsFor(simulator, email)).at(-1);
  if (code === undefined) throw new Error(`No OTP was mailed to ${email}`);
  return code;
}
