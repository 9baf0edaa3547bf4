/**
 * The tables of the channels module and the types of their rows. Only this module writes
 * them; other modules read them, import the row types through its index, or call the functions
 * the index exports.
 */
import * as z from 'zod';
import type { JsonObject } from '../../kernel/json.js';
import { rowFields, rowSchema } from '../../kernel/row-schema.js';
import { Table } from '../../kernel/table.js';
import { defineTables, type TablesOf } from '../../platform/database.js';

/** A payment channel of the catalog (spec: Resources > Channel and discovery). */
export type ChannelRow = {
  readonly id: string;
  readonly slug: string;
  readonly name: string;
  readonly description: string;
  /** `ChannelCategoryRow.id`. */
  readonly categoryId: string;
  /** Methods by name: `{ httpMethod, path, description, params { <name>: { type, required, description } } }`. */
  readonly methods: JsonObject;
  /** Named actions of the action route: `{ <name>: { httpMethod, description, body } }`. */
  readonly actions: JsonObject;
  /** Fee configuration: `send`, `request`, `minSurchargeBps`, `minCommissionBps`. */
  readonly fees: JsonObject;
  /** Who completes the channel's onboarding: the team or each user. */
  readonly onboardingScope: 'team' | 'user';
  /** Whether the simulator runs quote, execute and validate for it. */
  readonly adapter: boolean;
  readonly rating: number | null;
  readonly createdAt: string;
  readonly updatedAt: string;
};

/** A channel category; `known: false` marks categories hidden unless `includeUnknown`. */
export type ChannelCategoryRow = {
  readonly id: string;
  readonly slug: string;
  readonly name: string;
  readonly known: boolean;
  readonly createdAt: string;
  readonly updatedAt: string;
};

/** A gate of the discovery tree: a group of providers with one onboarding. */
export type ChannelGateRow = {
  readonly id: string;
  readonly name: string;
  readonly imgUrl: string | null;
  readonly onboardingUrl: string | null;
  /** Channel ids of the gate's providers, in order. */
  readonly channelIds: string[];
  readonly createdAt: string;
};

/** A parameter of a capability. */
export type ChannelCapabilityParam = {
  readonly key: string;
  readonly type: string;
  readonly description: string;
  readonly required: boolean;
};

/** One capability: a channel method for one service, country, currency, token and chain. */
export type ChannelCapabilityRow = {
  readonly id: string;
  readonly channelId: string;
  readonly gateId: string;
  readonly method: string;
  readonly serviceType: 'onramp' | 'offramp';
  /** Category slug. */
  readonly category: string;
  readonly fiatSymbol: string | null;
  readonly cryptoSymbol: string | null;
  readonly chainId: number | null;
  readonly countryCode: string | null;
  readonly params: ChannelCapabilityParam[];
  readonly limits: JsonObject | null;
  /** Channel-specific pricing (rates, fees, payment methods). */
  readonly pricing: JsonObject;
  readonly enabled: boolean;
};

/** A channel enabled (or disabled) for an app. */
export type AppChannelRow = {
  /** `<appId>:<channelId>`. */
  readonly id: string;
  readonly appId: string;
  readonly channelId: string;
  readonly enabled: boolean;
  readonly config: JsonObject;
  readonly createdAt: string;
  readonly updatedAt: string;
};

/** A completed channel onboarding of a team or a user. */
export type ChannelOnboardingRow = {
  /** `<channelId>:team:<teamId>` or `<channelId>:user:<userId>`. */
  readonly id: string;
  readonly channelId: string;
  readonly appId: string;
  readonly scope: 'team' | 'user';
  readonly teamId: string;
  readonly userId: string | null;
  readonly profileId: string;
  readonly completedAt: string;
};

/** Discovery settings: whether discovery answers, and when the catalog changed. */
export type ChannelDiscoveryRow = {
  readonly id: 'discovery';
  readonly available: boolean;
  readonly updatedAt: string;
};

