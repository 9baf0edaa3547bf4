/**
 * The ramp module's control actions: read an order, complete it now (its tokens move and
 * confirm) or make it fail, as the provider would.
 */
import * as z from 'zod';
import { defineControlAction } from '../../kernel/control.js';
import { fail } from '../../kernel/fail.js';
import { lazy, settle } from '../../kernel/lazy.js';
import type { Services } from '../../kernel/services.js';
import { completeRampOrder, failRampOrder, orderView } from './orders.js';
import type { RampOrderRow } from './tables.js';

/** An order as the control API shows it. */
export type RampOrderView = ReturnType<typeof orderView>;

const orderOf = (services: Services, orderId: string): RampOrderRow => {
  const order = services.store.rampOrders.get(orderId);
  if (!order) fail('RAMP_ORDER_NOT_FOUND', `No ramp order ${orderId}.`);
  return order;
};

const orderParams = lazy(() => z.object({ orderId: z.string() }));

/** The ramp module's control actions. */
export const RAMP_CONTROL = [
  defineControlAction({
    module: 'ramp',
    name: 'order',
    method: 'GET',
    path: '/ramp/orders/{orderId}',
    summary: 'One ramp order by provider order id.',
    get params() {
      return orderParams();
    },
    run: ({ params, services }): RampOrderView => orderView(orderOf(services, params.orderId)),
  }),
  defineControlAction({
    module: 'ramp',
    name: 'complete',
    method: 'POST',
    path: '/ramp/orders/{orderId}/complete',
    summary: 'Complete an open ramp order now: its tokens move and confirm.',
    get params() {
      return orderParams();
    },
    run: ({ params, services }): RampOrderView =>
      orderView(completeRampOrder(services, orderOf(services, params.orderId))),
  }),
  defineControlAction({
    module: 'ramp',
    name: 'fail',
    method: 'POST',
    path: '/ramp/orders/{orderId}/fail',
    summary: 'Make an open ramp order fail (`reason?`); a pending chain move fails too.',
    get params() {
      return orderParams();
    },
    get body() {
      return settle(this, 'body', z.object({ reason: z.string().trim().min(1).optional() }));
    },
    run: ({ params, body, services }): RampOrderView =>
      orderView(failRampOrder(services, orderOf(services, params.orderId), body.reason)),
  }),
] as const;
