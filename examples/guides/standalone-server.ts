/**
 * The standalone simulator of docs/testing.md, driven over plain HTTP the way a test suite in
 * another language drives it: reset, a call with a demo key, the virtual clock, a fault.
 */
import { DEMO } from '@payments-platform/simulator';
import { startServer } from '@payments-platform/simulator/node';

export async function overHttp() {
  // #region start
  // `npx payments-simulator --port 0 --random-seed 42` does the same from a shell.
  const server = await startServer({ port: 0, randomSeed: 42 });
  // #endregion start
  try {
    const base = server.url;
    const json = async (response: Response) => ({ status: response.status, body: await response.json() });

    // #region http
    // Any HTTP client works; these are the requests a Python, Go or Ruby suite would send.
    // Control writes say JSON (the server refuses other types, which pages can send cross-site).
    await fetch(`${base}/_simulator/reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    });
    const chains = await fetch(`${base}/v1/config/chains`, { headers: { 'x-api-key': DEMO.keys.app } });
    const clock = await fetch(`${base}/_simulator/clock/advance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ms: 60_000 }),
    });
    await fetch(`${base}/_simulator/faults`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rules: [{ operationId: 'listChains', status: 503, count: 1 }] }),
    });
    const faulted = await fetch(`${base}/v1/config/chains`, { headers: { 'x-api-key': DEMO.keys.app } });
    // #endregion http

    return { chains: await json(chains), clock: await json(clock), faulted: await json(faulted) };
  } finally {
    await server.close();
  }
}
