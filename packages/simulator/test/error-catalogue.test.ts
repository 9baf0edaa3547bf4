/**
 * The simulator's error catalogue, `fail` and the docs that list the catalogue.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type OperationById,
  type OperationDefinition,
  operations,
  PLATFORM_ERRORS,
} from '@payments-platform/sdk/contract';
import { describe, expect, test } from 'vitest';
import {
  createSimulator,
  DEMO,
  defineHandlers,
  fail,
  failFor,
  failure,
  isSimulatorError,
  SIMULATOR_ERRORS,
  SimulatorError,
} from '../src/index.js';

const here = dirname(fileURLToPath(import.meta.url));
const docs = readFileSync(join(here, '../../../docs/simulator-behaviour.md'), 'utf8');

const declared: readonly OperationDefinition[] = operations;
const documented = new Set<string>();
for (const operation of declared) {
  for (const error of operation.errors) if (error.code !== undefined) documented.add(error.code);
  for (const rule of operation.inputErrorCodes ?? []) documented.add(rule.code);
  documented.add(operation.invalidInputCode);
}

const thrown = (run: () => unknown): SimulatorError => {
  try {
    run();
  } catch (error) {
    if (error instanceof SimulatorError) return error;
    throw error;
  }
  throw new Error('nothing was thrown');
};

describe('error catalogue', () => {
  test('docs/simulator-behaviour.md lists every code of the catalogue with its statuses and meaning', () => {
    const block =
      /<!-- simulator-errors:start -->([\s\S]*?)<!-- simulator-errors:end -->/.exec(docs)?.[1] ?? '';
    const listed = [...block.matchAll(/^\| `([^`]+)` +\| +([^|]+?) +\| (.+?) +\|$/gm)].map(
      ([, code, statuses, meaning]) => ({ code, statuses, meaning }),
    );
    expect(listed).toEqual(
      Object.entries(SIMULATOR_ERRORS).map(([code, info]) => ({
        code,
        statuses: info.statuses.length === 0 ? 'any' : info.statuses.join(' / '),
        meaning: info.meaning,
      })),
    );
  });

  test('holds the platform codes and otherwise only codes no operation documents', () => {
    for (const code of Object.keys(PLATFORM_ERRORS)) expect(SIMULATOR_ERRORS).toHaveProperty(code);
    const own = Object.keys(SIMULATOR_ERRORS).filter((code) => !(code in PLATFORM_ERRORS));
    expect(own.filter((code) => documented.has(code))).toEqual([]);
    for (const code of [
      'LAST_ADMIN_REQUIRED',
      'MEMBER_NOT_IN_TEAM',
      'TAX_INFO_NOT_FOUND',
      'ROUTE_NOT_FOUND',
    ]) {
      expect(SIMULATOR_ERRORS, code).toHaveProperty(code);
    }
  });

  test('every code the simulator source builds a SimulatorError with is documented or catalogued', () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (path.endsWith('.ts') && !/\.test(-d)?\.ts$/.test(path)) files.push(path);
      }
    };
    walk(join(here, '../src'));
    const codes = files.flatMap((file) =>
      [
        ...readFileSync(file, 'utf8').matchAll(
          /(?:new SimulatorError\(\s*[^,]+,|\bfail(?:ure)?\()\s*'([A-Z0-9][A-Z0-9_#-]*)'/g,
        ),
      ].map(([, code]) => code as string),
    );
    expect(codes.length).toBeGreaterThan(250);
    expect(
      [...new Set(codes)].filter((code) => !documented.has(code) && !(code in SIMULATOR_ERRORS)),
    ).toEqual([]);
  });
});

describe('fail', () => {
  test('takes the status from the declaration or the catalogue', () => {
    const conflict = thrown(() => fail('APP_V1_TEAMS_INVITATIONS_ROUTE_02', 'Already in the app.'));
    expect([conflict.status, conflict.code, conflict.message]).toEqual([
      409,
      'APP_V1_TEAMS_INVITATIONS_ROUTE_02',
      'Already in the app.',
    ]);
    const lastAdmin = thrown(() => fail('LAST_ADMIN_REQUIRED', 'Keep an admin.'));
    expect([lastAdmin.status, lastAdmin.code]).toEqual([403, 'LAST_ADMIN_REQUIRED']);
    expect(failure('TAX_INFO_NOT_FOUND', 'No tax info.').status).toBe(404);
  });

  test('a code answered with several statuses uses the one given; headers and cause pass through', () => {
    const cause = new Error('underlying');
    const error = thrown(() =>
      fail('CH-02', 'Not available.', { status: 403, headers: { 'Retry-After': '1' }, cause }),
    );
    expect([error.status, error.code, error.headers, error.cause]).toEqual([
      403,
      'CH-02',
      { 'Retry-After': '1' },
      cause,
    ]);
    expect(failure('CONTEXT_REQUIRED', 'No team.', { status: 403 }).status).toBe(403);
  });

  test('refuses at run time what the types refuse', () => {
    // Casts stand for callers without the types (plain JavaScript).
    const untyped = fail as unknown as (code: string, message: string, init?: object) => never;
    expect(() => untyped('NO_SUCH_CODE', 'x')).toThrow(/neither documented nor in the simulator catalogue/);
    expect(() => untyped('CH-02', 'x')).toThrow(/answered with 404 or 403: give the status/);
  });

  test('the fail of an operation takes the status that operation documents', () => {
    const getChannelMethod = operations.find(
      (operation): operation is OperationById<'getChannelMethod'> => operation.id === 'getChannelMethod',
    );
    if (!getChannelMethod) throw new Error('getChannelMethod is not declared');
    const error = thrown(() => failFor(getChannelMethod)('CH-02', 'No such method.'));
    expect([error.status, error.code]).toEqual([404, 'CH-02']);
    const catalogued = thrown(() => failFor(getChannelMethod)('CHANNEL_NOT_FOUND', 'x', { status: 404 }));
    expect(isSimulatorError(catalogued)).toBe(true);
  });

  test('a handler fails through the fail of its request, with the status its operation documents', async () => {
    const simulator = createSimulator({
      handlers: defineHandlers({
        getChannelMethod: ({ params, fail }) => {
          throw fail('CH-02', `The ${params.channelSlug} channel has no method ${params.methodName}.`);
        },
      }),
    });
    const response = await simulator.fetch('/channels/core/method/refund', {
      headers: { 'x-api-key': DEMO.keys.app },
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      success: false,
      error: { code: 'CH-02', message: 'The core channel has no method refund.' },
    });
  });
});
