/**
 * The types of the vitest entry: the matchers on `expect` (at once for an in-process simulator, a
 * promise for a control surface and through `.rejects`), on `expect.` as an asymmetric matcher,
 * and the fixtures of each variant.
 */
import type { PaymentsClient } from '@payments-platform/sdk';
import type { SetupServer } from 'msw/node';
import { describe, expectTypeOf, test as vitestTest } from 'vitest';
import type { Simulator } from '../src/index.js';
import { matchers } from '../src/testing/index.js';
import { expect, mswTest, test, workerTest } from '../src/testing/vitest.js';

declare const simulator: Simulator;

describe('the vitest entry types', () => {
  vitestTest('the simulator matchers are typed as they answer for an in-process simulator, at once', () => {
    expectTypeOf(
      expect(simulator).toHaveDeliveredWebhook('requestPaid', { amount: 25 }),
    ).toEqualTypeOf<void>();
    expectTypeOf(
      expect(simulator).toHaveBalance({ address: '0x', chainId: 84532, token: 'USDC' }, '1'),
    ).toEqualTypeOf<void>();
    expectTypeOf(expect(simulator).toHaveRecordedTransaction({ status: 'failed' })).toEqualTypeOf<void>();
    expectTypeOf(expect(simulator).not.toHaveSentOtp('a@example.com')).toEqualTypeOf<void>();
    expectTypeOf(
      expect(simulator).toHaveReceived('createPaymentRequest', { times: 1, body: { amount: 25 } }),
    ).toEqualTypeOf<void>();
    expectTypeOf(
      expect(simulator).toHaveReceivedInOrder(['createPaymentRequest', 'getPaymentRequest']),
    ).toEqualTypeOf<void>();
    const server = { control: simulator.control };
    // Typed as they answer in-process: vitest's expect names no received type in all of 3.2, 4
    // and 5 alike; an unawaited answer from a control surface fails its test at run time.
    expectTypeOf(expect(server).toHaveDeliveredWebhook('requestPaid')).toEqualTypeOf<void>();
    expectTypeOf(expect(new Error('x')).toMatchApiError(404, 'NOT_FOUND')).toEqualTypeOf<void>();
    expectTypeOf(expect(Promise.reject(new Error('x'))).rejects.toMatchApiError(404)).toEqualTypeOf<
      Promise<void>
    >();
    expectTypeOf(expect.toMatchApiError(404)).toEqualTypeOf<unknown>();
  });

  vitestTest('wrong arguments do not compile', () => {
    // @ts-expect-error an e-mail is a string
    void expect(simulator).toHaveSentOtp(5);
    // @ts-expect-error a balance needs the chain
    void expect(simulator).toHaveBalance({ address: '0x', token: 'USDC' }, '1');
    // @ts-expect-error the status is a number
    expect(new Error('x')).toMatchApiError('404');
    // @ts-expect-error times is a number of calls
    void expect(simulator).toHaveReceived('listChains', { times: '1' });
    // @ts-expect-error the order is a list of operation ids
    void expect(simulator).toHaveReceivedInOrder('listChains');
  });

  vitestTest('the fixtures of each variant', () => {
    test('in-process', ({ simulator: fixture, client, login, scenarios }) => {
      expectTypeOf(fixture).toEqualTypeOf<Simulator>();
      expectTypeOf(client).toEqualTypeOf<PaymentsClient>();
      expectTypeOf(login).returns.toEqualTypeOf<Promise<PaymentsClient>>();
      expectTypeOf(scenarios.send).returns.resolves.toHaveProperty('txId');
    });
    workerTest('per worker', ({ advanceClock }) => {
      expectTypeOf(advanceClock)
        .parameter(0)
        .toEqualTypeOf<number | `${number}${'ms' | 's' | 'm' | 'h' | 'd'}`>();
    });
    mswTest('msw', ({ server }) => {
      expectTypeOf(server).toEqualTypeOf<SetupServer>();
    });
  });

  vitestTest('the matchers fit expect.extend', () => {
    expectTypeOf(expect.extend).toBeCallableWith(matchers);
  });
});
