/**
 * OTC requests: creation (the crypto leg, the fiat leg, the bank account and the amounts), the
 * filtered list, the OTC transactions of a profile or team, and the gating view.
 */

import { failure } from '../../kernel/fail.js';
import type { HandlerRequest } from '../../kernel/module.js';
import { requireChannel } from '../channels/index.js';
import { canRead } from '../tenancy/index.js';
import { transactions, transactionView } from '../transactions/index.js';
import { requestView } from './model.js';
import {
  decimalsOf,
  FIAT_DECIMALS,
  findChain,
  findFiat,
  findOtcToken,
  legAmounts,
  OTC_FIAT_RATES,
  OTC_TOKENS,
  otcAmounts,
} from './rules.js';
import type { OtcRequestRow } from './tables.js';

/** The input code of invalid channel parameters. */
const PARAMS_CODE = 'CH-06';
/** The input code of an invalid body. */
const BODY_CODE = 'CH-03';

const invalidParams = (message: string) => failure(PARAMS_CODE, `channelParams.${message}`);

/** POST /channel/core/otc/create */
export function createRequest(request: HandlerRequest<'createOtcRequest'>) {
  const { body, caller, store, ids, clock } = request;
  const { profile, team } = caller;
  if (!profile || !team) {
    throw request.fail('CH-02', 'An OTC request needs a profile and its team.');
  }
  if (caller.role === 'viewer') {
    throw request.fail('CH-02', 'A viewer cannot create OTC requests.');
  }
  requireChannel(store, caller.app?.id ?? '', 'core', 'CH-04');
  const targetAddress = body.targetAddress.trim();
  const params = body.channelParams;
  const cryptoSide = params.requestType === 'sell' ? 'sell' : 'buy';
  const cryptoChainName = cryptoSide === 'sell' ? params.sellChain : params.buyChain;
  const cryptoCurrency = cryptoSide === 'sell' ? params.sellCurrency : params.buyCurrency;
  const fiatCurrencyName = cryptoSide === 'sell' ? params.buyCurrency : params.sellCurrency;
  const fiatChainName = cryptoSide === 'sell' ? params.buyChain : params.sellChain;

  const chain = findChain(store, cryptoChainName);
  if (!chain) throw invalidParams(`${cryptoSide}Chain: ${cryptoChainName} is not a supported chain.`);
  const token = findOtcToken(store, chain, cryptoCurrency);
  if (!token) {
    throw invalidParams(
      `${cryptoSide}Currency: ${cryptoCurrency} is not an OTC token on ${chain.slug} (${OTC_TOKENS.join(', ')}).`,
    );
  }
  const fiatSide = cryptoSide === 'sell' ? 'buy' : 'sell';
  const fiat = findFiat(fiatCurrencyName);
  if (!fiat) {
    throw invalidParams(
      `${fiatSide}Currency: ${fiatCurrencyName} is not a fiat currency of OTC requests (${Object.keys(OTC_FIAT_RATES).join(', ')}).`,
    );
  }
  const bank = store.bankAccounts.get(params.userBankId);
  if (!bank || bank.profileId !== profile.id) {
    throw invalidParams(`userBankId: ${params.userBankId} is not a bank account of the caller's profile.`);
  }
  if (bank.currencySymbol.toUpperCase() !== fiat) {
    throw invalidParams(
      `${fiatSide}Currency: ${fiat} is not the currency of bank account ${bank.id} (${bank.currencySymbol}).`,
    );
  }
  const amountIsCrypto = params.amountType === cryptoSide;
  const allowedDecimals = amountIsCrypto ? token.deployment.decimals : FIAT_DECIMALS;
  if (decimalsOf(body.amount) > allowedDecimals) {
    throw request.fail(BODY_CODE, `amount: at most ${allowedDecimals} decimal places.`);
  }
  const rate = OTC_FIAT_RATES[fiat] ?? 1;
  const amounts = otcAmounts(body.amount, amountIsCrypto, rate, token.deployment.decimals);
  if (amounts.cryptoAmount <= 0) {
    throw request.fail(BODY_CODE, 'amount: too small for one token unit.');
  }
  const legs = legAmounts(params.requestType, amounts);

  const now = clock.iso();
  const id = ids.prefixed('otc');
  const txId = ids.uuid();
  const appId = caller.app?.id ?? '';
  const fiatChain = fiatChainName.trim();
  transactions.record(request, {
    kind: 'otcRequest',
    id: txId,
    appId,
    teamId: team.id,
    profileId: profile.id,
    token,
    chain,
    otc: {
      id,
      type: params.requestType,
      amountType: params.amountType,
      amount: body.amount,
      legs,
      amountUsd: amounts.amountUsd,
      fiatCurrency: fiat,
      targetAddress,
    },
  });
  const row = store.otcRequests.insert({
    id,
    txId,
    appId,
    teamId: team.id,
    profileId: profile.id,
    status: 'new',
    type: params.requestType,
    amountType: params.amountType,
    amount: body.amount,
    ...legs,
    amountUsd: amounts.amountUsd,
    buyCurrency: cryptoSide === 'buy' ? token.symbol : fiat,
    sellCurrency: cryptoSide === 'sell' ? token.symbol : fiat,
    buyChainId: cryptoSide === 'buy' ? chain.chainId : fiatChain,
    sellChainId: cryptoSide === 'sell' ? chain.chainId : fiatChain,
    chainId: chain.chainId,
    tokenAddress: token.deployment.address.toLowerCase(),
    tokenSymbol: token.symbol,
    tokenDecimals: token.deployment.decimals,
    fiatCurrency: fiat,
    rate,
    targetAddress: targetAddress.toLowerCase(),
    profileBankId: bank.id,
    taxId: params.taxId ?? null,
    idHash: ids.hex(32),
    acceptedOfferId: null,
    providerTeamId: null,
    providerWallet: null,
    escrowAddress: null,
    escrowTxHash: null,
    escrowExpiresAtMs: null,
    splits: [],
    createdAt: now,
    updatedAt: now,
  });
  return requestView(store, row);
}

