/**
 * A page that runs the simulator in the browser: MSW's service worker hands the page's requests
 * to the simulator's handlers, and the SDK in the page talks to it as it would to the API. The
 * page logs in with an OTP, creates a payment request, shows a typed error, and renders what it
 * got. Bundle it with esbuild and serve it with MSW's `mockServiceWorker.js` at the root.
 */
import { createClient, isApiError } from '@payments-platform/sdk';
import { createSimulator, DEMO } from '@payments-platform/simulator';
import { setupWorker } from 'msw/browser';

/** What the page publishes on `window.__checkout` once done. */
export interface PageResult {
  readonly ok: boolean;
  readonly error?: string;
  readonly lines: string[];
}

declare global {
  interface Window {
    __checkout?: PageResult;
  }
}

const lines: string[] = [];
const show = (line: string) => {
  lines.push(line);
  const item = document.createElement('li');
  item.textContent = line;
  document.querySelector('#log')?.append(item);
};

async function main(): Promise<void> {
  // #region worker
  // The page's own origin as base URL: the worker controls the page and answers under it.
  const simulator = createSimulator({ baseUrl: location.origin, randomSeed: 'browser-example' });
  await setupWorker(...(await simulator.loadHandlers())).start({
    onUnhandledFrame: 'error',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
  const client = createClient({ apiKey: DEMO.keys.appWrite, baseUrl: simulator.baseUrl });
  // #endregion worker

  const { status } = await client.maintenance.retrieve();
  show(`Platform status: ${status}`);

  const login = await client.auth.login({ email: DEMO.users.bruno.email });
  const code =
    (await simulator.control.platform.outbox({ to: DEMO.users.bruno.email })).messages.at(-1)?.otp ?? '';
  const verified = await login.verify(code);
  show(`Logged in as ${verified.teams[0]?.profileNickname} of ${verified.teams[0]?.teamName}`);

  const request = await client.core.requests.create({
    targetAddress: DEMO.wallets.business,
    amount: 42,
    channelParams: { customId: 'browser-order' },
  });
  show(`Payment request for 42 USD: ${request.id}`);

  try {
    await client.auth.sendOtp({ email: 'nobody@example.com' });
  } catch (error) {
    if (isApiError(error)) show(`Unknown e-mail refused: ${error.status} ${error.code}`);
  }
}

main().then(
  () => {
    window.__checkout = { ok: true, lines };
  },
  (error: unknown) => {
    window.__checkout = { ok: false, error: String(error), lines };
  },
);
