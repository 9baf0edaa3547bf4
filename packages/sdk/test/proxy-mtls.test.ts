/**
 * The README's recipes for a proxy (undici's `ProxyAgent`) and for mutual TLS (undici's `Agent`
 * with a client certificate), each against a local server on loopback: the simulator's standalone
 * server behind a forwarding proxy, and an HTTPS server that asks for a client certificate. The
 * certificates under fixtures/tls are for these tests only (a test CA, valid a century).
 */
import { readFileSync } from 'node:fs';
import {
  createServer as createHttpServer,
  request as httpRequest,
  type IncomingHttpHeaders,
} from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { startServer } from '@payments-platform/simulator/node';
import { Agent, ProxyAgent } from 'undici';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SDK_VERSION } from '../src/core/runtime.js';
import { ConnectionError, createClient } from '../src/index.js';

const tls = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', 'tls', name));

describe('through a proxy', () => {
  const seen: { method: string; url: string; headers: IncomingHttpHeaders }[] = [];
  // A forwarding HTTP proxy: it sends each request on to the URL in its request line.
  const proxy = createHttpServer((request, response) => {
    seen.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers });
    const target = new URL(request.url ?? '');
    const upstream = httpRequest(
      target,
      { method: request.method, headers: { ...request.headers, host: target.host } },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    request.pipe(upstream);
  });
  let simulator: Awaited<ReturnType<typeof startServer>>;
  let proxyUrl = '';

  beforeAll(async () => {
    simulator = await startServer({ port: 0, randomSeed: 'sdk-proxy' });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await simulator.close();
    await new Promise((resolve) => proxy.close(resolve));
  });

  test('every call goes through the ProxyAgent, with the SDK’s User-Agent', async () => {
    const baseUrl = simulator.url;
    // #region proxy
    // npm install undici: Node's fetch takes undici's dispatchers.
    const proxyAgent = new ProxyAgent({ uri: proxyUrl, proxyTunnel: false }); // proxyTunnel: CONNECT for http too
    const client = createClient({
      baseUrl,
      fetch: (input, init) => fetch(input, { ...init, dispatcher: proxyAgent } as RequestInit),
    });
    const { status } = await client.maintenance.retrieve();
    // #endregion proxy
    expect(status).toBeDefined();
    expect(seen.map((request) => `${request.method} ${request.url}`)).toEqual([
      `GET ${baseUrl}/v1/maintenance`,
    ]);
    expect(seen[0]?.headers['user-agent']).toBe(
      `payments-platform-sdk/${SDK_VERSION} node/${process.versions.node}`,
    );
    await proxyAgent.close();
  });
});

describe('mutual TLS', () => {
  const server = createHttpsServer(
    {
      key: tls('server.key'),
      cert: tls('server.crt'),
      ca: tls('ca.crt'),
      requestCert: true,
      rejectUnauthorized: true,
    },
    (request, response) => {
      const peer = (request.socket as import('node:tls').TLSSocket).getPeerCertificate();
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ success: true, data: { status: 'ok', client: peer.subject?.CN } }));
    },
  );
  let baseUrl = '';

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  test('a client certificate through an undici Agent is accepted, and a call without one is refused', async () => {
    const [cert, key, ca] = [tls('client.crt'), tls('client.key'), tls('ca.crt')];
    // #region mtls
    // cert and key: the client certificate and its key (PEM); ca: the server's CA, when private.
    const agent = new Agent({ connect: { cert, key, ca } });
    const client = createClient({
      baseUrl,
      fetch: (input, init) => fetch(input, { ...init, dispatcher: agent } as RequestInit),
    });
    const maintenance = await client.maintenance.retrieve();
    // #endregion mtls
    expect(maintenance).toEqual({ status: 'ok', client: 'payments-platform-test-client' });
    await agent.close();

    const withoutCertificate = new Agent({ connect: { ca } });
    const refused = createClient({
      baseUrl,
      maxRetries: 0,
      fetch: (input, init) => fetch(input, { ...init, dispatcher: withoutCertificate } as RequestInit),
    });
    await expect(refused.maintenance.retrieve()).rejects.toBeInstanceOf(ConnectionError);
    await withoutCertificate.close();
  });
});
