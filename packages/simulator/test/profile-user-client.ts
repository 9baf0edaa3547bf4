/**
 * SDK clients against an in-process simulator for the profile and user tests: strict response
 * validation, a session minted for a profile, and the failure of a call as `{ status, code }`.
 */
import { createClient, isApiError, type PaymentsClient } from '@payments-platform/sdk';
import { createSimulator, DEMO, type Simulator } from '../src/index.js';

/** A simulator with the demo seed and a fixed random seed. */
export function demoSimulator(): Simulator {
  return createSimulator({ randomSeed: 'test' });
}

interface ClientOptions {
  /** The profile a session is minted for; no session without it. */
  readonly profileId?: string;
  /** Default: the app-scoped demo key. */
  readonly apiKey?: string;
  /** Default `strict`; `off` sends input the contract rejects, to see the server's answer. */
  readonly validation?: 'strict' | 'off';
  /** A session token to use instead of a minted one. */
  readonly token?: string;
}

/** An SDK client for the simulator. */
export async function clientFor(simulator: Simulator, options: ClientOptions = {}): Promise<PaymentsClient> {
  const token =
    options.token ??
    (options.profileId === undefined
      ? undefined
      : (await simulator.control.tenancy.createSession({ profileId: options.profileId })).token);
  return createClient({
    apiKey: options.apiKey ?? DEMO.keys.app,
    baseUrl: simulator.baseUrl,
    fetch: simulator.fetch,
    validation: options.validation ?? 'strict',
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
