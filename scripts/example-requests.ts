/**
 * The requests of the recorded OpenAPI examples (docs/openapi-examples.json), as the recording
 * sends them and a replay sends them again: the demo seed's app key with WRITE, Bruno's header
 * context or his session.
 */
import { buildPath, type OperationDefinition, type OperationExample } from '@payments-platform/sdk/contract';
import { DEMO } from '@payments-platform/simulator';

/** Who a request acts as: no headers, a demo key alone, Bruno's header context, or his session. */
export type Caller = 'nobody' | 'key' | 'headers' | 'session';

/** A recorded example with who it acted as (the recording's note; the document does not print it). */
export type RecordedExample = OperationExample & { readonly caller?: Caller };

/** Seeds of a simulator that answers the recorded requests again, id for id. */
export const EXAMPLE_SEEDS = { seed: 'demo', randomSeed: 'examples' } as const;
export const EXAMPLE_PROFILE = DEMO.profiles.bruno;

/** The path with its query and the request init of an example; `session` is a bearer token. */
export function exampleRequest(
  operation: OperationDefinition,
  example: Omit<OperationExample, 'status' | 'response'>,
  caller: Caller,
  session: string,
): { readonly path: string; readonly init: RequestInit } {
  const headers: Record<string, string> =
    example.body === undefined ? {} : { 'content-type': 'application/json' };
  if (caller !== 'nobody') headers['x-api-key'] = DEMO.keys.appWrite;
  if (caller === 'headers') {
    Object.assign(headers, { 'x-profile-id': EXAMPLE_PROFILE.id, 'x-team-id': EXAMPLE_PROFILE.teamId });
  }
  if (caller === 'session') headers.authorization = `Bearer ${session}`;
  const query = example.query
    ? `?${new URLSearchParams(Object.entries(example.query).map(([key, value]) => [key, String(value)]))}`
    : '';
  return {
    path: `${buildPath(operation.path, example.params ?? {})}${query}`,
    init: {
      method: operation.method,
      headers,
      ...(example.body === undefined ? {} : { body: JSON.stringify(example.body) }),
    },
  };
}
