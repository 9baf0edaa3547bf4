/**
 * A small app as a user writes it against the installed packages: every public entry point, a
 * custom handler that reads the store, the store from the outside, a control method, an SDK error
 * narrowed by status and code, and the signing helpers. The consumer suite type-checks it strictly (with the
 * libraries' declarations), then runs it with Node; under ESM and CommonJS alike.
 */
import { createClient, isApiError, type PaymentsClient } from '@payments-platform/sdk';
import { signSponsoredSend, verifySponsoredSend } from '@payments-platform/signing';
import {
  createSimulator,
  DEMO,
  defineHandlers,
  type HandlerRequest,
  type Services,
  type Simulator,
} from '@payments-platform/simulator';
import { type DataPlaneReport, dataPlane } from './data-plane.js';
import { entries } from './entries.js';

/** A handler written apart from the simulator, typed by its operation. */
function usernameCheck({ query, store, caller }: HandlerRequest<'checkUsernameAvailability'>) {
  const taken = store.users.first('byUsername', query.username) !== undefined;
  return { available: !taken && caller.app !== null };
}

/** Reads the store the way a test does, through the simulator's services. */
function userCount(services: Services): number {
  return services.store.users.size;
}

export function buildSimulator(baseUrl?: string): Simulator {
  return createSimulator({
    randomSeed: 7,
    ...(baseUrl === undefined ? {} : { baseUrl }),
    handlers: defineHandlers({
      checkUsernameAvailability: usernameCheck,
      listChains: ({ store }) => ({
        chains: store.chains
          .all()
          .slice(0, 1)
          .map(({ id, slug, name, chainId, type }) => ({ id, slug, name, chainId, type, tokens: [] })),
      }),
    }),
  });
}

/** What the app reports; the tests compare it. */
export interface Report {
  readonly entries: number;
  readonly users: number;
  readonly available: boolean;
  readonly chains: number;
  readonly denied: string;
  readonly signer: string;
  readonly outbox: number;
  /** Calls the app's ky 2 `beforeRequest` hook saw, of the calls the hooked client made. */
  readonly hooked: string;
  /** Uploads, pages, `.asResponse()`, `PAYMENTS_LOG`, `withOptions`, `User-Agent` (run by `main` only). */
  readonly dataPlane?: DataPlaneReport;
}

export async function run(client: PaymentsClient, simulator: Simulator): Promise<Report> {
  // A ky 2 hook (one state object), typed by the SDK's `ky` option: it runs on every call.
  const seen: string[] = [];
  const hookedClient = createClient({
    apiKey: DEMO.keys.app,
    baseUrl: simulator.baseUrl,
    fetch: simulator.fetch,
    ky: {
      hooks: {
        beforeRequest: [
          ({ request }) => {
            seen.push(new URL(request.url).pathname);
            request.headers.set('x-app-trace', `call-${seen.length}`);
          },
        ],
      },
    },
  });
  await hookedClient.maintenance.retrieve();
  await hookedClient.config.countries.list();
  await hookedClient.config.username.checkAvailability({ username: 'hooked_name' });

  const { available } = await client.config.username.checkAvailability({ username: 'brand_new_name' });
  const { chains } = await client.config.chains.list();

  const stranger = createClient({ apiKey: 'sk_unknown', baseUrl: simulator.baseUrl, fetch: simulator.fetch });
  let denied = 'nothing thrown';
  try {
    await stranger.config.username.checkAvailability({ username: 'someone' });
  } catch (error) {
    if (isApiError(error) && error.status === 403 && error.code === 'API_KEY_INVALID') {
      denied = `${error.status} ${error.code}`;
    } else throw error;
  }

  // A control method, typed by its action.
  const { messages } = await simulator.control.platform.outbox({ to: DEMO.users.bruno.email });

  const { privateKeyToAccount } = await import('viem/accounts');
  const account = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
  const fields = {
    chainId: 8453,
    from: account.address,
    to: '0x2B5AD5c4795c026514f8317c7a215E218DcCD6cF',
    token: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
    amount: 25_000_000n,
    fee: 150_000n,
    prepareId: 'prep_5KJ2',
    nonce: 0n,
    expiresAtMs: 1_767_225_600_000,
  } as const;
  const signature = await signSponsoredSend({ signer: account, fields });
  const verified = await verifySponsoredSend({
    fields,
    signature,
    chainId: 8453,
    now: 1_767_225_000_000,
  });

  return {
    entries: Object.values(entries).filter((exports) => Object.keys(exports).length > 0).length,
    users: userCount(simulator.services),
    available,
    chains: chains.length,
    denied,
    signer: verified.signer,
    outbox: messages.length,
    hooked: `${seen.length} of 3`,
  };
}

/** The app's client of the API at `baseUrl`, through the global fetch (MSW's, under a test). */
export function appClient(baseUrl: string): PaymentsClient {
  return createClient({ apiKey: DEMO.keys.app, baseUrl, maxRetries: 0 });
}

export async function main(): Promise<Report> {
  const simulator = buildSimulator();
  const client = createClient({ apiKey: DEMO.keys.app, baseUrl: simulator.baseUrl, fetch: simulator.fetch });
  return { ...(await run(client, simulator)), dataPlane: await dataPlane() };
}
