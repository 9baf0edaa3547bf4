/**
 * The channel catalog loaded by every seed: categories, the built-in channels with their methods,
 * actions and fees, the discovery gates and capabilities (the top-up capabilities keep the ids
 * validate-phone signs for), the discovery settings, and the channels of the demo apps.
 */

import type { JsonObject } from '../../kernel/json.js';
import type { SeedName } from '../../platform/config.js';
import type { Store } from '../../platform/database.js';
import {
  RAMP_CHAIN_IDS,
  RAMP_CRYPTO,
  RAMP_DISABLED_CAPABILITY,
  RAMP_FEE_PERCENT,
  RAMP_MARKETS,
  RAMP_OFFRAMP_LIMITS,
  rampCapabilityId,
} from './families/ramp.js';
import { TOPUP_CAPABILITY_IDS, TOPUP_COUNTRIES, TOPUP_FEE_PERCENT, TOPUP_LIMITS } from './families/topup.js';
import type { ChannelCapabilityParam, ChannelCapabilityRow, ChannelRow } from './tables.js';

/** Channel ids of the catalog. */
export const CHANNEL_IDS = {
  core: 'chl_core',
  topup: 'chl_topup',
  ramp: 'chl_ramp',
  cashPickup: 'chl_cash-pickup',
} as const;

/** Gate ids of the discovery tree. */
export const GATE_IDS = {
  ramp: 'b7e3f1a0-6c2d-4e59-8a14-000000000001',
  topup: 'b7e3f1a0-6c2d-4e59-8a14-000000000002',
  cash: 'b7e3f1a0-6c2d-4e59-8a14-000000000003',
} as const;

/** The capability of the cash-pickup channel, whose adapter the simulator does not run. */
export const CASH_PICKUP_CAPABILITY_ID = 'c4a5b1e2-7d3f-4a60-8b21-000000000001';

/** The demo app that has only the core channel enabled. */
const CORE_ONLY_APP = 'app_other';

type ParamSpec = readonly [name: string, type: string, required: boolean, description: string];

const params = (...specs: ParamSpec[]): JsonObject =>
  Object.fromEntries(
    specs.map(([name, type, required, description]) => [name, { type, required, description }]),
  );

const method = (httpMethod: string, path: string | null, description: string, ...specs: ParamSpec[]) => ({
  httpMethod,
  path,
  description,
  params: params(...specs),
});

const fee = (type: string, style: string, value: number) => ({ type, style, value });

const CATEGORIES = [
  { id: 'cat_payments', slug: 'payments', name: 'Payments', known: true },
  { id: 'cat_topup', slug: 'topup', name: 'Mobile top-up', known: true },
  { id: 'cat_ramp', slug: 'ramp', name: 'Fiat on/off-ramp', known: true },
  { id: 'cat_cash', slug: 'cash', name: 'Cash pickup', known: true },
  { id: 'cat_unknown', slug: 'unknown', name: 'Unknown', known: false },
] as const;

const orderParams: ParamSpec[] = [
  ['amount', 'number', true, 'Amount of the order.'],
  ['fiat', 'string', true, 'Fiat currency symbol.'],
  ['payment', 'string', true, 'Payment method of the hosted page.'],
  ['crypto', 'string', true, 'Token symbol.'],
  ['chainId', 'number', true, 'Chain id.'],
  ['country', 'string', true, 'Country code.'],
  ['wallet', 'string', false, 'Wallet address.'],
  ['language', 'string', false, 'Language of the hosted page.'],
];

const quoteParams: ParamSpec[] = [
  ['amount', 'string', true, 'Amount to quote.'],
  ['fiat', 'string', true, 'Fiat currency symbol.'],
  ['payment', 'string', true, 'Payment method.'],
  ['crypto', 'string', true, 'Token symbol.'],
  ['chainId', 'string', true, 'Chain id.'],
  ['country', 'string', false, 'Country code.'],
  ['language', 'string', false, 'Language.'],
];

