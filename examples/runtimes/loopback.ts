/**
 * The runtime script against a standalone simulator (`@payments-platform/simulator/node`) at a
 * loopback URL, with the runtime's own `fetch`; the OTP is read from the simulator's control API.
 * The Worker and the edge-runtime loopback entry use it.
 */
import { runSdkScript, type ScriptResult } from './sdk-script.js';

async function readOtp(baseUrl: string, email: string): Promise<string> {
  const url = new URL('/_simulator/outbox', baseUrl);
  url.searchParams.set('to', email);
  const response = await fetch(url);
  const body = (await response.json()) as { data?: { messages?: Array<{ otp?: string }> } };
  const otp = body.data?.messages?.at(-1)?.otp;
  if (!otp) throw new Error(`No OTP was e-mailed to ${email}`);
  return otp;
}

/** Runs the script against the simulator at `baseUrl` with the given key. */
export function runOverLoopback(baseUrl: string, apiKey: string): Promise<ScriptResult> {
  return runSdkScript({ baseUrl, apiKey, readOtp: (email) => readOtp(baseUrl, email) });
}
