import { describe, expectTypeOf, test } from 'vitest';
import * as z from 'zod';
import type {
  AppRow,
  BalanceView,
  ChainTxView,
  ClockView,
  ControlInput,
  ControlResult,
  FaultRuleState,
  MaintenanceStatus,
  OutboxMessageRow,
  RampOrderView,
  SessionView,
  Simulator,
  SimulatorState,
  WalletRow,
} from '../src/index.js';
import { type ControlSurface, defineControlAction } from '../src/kernel/control.js';

declare const simulator: Simulator;

describe('simulator.control types', () => {
  test('methods take the input of their schemas and resolve with what the action returns', () => {
    expectTypeOf(simulator.control.tenancy.createApp)
      .parameter(0)
      .toHaveProperty('name')
      .toEqualTypeOf<string>();
    expectTypeOf(simulator.control.tenancy.createApp).returns.resolves.toEqualTypeOf<AppRow>();
    expectTypeOf(simulator.control.tenancy.createSession).returns.resolves.toEqualTypeOf<SessionView>();
    expectTypeOf(simulator.control.chain.fund).returns.resolves.toEqualTypeOf<BalanceView>();
    expectTypeOf(simulator.control.chain.balances).returns.resolves.toEqualTypeOf<{
      balances: BalanceView[];
    }>();
    expectTypeOf(simulator.control.wallets.register).returns.resolves.toEqualTypeOf<WalletRow>();
    expectTypeOf(simulator.control.platform.clock).returns.resolves.toEqualTypeOf<ClockView>();
    expectTypeOf(simulator.control.platform.outbox).returns.resolves.toEqualTypeOf<{
      messages: OutboxMessageRow[];
    }>();
    expectTypeOf(simulator.control.platform.setFaults).returns.resolves.toEqualTypeOf<{
      rules: FaultRuleState[];
    }>();
    expectTypeOf(simulator.control.state.snapshot).returns.resolves.toEqualTypeOf<SimulatorState>();
    expectTypeOf(simulator.control.state.restore).returns.resolves.toEqualTypeOf<{ restored: true }>();
  });

  test('path params and body fields come in one object; a method without required fields takes none', () => {
    expectTypeOf<ControlInput<'ramp', 'fail'>>().toEqualTypeOf<{
      orderId: string;
      reason?: string | undefined;
    }>();
    expectTypeOf<ControlInput<'chain', 'confirmTx'>>().toEqualTypeOf<{ hash: string }>();
    expectTypeOf<ControlInput<'tenancy', 'revokeApiKey'>>().toEqualTypeOf<{ key: string }>();
    expectTypeOf<ControlInput<'platform', 'setMaintenance'>>().toEqualTypeOf<{ status: MaintenanceStatus }>();
    expectTypeOf<ControlResult<'ramp', 'complete'>>().toEqualTypeOf<RampOrderView>();
    expectTypeOf<ControlResult<'chain', 'failTx'>>().toEqualTypeOf<ChainTxView>();
    expectTypeOf(simulator.control.platform.faults).parameters.toEqualTypeOf<[]>();
    expectTypeOf(simulator.control.chain.txs)
      .parameter(0)
      .toEqualTypeOf<
        { address?: string | undefined; hash?: string | undefined; chainId?: unknown } | undefined
      >();
  });

  test('wrong inputs, unknown actions and unknown modules are type errors', () => {
    // @ts-expect-error: status is one of the maintenance statuses
    void simulator.control.platform.setMaintenance({ status: 'closed' });
    // @ts-expect-error: the order id is required
    void simulator.control.ramp.complete({});
    // @ts-expect-error: not an action of the chain module
    void simulator.control.chain.mint;
    // @ts-expect-error: not a module
    void simulator.control.bank;
  });

  test('defineControlAction types run by the schemas and the surface by module and name', () => {
    const action = defineControlAction({
      module: 'demo',
      name: 'double',
      method: 'POST',
      path: '/demo/{id}/double',
      summary: 'Doubles a number.',
      params: z.object({ id: z.string() }),
      body: z.object({ value: z.number(), note: z.string().optional() }),
      run: ({ params, body }) => {
        expectTypeOf(params).toEqualTypeOf<{ id: string }>();
        expectTypeOf(body).toEqualTypeOf<{ value: number; note?: string | undefined }>();
        return Promise.resolve({ id: params.id, doubled: body.value * 2 });
      },
    });
    type Surface = ControlSurface<typeof action>;
    expectTypeOf<Surface['demo']['double']>().toEqualTypeOf<
      (input: {
        id: string;
        value: number;
        note?: string | undefined;
      }) => Promise<{ id: string; doubled: number }>
    >();
  });
});