const channelsRow = rowSchema(() =>
  z.strictObject({
    id: rowFields.key(),
    slug: z.string(),
    name: z.string(),
    description: z.string(),
    categoryId: z.string(),
    methods: rowFields.object(),
    actions: rowFields.object(),
    fees: rowFields.object(),
    onboardingScope: z.enum(['team', 'user']),
    adapter: z.boolean(),
    rating: z.number().nullable(),
    createdAt: rowFields.instant(),
    updatedAt: rowFields.instant(),
  }),
);
const channelCategoriesRow = rowSchema(() =>
  z.strictObject({
    id: rowFields.key(),
    slug: z.string(),
    name: z.string(),
    known: z.boolean(),
    createdAt: rowFields.instant(),
    updatedAt: rowFields.instant(),
  }),
);
const channelGatesRow = rowSchema(() =>
  z.strictObject({
    id: rowFields.key(),
    name: z.string(),
    imgUrl: z.string().nullable(),
    onboardingUrl: z.string().nullable(),
    channelIds: z.array(z.string()),
    createdAt: rowFields.instant(),
  }),
);
const channelCapabilitiesRow = rowSchema(() =>
  z.strictObject({
    id: rowFields.key(),
    channelId: z.string(),
    gateId: z.string(),
    method: z.string(),
    serviceType: z.enum(['onramp', 'offramp']),
    category: z.string(),
    fiatSymbol: z.string().nullable(),
    cryptoSymbol: z.string().nullable(),
    chainId: z.number().int().positive().nullable(),
    countryCode: z.string().nullable(),
    params: z.array(
      z.strictObject({ key: z.string(), type: z.string(), description: z.string(), required: z.boolean() }),
    ),
    limits: rowFields.object().nullable(),
    pricing: rowFields.object(),
    enabled: z.boolean(),
  }),
);
const appChannelsRow = rowSchema(() =>
  z.strictObject({
    id: rowFields.key(),
    appId: z.string(),
    channelId: z.string(),
    enabled: z.boolean(),
    config: rowFields.object(),
    createdAt: rowFields.instant(),
    updatedAt: rowFields.instant(),
  }),
);
const channelOnboardingsRow = rowSchema(() =>
  z.strictObject({
    id: rowFields.key(),
    channelId: z.string(),
    appId: z.string(),
    scope: z.enum(['team', 'user']),
    teamId: z.string(),
    userId: z.string().nullable(),
    profileId: z.string(),
    completedAt: rowFields.instant(),
  }),
);
const channelDiscoveryRow = rowSchema(() =>
  z.strictObject({
    id: z.literal('discovery'),
    available: z.boolean(),
    updatedAt: rowFields.instant(),
  }),
);

/** The tables of the channels module, by name. */
export const channelsTables = defineTables({
  channels: () =>
    new Table<ChannelRow, 'bySlug'>({
      name: 'channels',
      row: channelsRow,
      key: (row) => row.id,
      indexes: { bySlug: (row) => row.slug },
    }),
  channelCategories: () =>
    new Table<ChannelCategoryRow>({
      name: 'channelCategories',
      row: channelCategoriesRow,
      key: (row) => row.id,
    }),
  channelGates: () =>
    new Table<ChannelGateRow>({ name: 'channelGates', row: channelGatesRow, key: (row) => row.id }),
  channelCapabilities: () =>
    new Table<ChannelCapabilityRow, 'byChannel' | 'byGate'>({
      name: 'channelCapabilities',
      row: channelCapabilitiesRow,
      key: (row) => row.id,
      indexes: { byChannel: (row) => row.channelId, byGate: (row) => row.gateId },
    }),
  appChannels: () =>
    new Table<AppChannelRow, 'byApp'>({
      name: 'appChannels',
      row: appChannelsRow,
      key: (row) => row.id,
      indexes: { byApp: (row) => row.appId },
    }),
  channelOnboardings: () =>
    new Table<ChannelOnboardingRow>({
      name: 'channelOnboardings',
      row: channelOnboardingsRow,
      key: (row) => row.id,
    }),
  channelDiscovery: () =>
    new Table<ChannelDiscoveryRow>({
      name: 'channelDiscovery',
      row: channelDiscoveryRow,
      key: (row) => row.id,
    }),
});

/** The channels module's tables as the store holds them. */
export type ChannelsTables = TablesOf<typeof channelsTables>;

declare module '../../platform/database.js' {
  interface Tables extends ChannelsTables {}
}
