/**
 * Control of channel discovery: switch it off to see the discovery routes answer 503, and back
 * on (`GET`, `PUT /_simulator/channels/discovery` with `{ available }`), also as typed methods of
 * {@link ChannelsControl}.
 */
import * as z from 'zod';
import { defineControlRoute, parseControlInput } from '../../kernel/control.js';
import type { Services } from '../../kernel/services.js';
import { discoverySettings } from './catalog.js';

/** Body of the discovery control route. */
export const DiscoveryInput = z.object({ available: z.boolean() });

/** The discovery settings as the control API shows them. */
export interface DiscoveryView {
  readonly available: boolean;
  readonly updatedAt: string;
}

/**
 * Channel control of one simulator.
 *
 * @example
 * ```ts
 * new ChannelsControl(simulator.services).setDiscovery({ available: false }); // discovery answers 503
 * ```
 */
export class ChannelsControl {
  readonly #services: Services;

  constructor(services: Services) {
    this.#services = services;
  }

  /** Whether discovery answers, and when the catalog last changed. */
  discovery(): DiscoveryView {
    const settings = discoverySettings(this.#services.store);
    return { available: settings.available, updatedAt: settings.updatedAt };
  }

  /** Makes discovery available or unavailable (503 `DISCOVERY_UNAVAILABLE`). */
  setDiscovery(input: z.input<typeof DiscoveryInput>): DiscoveryView {
    const body = parseControlInput(DiscoveryInput, input);
    const { store } = this.#services;
    const current = discoverySettings(store);
    store.channelDiscovery.upsert({ ...current, id: 'discovery', available: body.available });
    return this.discovery();
  }
}

/** The channel control routes. */
export const channelsControlRoutes = [
  defineControlRoute({
    method: 'GET',
    path: '/channels/discovery',
    summary: 'Whether channel discovery answers.',
    run: ({ services }) => new ChannelsControl(services).discovery(),
  }),
  defineControlRoute({
    method: 'PUT',
    path: '/channels/discovery',
    summary: 'Make channel discovery available or unavailable (503) with `{ available }`.',
    body: DiscoveryInput,
    run: ({ body, services }) => new ChannelsControl(services).setDiscovery(body),
  }),
];
