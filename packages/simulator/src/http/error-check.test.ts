import { type OperationDefinition, registry } from '@payments-platform/sdk/contract';
import { describe, expect, test } from 'vitest';
import { createSimulator, DEMO, defineArea, defineHandlers } from '../index.js';
import type { HandlerRequest } from '../kernel/module.js';
import { SimulatorError } from '../kernel/simulator-error.js';
import { declaredFailuresOnly, declaresFailure } from './error-check.js';

const deleteInvitation = registry.byId('deleteInvitation');
const listChains = registry.byId('listChains');
if (!deleteInvitation || !listChains) throw new Error('the contract lost deleteInvitation or listChains');
const request = {} as HandlerRequest;

/** What the wrapped handler of `operation` throws when the handler itself throws `error`. */
const thrownThrough = (operation: OperationDefinition, error: unknown): unknown => {
  try {
    declaredFailuresOnly(operation, () => {
      throw error;
    })(request);
  } catch (caught) {
    return caught;
  }
  throw new Error('nothing was thrown');
};

describe('the error check', () => {
  test('a status declared without a code covers every code of it; a coded one only its code', () => {
    const portfolio = registry.byId('getWalletPortfolio');
    if (!portfolio) throw new Error('the contract lost getWalletPortfolio');
    // getWalletPortfolio declares a 400 with no code; deleteInvitation its 404 with the route's code.
    expect(declaresFailure(portfolio, 400, 'WALLET_SCOPE_INVALID')).toBe(true);
    expect(declaresFailure(deleteInvitation, 404, 'APP_V1_TEAMS_INVITATIONS_ID_ROUTE_04')).toBe(true);
    expect(declaresFailure(deleteInvitation, 404, 'INVITATION_NOT_FOUND')).toBe(false);
    expect(declaresFailure(deleteInvitation, 403, 'API_KEY_REQUIRED')).toBe(true);
    expect(declaresFailure(listChains, 409, 'CHAIN_CONFLICT')).toBe(false);
  });

  test('a declared failure, a success and an unexpected exception pass as they are', () => {
    const declared = new SimulatorError(404, 'APP_V1_TEAMS_INVITATIONS_ID_ROUTE_04', 'No invitation i_1.');
    expect(thrownThrough(deleteInvitation, declared)).toBe(declared);
    expect(declaredFailuresOnly(deleteInvitation, () => ({ id: 't_1' }))(request)).toEqual({ id: 't_1' });
    const bug = new TypeError('x is undefined');
    expect(thrownThrough(deleteInvitation, bug)).toBe(bug);
  });

  test('an undeclared failure, thrown or rejected, becomes a 500 naming it and the operation', async () => {
    const undeclared = new SimulatorError(409, 'CHAIN_CONFLICT', 'The chain moved.');
    const sync = thrownThrough(listChains, undeclared);
    expect(sync).toMatchObject({
      status: 500,
      code: 'INTERNAL_ERROR',
      message:
        'The simulated failure 409 CHAIN_CONFLICT of listChains is not declared in its contract: The chain moved.',
      cause: undeclared,
    });
    const rejected = declaredFailuresOnly(listChains, async () => {
      throw undeclared;
    })(request) as Promise<unknown>;
    await expect(rejected).rejects.toMatchObject({ status: 500, code: 'INTERNAL_ERROR', cause: undeclared });
  });

  test('the handlers an app brings are its own: their failures are answered as they throw them', async () => {
    const conflict = () => {
      throw new SimulatorError(409, 'CHAIN_CONFLICT', 'The chain moved.');
    };
    const byOption = createSimulator({ handlers: defineHandlers({ listChains: conflict }) });
    const byArea = createSimulator({
      areas: [defineArea({ name: 'test', handlers: { listChains: conflict } })],
    });
    for (const simulator of [byOption, byArea]) {
      const response = await simulator.fetch('/v1/config/chains', {
        headers: { 'x-api-key': DEMO.keys.app },
      });
      expect(response.status).toBe(409);
      expect(await response.json()).toMatchObject({ error: { code: 'CHAIN_CONFLICT' } });
    }
  });
});
