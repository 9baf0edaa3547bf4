/**
 * Validate, quote and execute of the generic channel routes. Each dispatches on the capability's
 * channel: ramp capabilities quote and create ramp orders, top-up capabilities quote the top-up
 * estimate and create top-up withdrawals; a channel without a simulated adapter answers 501.
 */
import { isRedirectUrl, type OperationById, operations } from '@payments-platform/sdk/contract';
import { fail, failFor, failure } from '../../kernel/fail.js';
import type { HandlerRequest } from '../../kernel/module.js';
import type { Store } from '../../platform/database.js';
import type { ChannelCapabilityRow, ChannelRow } from '../channels/index.js';
import { CODIGOPAQ_PATTERN, isChannelEnabled, TOPUP_COUNTRIES } from '../channels/index.js';
import { createRampOrder, createTxView, paymentsOf, quoteRamp, quoteView } from '../ramp/index.js';
import type { Caller } from '../tenancy/index.js';
import {
  checkTopupLimits,
  createWithdrawal,
  localEstimate,
  topupChain,
  topupEstimate,
  topupPhoneSignature,
  topupToken,
} from '../topup/index.js';
import { canUseWallet } from '../wallets/index.js';

const INPUT = 'BODY_PARSER_ERROR';

/** Decimals a top-up quote computes its fee in when it names no token (the USD stablecoins' 6). */
const TOPUP_USD_DECIMALS = 6;
const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** The capability of a quote or execute and its channel; 403 when missing, disabled or not enabled for the app. */
export function runnableCapability(
  store: Store,
  appId: string,
  capabilityId: string,
): { readonly row: ChannelCapabilityRow; readonly channel: ChannelRow } {
  const row = store.channelCapabilities.get(capabilityId.trim().toLowerCase());
  const channel = row ? store.channels.get(row.channelId) : undefined;
  if (!row || !channel) {
    fail('CAPABILITY_NOT_FOUND', `No capability ${capabilityId}.`, { status: 403 });
  }
  if (!row.enabled) fail('CAPABILITY_DISABLED', `Capability ${row.id} is disabled.`);
  if (!isChannelEnabled(store, appId, channel.id)) {
    fail(
      'CAPABILITY_NOT_AVAILABLE',
      `The ${channel.slug} channel of capability ${row.id} is not enabled for the app.`,
    );
  }
  return { row, channel };
}

function positiveAmount(amount: number): number {
  if (!Number.isFinite(amount) || amount <= 0) fail(INPUT, 'amount: must be positive.');
  return amount;
}

/** An optional string param; 400 when present and not a non-empty string. */
function stringParam(params: Record<string, unknown>, key: string): string | undefined {
  const value = params[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || value.trim() === '') {
    fail(INPUT, `params.${key}: expected a non-empty string.`);
  }
  return value.trim();
}

function requiredParam(params: Record<string, unknown>, key: string): string {
  const value = stringParam(params, key);
  if (value === undefined) fail(INPUT, `params.${key}: required.`);
  return value;
}

/** An optional boolean param (`true`, `false`, `'true'`, `'false'`). */
function flagParam(params: Record<string, unknown>, key: string): boolean {
  const value = params[key];
  if (value === undefined || value === null || value === false || value === 'false') return false;
  if (value === true || value === 'true') return true;
  fail(INPUT, `params.${key}: expected a boolean.`);
}

const topupCountryOf = (row: ChannelCapabilityRow) => {
  const country = TOPUP_COUNTRIES.find((entry) => entry.country === row.countryCode);
  if (!country) fail('CHANNEL_CATALOG_INVALID', `Capability ${row.id} has no top-up country.`);
  return country;
};

const noAdapter = (channel: ChannelRow, what: 'QUOTE' | 'EXECUTE') =>
  failure(`${what}_NOT_SUPPORTED`, `The ${channel.slug} channel has no adapter for ${what.toLowerCase()}.`);

/**
 * The wallet execute uses when neither `targetAddress` nor the channel's wallet parameter is given:
 * the team's default receiver wallet when configured and it is an EVM wallet of the team the
 * caller may send from (a team wallet, the caller's own, or any for an admin); else undefined, and
 * the channel's own default applies.
 */
function teamDefaultWallet(store: Store, caller: Caller): string | undefined {
  const team = caller.team;
  const address = team?.defaultReceiverWallet?.trim().toLowerCase();
  if (!team || !address) return undefined;
  const wallet = store.wallets
    .by('byAddress', address)
    .find((candidate) => candidate.teamId === team.id && candidate.walletType === 'EVM');
  return wallet !== undefined && canUseWallet(store, caller, wallet) ? wallet.address : undefined;
}

