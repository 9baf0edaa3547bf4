/**
 * The channel catalog (spec: Endpoints > Channels (generic)): channels, categories, discovery,
 * channel methods, onboarding and fees. Validate, quote, execute, channel transactions and
 * actions dispatch into the channel families and live in the `channel-routes` module.
 */

import { defineArea, defineHandlers } from '../../kernel/module.js';
import {
  appChannelRows,
  capabilityView,
  channelBySlug,
  channelSummary,
  discoveryTree,
  enabledChannels,
  feeConfiguration,
  gateView,
  isChannelEnabled,
  methodMap,
  requireDiscovery,
  visibleCapabilities,
} from './catalog.js';
import { CHANNELS_CONTROL } from './control.js';
import type { ChannelCapabilityRow } from './tables.js';
import { channelsTables } from './tables.js';

export { chainRef, channelBySlug, isChannelEnabled, requireChannel } from './catalog.js';
export {
  RAMP_CHAIN_IDS,
  RAMP_CHECKOUT_MS,
  RAMP_CRYPTO,
  RAMP_DEPOSIT_POLL_MS,
  RAMP_DEPOSIT_WINDOW_MS,
  RAMP_HOSTED_ORIGIN,
  RAMP_PROVIDER_ADDRESS,
  RAMP_PROVIDER_FUNDS,
  RAMP_URL_TTL_MS,
} from './families/ramp.js';
export {
  CODIGOPAQ_PATTERN,
  TOPUP_CAPABILITY_IDS,
  TOPUP_COUNTRIES,
  TOPUP_FEE_PERCENT,
  TOPUP_LIMITS,
  TOPUP_SETTLEMENT_ADDRESS,
  TOPUP_SIGN_PAYLOAD_TTL_MS,
  TOPUP_SIGNATURE_SECRET,
  TOPUP_TOKENS,
  type TopupCountry,
} from './families/topup.js';
export {
  applyFee,
  type ChannelFees,
  channelFees,
  type FeeRule,
  type FeeSplit,
  feeConfigurationView,
  feeView,
  type Money,
  NO_FEE,
  PLATFORM_FEE_COLLECTOR,
  parseFees,
  RAMP_FEE_ENTRY,
  type RampDirection,
  type RampFee,
  rampFee,
  rampFeeOfPayer,
  rampFeeView,
  rampPayerValue,
} from './fees.js';
export { CHANNEL_IDS, loadChannelsData } from './seed.js';
export type {
  AppChannelRow,
  ChannelCapabilityParam,
  ChannelCapabilityRow,
  ChannelCategoryRow,
  ChannelDiscoveryRow,
  ChannelGateRow,
  ChannelOnboardingRow,
  ChannelRow,
} from './tables.js';

const INPUT = 'BODY_PARSER_ERROR';

const upper = (value: string | undefined) => value?.trim().toUpperCase() || undefined;

