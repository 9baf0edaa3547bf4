/**
 * The inspector page: one self-contained HTML document (inline CSS and script, no build step)
 * that reads the simulator through its control routes and renders every value as text.
 */
import { INSPECTOR_SCRIPT } from './script.js';
import { INSPECTOR_STYLE } from './style.js';

/** What the page needs to know about the simulator that serves it. */
export interface InspectorPageOptions {
  /**
   * The simulator's base URL. The page uses its own origin when it is loaded over HTTP from the
   * simulator, and this URL when it runs from a string (an `iframe` `srcdoc` next to MSW).
   */
  readonly baseUrl: string;
  /**
   * The nonce of the page's script, as the answer's `Content-Security-Policy` allows it
   * (`script-src 'nonce-...'`); without one the script element carries none.
   */
  readonly nonce?: string;
}

/** JSON that is safe inside a `<script>` element: no `<`, `>`, `&` or line separators as such. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const SECTIONS = [
  ['clock', 'Clock'],
  ['apps', 'Apps and keys'],
  ['teams', 'Teams'],
  ['users', 'Users and profiles'],
  ['wallets', 'Wallets and balances'],
  ['transactions', 'Transactions'],
  ['payment-requests', 'Payment requests'],
  ['chain-txs', 'Chain transactions'],
  ['otc', 'OTC requests and offers'],
  ['ramp', 'Ramp orders'],
  ['requests', 'Request journal'],
  ['webhooks', 'Webhook journal'],
  ['outbox', 'Outbox'],
  ['faults', 'Faults'],
] as const;

/**
 * The HTML of the inspector.
 *
 * @example
 * ```ts
 * const html = inspectorPage({ baseUrl: 'http://127.0.0.1:4010' });
 * ```
 */
export function inspectorPage(options: InspectorPageOptions): string {
  const nav = SECTIONS.map(([id, title]) => `<a href="#${id}">${title}</a>`).join('\n      ');
  const sections = SECTIONS.map(
    ([id, title]) =>
      `<section id="${id}"><h2>${title}</h2><div class="actions" data-actions="${id}"></div><div class="view" data-view="${id}"><p class="muted">Loading...</p></div></section>`,
  ).join('\n    ');
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <link rel="icon" href="data:,">
    <title>Payments Platform simulator: inspector</title>
    <style>${INSPECTOR_STYLE}</style>
  </head>
  <body>
    <header>
      <h1>Payments Platform simulator</h1>
      <div id="status" class="muted">Connecting...</div>
      <form id="token-form" class="inline" autocomplete="off">
        <label>Admin token <input id="token" name="token" type="password" placeholder="--admin-token"></label>
        <button type="submit">Use token</button>
      </form>
    </header>
    <nav>
      ${nav}
    </nav>
    <div id="errors" role="alert"></div>
    <div id="result" class="muted" role="status"></div>
    <main>
    ${sections}
    </main>
    <script type="application/json" id="inspector-config">${scriptJson({ baseUrl: options.baseUrl })}</script>
    <script${options.nonce === undefined ? '' : ` nonce="${options.nonce.replace(/[^A-Za-z0-9+/=]/g, '')}"`}>${INSPECTOR_SCRIPT}</script>
  </body>
</html>
`;
}
