/**
 * What only the standalone server does: transport-level body limits, bad HTTP, CORS preflight,
 * serving a given simulator, and a clean shutdown.
 */
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createSimulator } from '../src/index.js';
import { type SimulatorServer, startServer } from '../src/node.js';

describe('adapters.node', () => {
  let server: SimulatorServer;
  beforeAll(async () => {
    server = await startServer({ port: 0 });
  });
  afterAll(async () => {
    await server.close();
  });

  test('listens on loopback with a free port and sets the simulator base URL to it', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(server.port).toBeGreaterThan(0);
    expect(server.simulator.baseUrl).toBe(server.url);
  });

  test('413 at once for a declared body far over the limit, without waiting for it', async () => {
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const outgoing = httpRequest(
        `${server.url}/v1/auth/onboard`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': String(100 * 1024 * 1024) },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
          );
        },
      );
      outgoing.on('error', (error) => {
        if (
          (error as NodeJS.ErrnoException).code !== 'ECONNRESET' &&
          (error as NodeJS.ErrnoException).code !== 'EPIPE'
        ) {
          reject(error);
        }
      });
      outgoing.write('{"email":');
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ success: false, error: { code: 'PAYLOAD_TOO_LARGE' } });
  });

  /** The raw answer to bytes written on a new connection. */
  const rawAnswer = (bytes: string) =>
    new Promise<{ head: string; body: string }>((resolve, reject) => {
      const socket = connect(server.port, '127.0.0.1', () => socket.write(bytes));
      let text = '';
      socket.on('data', (chunk) => {
        text += chunk.toString();
      });
      socket.on('end', () => {
        const [head = '', body = ''] = text.split('\r\n\r\n');
        resolve({ head, body });
      });
      socket.on('error', reject);
    });

  test('a request the HTTP parser refuses gets the error envelope, and the server keeps serving', async () => {
    const notHttp = await rawAnswer('NOT HTTP AT ALL\r\n\r\n');
    expect(notHttp.head).toMatch(/^HTTP\/1\.1 400 /);
    expect(notHttp.head).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(notHttp.body)).toMatchObject({ success: false, error: { code: 'MALFORMED_REQUEST' } });

    // A header value with a control character, as a fuzzer sends one.
    const badHeader = await rawAnswer(
      'GET /v1/otc/gating HTTP/1.1\r\nHost: 127.0.0.1\r\nx-profile-id: a\u0001b\r\n\r\n',
    );
    expect(badHeader.head).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(badHeader.body).error.message).toMatch(/not valid HTTP \(HPE_/);

    const huge = await rawAnswer(
      `GET /v1/maintenance HTTP/1.1\r\nHost: 127.0.0.1\r\nx-big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(huge.head).toMatch(/^HTTP\/1\.1 431 /);
    expect(JSON.parse(huge.body).error.code).toBe('MALFORMED_REQUEST');
    expect((await fetch(`${server.url}/v1/maintenance`)).status).toBe(200);
  });

  test('CORS: preflight answers 204 and responses allow any origin', async () => {
    const preflight = await fetch(`${server.url}/v1/config/chains`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'GET' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('x-api-key');
    const response = await fetch(`${server.url}/v1/maintenance`);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  test('serves a given simulator, and a busy port is reported', async () => {
    const simulator = createSimulator({ seed: 'empty' });
    const own = await startServer({ port: 0, simulator });
    try {
      expect(own.simulator).toBe(simulator);
      await simulator.control.platform.setMaintenance({ status: 'limited' });
      expect(await (await fetch(`${own.url}/v1/maintenance`)).json()).toEqual({
        success: true,
        data: { status: 'limited' },
      });
      await expect(startServer({ port: own.port })).rejects.toThrow(/EADDRINUSE/);
    } finally {
      await own.close();
    }
  });

  test('close: resolves, closes open connections, and stops accepting requests', async () => {
    const temporary = await startServer({ port: 0 });
    expect((await fetch(`${temporary.url}/v1/maintenance`, { keepalive: true })).status).toBe(200);
    await temporary.close();
    await temporary.close();
    await expect(fetch(`${temporary.url}/v1/maintenance`)).rejects.toThrow(TypeError);
  });
});
