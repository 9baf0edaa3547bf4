import { describe, expect, test } from 'vitest';
import * as z from 'zod';
import { callControlAction, defineControlAction, inProcessCall, parseControlInput } from './control.js';
import type { Services } from './services.js';
import { isSimulatorError, type SimulatorError } from './simulator-error.js';

const fund = defineControlAction({
  module: 'chain',
  name: 'fund',
  method: 'POST',
  path: '/chain/fund',
  summary: 'Credit an address.',
  body: z.object({ chainId: z.number().int(), address: z.string(), amount: z.string().optional() }),
  run: ({ body }) => body,
});

const restore = defineControlAction({
  module: 'state',
  name: 'restore',
  method: 'PUT',
  path: '/state',
  summary: 'Anything goes.',
  body: z.unknown(),
  run: ({ body }) => body,
});

const runLocked = <T>(work: () => T | Promise<T>) => Promise.resolve(work());
const services = {} as Services;

/** The 400 a failing call answers. */
async function refusal(work: () => unknown): Promise<SimulatorError> {
  try {
    await work();
  } catch (error) {
    if (isSimulatorError(error)) return error;
    throw error;
  }
  throw new Error('the call was not refused');
}

const overHttp = (body: unknown) => ({ params: {}, body, query: {}, headers: () => new Headers() });

describe('kernel.control', () => {
  test('parseControlInput: each issue names its field, what it expected and what it received', async () => {
    const error = await refusal(() =>
      parseControlInput(z.object({ ms: z.number(), seed: z.enum(['demo', 'empty']) }), {
        ms: '2s',
        seed: 'x',
      }),
    );
    expect(error.status).toBe(400);
    expect(error.code).toBe('BODY_PARSER_ERROR');
    expect(error.message).toBe(
      'Invalid control input: ms: expected a number, received a string of 2 characters; seed: expected one of "demo", "empty", received a string of 1 character',
    );
  });

  test('parseControlInput: a missing field is required', async () => {
    const error = await refusal(() => parseControlInput(z.object({ ms: z.number() }), {}));
    expect(error.message).toBe('Invalid control input: ms: is required (expected a number)');
  });

  test('error: an unknown body key over HTTP names the nearest known one', async () => {
    const error = await refusal(() =>
      callControlAction(fund, overHttp({ chainId: 1, adress: '0x1' }), services, runLocked),
    );
    expect(error.message).toBe('Invalid control input: adress: unknown key; did you mean "address"?');
  });

  test('error: an unknown key of an in-process input with nothing near lists the keys', async () => {
    const error = await refusal(() =>
      callControlAction(
        fund,
        inProcessCall({ chainId: 1, address: '0x1', colour: 'red' }),
        services,
        runLocked,
      ),
    );
    expect(error.message).toBe(
      'Invalid control input: colour: unknown key; it takes chainId, address, amount',
    );
  });

  test('known keys pass, and a body that is not a closed object is not checked for keys', async () => {
    await expect(
      callControlAction(
        fund,
        inProcessCall({ chainId: 1, address: '0x1', amount: undefined }),
        services,
        runLocked,
      ),
    ).resolves.toEqual({ chainId: 1, address: '0x1' });
    await expect(callControlAction(restore, overHttp({ anything: 1 }), services, runLocked)).resolves.toEqual(
      {
        anything: 1,
      },
    );
  });
});
