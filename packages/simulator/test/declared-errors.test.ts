/**
 * The cross-cutting failures the contract derives for each operation (`declaredErrors`) are the
 * ones the simulator answers: every operation is sent a request that fails one platform check
 * (no key, an unknown or other-environment key, the rate limit, a missing or unknown session, no
 * or an invalid context, a missing permission or role, a closed gate, a body over the limit or
 * not JSON, an unknown path id), and the answer must be the failure the declaration gives for that
 * check, with its status and code.
 */
import {
  checkFailures,
  operations as declarations,
  declaredErrors,
  type OperationDefinition,
  type PlatformCheck,
  pathParamNames,
} from '@payments-platform/sdk/contract';

/** Every declaration, read as the general shape (the list's type names each one). */
type Operation = OperationDefinition;
const operations: readonly Operation[] = declarations;

import { describe, expect, test } from 'vitest';
import { createSimulator, DEMO, type Simulator } from '../src/index.js';

const { keys, liveKeys, profiles } = DEMO;
const ID = '00000000-0000-4000-8000-00000000ffff';

interface Answer {
  readonly status: number;
  readonly code: string | undefined;
}

/** The operation's path with every param filled: an unknown id, or a value of a closed set. */
function pathOf(operation: Operation): string {
  let path: string = operation.path;
  const shape = (operation.schemas.params as { shape?: Record<string, { options?: readonly string[] }> })
    ?.shape;
  const names = pathParamNames(operation.path);
  for (const name of names) {
    // A channel slug beside another param names a channel that exists, so the other one is looked up.
    const value = shape?.[name]?.options?.[0] ?? (name === 'channelSlug' && names.length > 1 ? 'core' : ID);
    path = path.replace(`{${name}}`, value);
  }
  return path;
}

async function send(
  simulator: Simulator,
  operation: Operation,
  headers: Record<string, string>,
  body: string | undefined = operation.method === 'GET' ? undefined : '{}',
): Promise<Answer> {
  const response = await simulator.fetch(pathOf(operation), {
    method: operation.method,
    headers: { 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body }),
  });
  if (response.ok) return { status: response.status, code: undefined };
  const envelope = (await response.json()) as { error?: { code?: string } };
  return { status: response.status, code: envelope.error?.code };
}

/** The failure the contract gives the operation for one platform check. */
const expected = (operation: Operation, check: PlatformCheck): Answer => {
  const failure = checkFailures(operation)[check];
  if (!failure) throw new Error(`${operation.id} runs no ${check} check`);
  return { status: failure.status, code: failure.code };
};

const isDeclared = (operation: Operation, answer: Answer) =>
  declaredErrors(operation).some(
    (error) => error.status === answer.status && (error.code === undefined || error.code === answer.code),
  );

const keyed = operations.filter((operation) => operation.auth.pattern !== 'public');

