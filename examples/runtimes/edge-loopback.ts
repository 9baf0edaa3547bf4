/**
 * The runtime script in Vercel's `edge-runtime`: a fetch-event handler whose SDK calls a
 * standalone simulator over loopback. The request names it: `?simulator=<url>&key=<api key>`.
 */
import { runOverLoopback } from './loopback.js';

interface EdgeFetchEvent extends Event {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}

async function handle(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const simulator = url.searchParams.get('simulator');
  const key = url.searchParams.get('key');
  if (!simulator || !key) return new Response('simulator and key are required', { status: 400 });
  return Response.json(await runOverLoopback(simulator, key));
}

addEventListener('fetch', (event) => {
  const fetchEvent = event as EdgeFetchEvent;
  fetchEvent.respondWith(handle(fetchEvent.request));
});