function channels(createdAt: string): ChannelRow[] {
  const base = { createdAt, updatedAt: createdAt, actions: {} };
  return [
    {
      ...base,
      id: CHANNEL_IDS.core,
      slug: 'core',
      name: 'Native payments',
      description: 'Native payment requests, sends and OTC.',
      categoryId: 'cat_payments',
      methods: {
        request: method(
          'POST',
          '/channel/core/request/create',
          'Create a payment request.',
          ['targetAddress', 'string', true, 'Wallet that receives the payment.'],
          ['amount', 'number', true, 'Requested amount.'],
          [
            'channelParams',
            'object',
            true,
            'customId, note, requestedChain, requestedToken, currencyToken, addedFee.',
          ],
        ),
        send: method(
          'POST',
          '/channel/core/send/create',
          'Create a send to one or many recipients.',
          ['targetAddress', 'string', true, 'Sending wallet.'],
          ['amount', 'number', true, 'Total amount.'],
          ['channelParams', 'object', true, 'chain, token and recipients.'],
        ),
        otc: method(
          'POST',
          '/channel/core/otc/create',
          'Create an OTC buy or sell request.',
          ['targetAddress', 'string', true, 'Wallet of the crypto leg.'],
          ['amount', 'number', true, 'Amount in the leg named by amountType.'],
          [
            'channelParams',
            'object',
            true,
            'requestType, amountType, buyCurrency, sellCurrency, buyChain, sellChain, userBankId, taxId.',
          ],
        ),
        tag: method(
          'GET',
          '/channel/core/tag',
          'Resolve tags to names and wallets.',
          ['address', 'string', false, 'Wallet address.'],
          ['tags', 'string', false, 'Comma-separated tags.'],
        ),
      },
      fees: {
        send: fee('percentage', 'surcharge', 0.5),
        request: fee('percentage', 'commission', 1),
        minSurchargeBps: 50,
        minCommissionBps: 100,
      },
      onboardingScope: 'team',
      adapter: false,
      rating: 4.8,
    },
    {
      ...base,
      id: CHANNEL_IDS.topup,
      slug: 'topup',
      name: 'Top-up',
      description: 'Phone-code top-up withdrawals with sponsored gas.',
      categoryId: 'cat_topup',
      methods: {
        preview: method(
          'GET',
          '/channel/topup/preview',
          'Estimate what a top-up delivers.',
          ['amount', 'string', true, 'Positive decimal amount.'],
          ['chain', 'string', true, 'Chain slug or id.'],
          ['token', 'string', true, 'Token address.'],
        ),
        'validate-phone': method(
          'GET',
          '/channel/topup/validate-phone',
          'Validate a phone code; signs it for a capability.',
          ['codigopaq', 'string', true, 'Phone code, 8 to 12 digits.'],
          ['capabilityId', 'string', false, 'Top-up capability id.'],
        ),
        withdraw: method(
          'POST',
          '/channel/topup/withdraw',
          'Create a top-up withdrawal.',
          ['codigopaq', 'string', true, 'Phone code.'],
          ['destinationCountry', 'string', true, 'Country code.'],
          ['chain', 'string', true, 'Chain slug or id.'],
          ['token', 'string', true, 'Token address or symbol.'],
          ['amount', 'number', true, 'Tokens to withdraw.'],
          ['sendWallet', 'string', false, 'Sending wallet.'],
          ['note', 'string', false, 'Note.'],
        ),
      },
      fees: {
        send: fee('percentage', 'surcharge', TOPUP_FEE_PERCENT),
        request: fee('fixed', 'commission', 0),
        minSurchargeBps: TOPUP_FEE_PERCENT * 100,
        minCommissionBps: 0,
      },
      onboardingScope: 'team',
      adapter: true,
      rating: 4.5,
    },
    {
      ...base,
      id: CHANNEL_IDS.ramp,
      slug: 'ramp',
      name: 'Ramp',
      description: 'Hosted fiat on-ramp and off-ramp orders.',
      categoryId: 'cat_ramp',
      methods: {
        onramp: method('POST', '/channel/ramp/onramp', 'Create an on-ramp order.', ...orderParams, [
          'redirectUrl',
          'string',
          false,
          'Where the hosted page returns.',
        ]),
        offramp: method('POST', '/channel/ramp/offramp', 'Create an off-ramp order.', ...orderParams),
        'onramp-config': method('GET', '/channel/ramp/onramp/config', 'On-ramp markets and limits.'),
        'offramp-config': method('GET', '/channel/ramp/offramp/config', 'Off-ramp markets and limits.'),
        'onramp-quote': method(
          'GET',
          '/channel/ramp/onramp/quote',
          'Quote an on-ramp order.',
          ...quoteParams,
          ['isAmountCrypto', 'string', false, '`true` when amount is in the token.'],
        ),
        'offramp-quote': method(
          'GET',
          '/channel/ramp/offramp/quote',
          'Quote an off-ramp order.',
          ...quoteParams,
          ['calcByFiat', 'string', false, '`true` when amount is the fiat to receive.'],
        ),
        orders: method('GET', '/channel/ramp/orders', 'List the orders of the app.'),
        order: method('GET', '/channel/ramp/orders/{orderId}', 'Read an order by provider order id.', [
          'orderId',
          'string',
          true,
          'Provider order id.',
        ]),
        'refresh-url': method(
          'POST',
          '/channel/ramp/{txId}/refresh-url',
          'Issue a new hosted URL.',
          ['amount', 'number', true, 'Amount of the order.'],
          ['redirectUrl', 'string', false, 'Where the hosted page returns.'],
          ['language', 'string', false, 'Language of the hosted page.'],
        ),
      },
      actions: {
        cancel: {
          httpMethod: 'POST',
          description: 'Cancel an order that has moved no tokens yet.',
          body: params(['reason', 'string', false, 'Why the order is cancelled.']),
        },
        status: {
          httpMethod: 'GET',
          description: 'Read the order; use GET /channel/ramp/orders/{orderId}.',
          body: {},
        },
      },
      fees: {
        // Both directions take the provider's percentage from what the receiver gets (the tokens
        // of an on-ramp, the fiat of an off-ramp): commissions, as the ramp quotes compute them.
        send: fee('percentage', 'commission', RAMP_FEE_PERCENT.onramp),
        request: fee('percentage', 'commission', RAMP_FEE_PERCENT.offramp),
        minSurchargeBps: 0,
        minCommissionBps: RAMP_FEE_PERCENT.offramp * 100,
      },
      onboardingScope: 'user',
      adapter: true,
      rating: 4.6,
    },
    {
      ...base,
      id: CHANNEL_IDS.cashPickup,
      slug: 'cash-pickup',
      name: 'Cash pickup',
      description: 'Cash pickup payouts at partner agents (no simulated adapter).',
      categoryId: 'cat_cash',
      methods: {
        payout: method(
          'POST',
          null,
          'Create a cash pickup payout.',
          ['amount', 'number', true, 'Amount.'],
          ['beneficiary', 'string', true, 'Beneficiary name.'],
        ),
      },
      fees: {
        send: fee('fixed', 'surcharge', 2),
        request: fee('fixed', 'commission', 0),
        minSurchargeBps: 0,
        minCommissionBps: 0,
      },
      onboardingScope: 'team',
      adapter: false,
      rating: null,
    },
  ];
}