/** A bound of a filter: the query's date (the schema checked it parses), or none. */
const parseDate = (value: string | undefined): number | undefined =>
  value === undefined || value.trim() === '' ? undefined : Date.parse(value.trim());

/** A bound of a filter: the query's number (the schema checked it is one), or none when blank. */
const parseNumber = (value: string | undefined): number | undefined =>
  value === undefined || value.trim() === '' ? undefined : Number(value.trim());

/** Whether `value` is within an optional inclusive range. */
const within = (value: number, min: number | undefined, max: number | undefined) =>
  (min === undefined || value >= min) && (max === undefined || value <= max);

/** GET /v1/otc */
export function listRequests(request: HandlerRequest<'listOtcRequests'>) {
  const { query, caller, store } = request;
  const team = caller.team;
  if (!team) return [];
  const created = [parseDate(query.startDate), parseDate(query.endDate)] as const;
  const updated = [parseDate(query.updatedStartDate), parseDate(query.updatedEndDate)] as const;
  const usd = [parseNumber(query.minAmountUsd), parseNumber(query.maxAmountUsd)];
  const buy = [parseNumber(query.minBuyAmount), parseNumber(query.maxBuyAmount)];
  const sell = [parseNumber(query.minSellAmount), parseNumber(query.maxSellAmount)];
  const same = (filter: string | undefined, value: string) =>
    filter === undefined || filter.trim() === '' || filter.trim().toUpperCase() === value.toUpperCase();
  const statuses = query.status;
  const rows = store.otcRequests
    .by('byTeam', team.id)
    .filter(
      (row: OtcRequestRow) =>
        canRead(caller, 'otcRequest', row) &&
        same(query.buyCurrency, row.buyCurrency) &&
        same(query.sellCurrency, row.sellCurrency) &&
        within(Date.parse(row.createdAt), created[0], created[1]) &&
        within(Date.parse(row.updatedAt), updated[0], updated[1]) &&
        within(row.amountUsd, usd[0], usd[1]) &&
        within(row.buyAmount, buy[0], buy[1]) &&
        within(row.sellAmount, sell[0], sell[1]) &&
        (statuses === undefined || statuses.includes(row.status)) &&
        (query.type === undefined || row.type === query.type),
    )
    .reverse();
  const offset = query.offset ?? 0;
  const limit = query.limit ?? 50;
  return rows.slice(offset, offset + limit).map((row) => {
    const tx = store.transactions.get(row.txId);
    return {
      otcRequest: requestView(store, row),
      tx: tx ? transactionView(tx) : null,
      buyToken: { symbol: row.buyCurrency, kind: row.type === 'buy' ? 'crypto' : 'fiat' },
      sellToken: { symbol: row.sellCurrency, kind: row.type === 'sell' ? 'crypto' : 'fiat' },
    };
  });
}

/** GET /v1/otc/txs */
export function listTransactions(request: HandlerRequest<'listOtcTransactions'>) {
  const { query, caller, store } = request;
  const type = query.type ?? 'profile';
  const rows =
    type === 'team'
      ? store.transactions.by('byTeam', caller.team?.id ?? '')
      : store.transactions.by('byProfile', caller.profile?.id ?? '');
  const txs = rows
    .filter(
      (row) =>
        canRead(caller, 'transaction', row) &&
        row.channel.tableType === transactions.CHANNELS.otcRequest.tableType,
    )
    .reverse()
    .map(transactionView);
  return { txs, count: txs.length };
}

/** GET /v1/otc/gating */
export function gating(request: HandlerRequest<'getOtcGating'>) {
  const { caller, store } = request;
  const team = caller.team;
  const providers = store.teams
    .by('byApp', caller.app?.id ?? '')
    .filter((candidate) => candidate.otcApproved && candidate.id !== team?.id);
  return {
    teamId: team?.id ?? null,
    profileId: caller.profile?.id ?? null,
    role: caller.role,
    otcEnabled: true,
    canCreateRequests: caller.profile !== null && caller.role !== 'viewer',
    isOtcProvider: team?.otcApproved ?? false,
    providers: providers.map((provider) => ({ teamId: provider.id, name: provider.name })),
    tokens: [...OTC_TOKENS],
    fiatCurrencies: Object.keys(OTC_FIAT_RATES),
  };
}
