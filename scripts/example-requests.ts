/**
 * The requests of the recorded OpenAPI examples (docs/openapi-examples.json), as the recording
 * sends them and a replay sends them again: the demo seed's app key with WRITE, Bruno's header
 * context or his session, or the demo OTC desk (Omar's key and session); with the control-API
 * steps (an OTC desk's offer, the clock moving on) a request needs before it.
 */
import { buildPath, type OperationDefinition, type OperationExample } from '@payments-platform/sdk/contract';
import { DEMO, type Simulator } from '@payments-platform/simulator';

/** Who a request acts as: no headers, a demo key alone, Bruno's header context or session, the OTC desk. */
export type Caller = 'nobody' | 'key' | 'headers' | 'session' | 'desk';

/**
 * A step run before a request, as the recording ran it: a method of `simulator.control`
 * (`otc.makeOffer`) with its input, the clock moved on by `advance` ms, or the bytes of a file
 * `put` to a signed upload URL of the simulator (its path), as a client uploads them.
 */
export type ControlStep =
  | { readonly control: string; readonly input?: Readonly<Record<string, unknown>> }
  | { readonly advance: number }
  | { readonly put: string; readonly contentType: string; readonly text: string };

/**
 * A recorded example with the recording's notes (the document does not print them): who it acted
 * as, its place in the recording and the control steps run before it.
 */
export type RecordedExample = OperationExample & {
  readonly caller?: Caller;
  readonly step?: number;
  readonly before?: readonly ControlStep[];
};

/** Seeds of a simulator that answers the recorded requests again, id for id. */
/** The seeds of the recording; the URL signing key too, so the state it leaves is the same on every run. */
export const EXAMPLE_SEEDS = {
  seed: 'demo',
  randomSeed: 'examples',
  urlSigningKey: '6578616d706c65732d6f662d7468652d6f70656e6170692d646f63756d656e74',
} as const;
export const EXAMPLE_PROFILE = DEMO.profiles.bruno;
/** The context headers of a request that acts as {@link EXAMPLE_PROFILE} in his team. */
export const CONTEXT_HEADERS = {
  'x-profile-id': EXAMPLE_PROFILE.id,
  'x-team-id': EXAMPLE_PROFILE.teamId,
} as const;

/** The bearer sessions of the recording: Bruno's and the OTC desk's (Omar). */
export interface ExampleSessions {
  readonly bruno: string;
  readonly desk: string;
}

/** Freezes the clock and opens the recording's sessions, in the recording's order. */
export async function prepareExampleSimulator(simulator: Simulator): Promise<ExampleSessions> {
  simulator.clock.freeze();
  const open = async (profileId: string) =>
    (await simulator.control.tenancy.createSession({ profileId })).token;
  return { bruno: await open(EXAMPLE_PROFILE.id), desk: await open(DEMO.profiles.omar.id) };
}

/** Runs control steps on a simulator, in order; resolves with what each answered. */
export async function runControlSteps(
  simulator: Simulator,
  steps: readonly ControlStep[],
): Promise<unknown[]> {
  const results: unknown[] = [];
  const control = simulator.control as unknown as Record<
    string,
    Record<string, (input?: unknown) => Promise<unknown>>
  >;
  for (const step of steps) {
    if ('advance' in step) {
      results.push(await simulator.clock.advance(step.advance));
      continue;
    }
    if ('put' in step) {
      const response = await simulator.fetch(`${simulator.baseUrl}${step.put}`, {
        method: 'PUT',
        headers: { 'content-type': step.contentType },
        body: new TextEncoder().encode(step.text),
      });
      if (!response.ok) throw new Error(`PUT ${step.put} answered ${response.status}`);
      results.push(await response.json());
      continue;
    }
    const [area = '', action = ''] = step.control.split('.');
    const method = control[area]?.[action];
    if (!method) throw new Error(`No control method ${step.control}`);
    results.push(await method.call(control[area], step.input));
  }
  return results;
}

/** The path with its query and the request init of an example. */
export function exampleRequest(
  operation: OperationDefinition,
  example: Omit<OperationExample, 'status' | 'response'>,
  caller: Caller,
  sessions: ExampleSessions,
): { readonly path: string; readonly init: RequestInit } {
  const headers: Record<string, string> =
    example.body === undefined ? {} : { 'content-type': 'application/json' };
  if (caller === 'desk') {
    Object.assign(headers, { 'x-api-key': DEMO.keys.otcProvider, authorization: `Bearer ${sessions.desk}` });
  } else if (caller !== 'nobody') headers['x-api-key'] = DEMO.keys.appWrite;
  if (caller === 'headers') Object.assign(headers, CONTEXT_HEADERS);
  if (caller === 'session') headers.authorization = `Bearer ${sessions.bruno}`;
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
