/**
 * The script of the runtime matrix: the same SDK calls on every runtime the SDK claims to run on
 * (Node, Bun, Deno, workerd, edge-runtime). It builds a client, logs in with an OTP, creates a
 * payment request, and narrows an error by its documented code. It uses only the SDK and the
 * `fetch` it is given, so it runs wherever `fetch` does.
 */
import { createClient } from '@payments-platform/sdk';

/** Where the script sends its requests, and how it reads the OTP that the API e-mailed. */
export interface RuntimeTarget {
  readonly baseUrl: string;
  readonly apiKey: string;
  /** A custom fetch (the in-process simulator's); the global `fetch` when absent. */
  readonly fetch?: (input: Request | string | URL, init?: RequestInit) => Promise<Response>;
  /** The last OTP e-mailed to an address. */
  readonly readOtp: (email: string) => Promise<string>;
}

/** What the script reports; the matrix compares it across runtimes. */
export interface ScriptResult {
  readonly runtime: string;
  readonly maintenance: string;
  readonly userType: string;
  readonly teamName: string;
  /** The status of the request's transaction when read back. */
  readonly requestStatus: string;
  /** Whether the request read back carries the transaction the creation returned. */
  readonly sameTransaction: boolean;
  readonly error: { readonly status: number; readonly code: string } | null;
}

/** The e-mail of the demo seed's business admin. */
export const LOGIN_EMAIL = 'bruno@example.com';

/** Names the runtime the script runs on, from the globals each one defines. */
export function detectRuntime(): string {
  const global = globalThis as {
    Deno?: unknown;
    Bun?: unknown;
    EdgeRuntime?: unknown;
    navigator?: { userAgent?: string };
    process?: { versions?: { node?: string } };
  };
  if (global.Deno !== undefined) return 'deno';
  if (global.Bun !== undefined) return 'bun';
  if (typeof global.EdgeRuntime === 'string') return 'edge-runtime';
  if (global.navigator?.userAgent === 'Cloudflare-Workers') return 'workerd';
  if (global.process?.versions?.node !== undefined) return 'node';
  return 'unknown';
}

/** Runs the script against a target and returns what it saw. */
export async function runSdkScript(target: RuntimeTarget): Promise<ScriptResult> {
  const client = createClient({
    apiKey: target.apiKey,
    baseUrl: target.baseUrl,
    ...(target.fetch === undefined ? {} : { fetch: target.fetch }),
    validation: 'strict',
  });

  const { status } = await client.maintenance.retrieve();

  const login = await client.auth.login({ email: LOGIN_EMAIL });
  const profileId = login.profiles[0]?.id;
  const verified = await login.verify(
    await target.readOtp(LOGIN_EMAIL),
    profileId === undefined ? {} : { profileId },
  );

  const { wallets } = await client.profile.retrieve();
  const targetAddress = (wallets[0] as { address?: string } | undefined)?.address;
  if (!targetAddress) throw new Error('The logged-in profile has no wallet');
  const created = await client.core.requests.create({ targetAddress, amount: 12.5, channelParams: {} });
  const request = await client.core.requests.retrieve({ id: created.id });

  const unknown = await client.auth.sendOtp({ email: 'nobody@example.com' }).safe();
  let error: ScriptResult['error'] = null;
  if (!unknown.ok && client.auth.sendOtp.isError(unknown.error, 'APP_V1_AUTH_SEND_OTP_ROUTE_01')) {
    // `code` is narrowed to the codes sendOtp documents.
    error = { status: unknown.error.status, code: unknown.error.code };
  }

  return {
    runtime: detectRuntime(),
    maintenance: status,
    userType: verified.userType,
    teamName: verified.teams[0]?.teamName ?? '',
    requestStatus: String(request.tx.status ?? ''),
    sameTransaction: request.tx.id === created.txId,
    error,
  };
}

/** The line a runtime prints, which the matrix test parses. */
export const RESULT_PREFIX = 'RUNTIME-RESULT ';
