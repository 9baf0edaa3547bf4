/**
 * A call through MSW's `setupServer(...simulator.handlers)` against the same call through
 * `simulator.fetch`, and against MSW with one handler per operation (path-to-regexp matched in
 * order, the layout the handlers had before). The cases interleave in rounds; figures are
 * medians with the range over rounds.
 *
 * Run alone: `npx tsx --conditions=@payments-platform/source --expose-gc bench/msw.bench.ts`.
 * BENCH_ROUNDS (default 5) and BENCH_ITERATIONS (default 400) tune it.
 */
import { registry } from '@payments-platform/sdk/contract';
import { createSimulator, DEMO } from '@payments-platform/simulator';
import { HttpResponse, http, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { summary } from './stats.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 400);

const direct = createSimulator({ baseUrl: 'http://direct.test', rateLimit: false });
const single = createSimulator({ baseUrl: 'http://single.test', rateLimit: false });
const perOperation = createSimulator({ baseUrl: 'http://per-operation.test', rateLimit: false });

const METHODS = { GET: http.get, POST: http.post, PUT: http.put, PATCH: http.patch, DELETE: http.delete };
/** One handler per operation plus a fallback, each matched by its own path pattern. */
function handlersPerOperation(simulator: typeof perOperation): RequestHandler[] {
  const resolver = async ({ request }: { request: Request }) => {
    const outcome = await simulator.dispatch(request);
    return outcome.kind === 'network-error' ? HttpResponse.error() : outcome.response;
  };
  return [
    ...registry
      .all()
      .map((operation) =>
        METHODS[operation.method](
          `${simulator.baseUrl}${operation.path.replace(/\{(\w+)\}/g, ':$1')}`,
          resolver,
        ),
      ),
    http.all(`${simulator.baseUrl}/*`, resolver),
  ];
}

const server = setupServer();
server.listen({ onUnhandledFrame: 'error' });
const installed = {
  single: single.handlers,
  perOperation: handlersPerOperation(perOperation),
};

const headers = { 'x-api-key': DEMO.keys.app };
const path = '/v1/txs/tx-count-today';
/** Name, the handlers MSW holds during the case (only these), and one call. */
const cases: ReadonlyArray<readonly [string, RequestHandler[], () => Promise<Response>]> = [
  ['simulator.fetch', [], () => direct.fetch(path, { headers })],
  ['MSW, simulator.handlers', installed.single, () => fetch(`${single.baseUrl}${path}`, { headers })],
  [
    'MSW, one handler per operation',
    installed.perOperation,
    () => fetch(`${perOperation.baseUrl}${path}`, { headers }),
  ],
];

async function timeOne(handlers: RequestHandler[], run: () => Promise<Response>): Promise<number> {
  server.resetHandlers(...handlers);
  const started = performance.now();
  for (let index = 0; index < ITERATIONS; index++) {
    const response = await run();
    if (response.status !== 200) throw new Error(`Unexpected status ${response.status}`);
    await response.arrayBuffer();
  }
  return ((performance.now() - started) / ITERATIONS) * 1000;
}

for (const [, handlers, run] of cases) await timeOne(handlers, run);
const micros = new Map<string, number[]>(cases.map(([name]) => [name, []]));
for (let round = 0; round < ROUNDS; round++) {
  for (let index = 0; index < cases.length; index++) {
    const [name, handlers, run] = cases[(index + round) % cases.length] as (typeof cases)[number];
    micros.get(name)?.push(await timeOne(handlers, run));
  }
}
server.close();

const base = micros.get('simulator.fetch') ?? [];
console.log(`GET ${path} with an API key; ${ROUNDS} rounds of ${ITERATIONS} calls; medians (min–max).\n`);
console.log('| path | µs per call | vs `simulator.fetch` |');
console.log('| --- | ---: | ---: |');
for (const [name] of cases) {
  const list = micros.get(name) ?? [];
  const ratios = list.map((value, round) => value / (base[round] ?? Number.NaN));
  console.log(`| ${name} | ${summary(list, 0)} | ${summary(ratios, 1)}x |`);
}
