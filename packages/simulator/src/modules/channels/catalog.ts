/**
 * Reading the channel catalog: the channels an app has enabled, channel summaries and method
 * maps, capability and gate views, and the discovery tree built from the enabled capabilities.
 */

import { type FailCode, fail } from '../../kernel/fail.js';
import type { JsonObject, JsonValue } from '../../kernel/json.js';
import type { Store } from '../../platform/database.js';
import { feeConfigurationView, parseFees } from './fees.js';
import type { ChannelCapabilityRow, ChannelGateRow, ChannelRow } from './tables.js';

/** Names of the fiat currencies the catalog uses. */
const CURRENCY_NAMES: Readonly<Record<string, string>> = {
  USD: 'US dollar',
  MXN: 'Mexican peso',
  COP: 'Colombian peso',
  GTQ: 'Guatemalan quetzal',
};

/** The wildcard of the matrix for a capability without a token or chain (any of the channel's). */
export const ANY = '*';

const isObject = (value: JsonValue | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The app-channel rows of an app; an app without rows has every channel enabled. */
export function appChannelRows(store: Store, appId: string) {
  const rows = store.appChannels.by('byApp', appId);
  if (rows.length > 0) return rows;
  return store.channels.all().map((channel) => ({
    id: `${appId}:${channel.id}`,
    appId,
    channelId: channel.id,
    enabled: true,
    config: {},
    createdAt: channel.createdAt,
    updatedAt: channel.updatedAt,
  }));
}

/** Whether a channel is enabled for an app. */
export function isChannelEnabled(store: Store, appId: string, channelId: string): boolean {
  const rows = store.appChannels.by('byApp', appId);
  // An app without rows of its own has every channel enabled (see appChannelRows).
  if (rows.length === 0) return store.channels.has(channelId);
  return rows.some((row) => row.channelId === channelId && row.enabled);
}

/** The channels enabled for an app, in catalog order. */
export function enabledChannels(store: Store, appId: string): ChannelRow[] {
  return store.channels.all().filter((channel) => isChannelEnabled(store, appId, channel.id));
}

/** A channel by slug (case-insensitive). */
export function channelBySlug(store: Store, slug: string): ChannelRow | undefined {
  return store.channels.first('bySlug', slug.trim().toLowerCase());
}

/** The channel summary: `name`, `slug`, `methods` plus id, description and category. */
export function channelSummary(store: Store, channel: ChannelRow) {
  return {
    id: channel.id,
    name: channel.name,
    slug: channel.slug,
    description: channel.description,
    category: store.channelCategories.get(channel.categoryId)?.slug ?? null,
    methods: Object.keys(channel.methods),
  };
}

/** A method of a channel as the methods route shows it: `httpMethod` and `params` (`type`, `required`). */
export function methodMap(definition: JsonValue | undefined) {
  const entry = isObject(definition) ? definition : {};
  const params: Record<string, { type: string; required: boolean }> = {};
  const declared = isObject(entry.params) ? entry.params : {};
  for (const [name, spec] of Object.entries(declared)) {
    if (!isObject(spec)) continue;
    params[name] = { type: String(spec.type ?? 'string'), required: spec.required === true };
  }
  return {
    httpMethod: String(entry.httpMethod ?? 'POST'),
    path: typeof entry.path === 'string' ? entry.path : null,
    description: typeof entry.description === 'string' ? entry.description : null,
    params,
  };
}

/** A chain reference (`id`, `name`, `slug`, `chainId`, `image`) by chain id. */
export function chainRef(store: Store, chainId: number | null) {
  if (chainId === null) return null;
  const chain = store.chains.first('byChainId', String(chainId));
  if (!chain) return null;
  return { id: chain.id, name: chain.name, slug: chain.slug, chainId: chain.chainId, image: chain.image };
}

const gateRef = (gate: ChannelGateRow | undefined) =>
  gate ? { id: gate.id, name: gate.name, imgUrl: gate.imgUrl, onboardingUrl: gate.onboardingUrl } : null;

/** A capability as discovery shows it. */
export function capabilityView(store: Store, row: ChannelCapabilityRow) {
  const channel = store.channels.get(row.channelId);
  return {
    capabilityId: row.id,
    channelId: row.channelId,
    channelSlug: channel?.slug ?? '',
    channelName: channel?.name ?? '',
    category: row.category,
    serviceType: row.serviceType,
    fiatSymbol: row.fiatSymbol,
    cryptoSymbol: row.cryptoSymbol,
    cryptoChainId: row.chainId,
    chain: chainRef(store, row.chainId),
    countryCode: row.countryCode,
    channelMethodId: `${row.channelId}:${row.method}`,
    gate: gateRef(store.channelGates.get(row.gateId)),
    params: row.params,
    limits: row.limits,
  };
}

/** The enabled capabilities of the channels an app has enabled. */
export function visibleCapabilities(store: Store, appId: string): ChannelCapabilityRow[] {
  const channels = new Set(enabledChannels(store, appId).map((channel) => channel.id));
  return store.channelCapabilities.all().filter((row) => row.enabled && channels.has(row.channelId));
}

const unique = <T>(values: readonly T[]) => [...new Set(values)];

/** The `filters` of a set of capabilities. */
export function discoveryFilters(store: Store, rows: readonly ChannelCapabilityRow[]) {
  const countries = unique(
    rows.map((row) => row.countryCode).filter((code): code is string => code !== null),
  );
  const tokens = unique(
    rows.map((row) => row.cryptoSymbol).filter((symbol): symbol is string => symbol !== null),
  );
  const currencies = unique(
    rows.map((row) => row.fiatSymbol).filter((symbol): symbol is string => symbol !== null),
  );
  const chains = unique(
    rows.map((row) => row.chainId).filter((chainId): chainId is number => chainId !== null),
  );
  const categories = unique(rows.map((row) => row.category));
  const categoryRows = store.channelCategories.all();
  return {
    countries: countries.map((code) => {
      const country = store.countries.get(code);
      return { id: code, code, name: country?.name ?? code, flag: country?.flag ?? null };
    }),
    tokens: tokens.map((symbol) => {
      const token = store.tokens.first('bySymbol', symbol);
      return { id: token?.id ?? symbol, symbol, name: token?.name ?? symbol };
    }),
    currencies: currencies.map((symbol) => ({
      id: `fiat_${symbol.toLowerCase()}`,
      symbol,
      name: CURRENCY_NAMES[symbol] ?? symbol,
    })),
    categories: categories.map((slug) => {
      const category = categoryRows.find((row) => row.slug === slug);
      return { id: category?.id ?? slug, slug, name: category?.name ?? slug };
    }),
    chains: chains
      .map((chainId) => chainRef(store, chainId))
      .filter((chain): chain is NonNullable<typeof chain> => chain !== null),
    serviceTypes: unique(rows.map((row) => row.serviceType)),
  };
}

type MatrixNode = { [key: string]: MatrixNode | Array<number | string> };

/** The child object of a matrix node, created on first use. */
function branch(node: MatrixNode, key: string): MatrixNode {
  const existing = node[key];
  if (existing !== undefined && !Array.isArray(existing)) return existing;
  const created: MatrixNode = {};
  node[key] = created;
  return created;
}

/** The nested matrix: service, country, category, currency, token, then the list of chain ids. */
export function discoveryMatrix(rows: readonly ChannelCapabilityRow[]): MatrixNode {
  const matrix: MatrixNode = {};
  for (const row of rows) {
    const byCategory = branch(branch(matrix, row.serviceType), row.countryCode ?? ANY);
    const byToken = branch(branch(byCategory, row.category), row.fiatSymbol ?? ANY);
    const token = row.cryptoSymbol ?? ANY;
    const existing = byToken[token];
    const chains = Array.isArray(existing) ? existing : [];
    byToken[token] = chains;
    const chain = row.chainId ?? ANY;
    if (!chains.includes(chain)) chains.push(chain);
  }
  return matrix;
}

/** A gate of the tree; `single` adds its providers and capabilities. */
export function gateView(
  store: Store,
  gate: ChannelGateRow,
  rows: readonly ChannelCapabilityRow[],
  single: boolean,
) {
  const view = {
    id: gate.id,
    name: gate.name,
    imgUrl: gate.imgUrl,
    onboardingUrl: gate.onboardingUrl,
    filters: discoveryFilters(store, rows),
    matrix: discoveryMatrix(rows),
  };
  if (!single) return view;
  const providerIds = gate.channelIds.filter((id) => rows.some((row) => row.channelId === id));
  return {
    ...view,
    providers: providerIds
      .map((id) => store.channels.get(id))
      .filter((channel): channel is ChannelRow => channel !== undefined)
      .map((channel) => ({
        channelId: channel.id,
        slug: channel.slug,
        name: channel.name,
        rating: channel.rating,
      })),
    capabilities: rows.map((row) => capabilityView(store, row)),
  };
}

/** The discovery settings row. */
export function discoverySettings(store: Store) {
  return (
    store.channelDiscovery.get('discovery') ?? { id: 'discovery' as const, available: true, updatedAt: '' }
  );
}

/** Throws 503 `DISCOVERY_UNAVAILABLE` while discovery is switched off. */
export function requireDiscovery(store: Store): string {
  const settings = discoverySettings(store);
  if (!settings.available) {
    fail('DISCOVERY_UNAVAILABLE', 'Discovery is temporarily unavailable.');
  }
  return settings.updatedAt;
}

/** The discovery tree of an app. */
export function discoveryTree(store: Store, appId: string) {
  const updatedAt = requireDiscovery(store);
  const rows = visibleCapabilities(store, appId);
  const gates = store.channelGates
    .all()
    .map((gate) => ({ gate, rows: rows.filter((row) => row.gateId === gate.id) }))
    .filter((entry) => entry.rows.length > 0)
    .map((entry) => gateView(store, entry.gate, entry.rows, false));
  return { filters: discoveryFilters(store, rows), gates, updatedAt };
}

/** The fee configuration of a channel: `send`, `request`, `minSurchargeBps`, `minCommissionBps` (see fees.ts). */
export function feeConfiguration(fees: JsonObject) {
  return feeConfigurationView(parseFees(fees));
}

/**
 * Throws 403 `code` (the routes' `CH-04`) when the app does not have the channel enabled. A
 * channel missing from the catalog counts as available.
 *
 * @example
 * ```ts
 * requireChannel(store, caller.app.id, 'core', 'CH-04');
 * ```
 */
export function requireChannel(store: Store, appId: string, slug: string, code: FailCode): void {
  const channel = channelBySlug(store, slug);
  if (channel && !isChannelEnabled(store, appId, channel.id)) {
    fail(code, `The ${slug} channel is not available for this app.`, { status: 403 });
  }
}
