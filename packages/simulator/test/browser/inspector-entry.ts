/**
 * The browser side of the MSW case of `inspector-browser.test.ts`: a simulator's handlers served
 * by `setupWorker` on the page's origin, and its inspector page fetched through them and shown in
 * an `srcdoc` frame, as an app that mounts the simulator in the browser would do.
 */
import { createSimulator } from '@payments-platform/simulator';
import { setupWorker } from 'msw/browser';

declare global {
  interface Window {
    __inspectorReady?: boolean;
    __inspectorError?: string;
  }
}

const simulator = createSimulator({ baseUrl: location.origin, randomSeed: 'inspector-worker' });
// In a page msw is loaded with import(), so the handlers come from loadHandlers().
const worker = setupWorker();

async function run(): Promise<void> {
  worker.use(...(await simulator.loadHandlers()));
  await worker.start({
    onUnhandledFrame: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
  await simulator.control.tenancy.createApp({ name: 'Shop in the <i>browser</i>' });
  // #region frame
  const html = await (await fetch(`${simulator.baseUrl}/_simulator/ui`)).text();
  const frame = document.createElement('iframe');
  frame.srcdoc = html;
  document.body.append(frame);
  // #endregion frame
  frame.id = 'inspector';
  frame.style.width = '100%';
  frame.style.height = '900px';
  window.__inspectorReady = true;
}

run().catch((error: unknown) => {
  window.__inspectorError = error instanceof Error ? error.message : String(error);
});
