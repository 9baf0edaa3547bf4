/**
 * The channels module's control actions: switch channel discovery off to see the discovery
 * routes answer 503 `DISCOVERY_UNAVAILABLE`, and back on.
 */
import * as z from 'zod';
import { defineControlAction } from '../../kernel/control.js';
import { settle } from '../../kernel/lazy.js';
import type { Services } from '../../kernel/services.js';
import { discoverySettings } from './catalog.js';

/** The discovery settings as the control API shows them. */
export interface DiscoveryView {
  readonly available: boolean;
  readonly updatedAt: string;
}

const discoveryView = (services: Services): DiscoveryView => {
  const settings = discoverySettings(services.store);
  return { available: settings.available, updatedAt: settings.updatedAt };
};

/** The channels module's control actions. */
export const CHANNELS_CONTROL = [
  defineControlAction({
    module: 'channels',
    name: 'discovery',
    method: 'GET',
    path: '/channels/discovery',
    summary: 'Whether channel discovery answers, and when the catalog last changed.',
    run: ({ services }) => discoveryView(services),
  }),
  defineControlAction({
    module: 'channels',
    name: 'setDiscovery',
    method: 'PUT',
    path: '/channels/discovery',
    summary: 'Make channel discovery available or unavailable (503) with `{ available }`.',
    get body() {
      return settle(this, 'body', z.object({ available: z.boolean() }));
    },
    run: ({ body, services }) => {
      const { store } = services;
      const current = discoverySettings(store);
      store.channelDiscovery.upsert({ ...current, id: 'discovery', available: body.available });
      return discoveryView(services);
    },
  }),
] as const;
