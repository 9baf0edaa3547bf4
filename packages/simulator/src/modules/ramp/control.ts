/**
 * Control of ramp orders, as the provider would move them: complete an order now (its tokens move
 * and confirm) or make it fail (`POST /_simulator/ramp/orders/{orderId}/complete` and `/fail`),
 * and the same as typed methods of {@link RampControl}.
 */
import * as z from 'zod';
import { defineControlRoute, parseControlInput } from '../../kernel/control.js';
import { fail } from '../../kernel/fail.js';
import type { Services } from '../../kernel/services.js';
import { completeRampOrder, failRampOrder, orderView } from './orders.js';
import type { RampOrderRow } from './tables.js';

/** Body of the fail route. */
export const FailRampOrderInput = z.object({ reason: z.string().trim().min(1).optional() });

/** An order as the control API shows it. */
export type RampOrderView = ReturnType<typeof orderView>;

/**
 * Ramp control of one simulator.
 *
 * @example
 * ```ts
 * const ramp = new RampControl(simulator.services);
 * ramp.complete(orderId); // delivered and confirmed now
 * ```
 */
export class RampControl {
  readonly #services: Services;

  constructor(services: Services) {
    this.#services = services;
  }

  /** One order by provider order id. */
  order(orderId: string): RampOrderView {
    return orderView(this.#order(orderId));
  }

  /** Completes an open order now: its tokens move and confirm. */
  complete(orderId: string): RampOrderView {
    return orderView(completeRampOrder(this.#services, this.#order(orderId)));
  }

  /** Makes an open order fail; a pending chain move fails too. */
  fail(orderId: string, reason?: string): RampOrderView {
    const body = parseControlInput(FailRampOrderInput, { reason });
    return orderView(failRampOrder(this.#services, this.#order(orderId), body.reason));
  }

  #order(orderId: string): RampOrderRow {
    const order = this.#services.store.rampOrders.get(orderId);
    if (!order) fail('RAMP_ORDER_NOT_FOUND', `No ramp order ${orderId}.`);
    return order;
  }
}

/** The ramp control routes. */
export const rampControlRoutes = [
  defineControlRoute({
    method: 'GET',
    path: '/ramp/orders/{orderId}',
    summary: 'One ramp order by provider order id.',
    run: ({ params, services }) => new RampControl(services).order(params.orderId ?? ''),
  }),
  defineControlRoute({
    method: 'POST',
    path: '/ramp/orders/{orderId}/complete',
    summary: 'Complete an open ramp order now: its tokens move and confirm.',
    run: ({ params, services }) => new RampControl(services).complete(params.orderId ?? ''),
  }),
  defineControlRoute({
    method: 'POST',
    path: '/ramp/orders/{orderId}/fail',
    summary: 'Make an open ramp order fail (body `{ reason? }`); a pending chain move fails too.',
    body: FailRampOrderInput,
    run: ({ params, body, services }) => new RampControl(services).fail(params.orderId ?? '', body.reason),
  }),
];