/** Handlers of the channels area. */
export const channelsHandlers = defineHandlers({
  listChannels: ({ store, query, caller }) => {
    const country = upper(query.country);
    const fiat = upper(query.fiat_asset);
    const crypto = upper(query.crypto_asset);
    const category = query.category?.trim().toLowerCase() || undefined;
    const filtered = [country, fiat, crypto, query.service_type, category].some(
      (value) => value !== undefined,
    );
    const capabilities = visibleCapabilities(store, caller.app?.id ?? '');
    const matches = (row: ChannelCapabilityRow) =>
      (country === undefined || row.countryCode === country) &&
      (fiat === undefined || row.fiatSymbol === fiat) &&
      (crypto === undefined || row.cryptoSymbol === crypto || row.cryptoSymbol === null) &&
      (query.service_type === undefined || row.serviceType === query.service_type) &&
      (category === undefined || row.category === category);
    return enabledChannels(store, caller.app?.id ?? '')
      .filter(
        (channel) => !filtered || capabilities.some((row) => row.channelId === channel.id && matches(row)),
      )
      .map((channel) => channelSummary(store, channel));
  },
  listChannelCategories: ({ store, query }) => ({
    categories: store.channelCategories
      .all()
      .filter((category) => category.known || query.includeUnknown === true)
      .map(({ id, name, slug, createdAt, updatedAt }) => ({ id, name, slug, createdAt, updatedAt })),
  }),
  getDiscovery: ({ store, caller }) => discoveryTree(store, caller.app?.id ?? ''),
  getDiscoveryCapability: ({ store, params, caller, fail }) => {
    const updatedAt = requireDiscovery(store);
    const id = params.capabilityId.trim();
    const row = visibleCapabilities(store, caller.app?.id ?? '').find(
      (entry) => entry.id === id.toLowerCase(),
    );
    if (!row) throw fail('CAPABILITY_NOT_FOUND', `No capability ${id}.`, { status: 404 });
    return { capability: capabilityView(store, row), updatedAt };
  },
  getDiscoveryGate: ({ store, params, caller, fail }) => {
    const updatedAt = requireDiscovery(store);
    const id = params.gateId.trim();
    const gate = store.channelGates.get(id.toLowerCase());
    const rows = visibleCapabilities(store, caller.app?.id ?? '').filter((row) => row.gateId === gate?.id);
    if (!gate || rows.length === 0) throw fail('GATE_NOT_FOUND', `No gate ${id}.`);
    return { gate: gateView(store, gate, rows, true), updatedAt };
  },
  listChannelMethods: ({ store, params, query, caller, fail }) => {
    const slug = params.channelSlug.trim();
    if (slug === '') throw fail(INPUT, 'channelSlug: required.');
    const channel = channelBySlug(store, slug);
    if (!channel) throw fail('CHANNEL_NOT_FOUND', `No channel ${slug}.`, { status: 404 });
    if (!isChannelEnabled(store, caller.app?.id ?? '', channel.id)) {
      throw fail('CHANNEL_NOT_AVAILABLE', `The ${channel.slug} channel is not enabled for the app.`);
    }
    const wanted = query.method?.trim();
    if (wanted !== undefined && wanted !== '' && channel.methods[wanted] === undefined) {
      throw fail('METHOD_NOT_FOUND', `The ${channel.slug} channel has no method ${wanted}.`);
    }
    const names = wanted ? [wanted] : Object.keys(channel.methods);
    const methods = Object.fromEntries(
      names.map((name) => {
        const { httpMethod, params: declared } = methodMap(channel.methods[name]);
        return [name, { httpMethod, params: declared }];
      }),
    );
    return { channelId: channel.id, slug: channel.slug, methods };
  },
  getChannelMethod: ({ store, params, caller, fail }) => {
    const channel = channelBySlug(store, params.channelSlug);
    const definition = channel?.methods[params.methodName];
    if (!channel || definition === undefined) {
      throw fail('CH-02', `The ${params.channelSlug} channel has no method ${params.methodName}.`);
    }
    if (!isChannelEnabled(store, caller.app?.id ?? '', channel.id)) {
      throw fail('CH-03', `The ${channel.slug} channel is not available for the app.`);
    }
    return { name: params.methodName, ...methodMap(definition) };
  },
  getChannel: ({ store, params, fail }) => {
    const channel = channelBySlug(store, params.channelSlug);
    if (!channel) throw fail('CH-01', `No channel ${params.channelSlug}.`);
    const methods = Object.fromEntries(
      Object.entries(channel.methods).map(([name, definition]) => {
        const view = methodMap(definition);
        return [
          name,
          { httpMethod: view.httpMethod, description: view.description, parameters: view.params },
        ];
      }),
    );
    return { channelSlug: channel.slug, name: channel.name, description: channel.description, methods };
  },
  completeChannelOnboarding: ({ store, body, caller, clock, fail }) => {
    const channelId = body.channelId.trim();
    if (channelId === '') throw fail(INPUT, 'channelId: required.');
    const channel = store.channels.get(channelId);
    if (!channel) throw fail('CHANNEL_NOT_FOUND', `No channel ${channelId}.`, { status: 404 });
    const app = caller.app;
    const team = caller.team;
    const profile = caller.profile;
    if (!app || !team || !profile) {
      throw fail('SESSION_REQUIRED', 'Completing an onboarding needs a session.');
    }
    if (!isChannelEnabled(store, app.id, channel.id)) {
      throw fail('CHANNEL_NOT_AVAILABLE', `The ${channel.slug} channel is not enabled for the app.`);
    }
    const scope = channel.onboardingScope;
    if (scope === 'team' && caller.role !== 'admin') {
      throw fail('ONBOARDING_ROLE_FORBIDDEN', `Only a team admin completes the ${channel.slug} onboarding.`);
    }
    const id =
      scope === 'team'
        ? `${channel.id}:team:${team.id}`
        : `${channel.id}:user:${caller.user?.id ?? profile.id}`;
    const row =
      store.channelOnboardings.get(id) ??
      store.channelOnboardings.insert({
        id,
        channelId: channel.id,
        appId: app.id,
        scope,
        teamId: team.id,
        userId: scope === 'user' ? (caller.user?.id ?? null) : null,
        profileId: profile.id,
        completedAt: clock.iso(),
      });
    return { scope: row.scope, channelId: row.channelId, completedAt: row.completedAt };
  },
  listAppChannels: ({ store, caller }) =>
    appChannelRows(store, caller.app?.id ?? '')
      .filter((row) => row.enabled)
      .map((row) => {
        const channel = store.channels.get(row.channelId);
        return {
          appChannels: row,
          channel: channel
            ? { ...channelSummary(store, channel), fees: feeConfiguration(channel.fees) }
            : null,
        };
      }),
  getChannelFees: ({ store, query, fail }) => {
    const channel = channelBySlug(store, query.channelSlug);
    if (!channel) throw fail('CHANNEL_SLUG_INVALID', `No channel ${query.channelSlug}.`);
    return feeConfiguration(channel.fees);
  },
});

/** The channels area. */
export const channelsArea = defineArea({
  tables: channelsTables,
  name: 'channels',
  handlers: channelsHandlers,
  control: CHANNELS_CONTROL,
});