const param = (
  key: string,
  type: string,
  required: boolean,
  description: string,
): ChannelCapabilityParam => ({
  key,
  type,
  description,
  required,
});

function rampCapabilities(): ChannelCapabilityRow[] {
  const rows: ChannelCapabilityRow[] = [];
  for (const serviceType of ['onramp', 'offramp'] as const) {
    for (const market of RAMP_MARKETS) {
      for (const chainId of RAMP_CHAIN_IDS) {
        const onramp = serviceType === 'onramp';
        rows.push({
          id: rampCapabilityId(serviceType, market.country, chainId),
          channelId: CHANNEL_IDS.ramp,
          gateId: GATE_IDS.ramp,
          method: serviceType,
          serviceType,
          category: 'ramp',
          fiatSymbol: market.fiat,
          cryptoSymbol: RAMP_CRYPTO,
          chainId,
          countryCode: market.country,
          params: [
            param('payment', 'string', true, `Payment method: ${market.payments.join(', ')}.`),
            param(
              'wallet',
              'string',
              false,
              onramp ? 'Wallet that receives the tokens.' : 'Wallet that sells.',
            ),
            ...(onramp ? [param('redirectUrl', 'string', false, 'Where the hosted page returns.')] : []),
            param('language', 'string', false, 'Language of the hosted page (en or es).'),
            onramp
              ? param('isAmountCrypto', 'boolean', false, '`true` when amount is in the token.')
              : param('calcByFiat', 'boolean', false, '`true` when amount is the fiat to receive.'),
          ],
          limits: onramp
            ? { min: market.onrampLimits.min, max: market.onrampLimits.max, currency: market.fiat }
            : { min: RAMP_OFFRAMP_LIMITS.min, max: RAMP_OFFRAMP_LIMITS.max, currency: RAMP_CRYPTO },
          pricing: {
            rate: market.rate,
            fixedFee: market.fixedFee,
            payments: [...market.payments],
          },
          enabled: `${serviceType}:${market.country}:${chainId}` !== RAMP_DISABLED_CAPABILITY,
        });
      }
    }
  }
  return rows;
}

