import { describe, expect, test } from 'vitest';
import { DEMO } from '../scenarios/demo.js';
import { createSimulator } from '../simulator.js';

describe('http.pipeline: the way to the inspector', () => {
  test('GET / and GET /_simulator redirect to the inspector, with a link', async () => {
    const simulator = createSimulator();
    for (const path of ['/', '/_simulator', '/_simulator/']) {
      const response = await simulator.fetch(path, { redirect: 'manual' });
      expect(response.status, path).toBe(302);
      expect(response.headers.get('location'), path).toBe('/_simulator/ui');
      expect(await response.text(), path).toContain('<a href="/_simulator/ui">/_simulator/ui</a>');
    }
  });

  test('the redirect keeps the base path and names no admin token', async () => {
    const simulator = createSimulator({ baseUrl: 'http://127.0.0.1:4010/api', adminToken: 's3cret-token' });
    const response = await simulator.fetch('http://127.0.0.1:4010/api/_simulator', { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/api/_simulator/ui');
    expect(await response.text()).not.toContain('s3cret-token');
  });

  test('error: another method on / is still no route', async () => {
    const simulator = createSimulator();
    const response = await simulator.fetch('/', { method: 'POST', body: '{}' });
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('ROUTE_NOT_FOUND');
  });
});

describe('http.pipeline: the body', () => {
  test('no body is an empty object; a body that is JSON null is invalid input', async () => {
    const simulator = createSimulator();
    const { token } = await simulator.control.tenancy.createSession({ profileId: DEMO.profiles.bruno.id });
    const headers = {
      'x-api-key': DEMO.keys.master,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    };
    const checkout = (body?: string) =>
      simulator.fetch('/v1/compliance/checkout', {
        method: 'POST',
        headers,
        ...(body === undefined ? {} : { body }),
      });
    expect((await checkout()).status).toBe(200);
    const refused = await checkout('null');
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      error: { code: 'APP_V1_COMPLIANCE_CHECKOUT_ROUTE_06', message: expect.stringMatching(/received null/) },
    });
  });
});

describe('http.pipeline: an empty id', () => {
  const simulator = createSimulator({ rateLimit: false });
  const get = async (path: string) => {
    const response = await simulator.fetch(path, { headers: { 'x-api-key': DEMO.keys.app } });
    const body = (await response.json()) as { data?: unknown; error?: { code: string } };
    return { status: response.status, code: body.error?.code, list: Array.isArray(body.data) };
  };

  test('a trailing / or a // where an item route takes its id is no route, not the shorter route', async () => {
    // `/channels/.` is resolved to `/channels/` by the URL parser: GET /channels/{channelSlug}, no slug.
    for (const path of ['/channels/', '/channels/.', '/channels//core', '/channels/core/']) {
      expect({ path, ...(await get(path)) }).toEqual({
        path,
        status: 404,
        code: 'ROUTE_NOT_FOUND',
        list: false,
      });
    }
  });

  test('the routes themselves, and a trailing / with no item route below it, answer as before', async () => {
    expect(await get('/channels')).toEqual({ status: 200, code: undefined, list: true });
    expect(await get('/channels/core')).toMatchObject({ status: 200, code: undefined });
    expect(await get('/v1/maintenance/')).toMatchObject({ status: 200, code: undefined });
  });
});
