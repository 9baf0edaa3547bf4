/**
 * The plan of a send, shared by preview and create: the chain and token, the recipients resolved
 * from addresses or tags, each recipient's amount and platform fee in base units, the gas the
 * regular transfers need, and what the sender holds and has approved.
 */

import type { Services } from '../../kernel/services.js';
import type { SimulatorError } from '../../kernel/simulator-error.js';
import { allowanceOf, ChainLedger, fromBaseUnits, GAS_USED, toBaseUnits } from '../chain/index.js';
import { applyFee } from '../channels/index.js';
import type { ChainRow, TokenDeploymentRow } from '../reference/index.js';
import { type ChainToken, findChain, findToken, NATIVE_TOKEN_ADDRESS } from '../reference/index.js';
import type { SendFees } from './channel.js';
import { SEND_MAX_RECIPIENTS, sendContracts, USD_STABLECOINS } from './contracts.js';

/** One recipient as the routes take it: a positive amount and an address or a tag. */
export interface SendRecipientInput {
  readonly amount: number;
  readonly address?: string | undefined;
  readonly vudyTag?: string | undefined;
}

/** What a send is planned from. */
export interface SendPlanInput {
  readonly appId: string;
  readonly chain: string;
  readonly token: string;
  readonly currencyToken?: string | null | undefined;
  readonly senderAddress: string;
  readonly amount: number;
  readonly recipients: readonly SendRecipientInput[];
  readonly fees: SendFees;
}

/** One planned regular transfer. */
export interface PlannedTransfer {
  readonly index: number;
  readonly to: string;
  readonly tag: string | null;
  /** What the recipient receives, base units. */
  readonly amount: bigint;
  /** The platform fee, base units. */
  readonly fee: bigint;
  /** Native gas of the transfer (and its fee transfer) when the sender pays it, wei. */
  readonly gasWei: bigint;
}

/** A planned send. */
export interface SendPlan {
  readonly chain: ChainRow;
  readonly deployment: TokenDeploymentRow;
  readonly symbol: string;
  readonly executorAddress: string;
  readonly forwarderAddress: string;
  readonly senderAddress: string;
  readonly transfers: readonly PlannedTransfer[];
  readonly totalAmount: bigint;
  readonly totalFee: bigint;
  /** Tokens the sender spends: amounts plus surcharges. */
  readonly totalTokenRequired: bigint;
  readonly totalNativeForGas: bigint;
  readonly tokenBalance: bigint;
  readonly nativeBalance: bigint;
  readonly allowance: bigint;
  readonly allowanceOk: boolean;
  readonly needsSponsorship: boolean;
  /** Native coin the sender lacks for the gas of the regular transfers, wei. */
  readonly gasShortfall: bigint;
}

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** Whether a value is an EVM address. */
export const isEvmAddress = (value: string): boolean => EVM_ADDRESS.test(value);

/** A chain by slug or numeric chain id, with send contracts. */
export function sendChain(services: Services, chain: string, fail: (message: string) => SimulatorError) {
  const row = findChain(services.store, chain);
  const contracts = row ? sendContracts(row.chainId) : undefined;
  if (!row || !contracts) throw fail(`channelParams.chain: ${chain} is not a chain with send contracts.`);
  return { chain: row, ...contracts };
}

/** An ERC-20 token of a chain by address or symbol. */
function sendToken(
  services: Services,
  chain: ChainRow,
  token: string,
  fail: (message: string) => SimulatorError,
): ChainToken {
  const found = findToken(services.store, chain, token);
  if (found?.deployment.type === 'erc20') return found;
  if (found) throw fail(`channelParams.token: ${token} is the native coin, and sends move ERC-20 tokens.`);
  throw fail(`channelParams.token: ${token} is not a token on ${chain.slug}.`);
}

/**
 * The wallet a tag resolves to, as GET /channel/core/tag resolves it: a tag is a profile nickname
 * of the app (with or without a leading `@`, any case) of a member who is not blocked; it pays the
 * profile's first EVM wallet that is not a compliance wallet, else its team's default receiver wallet.
 */
export function resolveTag(services: Services, appId: string, tag: string): string | undefined {
  const nickname = tag.trim().replace(/^@+/, '').toLowerCase();
  if (nickname === '') return undefined;
  const { store } = services;
  const profile = store.profiles.by('byNickname', nickname).find((candidate) => candidate.appId === appId);
  if (!profile || store.members.get(profile.id)?.role === 'blocked') return undefined;
  const own = store.wallets
    .by('byProfile', profile.id)
    .find((wallet) => wallet.walletType === 'EVM' && !wallet.isCompliance && isEvmAddress(wallet.address));
  if (own) return own.address.toLowerCase();
  const teamWallet = store.teams.get(profile.teamId)?.defaultReceiverWallet;
  return teamWallet && isEvmAddress(teamWallet) ? teamWallet.toLowerCase() : undefined;
}

/**
 * The platform fee of one recipient's amount and what the recipient then receives, by the shared
 * fee model (`applyFee`): a commission comes out of the recipient's amount, a surcharge is paid on
 * top by the sender.
 */