/** POST /channels/quote */
export function quoteCapability(request: HandlerRequest<'quoteChannel'>) {
  const { body, store, caller } = request;
  if (!caller.profile) {
    throw request.fail(
      'CONTEXT_REQUIRED',
      'A quote needs a profile context: a bearer session, both x-profile-id and x-team-id, or a profile-scoped key.',
      { status: 401 },
    );
  }
  const { row, channel } = runnableCapability(store, caller.app?.id ?? '', body.capabilityId);
  const amount = positiveAmount(body.amount);
  const params = body.params as Record<string, unknown>;
  if (channel.slug === 'ramp') {
    const payment = requiredParam(params, 'payment');
    if (!paymentsOf(row).includes(payment.toLowerCase())) {
      throw request.fail(INPUT, `params.payment: one of ${paymentsOf(row).join(', ')}.`);
    }
    const quote = quoteRamp(store, row, amount, {
      payment,
      amountIsCrypto: row.serviceType === 'onramp' && flagParam(params, 'isAmountCrypto'),
      amountIsFiat: row.serviceType === 'offramp' && flagParam(params, 'calcByFiat'),
    });
    const view = quoteView(quote);
    return {
      capabilityId: row.id,
      channelSlug: channel.slug,
      serviceType: row.serviceType,
      selection: {
        amount,
        fiat: row.fiatSymbol,
        payment: quote.payment,
        crypto: row.cryptoSymbol,
        chainId: row.chainId,
        country: row.countryCode,
      },
      quote: {
        amountIn: view.amountIn,
        amountOut: view.amountOut,
        exchangeRate: view.exchangeRate,
        fees: view.fees,
        raw: { ...quote },
      },
    };
  }
  if (channel.slug === 'topup') {
    const country = topupCountryOf(row);
    const chainParam = stringParam(params, 'chain');
    const tokenParam = stringParam(params, 'token');
    const chain = chainParam === undefined ? null : topupChain(store, chainParam);
    const token = chain && tokenParam !== undefined ? topupToken(store, chain, tokenParam) : null;
    checkTopupLimits(amount);
    const estimate = topupEstimate(store, amount, token?.deployment.decimals ?? TOPUP_USD_DECIMALS);
    const local = localEstimate(country, estimate.estimatedUsd);
    return {
      capabilityId: row.id,
      channelSlug: channel.slug,
      serviceType: row.serviceType,
      selection: {
        amount,
        fiat: country.currency,
        payment: null,
        crypto: token?.symbol ?? null,
        chainId: chain?.chainId ?? null,
        country: country.country,
      },
      quote: {
        amountIn: { value: estimate.totalUsd, currency: token?.symbol ?? 'USD' },
        amountOut: { value: Number(local.estimatedAmount), currency: country.currency },
        exchangeRate: { value: country.usdRate, pair: `USD/${country.currency}` },
        fees: {
          total: { value: estimate.feeUsd, currency: 'USD' },
          breakdown: [{ type: estimate.feeType, value: estimate.feeUsd, currency: 'USD' }],
        },
        raw: { ...estimate, estimatedLocal: local },
      },
    };
  }
  throw noAdapter(channel, 'QUOTE');
}

const topupOperation = operations.find(
  (operation): operation is OperationById<'createTopupWithdrawal'> =>
    operation.id === 'createTopupWithdrawal',
);

/**
 * What is wrong with a value of a ramp capability's param, by the rule the ramp routes apply to
 * the same field; `undefined` when it is right (or the param has no rule beyond its type).
 */
function rampParamProblem(row: ChannelCapabilityRow, key: string, value: unknown): string | undefined {
  if (key === 'payment') {
    const payments = paymentsOf(row);
    return typeof value === 'string' && payments.includes(value.trim().toLowerCase())
      ? undefined
      : `payment must be one of ${payments.join(', ')}.`;
  }
  if (key === 'redirectUrl') {
    return typeof value === 'string' && value.trim() !== '' && isRedirectUrl(value)
      ? undefined
      : 'redirectUrl must be an http(s) URL.';
  }
  return undefined;
}

