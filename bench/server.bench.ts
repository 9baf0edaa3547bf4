/**
 * The standalone simulator server against a bare `node:http` server that returns the same bytes
 * and against Prism's mock server on the OpenAPI document, with autocannon. Each server runs in
 * its own process; the rounds interleave the servers so a busy machine slows them alike, and the
 * figures are medians with the range over rounds.
 *
 * Cases: a public read (GET /v1/maintenance), a keyed read (GET /v1/config/countries/banks with
 * an API key) and a create (POST /channel/core/request/create with a profile key).
 *
 * Run alone: `npx tsx --conditions=@payments-platform/source --expose-gc bench/server.bench.ts`.
 * BENCH_ROUNDS (default 3), BENCH_SECONDS (default 3) and BENCH_CONNECTIONS (default 10) tune it;
 * BENCH_PRISM=0 leaves Prism out.
 */
import { type ChildProcess, fork, spawn } from 'node:child_process';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { median, summary } from './stats.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const WITH_PRISM = process.env.BENCH_PRISM !== '0';

interface BenchCase {
  readonly name: string;
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly headers: Record<string, string>;
  readonly body?: string;
}

interface Answer {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly body: string;
}

type ChildMessage =
  | { readonly kind: 'listening'; readonly url: string }
  | { readonly kind: 'cpu'; readonly micros: number };

/** The demo keys, read from the simulator package so the bench follows the seed. */
async function demoCases(): Promise<BenchCase[]> {
  const { DEMO } = await import('@payments-platform/simulator');
  return [
    { name: 'public read', method: 'GET', path: '/v1/maintenance', headers: {} },
    {
      name: 'keyed read',
      method: 'GET',
      path: '/v1/config/countries/banks?country=MX',
      headers: { 'x-api-key': DEMO.keys.app },
    },
    {
      name: 'create',
      method: 'POST',
      path: '/channel/core/request/create',
      headers: { 'x-api-key': DEMO.keys.profileWrite, 'content-type': 'application/json' },
      body: JSON.stringify({
        targetAddress: DEMO.wallets.bruno,
        amount: 25,
        channelParams: { customId: 'order-77', note: 'Invoice 77' },
      }),
    },
  ];
}

// ---- child processes ---------------------------------------------------------------------

const send = (message: ChildMessage) => process.send?.(message);

function answerCpu(): void {
  process.on('message', (message: { kind?: string }) => {
    if (message.kind === 'cpu') {
      const usage = process.cpuUsage();
      send({ kind: 'cpu', micros: usage.user + usage.system });
    }
  });
}

/** The simulator server with its default options, or with the response check turned on. */
async function serveSimulator(validateResponses?: true): Promise<void> {
  const { startServer } = await import('@payments-platform/simulator/node');
  const server = await startServer({
    port: 0,
    rateLimit: false,
    ...(validateResponses ? { validateResponses } : {}),
  });
  answerCpu();
  send({ kind: 'listening', url: server.url });
}

function drain(request: IncomingMessage): Promise<void> {
  return new Promise((resolve) => {
    request.on('data', () => undefined);
    request.on('end', resolve);
  });
}

async function serveBare(answers: Record<string, Answer>): Promise<void> {
  const prepared = new Map(
    Object.entries(answers).map(([key, answer]) => [
      key,
      { status: answer.status, headers: answer.headers, body: Buffer.from(answer.body) },
    ]),
  );
  const server = createServer(async (request, response) => {
    await drain(request);
    const answer = prepared.get(`${request.method} ${request.url}`);
    if (!answer) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(answer.status, answer.headers);
    response.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  answerCpu();
  send({ kind: 'listening', url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
}

// ---- the parent --------------------------------------------------------------------------

interface Target {
  readonly name: string;
  readonly url: string;
  readonly cpuMicros: (() => Promise<number>) | undefined;
  close(): void;
}

function forkServer(name: string, args: string[], answers?: Record<string, Answer>): Promise<Target> {
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), ['--serve', ...args], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  if (answers) child.send({ kind: 'answers', answers });
  const cpuMicros = () =>
    new Promise<number>((resolve) => {
      const onMessage = (message: ChildMessage) => {
        if (message.kind !== 'cpu') return;
        child.off('message', onMessage);
        resolve(message.micros);
      };
      child.on('message', onMessage);
      child.send({ kind: 'cpu' });
    });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    const onMessage = (message: ChildMessage) => {
      if (message.kind !== 'listening') return;
      child.off('message', onMessage);
      resolve({ name, url: message.url, cpuMicros, close: () => child.kill() });
    };
    child.on('message', onMessage);
  });
}

async function startPrism(): Promise<Target> {
  const port = 4900 + Math.floor(Math.random() * 90);
  // Paths from the repository root, so the script runs from any directory (`npm run bench` runs it from bench/).
  const root = fileURLToPath(new URL('..', import.meta.url));
  const child = spawn(
    join(root, 'node_modules/.bin/prism'),
    ['mock', join(root, 'docs/openapi.json'), '-p', String(port), '-h', '127.0.0.1', '--errors', 'false'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error('Prism exited before listening');
    try {
      await fetch(`${url}/v1/maintenance`);
      break;
    } catch {
      if (Date.now() - started > 60_000) throw new Error('Prism did not start within 60 s');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  child.stdout?.resume();
  child.stderr?.resume();
  return { name: 'prism', url, cpuMicros: undefined, close: () => child.kill() };
}

async function record(url: string, benchCase: BenchCase): Promise<Answer> {
  const response = await fetch(`${url}${benchCase.path}`, {
    method: benchCase.method,
    headers: benchCase.headers,
    ...(benchCase.body === undefined ? {} : { body: benchCase.body }),
  });
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'date' && name !== 'connection' && name !== 'keep-alive') headers[name] = value;
  });
  return { status: response.status, headers, body: await response.text() };
}

interface Sample {
  readonly rps: number;
  readonly p50: number;
  readonly p99: number;
  readonly cpuPerRequest: number | undefined;
  readonly non2xx: number;
}

async function load(target: Target, benchCase: BenchCase): Promise<Sample> {
  const cpuBefore = await target.cpuMicros?.();
  const result = await autocannon({
    url: `${target.url}${benchCase.path}`,
    method: benchCase.method,
    headers: benchCase.headers,
    ...(benchCase.body === undefined ? {} : { body: benchCase.body }),
    connections: CONNECTIONS,
    duration: SECONDS,
  });
  const cpuAfter = await target.cpuMicros?.();
  const total = result.requests.total;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuPerRequest:
      cpuBefore === undefined || cpuAfter === undefined || total === 0
        ? undefined
        : (cpuAfter - cpuBefore) / total,
    non2xx: result.non2xx + result.errors,
  };
}

