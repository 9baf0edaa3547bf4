/**
 * The inspector's control actions: the page itself (`GET /_simulator/ui`) and the cheap revision
 * it polls (`GET /_simulator/revision`). Everything else the page shows it reads from the
 * ordinary control routes (`GET /_simulator/state`, `GET /_simulator/clock`).
 */
import { defineControlAction } from '../kernel/control.js';
import { inspectorPage } from './page.js';
import { stateRevision } from './revision.js';

/** 16 random bytes as base64: the nonce of the page's script in one answer. */
function scriptNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** The inspector's control actions. */
export const INSPECTOR_CONTROL = [
  defineControlAction({
    module: 'inspector',
    name: 'page',
    method: 'GET',
    path: '/ui',
    summary: 'The inspector: one HTML page over the control API (it asks for the admin token itself).',
    // The page holds no data: it reads everything through the control routes, with the token.
    open: true,
    run: ({ services }) => {
      // A nonce per answer lets the page's own script run and no other: no inline script, no
      // attribute handler, no script from elsewhere. Only pages of its own origin may frame it.
      const nonce = scriptNonce();
      return new Response(inspectorPage({ baseUrl: services.config.baseUrl, nonce }), {
        status: 200,
        headers: {
          'content-type': 'text/html; charset=utf-8',
          'cache-control': 'no-store',
          'content-security-policy': `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'unsafe-inline'; connect-src 'self'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'self'`,
          'x-content-type-options': 'nosniff',
          'x-frame-options': 'SAMEORIGIN',
          'referrer-policy': 'no-referrer',
        },
      });
    },
  }),
  defineControlAction({
    module: 'inspector',
    name: 'revision',
    method: 'GET',
    path: '/revision',
    summary:
      'A revision that changes whenever a row is written, the clock moves, the faults change or a request is journaled.',
    run: ({ services }) => stateRevision(services),
  }),
] as const;
