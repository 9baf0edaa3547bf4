/**
 * The tables of the channels module. Only this module writes them; other modules read them or call
 * the functions its index exports.
 */
import { Table } from '../../kernel/table.js';
import { defineTables, type TablesOf } from '../../platform/database.js';
import type {
  AppChannelRow,
  ChannelCapabilityRow,
  ChannelCategoryRow,
  ChannelDiscoveryRow,
  ChannelGateRow,
  ChannelOnboardingRow,
  ChannelRow,
} from '../../platform/rows.js';

/** The tables of the channels module, by name. */
export const channelsTables = defineTables({
  channels: () =>
    new Table<ChannelRow, 'bySlug'>({
      name: 'channels',
      key: (row) => row.id,
      indexes: { bySlug: (row) => row.slug },
    }),
  channelCategories: () =>
    new Table<ChannelCategoryRow>({
      name: 'channelCategories',
      key: (row) => row.id,
    }),
  channelGates: () => new Table<ChannelGateRow>({ name: 'channelGates', key: (row) => row.id }),
  channelCapabilities: () =>
    new Table<ChannelCapabilityRow, 'byChannel' | 'byGate'>({
      name: 'channelCapabilities',
      key: (row) => row.id,
      indexes: { byChannel: (row) => row.channelId, byGate: (row) => row.gateId },
    }),
  appChannels: () =>
    new Table<AppChannelRow, 'byApp'>({
      name: 'appChannels',
      key: (row) => row.id,
      indexes: { byApp: (row) => row.appId },
    }),
  channelOnboardings: () =>
    new Table<ChannelOnboardingRow>({
      name: 'channelOnboardings',
      key: (row) => row.id,
    }),
  channelDiscovery: () =>
    new Table<ChannelDiscoveryRow>({
      name: 'channelDiscovery',
      key: (row) => row.id,
    }),
});

/** The channels module's tables as the store holds them. */
export type ChannelsTables = TablesOf<typeof channelsTables>;

declare module '../../platform/database.js' {
  // biome-ignore lint/suspicious/noEmptyInterface: merges this module's tables into the store
  interface Tables extends ChannelsTables {}
}