export function feeOf(
  amount: bigint,
  decimals: number,
  fees: SendFees,
): { readonly fee: bigint; readonly received: bigint } {
  const { fee, receiverGets } = applyFee(amount, decimals, fees.send, fees);
  return { fee, received: receiverGets };
}

function units(amount: number, decimals: number, field: string, fail: (message: string) => SimulatorError) {
  let value: bigint;
  try {
    value = toBaseUnits(amount, decimals);
  } catch (error) {
    throw fail(`${field}: ${(error as Error).message}.`);
  }
  if (value <= 0n) throw fail(`${field}: must be positive.`);
  return value;
}

/** Plans a send; every invalid parameter throws `fail(message)`. */
export function planSend(
  services: Services,
  input: SendPlanInput,
  fail: (message: string) => SimulatorError,
): SendPlan {
  const { chain, executorAddress, forwarderAddress } = sendChain(services, input.chain, fail);
  const { deployment, symbol } = sendToken(services, chain, input.token, fail);
  const currency = input.currencyToken?.trim().toUpperCase();
  if (
    currency !== undefined &&
    currency !== '' &&
    currency !== symbol.toUpperCase() &&
    !(currency === 'USD' && USD_STABLECOINS.includes(symbol))
  ) {
    throw fail(
      `channelParams.currencyToken: amounts can be in ${symbol}${USD_STABLECOINS.includes(symbol) ? ' or USD' : ''}.`,
    );
  }
  if (!isEvmAddress(input.senderAddress.trim())) throw fail('senderAddress: not an EVM address.');
  const sender = input.senderAddress.trim().toLowerCase();
  if (input.recipients.length === 0)
    throw fail('channelParams.recipients: at least one recipient is needed.');
  if (input.recipients.length > SEND_MAX_RECIPIENTS) {
    throw fail(`channelParams.recipients: at most ${SEND_MAX_RECIPIENTS} recipients per send.`);
  }

  const ledger = new ChainLedger(services);
  const gasPrice = ledger.gasPrice(chain.chainId);
  const transfers: PlannedTransfer[] = [];
  let gross = 0n;
  for (const [index, recipient] of input.recipients.entries()) {
    const field = `channelParams.recipients[${index}]`;
    let to: string;
    let tag: string | null = null;
    if (recipient.address !== undefined) {
      to = recipient.address.trim().toLowerCase();
    } else if (recipient.vudyTag !== undefined) {
      tag = recipient.vudyTag.trim().replace(/^@+/, '');
      const resolved = resolveTag(services, input.appId, recipient.vudyTag);
      if (resolved === undefined) throw fail(`${field}.vudyTag: no wallet for the tag ${recipient.vudyTag}.`);
      to = resolved;
    } else {
      throw fail(`${field}: an address or a vudyTag is needed.`);
    }
    if (to === sender) throw fail(`${field}: the recipient is the sender.`);
    if (!Number.isFinite(recipient.amount)) throw fail(`${field}.amount: must be a positive number.`);
    const amount = units(recipient.amount, deployment.decimals, `${field}.amount`, fail);
    gross += amount;
    const { fee, received } = feeOf(amount, deployment.decimals, input.fees);
    if (received <= 0n) throw fail(`${field}.amount: does not cover the fee.`);
    const gasWei = GAS_USED.erc20 * (fee > 0n ? 2n : 1n) * gasPrice;
    transfers.push({ index, to, tag, amount: received, fee, gasWei });
  }
  if (!Number.isFinite(input.amount)) throw fail('amount: must be a positive number.');
  const declared = units(input.amount, deployment.decimals, 'amount', fail);
  if (declared !== gross) {
    throw fail(
      `amount: ${input.amount} differs from the sum of the recipients' amounts (${fromBaseUnits(gross, deployment.decimals)}).`,
    );
  }

  const totalAmount = transfers.reduce((sum, transfer) => sum + transfer.amount, 0n);
  const totalFee = transfers.reduce((sum, transfer) => sum + transfer.fee, 0n);
  const totalTokenRequired = totalAmount + totalFee;
  const totalNativeForGas = transfers.reduce((sum, transfer) => sum + transfer.gasWei, 0n);
  const tokenBalance = ledger.balanceOf(chain.chainId, deployment.address, sender);
  const nativeBalance = ledger.balanceOf(chain.chainId, NATIVE_TOKEN_ADDRESS, sender);
  const allowance = allowanceOf(services.store, {
    chainId: chain.chainId,
    owner: sender,
    token: deployment.address,
    spender: executorAddress,
  });
  const gasShortfall = totalNativeForGas > nativeBalance ? totalNativeForGas - nativeBalance : 0n;
  return {
    chain,
    deployment,
    symbol,
    executorAddress,
    forwarderAddress,
    senderAddress: sender,
    transfers,
    totalAmount,
    totalFee,
    totalTokenRequired,
    totalNativeForGas,
    tokenBalance,
    nativeBalance,
    allowance,
    allowanceOk: allowance >= totalTokenRequired,
    needsSponsorship: gasShortfall > 0n,
    gasShortfall,
  };
}