function topupCapabilities(): ChannelCapabilityRow[] {
  return TOPUP_COUNTRIES.map((country) => ({
    id: TOPUP_CAPABILITY_IDS[country.country as keyof typeof TOPUP_CAPABILITY_IDS],
    channelId: CHANNEL_IDS.topup,
    gateId: GATE_IDS.topup,
    method: 'withdraw',
    serviceType: 'offramp',
    category: 'topup',
    fiatSymbol: country.currency,
    cryptoSymbol: null,
    chainId: null,
    countryCode: country.country,
    params: [
      param('codigopaq', 'string', true, 'Phone code; validate it first and send it with its signature.'),
      param('signature', 'string', true, 'The signature POST /channels/topup/validate returned.'),
      param('chain', 'string', true, 'Chain slug or id.'),
      param('token', 'string', true, 'USDC, USDT or DAI, by symbol or address.'),
      param('sendWallet', 'string', false, 'Sending wallet.'),
      param('note', 'string', false, 'Note.'),
    ],
    limits: { min: TOPUP_LIMITS.min, max: TOPUP_LIMITS.max, currency: 'USD' },
    pricing: { rate: country.usdRate },
    enabled: true,
  }));
}

const cashCapability: ChannelCapabilityRow = {
  id: CASH_PICKUP_CAPABILITY_ID,
  channelId: CHANNEL_IDS.cashPickup,
  gateId: GATE_IDS.cash,
  method: 'payout',
  serviceType: 'offramp',
  category: 'cash',
  fiatSymbol: 'MXN',
  cryptoSymbol: 'USDC',
  chainId: 84532,
  countryCode: 'MX',
  params: [param('beneficiary', 'string', true, 'Beneficiary name.')],
  limits: null,
  pricing: {},
  enabled: true,
};

/**
 * Loads the channel catalog, the discovery settings, the demo apps' channels and the ramp
 * provider's liquidity.
 *
 * @example
 * ```ts
 * loadChannelsData(store, 'demo', createdAt); // after the reference data and the demo tenants
 * ```
 */
export function loadChannelsData(store: Store, seed: SeedName, createdAt: string): void {
  for (const category of CATEGORIES)
    store.channelCategories.insert({ ...category, createdAt, updatedAt: createdAt });
  for (const channel of channels(createdAt)) store.channels.insert(channel);
  store.channelGates.insert({
    id: GATE_IDS.ramp,
    name: 'Fiat on/off-ramp',
    imgUrl: '/assets/gates/ramp.svg',
    onboardingUrl: 'https://onboarding.payments-platform.test/gates/ramp',
    channelIds: [CHANNEL_IDS.ramp],
    createdAt,
  });
  store.channelGates.insert({
    id: GATE_IDS.topup,
    name: 'Mobile top-up',
    imgUrl: '/assets/gates/topup.svg',
    onboardingUrl: null,
    channelIds: [CHANNEL_IDS.topup],
    createdAt,
  });
  store.channelGates.insert({
    id: GATE_IDS.cash,
    name: 'Cash pickup',
    imgUrl: '/assets/gates/cash.svg',
    onboardingUrl: 'https://onboarding.payments-platform.test/gates/cash',
    channelIds: [CHANNEL_IDS.cashPickup],
    createdAt,
  });
  for (const row of [...rampCapabilities(), ...topupCapabilities(), cashCapability]) {
    store.channelCapabilities.insert(row);
  }
  store.channelDiscovery.insert({ id: 'discovery', available: true, updatedAt: createdAt });
  if (seed === 'demo' && store.apps.get(CORE_ONLY_APP)) {
    store.appChannels.insert({
      id: `${CORE_ONLY_APP}:${CHANNEL_IDS.core}`,
      appId: CORE_ONLY_APP,
      channelId: CHANNEL_IDS.core,
      enabled: true,
      config: {},
      createdAt,
      updatedAt: createdAt,
    });
  }
}
