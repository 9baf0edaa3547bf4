/**
 * The full client: every operation of the contract as a method in a namespace tree
 * (`client.teams.invitations.create(...)`), plus sessions, context, uploads and pagination.
 */
import { operations } from './contract/operation-list.js';
import {
  type ClientOptions,
  type CoreClient,
  call,
  createCore,
  refreshStoredSession,
  withCoreContext,
  withCoreOptions,
} from './core/call.js';
import { ConfigurationError } from './core/errors.js';
import type { Session } from './core/session.js';
import type { RequestContext, RequestOptions } from './core/transport.js';
import type { OperationNamespaces } from './generated/namespaces.js';
import { type AuthHelpers, authHelpers } from './helpers/login.js';
import { type UploadHelpers, uploadHelpers } from './helpers/uploads.js';
import { operationErrorGuard } from './method.js';

export type { OperationNamespaces } from './generated/namespaces.js';
export type {
  MethodFailureCode,
  OperationApiError,
  OperationFailureCode,
  OperationMethod,
  OperationMethodMembers,
  OperationRef,
  OperationResult,
  OperationTypesOf,
} from './method.js';

type Tree = { [key: string]: Tree | ((...args: never[]) => unknown) };

function buildNamespaces(core: CoreClient): Tree {
  const root: Tree = {};
  for (const operation of operations) {
    const parts = operation.sdk.split('.');
    const leaf = parts.pop() as string;
    let node = root;
    for (const part of parts) {
      node[part] ??= {};
      node = node[part] as Tree;
    }
    const method = (params?: Record<string, unknown>, options?: RequestOptions) =>
      call(core, operation, params as never, options);
    node[leaf] = Object.assign(method, { operation, isError: operationErrorGuard(operation) });
  }
  return root;
}

/** What a client offers besides the operation namespaces. */
export interface ClientExtras {
  /** OTP login, session refresh and logout (besides the declared auth operations). */
  readonly auth: OperationNamespaces['auth'] & AuthHelpers;
  /** Upload helpers for transaction files and images. */
  readonly uploads: UploadHelpers;
  /**
   * A client that sends `x-profile-id` and `x-team-id` with every call that accepts them.
   * Both ids are required: the API rejects one without the other.
   */
  withContext(context: RequestContext): PaymentsClient;
  /**
   * A client with other options (`timeoutMs`, `maxRetries`, `headers`, `logger`, `validation`,
   * `ky`, ...) that shares this client's session and `fetch` (and so its connections) and keeps
   * its context. `headers` are added to this client's; the session options cannot change here.
   *
   * @example
   * ```ts
   * const patient = client.withOptions({ timeoutMs: 120_000, maxRetries: 5 });
   * const once = client.withOptions({ maxRetries: 0, headers: { 'x-request-source': 'cron' } });
   * ```
   */
  withOptions(
    options: Omit<ClientOptions, 'sessionStore' | 'session' | 'onSessionChange' | 'refreshAheadMs' | 'now'>,
  ): PaymentsClient;
  /** The stored session, if any. */
  session(): Promise<Session | undefined>;
  /** Refreshes the stored session now. */
  refreshSession(): Promise<Session | undefined>;
  /** The core, for the functional API (`call(client.$core, operation, params)`). */
  readonly $core: CoreClient;
}

/**
 * A client of the Payments Platform API: every operation as a method in its namespace
 * ({@link OperationNamespaces}: `client.teams.invitations.create(params)`, each with a page in the
 * [operations list](../../../docs/operations.md)), and the {@link ClientExtras} (OTP login,
 * uploads, `withContext`, the session).
 */
export type PaymentsClient = Omit<OperationNamespaces, 'auth'> & ClientExtras;

function assemble(core: CoreClient): PaymentsClient {
  const namespaces = buildNamespaces(core);
  const client = {
    ...namespaces,
    auth: Object.assign(namespaces.auth as Tree, authHelpers(core)),
    uploads: uploadHelpers(core),
    $core: core,
    withContext: (context: RequestContext) => {
      if (!context?.profileId || !context?.teamId) {
        throw new ConfigurationError(
          'context',
          'withContext needs both profileId and teamId: client.withContext({ profileId, teamId }).',
        );
      }
      return assemble(withCoreContext(core, context));
    },
    withOptions: (options: ClientOptions) => assemble(withCoreOptions(core, options)),
    session: () => core.sessions.current(),
    refreshSession: () => refreshStoredSession(core),
  };
  return client as unknown as PaymentsClient;
}

/**
 * Creates a client.
 *
 * @example
 * ```ts
 * const client = createClient({ apiKey: process.env.PAYMENTS_API_KEY, environment: 'sandbox' });
 * const { countries } = await client.config.countries.list();
 * ```
 */
export function createClient(options: ClientOptions = {}): PaymentsClient {
  return assemble(createCore(options));
}

/**
 * The client as a class, for `new PaymentsClient(options)`.
 *
 * @example
 * ```ts
 * const client = new PaymentsClient({ apiKey: 'sk_sandbox_...', baseUrl: 'http://127.0.0.1:4010' });
 * await client.teams.invitations.create({ email: 'new@example.com', role: 'member' });
 * ```
 */
export const PaymentsClient = function PaymentsClient(this: unknown, options: ClientOptions = {}) {
  return createClient(options);
} as unknown as new (
  options?: ClientOptions,
) => PaymentsClient;
