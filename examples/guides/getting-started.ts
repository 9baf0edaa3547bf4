/**
 * The code of docs/getting-started.md that the examples do not already hold: clients per
 * environment, a key of the wrong environment, and a first call.
 */
import { createClient, PermissionDeniedError } from '@payments-platform/sdk';
import { createSimulator, DEMO } from '@payments-platform/simulator';

/** A first call against a simulator that serves the production environment. */
export async function firstCall() {
  const simulator = createSimulator({ environment: 'production', randomSeed: 'getting-started' });
  const sandboxKey = DEMO.keys.app; // sk_sandbox_...
  const liveKey = DEMO.liveKeys.app; // sk_live_...

  // #region first-call
  const client = createClient({
    apiKey: liveKey,
    baseUrl: simulator.baseUrl, // in an app: environment: 'production', or nothing for 'sandbox'
    fetch: simulator.fetch,
  });
  const { status } = await client.maintenance.retrieve(); // 'ok' | 'limited' | 'maintenance'
  const { chains } = await client.config.chains.list();
  console.log(status, `${chains.length} chains`);
  // #endregion first-call

  // #region wrong-environment
  const wrong = createClient({ apiKey: sandboxKey, baseUrl: simulator.baseUrl, fetch: simulator.fetch });
  const refused = await wrong.config.chains.list().safe();
  if (!refused.ok && refused.error instanceof PermissionDeniedError) {
    // 403: a sandbox key (sk_sandbox_...) on the production host, or the other way round
    console.log(refused.error.status, refused.error.code);
  }
  // #endregion wrong-environment

  return { status, chains, refused };
}
