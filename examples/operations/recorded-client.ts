/**
 * The client each operation's example (calls.ts) runs with (calls.inputs.ts hands it out): a simulator of the recording's
 * seeds that has answered every request recorded before the operation's own (docs/openapi-examples.json,
 * in recorded order, with the control steps the recording ran), so the example's request finds the
 * records it names and gets the recorded answer; the client acts as the recording's caller.
 */
import { createClient, type PaymentsClient } from '@payments-platform/sdk';
import { operations } from '@payments-platform/sdk/contract';
import { createSimulator, DEMO, type Simulator } from '@payments-platform/simulator';
import recorded from '../../docs/openapi-examples.json' with { type: 'json' };
import {
  type Caller,
  EXAMPLE_PROFILE,
  EXAMPLE_SEEDS,
  type ExampleSessions,
  exampleRequest,
  prepareExampleSimulator,
  type RecordedExample,
  runControlSteps,
} from '../../scripts/example-requests.js';

const examples = recorded as unknown as Record<string, Record<string, RecordedExample>>;

/** The recorded requests that changed nothing but were sent as someone, in recorded order. */
const replayed = Object.entries(examples)
  .flatMap(([id, byName]) =>
    Object.values(byName)
      .filter((example) => example.caller !== undefined)
      .map((example) => ({ id, example })),
  )
  .sort((a, b) => (a.example.step ?? 0) - (b.example.step ?? 0));

/** A client of `simulator` acting as `caller`, as the recording sent its requests. */
function clientAs(
  caller: Caller,
  simulator: Simulator,
  sessions: ExampleSessions,
  keyOnly: boolean,
): PaymentsClient {
  // The client reads the simulator's clock, so the recording's sessions are still fresh to it.
  const base = {
    baseUrl: simulator.baseUrl,
    fetch: simulator.fetch,
    maxRetries: 0,
    now: () => simulator.clock.now(),
  };
  switch (caller) {
    case 'nobody':
      return createClient(base);
    case 'key':
      return createClient({ ...base, apiKey: DEMO.keys.appWrite });
    case 'headers':
      return createClient({ ...base, apiKey: DEMO.keys.appWrite }).withContext({
        profileId: EXAMPLE_PROFILE.id,
        teamId: EXAMPLE_PROFILE.teamId,
      });
    case 'session':
      // An operation the SDK sends with the key alone learns who calls from a key scoped to Bruno.
      if (keyOnly) return createClient({ ...base, apiKey: DEMO.keys.profileWrite });
      return createClient({ ...base, apiKey: DEMO.keys.appWrite, session: { token: sessions.bruno } });
    case 'desk':
      return createClient({ ...base, apiKey: DEMO.keys.otcProvider, session: { token: sessions.desk } });
  }
}

/** The client for operation `id`'s example, on a simulator that has answered everything recorded before it. */
export async function clientFor(id: string): Promise<PaymentsClient> {
  const own = examples[id]?.success;
  if (!own?.caller) throw new Error(`${id} has no recorded example`);
  const simulator = createSimulator(EXAMPLE_SEEDS);
  const sessions = await prepareExampleSimulator(simulator);
  for (const { id: earlier, example } of replayed) {
    if ((example.step ?? 0) >= (own.step ?? 0)) break;
    const operation = operations.find((candidate) => candidate.id === earlier);
    if (!operation || !example.caller) continue;
    await runControlSteps(simulator, example.before ?? []);
    const { path, init } = exampleRequest(operation, example, example.caller, sessions);
    await (await simulator.fetch(`${simulator.baseUrl}${path}`, init)).arrayBuffer();
  }
  await runControlSteps(simulator, own.before ?? []);
  const keyOnly = operations.find((operation) => operation.id === id)?.auth.pattern === 'key';
  return clientAs(own.caller, simulator, sessions, keyOnly);
}
