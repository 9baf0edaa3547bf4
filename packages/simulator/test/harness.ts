/**
 * The harness the shared suite runs through: a way to send a request to a simulator (in-process
 * fetch, MSW interception, or the standalone server) and check what comes back.
 */
import { registry } from '@payments-platform/sdk/contract';
import type { Simulator, SimulatorOptions } from '../src/index.js';

/** One way of reaching a simulator. */
export interface Harness {
  readonly simulator: Simulator;
  /** Sends a request; `path` is relative to the simulator (for example `/v1/maintenance`). */
  send(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

/** Creates a harness around a new simulator made with `options`. */
export type HarnessFactory = (options?: SimulatorOptions) => Promise<Harness>;

/** A decoded envelope. */
export interface Envelope {
  readonly status: number;
  readonly headers: Headers;
  readonly body: {
    readonly success: boolean;
    readonly data?: unknown;
    readonly error?: { readonly code: string; readonly message: string };
  };
}

/**
 * Sends a request and decodes the envelope. Every success of an API operation is parsed with the
 * operation's response schema and throws when it does not match (the SDK's strict validation).
 */
export async function call(harness: Harness, path: string, init?: RequestInit): Promise<Envelope> {
  const response = await harness.send(path, init);
  const text = await response.text();
  let body: Envelope['body'];
  try {
    body = JSON.parse(text) as Envelope['body'];
  } catch {
    throw new Error(
      `${init?.method ?? 'GET'} ${path} answered ${response.status} without JSON: ${text.slice(0, 200)}`,
    );
  }
  if (response.ok && !path.startsWith('/_simulator')) {
    const match = registry.match(init?.method ?? 'GET', new URL(path, 'http://localhost').pathname);
    if (!match) throw new Error(`A success on ${path} matched no operation`);
    if (body.success !== true) throw new Error(`A ${response.status} on ${path} without success: true`);
    match.operation.schemas.response.parse(body.data);
  }
  return { status: response.status, headers: response.headers, body };
}

/** JSON request init. */
export function json(method: string, body: unknown, headers: Record<string, string> = {}): RequestInit {
  return { method, body: JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } };
}