async function main(): Promise<void> {
  const cases = await demoCases();
  const simulator = await forkServer('simulator', ['simulator']);
  const checked = await forkServer('simulator, validateResponses on', ['simulator-checked']);
  const answers: Record<string, Answer> = {};
  for (const benchCase of cases) {
    answers[`${benchCase.method} ${benchCase.path}`] = await record(simulator.url, benchCase);
  }
  const bare = await forkServer('bare node:http', ['bare'], answers);
  const targets: Target[] = [bare, simulator, checked];
  if (WITH_PRISM) targets.push(await startPrism());

  const samples = new Map<string, Sample[]>();
  const key = (target: Target, benchCase: BenchCase) => `${benchCase.name}|${target.name}`;
  try {
    for (let round = 0; round < ROUNDS; round++) {
      for (const benchCase of cases) {
        // Rotate the order each round so no server always runs first.
        const order = targets.map((_, index) => targets[(index + round) % targets.length] as Target);
        for (const target of order) {
          const sample = await load(target, benchCase);
          const list = samples.get(key(target, benchCase)) ?? [];
          list.push(sample);
          samples.set(key(target, benchCase), list);
          console.error(
            `round ${round + 1} ${benchCase.name.padEnd(12)} ${target.name.padEnd(34)} ${sample.rps.toFixed(0).padStart(7)} req/s p50 ${sample.p50} ms p99 ${sample.p99} ms${sample.non2xx ? ` (${sample.non2xx} non-2xx/errors)` : ''}`,
          );
        }
      }
    }
  } finally {
    for (const target of targets) target.close();
  }

  console.log(
    `\n${ROUNDS} rounds of ${SECONDS} s per server and case, ${CONNECTIONS} connections; medians (min–max).\n`,
  );
  console.log('| case | server | req/s | p50 ms | p99 ms | CPU µs/req | req/s vs bare | req/s vs Prism |');
  console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const benchCase of cases) {
    const bareSamples = samples.get(key(bare, benchCase)) ?? [];
    const prism = targets.find((target) => target.name === 'prism');
    const prismSamples = prism ? (samples.get(key(prism, benchCase)) ?? []) : [];
    for (const target of targets) {
      const list = samples.get(key(target, benchCase)) ?? [];
      const cpu = list.map((sample) => sample.cpuPerRequest).filter((value) => value !== undefined);
      const vsBare = list.map((sample, round) => sample.rps / (bareSamples[round]?.rps ?? Number.NaN));
      const vsPrism = list.map((sample, round) => sample.rps / (prismSamples[round]?.rps ?? Number.NaN));
      console.log(
        `| ${benchCase.name} | ${target.name} | ${summary(
          list.map((sample) => sample.rps),
          0,
        )} | ${median(list.map((sample) => sample.p50))} | ${median(list.map((sample) => sample.p99))} | ${
          cpu.length > 0 ? median(cpu).toFixed(0) : '–'
        } | ${target === bare ? '1' : `${summary(vsBare, 2)}x`} | ${
          prismSamples.length > 0 ? `${summary(vsPrism, 1)}x` : '–'
        } |`,
      );
    }
  }
}

const serveIndex = process.argv.indexOf('--serve');
if (serveIndex >= 0) {
  const mode = process.argv[serveIndex + 1];
  if (mode === 'simulator') await serveSimulator();
  else if (mode === 'simulator-checked') await serveSimulator(true);
  else {
    process.once('message', (message: { kind: string; answers: Record<string, Answer> }) => {
      void serveBare(message.answers);
    });
  }
} else {
  await main();
  process.exit(0);
}
