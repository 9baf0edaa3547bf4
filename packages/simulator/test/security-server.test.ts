/**
 * The standalone server attacked the way an outsider would, with raw HTTP on loopback: requests
 * from another origin, a rebound host name, bodies no page should be able to send, a wildcard
 * interface without a token, bodies far over the limit. Each case names the finding it covers.
 */
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createAccessPolicy, hostNameOf, isLoopbackHost } from '../src/adapters/access-policy.js';
import { sameSecret } from '../src/http/control-router.js';
import { createSimulator, DEMO } from '../src/index.js';
import { type SimulatorServer, startServer } from '../src/node.js';

interface RawAnswer {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

/** One request with exactly these headers (`host` included), as a page or a script would send it. */
function send(
  server: SimulatorServer,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      { host: '127.0.0.1', port: server.port, method, path, headers, setHost: headers.host === undefined },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

const codeOf = (answer: RawAnswer) => (JSON.parse(answer.body) as { error?: { code?: string } }).error?.code;

const ATTACKER = 'http://127.0.0.2:8080';

describe('control routes on a default server', () => {
  let server: SimulatorServer;
  let host = '';
  beforeAll(async () => {
    server = await startServer({ port: 0 });
    host = `127.0.0.1:${server.port}`;
  });
  afterAll(async () => {
    await server.close();
  });

  test('no CORS header on any control answer; the API keeps the CORS a browser app needs', async () => {
    const state = await send(server, 'GET', '/_simulator/state');
    expect(state.status).toBe(200);
    expect(state.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await send(server, 'OPTIONS', '/_simulator/state', {
      origin: ATTACKER,
      'access-control-request-method': 'PUT',
      'access-control-request-headers': 'content-type',
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-methods']).toBeUndefined();

    const api = await send(server, 'GET', '/v1/maintenance', { origin: 'http://localhost:5173' });
    expect(api.status).toBe(200);
    expect(api.headers['access-control-allow-origin']).toBe('*');
    const apiPreflight = await send(server, 'OPTIONS', '/v1/teams', {
      origin: 'http://localhost:5173',
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type, x-api-key',
    });
    expect(apiPreflight.status).toBe(204);
    expect(apiPreflight.headers['access-control-allow-headers']).toContain('x-api-key');
  });

  test('a request from a page of another origin reads nothing, even the state with every key', async () => {
    for (const path of [
      '/_simulator/state',
      '/_simulator/clock',
      '/_simulator/webhooks',
      '/_simulator/outbox',
    ]) {
      const answer = await send(server, 'GET', path, { origin: ATTACKER });
      expect(answer.status).toBe(403);
      expect(codeOf(answer)).toBe('CROSS_ORIGIN_REFUSED');
      expect(answer.body).not.toContain(DEMO.keys.app);
      expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    }
    // Sandboxed frames and data: pages send `Origin: null`.
    expect((await send(server, 'GET', '/_simulator/state', { origin: 'null' })).status).toBe(403);
    // The inspector, on the server's own origin, is served.
    expect((await send(server, 'GET', '/_simulator/clock', { origin: `http://${host}` })).status).toBe(200);
  });

  test('a write without Content-Type application/json is 415 and changes nothing (no preflight-free write)', async () => {
    await server.simulator.control.platform.setMaintenance({ status: 'maintenance' });
    const state = JSON.stringify(createSimulator({ seed: 'empty' }).snapshot());
    for (const [method, path, body, type] of [
      ['POST', '/_simulator/reset', '{}', 'text/plain'],
      ['POST', '/_simulator/reset', '', undefined],
      ['PUT', '/_simulator/state', state, 'text/plain;charset=UTF-8'],
      ['POST', '/_simulator/state', state, 'application/x-www-form-urlencoded'],
      ['PUT', '/_simulator/maintenance', '{"status":"ok"}', 'multipart/form-data; boundary=x'],
      ['POST', '/_simulator/clock/advance', '{"ms":1000}', 'application/jsonx'],
    ] as const) {
      const answer = await send(
        server,
        method,
        path,
        type === undefined ? {} : { 'content-type': type },
        body,
      );
      expect(answer.status, `${method} ${path} ${type}`).toBe(415);
      expect(codeOf(answer)).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
    expect(server.simulator.services.platform.maintenance()).toBe('maintenance');
    expect(server.simulator.services.store.apps.size).toBeGreaterThan(0);
    const ok = await send(
      server,
      'PUT',
      '/_simulator/maintenance',
      { 'content-type': 'Application/JSON; charset=utf-8' },
      '{"status":"ok"}',
    );
    expect(ok.status).toBe(200);
    expect(server.simulator.services.platform.maintenance()).toBe('ok');
  });

  test('DNS rebinding: a Host that is not the bound host, a loopback name or an address is 403', async () => {
    for (const name of [
      'evil.example',
      'attacker.test:80',
      `rebind.example:${server.port}`,
      'localhost.evil.example',
    ]) {
      for (const path of ['/_simulator/state', '/v1/maintenance']) {
        const answer = await send(server, 'GET', path, { host: name });
        expect(answer.status, `${name} ${path}`).toBe(403);
        expect(codeOf(answer)).toBe('HOST_NOT_ALLOWED');
        expect(answer.body).not.toContain(DEMO.keys.app);
      }
    }
    // A malformed Host header is refused the same way.
    expect((await send(server, 'GET', '/_simulator/state', { host: 'a b' })).status).toBe(403);
    for (const name of [
      host,
      `localhost:${server.port}`,
      'app.localhost',
      `[::1]:${server.port}`,
      '10.0.0.5',
    ]) {
      expect((await send(server, 'GET', '/_simulator/clock', { host: name })).status, name).toBe(200);
    }
  });

  test('the signed upload URLs stay open to browser apps, with CORS', async () => {
    const answer = await send(server, 'OPTIONS', '/_simulator/uploads/upl_x', {
      origin: 'http://localhost:5173',
      'access-control-request-method': 'PUT',
    });
    expect(answer.status).toBe(204);
    expect(answer.headers['access-control-allow-origin']).toBe('*');
  });
});

describe('allowed hosts', () => {
  test('--allowed-host adds a name (a container service), and * any', async () => {
    const server = await startServer({ port: 0, allowedHosts: ['simulator'] });
    try {
      expect(
        (await send(server, 'GET', '/_simulator/clock', { host: `simulator:${server.port}` })).status,
      ).toBe(200);
      expect((await send(server, 'GET', '/_simulator/clock', { host: 'other' })).status).toBe(403);
    } finally {
      await server.close();
    }
    const policy = createAccessPolicy({ host: '127.0.0.1', allowedHosts: ['*'], basePath: () => '' });
    const admitted = policy({ headers: { host: 'anything.example' } } as never, 'GET', '/_simulator/state');
    expect(admitted.refusal).toBeUndefined();
    expect(admitted.cors).toBe(false);
  });

  test('host names and loopback names are read as HTTP writes them', () => {
    expect(hostNameOf('LocalHost.:4010')).toBe('localhost');
    expect(hostNameOf('[::1]:4010')).toBe('::1');
    expect(hostNameOf('[::1')).toBeUndefined();
    expect(hostNameOf('a:b:c')).toBeUndefined();
    expect(isLoopbackHost('127.0.0.2')).toBe(true);
    expect(isLoopbackHost('::1')).toBe(true);
    expect(isLoopbackHost('0.0.0.0')).toBe(false);
    expect(isLoopbackHost('192.168.1.2')).toBe(false);
  });
});

describe('a server on every interface', () => {
  test('without an admin token it does not start', async () => {
    await expect(startServer({ port: 0, host: '0.0.0.0' })).rejects.toThrow(/admin token/);
    await expect(startServer({ port: 0, host: '0.0.0.0', simulator: createSimulator() })).rejects.toThrow(
      /admin token/,
    );
  });

  test('with one, nothing of the control API is served without it, and URLs name loopback', async () => {
    const server = await startServer({ port: 0, host: '0.0.0.0', adminToken: 'wildcard-token' });
    try {
      expect(server.url).toBe(`http://127.0.0.1:${server.port}`);
      expect(server.simulator.baseUrl).toBe(server.url);
      const json = { 'content-type': 'application/json' };
      for (const [method, path, headers, body] of [
        ['GET', '/_simulator/state', {}, undefined],
        ['GET', '/_simulator/revision', {}, undefined],
        ['GET', '/_simulator/webhooks', {}, undefined],
        ['GET', '/_simulator/outbox', {}, undefined],
        ['POST', '/_simulator/reset', json, '{}'],
        ['PUT', '/_simulator/state', json, '{}'],
        ['POST', '/_simulator/sessions', json, JSON.stringify({ profileId: DEMO.profiles.bruno.id })],
      ] as const) {
        const answer = await send(server, method, path, headers, body);
        expect(answer.status, `${method} ${path}`).toBe(401);
        expect(answer.body).not.toContain(DEMO.keys.app);
      }
      const wrong = await send(server, 'GET', '/_simulator/state', {
        authorization: 'Bearer wildcard-tokeX',
      });
      expect(codeOf(wrong)).toBe('ADMIN_TOKEN_INVALID');
      const right = await send(server, 'GET', '/_simulator/state', {
        authorization: 'Bearer wildcard-token',
      });
      expect(right.status).toBe(200);
    } finally {
      await server.close();
    }
  });

  test('the admin token is compared through digests, whatever the lengths', async () => {
    expect(await sameSecret('wildcard-token', 'wildcard-token')).toBe(true);
    expect(await sameSecret('wildcard-tokeX', 'wildcard-token')).toBe(false);
    expect(await sameSecret('w', 'wildcard-token')).toBe(false);
    expect(await sameSecret(`wildcard-token${'x'.repeat(10_000)}`, 'wildcard-token')).toBe(false);
  });
});

describe('bodies far over the limit', () => {
  let server: SimulatorServer;
  beforeAll(async () => {
    server = await startServer({ port: 0 });
  });
  afterAll(async () => {
    await server.close();
  });

  /**
   * Sends a 64 MiB body as fast as the socket takes it and reads what came back only once it is
   * all written, as a client that sends before it reads does: an answer followed by a reset is
   * lost to it.
   */
  const flood = (path: string, headers: string) =>
    new Promise<string>((resolve, reject) => {
      const total = 64 * 1024 * 1024;
      const chunk = Buffer.alloc(1024 * 1024, 0x61);
      const socket = connect(server.port, '127.0.0.1');
      socket.pause();
      let reply = '';
      let sent = 0;
      socket.on('data', (data) => {
        reply += data.toString();
      });
      socket.on('end', () => resolve(reply));
      socket.on('close', () => resolve(reply));
      socket.on('error', (error: NodeJS.ErrnoException) => {
        if (error.code === 'ECONNRESET' || error.code === 'EPIPE') resolve(reply);
        else reject(error);
      });
      const pump = () => {
        while (sent < total && !socket.destroyed) {
          sent += chunk.length;
          if (!socket.write(chunk)) {
            socket.once('drain', pump);
            return;
          }
        }
        socket.resume();
      };
      socket.once('connect', () => {
        socket.write(
          `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\n${headers}Content-Length: ${total}\r\n\r\n`,
        );
        pump();
      });
    });

  test('a 64 MiB body to an API route gets its 413 before the connection closes', async () => {
    const reply = await flood('/v1/auth/onboard', 'Content-Type: application/json\r\n');
    expect(reply).toMatch(/^HTTP\/1\.1 413/);
    expect(reply).toContain('PAYLOAD_TOO_LARGE');
    expect((await fetch(`${server.url}/v1/maintenance`)).status).toBe(200);
  });

  test('a refused control write with a large body gets its answer too', async () => {
    const reply = await flood('/_simulator/state', 'Content-Type: text/plain\r\n');
    expect(reply).toMatch(/^HTTP\/1\.1 415/);
  });
});

describe('webhooks', () => {
  let target: { server: Server; url: string; hits: number };
  let redirector: { server: Server; url: string };
  beforeAll(async () => {
    const listen = async (server: Server) => {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    };
    const hits = { count: 0 };
    const targetServer = createServer((request, response) => {
      hits.count += 1;
      request.resume();
      response.writeHead(200).end();
    });
    target = {
      server: targetServer,
      url: await listen(targetServer),
      get hits() {
        return hits.count;
      },
    };
    const redirectServer = createServer((request, response) => {
      request.resume();
      response.writeHead(307, { location: `${target.url}/stolen` }).end();
    });
    redirector = { server: redirectServer, url: await listen(redirectServer) };
  });
  afterAll(async () => {
    await new Promise((resolve) => target.server.close(resolve));
    await new Promise((resolve) => redirector.server.close(resolve));
  });

  test('a redirect is a failed delivery: the body and the secret never reach the other URL', async () => {
    const simulator = createSimulator();
    const app = await simulator.control.tenancy.createApp({
      name: 'Redirected',
      webhookUrl: `${redirector.url}/hooks`,
      webhookSecret: 'whsec_redirect_secret',
    });
    simulator.services.webhooks.deliver('requestPaid', { id: 'tx_r' }, { appId: app.id });
    await simulator.clock.advance(0);
    expect(target.hits).toBe(0);
    const [delivery] = (await simulator.control.platform.webhookDeliveries()).deliveries;
    expect(delivery).toMatchObject({ status: 'failed', responseStatus: 307 });
    expect(delivery?.error).toMatch(/redirect/);
  });
});
