/**
 * The runtime script in Vercel's `edge-runtime` with the simulator in the same isolate: a
 * fetch-event handler that creates a simulator and runs the script through `simulator.fetch`.
 */
import { createSimulator, DEMO } from '@payments-platform/simulator';
import { runSdkScript } from './sdk-script.js';

interface EdgeFetchEvent extends Event {
  respondWith(response: Promise<Response>): void;
}

async function handle(): Promise<Response> {
  const simulator = createSimulator({ randomSeed: 'runtimes' });
  const result = await runSdkScript({
    baseUrl: simulator.baseUrl,
    apiKey: DEMO.keys.appWrite,
    fetch: simulator.fetch,
    readOtp: async (email) => {
      const otp = simulator.outbox({ to: email }).at(-1)?.otp;
      if (!otp) throw new Error(`No OTP was e-mailed to ${email}`);
      return otp;
    },
  });
  return Response.json(result);
}

addEventListener('fetch', (event) => {
  (event as EdgeFetchEvent).respondWith(handle());
});
