import { describe, expect, test, vi } from 'vitest';
import { createInvitation, listInvitations } from '../src/contract/teams.js';
import {
  ApiError,
  AuthenticationError,
  BadRequestError,
  ConflictError,
  ConnectionError,
  call,
  createClient,
  InputValidationError,
  InternalServerError,
  isApiError,
  isOperationError,
  isPaymentsError,
  NotFoundError,
  NotImplementedError,
  PermissionDeniedError,
  RateLimitError,
  ResponseValidationError,
  ServiceUnavailableError,
} from '../src/index.js';
import { fail, ok, stubFetch } from './stub-fetch.js';

const BASE = 'http://api.test';
const SECRET_KEY = 'sk_sandbox_very_secret';

const clientAnswering = (answer: Parameters<typeof stubFetch>[0], extra: object = {}) => {
  const stub = stubFetch(answer);
  return {
    stub,
    client: createClient({ apiKey: SECRET_KEY, baseUrl: BASE, fetch: stub.fetch, maxRetries: 0, ...extra }),
  };
};

describe('errors', () => {
  test.each([
    [400, BadRequestError],
    [401, AuthenticationError],
    [403, PermissionDeniedError],
    [404, NotFoundError],
    [409, ConflictError],
    [429, RateLimitError],
    [500, InternalServerError],
    [501, NotImplementedError],
    [503, ServiceUnavailableError],
  ])('status %i becomes its own class', async (status, ErrorClass) => {
    const { client } = clientAnswering(() => fail(status, 'SOME_CODE'));
    const error = await client.teams.invitations
      .create({ email: 'a@b.co' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ErrorClass);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status,
      code: 'SOME_CODE',
      message: 'failed with SOME_CODE',
      operationId: 'createInvitation',
    });
    expect((error as ApiError).body).toEqual({
      success: false,
      error: { code: 'SOME_CODE', message: 'failed with SOME_CODE' },
    });
  });

  test('a status without its own class (418) is a plain ApiError', async () => {
    const { client } = clientAnswering(() => fail(418, 'CH-05'));
    const error = await client.channels.actions
      .run({ channelSlug: 'core', actionName: 'x', actionId: '1' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).name).toBe('ApiError');
    expect((error as ApiError).status).toBe(418);
  });

  test('isApiError narrows on the code', async () => {
    const { client } = clientAnswering(() => fail(409, 'APP_V1_TEAMS_INVITATIONS_ROUTE_02'));
    const error = await client.teams.invitations
      .create({ email: 'a@b.co' })
      .catch((caught: unknown) => caught);
    expect(isApiError(error, 'APP_V1_TEAMS_INVITATIONS_ROUTE_02')).toBe(true);
    expect(isApiError(error, 'APP_V1_TEAMS_INVITATIONS_ROUTE_01')).toBe(false);
    if (isApiError(error, 'APP_V1_TEAMS_INVITATIONS_ROUTE_02')) {
      const code: 'APP_V1_TEAMS_INVITATIONS_ROUTE_02' = error.code;
      expect(code).toBe('APP_V1_TEAMS_INVITATIONS_ROUTE_02');
    }
  });

  test("a method's isError matches only its own operation and narrows to its codes", async () => {
    const { client } = clientAnswering(() => fail(409, 'APP_V1_TEAMS_INVITATIONS_ROUTE_02'));
    const error = await client.teams.invitations
      .create({ email: 'a@b.co' })
      .catch((caught: unknown) => caught);
    expect(client.teams.invitations.create.isError(error)).toBe(true);
    expect(client.teams.invitations.create.isError(error, 'APP_V1_TEAMS_INVITATIONS_ROUTE_02')).toBe(true);
    expect(client.teams.invitations.create.isError(error, 'APP_V1_TEAMS_INVITATIONS_ROUTE_01')).toBe(false);
    expect(client.teams.invitations.list.isError(error)).toBe(false);
    expect(client.teams.invitations.create.isError(new Error('plain'))).toBe(false);
    if (client.teams.invitations.create.isError(error)) {
      expect(error.operationId).toBe('createInvitation');
      expect(error.status).toBe(409);
    }
  });

  test('isOperationError is the functional guard: the operation and, optionally, one of its codes', async () => {
    const { client } = clientAnswering(() => fail(409, 'APP_V1_TEAMS_INVITATIONS_ROUTE_02'));
    const error = await call(client.$core, createInvitation, { email: 'a@b.co' }).catch(
      (caught: unknown) => caught,
    );
    expect(isOperationError(error, createInvitation)).toBe(true);
    expect(isOperationError(error, createInvitation, 'APP_V1_TEAMS_INVITATIONS_ROUTE_02')).toBe(true);
    expect(isOperationError(error, createInvitation, 'APP_V1_TEAMS_INVITATIONS_ROUTE_01')).toBe(false);
    expect(isOperationError(error, listInvitations)).toBe(false);
    expect(isOperationError(new Error('plain'), createInvitation)).toBe(false);
  });

  test('safe() resolves to the data or to the error instead of rejecting', async () => {
    let answer = fail(409, 'APP_V1_TEAMS_INVITATIONS_ROUTE_02');
    const { client } = clientAnswering(() => answer);
    const failed = await client.teams.invitations.create({ email: 'a@b.co' }).safe();
    expect(failed.ok).toBe(false);
    expect(failed.error).toBeInstanceOf(ConflictError);
    expect(failed.error && isApiError(failed.error) ? failed.error.code : undefined).toBe(
      'APP_V1_TEAMS_INVITATIONS_ROUTE_02',
    );
    answer = ok({ status: 'ok' });
    const succeeded = await client.maintenance.retrieve().safe();
    expect(succeeded).toMatchObject({ ok: true, data: { status: 'ok' } });
    expect(succeeded.ok && succeeded.response.status).toBe(200);
  });

  test('safe() hands back connection failures as errors too', async () => {
    const client = createClient({
      apiKey: SECRET_KEY,
      baseUrl: BASE,
      maxRetries: 0,
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    const result = await client.maintenance.retrieve().safe();
    expect(result.ok).toBe(false);
    expect(result.error).toBeInstanceOf(ConnectionError);
  });

  test('the guards recognise an error from another copy of the package by name', () => {
    const foreign = Object.assign(new Error('boom'), { name: 'ConflictError', status: 409, code: 'X' });
    expect(isApiError(foreign)).toBe(true);
    expect(isApiError(foreign, 'X')).toBe(true);
    expect(isPaymentsError(foreign)).toBe(true);
    expect(isApiError(new Error('plain'))).toBe(false);
    expect(isPaymentsError({ name: 'ApiError' })).toBe(false);
  });

  test('RateLimitError carries Retry-After in seconds', async () => {
    const { client } = clientAnswering(() => fail(429, 'RATE_LIMITED', { 'retry-after': '7' }));
    const posted = await client.teams.invitations
      .create({ email: 'a@b.co' })
      .catch((caught: unknown) => caught);
    expect((posted as RateLimitError).retryAfter).toBe(7);
  });

  test('a connection failure is a ConnectionError with its cause', async () => {
    const cause = new TypeError('fetch failed');
    const { client } = clientAnswering(() => {
      throw cause;
    });
    const error = await client.maintenance.retrieve().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ConnectionError);
    expect((error as ConnectionError).cause).toBe(cause);
  });

  test('input is checked before anything is sent', async () => {
    const { client, stub } = clientAnswering(() => ok({}));
    const error = await client.teams.invitations
      .create({ email: 'not-an-email' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InputValidationError);
    expect((error as InputValidationError).issues[0]?.path).toEqual(['email']);
    expect(stub.requests).toHaveLength(0);
  });

  test('strict validation throws ResponseValidationError on a mismatching payload', async () => {
    const { client } = clientAnswering(() => ok({ status: 42 }), { validation: 'strict' });
    const error = await client.maintenance.retrieve().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect((error as ResponseValidationError).data).toEqual({ status: 42 });
  });

  test('warn validation logs and returns the data; strict keeps unknown fields', async () => {
    const warn = vi.fn();
    const logger = { debug() {}, info() {}, warn, error() {} };
    const { client } = clientAnswering(() => ok({ status: 42 }), { logger });
    await expect(client.maintenance.retrieve()).resolves.toEqual({ status: 42 });
    expect(warn).toHaveBeenCalledWith(
      'Response of getMaintenance does not match its schema',
      expect.anything(),
    );
    const strict = clientAnswering(() => ok({ status: 'ok', extra: { added: true } }), {
      validation: 'strict',
    });
    await expect(strict.client.maintenance.retrieve()).resolves.toEqual({
      status: 'ok',
      extra: { added: true },
    });
  });

  test('a body that is not an envelope is a PaymentsError, not a crash', async () => {
    const { client } = clientAnswering(() => new Response('<html>', { status: 200 }));
    const error = await client.maintenance.retrieve().catch((caught: unknown) => caught);
    expect(isPaymentsError(error)).toBe(true);
    expect((error as Error).message).toMatch(/without a success envelope/);
  });
});

describe('redaction', () => {
  test('error objects never hold the API key or the session', async () => {
    const { client } = clientAnswering(() => fail(403, 'API_KEY_INVALID'), {
      session: { token: 'secret-session' },
    });
    const error = (await client.profile.retrieve().catch((caught: unknown) => caught)) as ApiError;
    expect(error.request?.headers['x-api-key']).toBe('[redacted]');
    expect(error.request?.headers.authorization).toBe('[redacted]');
    const serialised = JSON.stringify({ ...error, message: error.message, stack: error.stack });
    expect(serialised).not.toContain(SECRET_KEY);
    expect(serialised).not.toContain('secret-session');
  });

  test('logs never hold the API key or the session', async () => {
    const lines: string[] = [];
    const record = (message: string, details?: object) => lines.push(`${message} ${JSON.stringify(details)}`);
    const logger = { debug: record, info: record, warn: record, error: record };
    const { client } = clientAnswering(() => fail(401, 'SESSION_INVALID'), {
      logger,
      logLevel: 'debug',
      session: { token: 'secret-session' },
    });
    await client.profile.retrieve().catch(() => undefined);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join('\n')).not.toContain(SECRET_KEY);
    expect(lines.join('\n')).not.toContain('secret-session');
    expect(lines.join('\n')).toContain('[redacted]');
  });
});