describe('declared cross-cutting failures (contract: declaredErrors)', () => {
  const session = async (simulator: Simulator, profileId: string) =>
    `Bearer ${(await simulator.control.tenancy.createSession({ profileId })).token}`;

  test('no key, an unknown key and a key of the other environment', async () => {
    const simulator = createSimulator({ rateLimit: false });
    for (const operation of keyed) {
      for (const [headers, check] of [
        [{}, 'missingKey'],
        [{ 'x-api-key': 'sk_sandbox_unknown' }, 'invalidKey'],
        [{ 'x-api-key': liveKeys.app }, 'wrongEnvironment'],
      ] as const) {
        expect(await send(simulator, operation, headers), `${operation.id} ${check}`).toEqual(
          expected(operation, check),
        );
      }
    }
  });

  test('the rate limit of the key', async () => {
    const simulator = createSimulator({ rateLimit: { capacity: 1, refillPerSecond: 0.001 } });
    for (const [index, operation] of keyed.entries()) {
      // A key of its own per operation: the first request takes the only token.
      const key = await simulator.control.tenancy.createApiKey({
        appId: DEMO.apps.main.id,
        name: `rl-${index}`,
      });
      await send(simulator, operation, { 'x-api-key': key.key });
      expect(await send(simulator, operation, { 'x-api-key': key.key }), operation.id).toEqual(
        expected(operation, 'rateLimit'),
      );
    }
  });

  test('a missing and an unknown bearer session', async () => {
    const simulator = createSimulator({ rateLimit: false });
    for (const operation of keyed) {
      if (operation.auth.pattern === 'session') {
        expect(await send(simulator, operation, { 'x-api-key': keys.appWrite }), operation.id).toEqual(
          expected(operation, 'missingSession'),
        );
      }
      if (operation.auth.contextFrom.includes('session')) {
        const answer = await send(simulator, operation, {
          'x-api-key': keys.appWrite,
          authorization: 'Bearer ses_unknown',
        });
        expect(answer, operation.id).toEqual(expected(operation, 'invalidSession'));
      } else {
        expect(checkFailures(operation).invalidSession, operation.id).toBeUndefined();
      }
    }
  });

  test('no usable context, and one header without the other', async () => {
    const simulator = createSimulator({ rateLimit: false });
    for (const operation of keyed) {
      const { pattern } = operation.auth;
      if (pattern === 'headerContext' || pattern === 'scoped') {
        expect(await send(simulator, operation, { 'x-api-key': keys.appWrite }), operation.id).toEqual(
          expected(operation, 'missingContext'),
        );
      }
      if (operation.auth.contextFrom.includes('headers') && pattern !== 'key') {
        const answer = await send(simulator, operation, {
          'x-api-key': keys.appWrite,
          'x-profile-id': profiles.bruno.id,
        });
        expect(answer, operation.id).toEqual(expected(operation, 'invalidContext'));
      }
    }
  });

  test('a key without the permission, and a member where the admin role is needed', async () => {
    const simulator = createSimulator({ rateLimit: false });
    const bruno = await session(simulator, profiles.bruno.id);
    const carmen = await session(simulator, profiles.carmen.id);
    for (const operation of keyed) {
      if (operation.auth.permissions.length > 0) {
        const answer = await send(simulator, operation, { 'x-api-key': keys.app, authorization: bruno });
        expect(answer, operation.id).toEqual(expected(operation, 'permission'));
      }
      if (operation.auth.role === 'admin') {
        const answer = await send(simulator, operation, {
          'x-api-key': keys.appWrite,
          authorization: carmen,
        });
        expect(answer, operation.id).toEqual(expected(operation, 'role'));
      }
    }
  });

  test('a closed access gate', async () => {
    const simulator = createSimulator({ rateLimit: false });
    await simulator.control.platform.setGates({ otp: 'closed', kyc: 'closed' });
    const bruno = await session(simulator, profiles.bruno.id);
    for (const operation of operations) {
      const gate = checkFailures(operation).gate;
      const answer = await send(simulator, operation, { 'x-api-key': keys.appWrite, authorization: bruno });
      if (gate) expect(answer, operation.id).toEqual({ status: gate.status, code: gate.code });
      else expect(answer.status, operation.id).not.toBe(503);
    }
  });

  test('a body over the limit, and a body that is not JSON', async () => {
    const simulator = createSimulator({ rateLimit: false });
    const bruno = await session(simulator, profiles.bruno.id);
    const headers = {
      'x-api-key': keys.appWrite,
      authorization: bruno,
      'x-profile-id': profiles.bruno.id,
      'x-team-id': profiles.bruno.teamId,
    };
    for (const operation of operations) {
      if (operation.method === 'GET') continue;
      const large = JSON.stringify({ padding: 'x'.repeat(1024 * 1024) });
      expect(await send(simulator, operation, headers, large), operation.id).toEqual({
        status: 413,
        code: 'PAYLOAD_TOO_LARGE',
      });
      const answer = await send(simulator, operation, headers, '{not json');
      expect(answer.status, operation.id).toBe(400);
      expect(isDeclared(operation, answer), `${operation.id} ${answer.code}`).toBe(true);
    }
  });

  test('an unknown path id is answered with the 404 or the answer the route documents', async () => {
    const simulator = createSimulator({ rateLimit: false });
    const bruno = await session(simulator, profiles.bruno.id);
    const headers = {
      'x-api-key': keys.appWrite,
      authorization: bruno,
      'x-profile-id': profiles.bruno.id,
      'x-team-id': profiles.bruno.teamId,
    };
    let reached = 0;
    for (const operation of operations) {
      if (pathParamNames(operation.path).length === 0) continue;
      const answer = await send(simulator, operation, headers);
      if (answer.status < 400) continue;
      expect(isDeclared(operation, answer), `${operation.id} ${answer.status} ${answer.code}`).toBe(true);
      // A body the request lacks answers 400 before the record is looked up.
      if (answer.status === 400 && answer.code === operation.invalidInputCode) continue;
      reached += 1;
      const own = operation.errors.find((error) => error.unknownId);
      if (own) expect(answer.status, operation.id).toBe(own.status);
      else if (checkFailures(operation).unknownId) expect(answer.status, operation.id).toBe(404);
    }
    expect(reached).toBeGreaterThan(20);
  });
});
