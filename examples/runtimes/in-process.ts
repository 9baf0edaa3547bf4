/**
 * The runtime script against the simulator in the same process, answering through
 * `simulator.fetch`. Run as is by Node (tsx), Bun and Deno. It does not call `process.exit`:
 * the runtime has to finish on its own once the work is done.
 */
import { createSimulator, DEMO } from '@payments-platform/simulator';
import { RESULT_PREFIX, runSdkScript } from './sdk-script.js';

const simulator = createSimulator({ randomSeed: 'runtimes' });

const result = await runSdkScript({
  baseUrl: simulator.baseUrl,
  apiKey: DEMO.keys.appWrite,
  fetch: simulator.fetch,
  readOtp: async (email) => {
    const otp = (await simulator.control.platform.outbox({ to: email })).messages.at(-1)?.otp;
    if (!otp) throw new Error(`No OTP was e-mailed to ${email}`);
    return otp;
  },
});

console.log(`${RESULT_PREFIX}${JSON.stringify(result)}`);
