import { describe, expect, test } from 'vitest';
import { createSimulator, DEMO } from '../index.js';
import { checkOptions, clientOf, fund, login } from './helpers.js';
import { completedRampOrder, otcAcceptedOffer, paidPaymentRequest, send } from './scenarios.js';

describe('testing.helpers: options checked where they are given', () => {
  test('checkOptions: an unknown option names the closest known one, or the options taken', () => {
    expect(() =>
      checkOptions({ amout: 5 } as never, { amount: true, apiKey: true }, 'paidPaymentRequest'),
    ).toThrow(new TypeError('amout: unknown option; did you mean "amount"?'));
    expect(() => checkOptions({ colour: 'red' } as never, { amount: true }, 'fund')).toThrow(
      'colour: unknown option; fund takes amount.',
    );
    expect(() => checkOptions(5 as never, { amount: true }, 'send')).toThrow(
      'send takes an options object, received a number.',
    );
  });

  test('error: each scenario and fund refuse a misspelt option before doing anything', async () => {
    const simulator = createSimulator({ seed: 'empty' });
    const before = simulator.snapshot();
    await expect(paidPaymentRequest(simulator, { amout: 5 } as never)).rejects.toThrow(
      'amout: unknown option; did you mean "amount"?',
    );
    await expect(send(simulator, { outcom: 'failed' } as never)).rejects.toThrow(
      'outcom: unknown option; did you mean "outcome"?',
    );
    await expect(otcAcceptedOffer(simulator, { rates: 17 } as never)).rejects.toThrow(
      'rates: unknown option; did you mean "rate"?',
    );
    await expect(completedRampOrder(simulator, { apikey: 'k' } as never)).rejects.toThrow(
      'apikey: unknown option; did you mean "apiKey"?',
    );
    await expect(fund(simulator, { adress: '0x1', amount: 1 } as never)).rejects.toThrow(
      'adress: unknown option; did you mean "address"?',
    );
    expect(simulator.snapshot()).toEqual(before);
  });

  test('error: the client helpers pass their options to createClient, which names a misspelt one', async () => {
    const simulator = createSimulator();
    expect(() => clientOf(simulator, { apiKye: DEMO.keys.app } as never)).toThrow(
      'apiKye: unknown option; did you mean "apiKey"?',
    );
    expect(() => clientOf(simulator, { apiKey: '' })).toThrow('apiKey must be the application key');
    await expect(login(simulator, 'bruno', { admn: true } as never)).rejects.toThrow('admn: unknown option');
  });
});