/** POST /channels/execute */
export async function executeCapability(request: HandlerRequest<'executeChannel'>) {
  const { body, store, caller } = request;
  const { row, channel } = runnableCapability(store, caller.app?.id ?? '', body.capabilityId);
  const amount = positiveAmount(body.amount);
  const params = body.params as Record<string, unknown>;
  if (channel.slug === 'ramp') {
    // The capability's params follow the rules of the ramp routes' fields of the same name.
    for (const spec of row.params) {
      const value = params[spec.key];
      if (value === undefined || value === null) continue;
      const problem = rampParamProblem(row, spec.key, value);
      if (problem !== undefined) fail(INPUT, `params.${problem}`);
    }
    const service = row.serviceType;
    const result = createRampOrder(request, caller, {
      method: service,
      amount,
      fiat: row.fiatSymbol ?? '',
      payment: requiredParam(params, 'payment'),
      crypto: row.cryptoSymbol ?? '',
      chainId: row.chainId ?? 0,
      country: row.countryCode ?? '',
      wallet:
        stringParam(params, 'wallet') ??
        body.targetAddress ??
        (service === 'offramp' ? teamDefaultWallet(store, caller) : undefined),
      language: stringParam(params, 'language'),
      redirectUrl: stringParam(params, 'redirectUrl'),
      amountIsCrypto: service === 'onramp' && flagParam(params, 'isAmountCrypto'),
      amountIsFiat: service === 'offramp' && flagParam(params, 'calcByFiat'),
    });
    const order = store.rampOrders.get(result.recordId);
    return order ? createTxView(order) : result;
  }
  if (channel.slug === 'topup' && topupOperation) {
    const country = topupCountryOf(row);
    const codigopaq = requiredParam(params, 'codigopaq');
    const signature = requiredParam(params, 'signature');
    const expected = await topupPhoneSignature(row.id, codigopaq);
    if (!CODIGOPAQ_PATTERN.test(codigopaq) || signature.toLowerCase() !== expected) {
      throw request.fail(
        'CHANNEL_PARAM_SIGNATURE_INVALID',
        'params.signature: not the signature POST /channels/topup/validate gave for this codigopaq and capability.',
      );
    }
    const sendWallet =
      stringParam(params, 'sendWallet') ?? body.targetAddress ?? teamDefaultWallet(store, caller);
    const note = stringParam(params, 'note');
    const withdrawal = createWithdrawal({
      ...request,
      operation: topupOperation,
      fail: failFor(topupOperation),
      params: undefined,
      query: undefined,
      body: {
        codigopaq,
        destinationCountry: country.country,
        chain: requiredParam(params, 'chain'),
        token: requiredParam(params, 'token'),
        amount,
        ...(sendWallet === undefined ? {} : { sendWallet }),
        ...(note === undefined ? {} : { note }),
      },
    });
    return {
      txId: withdrawal.txId,
      channelTableType: 'ch_topup_withdraw',
      recordId: withdrawal.txId,
      walletFlow: withdrawal.requiresSignature ? 'external' : 'internal',
      ...(withdrawal.requiresSignature
        ? {
            providerPayload: {
              rechargeId: withdrawal.rechargeId,
              signPayloadEndpoint: `/channel/topup/withdraw/${withdrawal.txId}/sign-payload`,
              processSponsoredTxEndpoint: `/channel/topup/withdraw/${withdrawal.txId}/process-sponsored-tx`,
            },
          }
        : {}),
    };
  }
  throw noAdapter(channel, 'EXECUTE');
}

const result = (ok: boolean, reason: string) => (ok ? { ok, reason: null } : { ok, reason });

function checkType(type: string, value: unknown): boolean {
  if (type === 'number') return typeof value === 'number' && Number.isFinite(value);
  if (type === 'boolean') return typeof value === 'boolean' || value === 'true' || value === 'false';
  if (type === 'object') return typeof value === 'object' && value !== null && !Array.isArray(value);
  return typeof value === 'string' && value.trim() !== '';
}

/** POST /channels/{channelSlug}/validate */
export async function validateParam(request: HandlerRequest<'validateChannelParam'>) {
  const { params, body, store } = request;
  const channel = store.channels.first('bySlug', params.channelSlug.trim().toLowerCase());
  if (!channel) throw request.fail('CHANNEL_NOT_FOUND', `No channel ${params.channelSlug}.`, { status: 400 });
  const row = store.channelCapabilities.get(body.capabilityId.trim().toLowerCase());
  if (!row || row.channelId !== channel.id) {
    throw request.fail(
      'CAPABILITY_INVALID',
      `capabilityId: ${body.capabilityId} is not a capability of the ${channel.slug} channel.`,
    );
  }
  const spec = row.params.find((entry) => entry.key === body.paramKey);
  if (!spec) {
    throw request.fail(
      'PARAM_NOT_FOUND',
      `paramKey: ${body.paramKey} is not a parameter of capability ${row.id} (${row.params.map((entry) => entry.key).join(', ')}).`,
    );
  }
  const value = body.value;
  if (channel.slug === 'topup' && body.paramKey === 'codigopaq') {
    const code = typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
    if (!CODIGOPAQ_PATTERN.test(code)) return { ok: false, reason: 'codigopaq must be 8 to 12 digits.' };
    return { ok: true, signature: await topupPhoneSignature(row.id, code) };
  }
  if (channel.slug === 'ramp' && (body.paramKey === 'payment' || body.paramKey === 'redirectUrl')) {
    const problem = rampParamProblem(row, body.paramKey, value);
    return result(problem === undefined, problem ?? '');
  }
  if (body.paramKey === 'wallet' || body.paramKey === 'sendWallet') {
    return result(
      typeof value === 'string' && EVM_ADDRESS.test(value.trim()),
      `${body.paramKey} must be an EVM address.`,
    );
  }
  if (body.paramKey === 'language') {
    // Any language tag is accepted: es and es-* give Spanish, anything else English.
    return result(typeof value === 'string', 'language must be a string.');
  }
  const type = String(spec.type ?? 'string');
  return result(checkType(type, value), `${body.paramKey} must be a ${type}.`);
}
