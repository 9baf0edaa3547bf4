/**
 * The chain ledger: the simulated chains as balances plus transactions. A transfer is submitted
 * `pending` with a deterministic 32-byte hash, its amount and gas fee are taken from the sender
 * (and the gas payer) at once, and it is `confirmed` one block time later on the virtual clock,
 * when the recipient is credited; a transfer made to fail gives the amount back and keeps the fee.
 *
 * Gas model: fixed gas per kind of transfer ({@link GAS_USED}) times a fixed gas price per chain
 * ({@link GAS_PRICE_WEI}), paid in wei of the chain's native coin by the gas payer (the sender, or
 * the platform's {@link GAS_SPONSOR_ADDRESS} for sponsored transfers).
 */

import type { FailCode } from '../../kernel/fail.js';
import type { JsonObject } from '../../kernel/json.js';
import { SimulatorError } from '../../kernel/simulator-error.js';
import type { ChainRow, TokenDeploymentRow } from '../reference/index.js';
import type { BalanceRow, ChainTxRow } from './tables.js';

export { GAS_SPONSOR_ADDRESS } from './seed.js';

import type { Services } from '../../kernel/services.js';
import { magicChainOutcome } from '../../platform/magic-values.js';
import { NATIVE_TOKEN_ADDRESS } from '../reference/index.js';
import { settleLinkedTransactions } from '../transactions/index.js';
import { fromBaseUnits } from './units.js';

/** The job kind that confirms a pending chain transaction. */
export const CHAIN_CONFIRM_JOB = 'chain.confirm';

/** The job kind that makes a pending chain transaction fail (a magic recipient or amount). */
export const CHAIN_FAIL_JOB = 'chain.fail';

/** Gas used by one transfer, per kind. */
export const GAS_USED = { native: 21_000n, erc20: 65_000n } as const;

/** Gas price per chain id, in wei; chains not listed use {@link DEFAULT_GAS_PRICE_WEI}. */
export const GAS_PRICE_WEI: Readonly<Record<number, bigint>> = {
  1: 20_000_000_000n,
  137: 50_000_000_000n,
  8453: 10_000_000n,
  42161: 10_000_000n,
  84532: 1_000_000n,
};

/** Gas price of a chain without its own entry: 1 gwei. */
export const DEFAULT_GAS_PRICE_WEI = 1_000_000_000n;

/** Block number of each chain at the simulator's start instant. */
export const GENESIS_BLOCK: Readonly<Record<number, number>> = {
  1: 21_500_000,
  137: 66_000_000,
  8453: 24_000_000,
  42161: 290_000_000,
  84532: 19_000_000,
};

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** The services the ledger works with. */
export type ChainServices = Pick<Services, 'store' | 'clock' | 'ids' | 'jobs' | 'config'>;

/** Why a ledger call failed. */
export type ChainLedgerErrorReason =
  | 'chain-not-found'
  | 'token-not-found'
  | 'invalid-address'
  | 'insufficient-balance'
  | 'insufficient-gas'
  | 'tx-not-found'
  | 'tx-not-pending';

const REASONS: Readonly<Record<ChainLedgerErrorReason, readonly [number, FailCode]>> = {
  'chain-not-found': [404, 'CHAIN_NOT_FOUND'],
  'token-not-found': [404, 'TOKEN_NOT_FOUND'],
  'invalid-address': [400, 'BODY_PARSER_ERROR'],
  'insufficient-balance': [400, 'INSUFFICIENT_BALANCE'],
  'insufficient-gas': [400, 'INSUFFICIENT_GAS'],
  'tx-not-found': [404, 'CHAIN_TX_NOT_FOUND'],
  'tx-not-pending': [409, 'CHAIN_TX_NOT_PENDING'],
};

/**
 * A failure of the ledger. Its status and code are what the control routes answer; areas read
 * `reason` and answer their route's own code.
 *
 * @example
 * ```ts
 * try {
 *   await simulator.control.chain.transfer({ chainId: 84532, from, to, token: 'USDC', amount: '1' });
 * } catch (error) {
 *   if (error instanceof ChainLedgerError) error.reason; // 'insufficient-balance'
 * }
 * ```
 */
export class ChainLedgerError extends SimulatorError {
  readonly reason: ChainLedgerErrorReason;

  constructor(reason: ChainLedgerErrorReason, message: string) {
    const [status, code] = REASONS[reason];
    super(status, code, message);
    this.reason = reason;
  }
}

/** Whether a value is a {@link ChainLedgerError}. */
export function isChainLedgerError(value: unknown): value is ChainLedgerError {
  return value instanceof ChainLedgerError;
}

/** A balance as the control API shows it. */
export interface BalanceView {
  readonly chainId: number;
  readonly chain: string;
  readonly address: string;
  readonly tokenAddress: string;
  readonly symbol: string;
  readonly decimals: number;
  /** Base units as a decimal string. */
  readonly amount: string;
  /** The amount in whole tokens. */
  readonly formatted: string;
}

/** A chain transaction as the control API shows it. */
export type ChainTxView = Omit<ChainTxRow, 'jobId'>;

/** What {@link ChainLedger.submit} takes. */
export interface TransferInput {
  readonly chainId: number;
  readonly from: string;
  readonly to: string;
  /** Token address or symbol; the native coin when absent or `native`. */
  readonly token?: string | undefined;
  /** Base units. */
  readonly amount: bigint;
  /** Who pays the gas; `from` by default. */
  readonly gasPayer?: string | undefined;
  /** What the transfer belongs to. */
  readonly reference?: JsonObject | undefined;
  /**
   * The amount the user asked for (whole tokens or the request's amount), read for the magic
   * amounts of sends and payments; other transfers leave it out.
   */
  readonly magicAmount?: number | string | undefined;
  /**
   * The hash of the transfer this one settles with (a payment's fee transfer settles with the
   * payment): it has no confirmation of its own and no magic value steers it; it confirms when
   * that one confirms and fails, its amount going back, when that one fails.
   */
  readonly settlesWith?: string | undefined;
}

/** The reference field that names the transfer a transfer settles with. */
const SETTLES_WITH = 'settlesWith';

/** A transaction row without its job id. */
export const chainTxView = ({ jobId: _jobId, ...view }: ChainTxRow): ChainTxView => view;

const lower = (address: string, field: string) => {
  if (!EVM_ADDRESS.test(address))
    throw new ChainLedgerError('invalid-address', `${field} is not an EVM address.`);
  return address.toLowerCase();
};

/**
 * The ledger over a simulator's store. It keeps no state of its own, so one can be made wherever
 * the services are at hand.
 *
 * @example
 * ```ts
 * const ledger = new ChainLedger(services);
 * const tx = ledger.submit({ chainId: 84532, from, to, token: 'USDC', amount: 5_000_000n });
 * await clock.advance(config.blockTimeMs); // tx is now confirmed
 * ```
 */
export class ChainLedger {
  readonly #services: ChainServices;

  constructor(services: ChainServices) {
    this.#services = services;
  }

  /** The chain with this id. */
  chain(chainId: number): ChainRow {
    const chain = this.#services.store.chains.first('byChainId', String(chainId));
    if (!chain) throw new ChainLedgerError('chain-not-found', `No simulated chain ${chainId}.`);
    return chain;
  }

  /** A token of a chain by contract address or symbol (`ETH`, `USDC`, ...); the native coin when absent. */
  token(chainId: number, token?: string): TokenDeploymentRow {
    const { store } = this.#services;
    const chain = this.chain(chainId);
    const deployments = store.tokenDeployments.by('byChain', chain.id);
    const wanted = token?.trim();
    // `native` (any case) names the native coin, as leaving the token out does.
    const found =
      wanted === undefined || wanted === '' || wanted.toLowerCase() === 'native'
        ? deployments.find((deployment) => deployment.type === 'native')
        : EVM_ADDRESS.test(wanted)
          ? deployments.find((deployment) => deployment.address.toLowerCase() === wanted.toLowerCase())
          : deployments.find(
              (deployment) =>
                store.tokens.get(deployment.tokenId)?.symbol.toUpperCase() === wanted.toUpperCase(),
            );
    if (!found)
      throw new ChainLedgerError('token-not-found', `No token ${wanted ?? '(native)'} on chain ${chainId}.`);
    return found;
  }

  /** The symbol of a token deployment. */
  symbolOf(deployment: TokenDeploymentRow): string {
    return this.#services.store.tokens.get(deployment.tokenId)?.symbol ?? deployment.tokenId;
  }

  /** Gas price of a chain in wei. */
  gasPrice(chainId: number): bigint {
    return GAS_PRICE_WEI[chainId] ?? DEFAULT_GAS_PRICE_WEI;
  }

  /** The current block number of a chain: one block per block time since the start instant. */
  blockNumber(chainId: number): number {
    const { clock, config } = this.#services;
    const elapsed = Math.max(0, clock.now() - config.startMs);
    return (GENESIS_BLOCK[chainId] ?? 1) + Math.floor(elapsed / config.blockTimeMs);
  }

  /** The balance of an address in base units. */
  balanceOf(chainId: number, tokenAddress: string, address: string): bigint {
    const row = this.#services.store.balances.get(balanceId(chainId, tokenAddress, address));
    return row ? BigInt(row.amount) : 0n;
  }

  /** Adds base units to a balance (funding). */
  fund(input: {
    readonly chainId: number;
    readonly address: string;
    readonly token?: string | undefined;
    readonly amount: bigint;
  }): BalanceView {
    const deployment = this.token(input.chainId, input.token);
    const address = lower(input.address, 'address');
    return this.#view(this.#add(input.chainId, deployment.address, address, input.amount));
  }

  /** Every non-empty balance of an address, optionally on one chain. */
  balances(address: string, chainId?: number): BalanceView[] {
    const rows = this.#services.store.balances.by('byAddress', lower(address, 'address'));
    return rows
      .filter((row) => (chainId === undefined || row.chainId === chainId) && BigInt(row.amount) > 0n)
      .map((row) => this.#view(row));
  }

  /**
   * Submits a transfer: checks and takes the amount from `from` and the fee from the gas payer,
   * records it `pending` and schedules its confirmation one block time later. A magic recipient or
   * amount (`docs/magic-values.md`) schedules its failure instead, or nothing (it stays pending).
   *
   * @throws {@link ChainLedgerError} `insufficient-balance`, `insufficient-gas`, `chain-not-found`,
   * `token-not-found` or `invalid-address`.
   */
  submit(input: TransferInput): ChainTxRow {
    const { store, ids, clock, jobs, config } = this.#services;
    const deployment = this.token(input.chainId, input.token);
    const from = lower(input.from, 'from');
    const to = lower(input.to, 'to');
    const gasPayer = lower(input.gasPayer ?? input.from, 'gasPayer');
    if (input.amount < 0n) throw new RangeError('A transfer amount cannot be negative');
    const kind = deployment.type === 'native' ? 'native' : 'erc20';
    const token = deployment.address.toLowerCase();
    const native = NATIVE_TOKEN_ADDRESS;
    const gasUsed = GAS_USED[kind];
    const gasPrice = this.gasPrice(input.chainId);
    const fee = gasUsed * gasPrice;
    const symbol = this.symbolOf(deployment);
    const held = this.balanceOf(input.chainId, token, from);
    if (held < input.amount) {
      throw new ChainLedgerError(
        'insufficient-balance',
        `${input.from} holds ${fromBaseUnits(held, deployment.decimals)} ${symbol} on chain ${input.chainId}, less than ${fromBaseUnits(input.amount, deployment.decimals)}.`,
      );
    }
    const gasHeld = this.balanceOf(input.chainId, native, gasPayer);
    const gasNeeded = fee + (kind === 'native' && gasPayer === from ? input.amount : 0n);
    if (gasHeld < gasNeeded) {
      throw new ChainLedgerError(
        'insufficient-gas',
        `${gasPayer} cannot pay ${fee} wei of gas on chain ${input.chainId}.`,
      );
    }
    this.#add(input.chainId, token, from, -input.amount);
    this.#add(input.chainId, native, gasPayer, -fee);
    const hash = ids.hex(32);
    const leader = input.settlesWith?.toLowerCase();
    const magic = leader === undefined ? magicChainOutcome(config, { to, amount: input.magicAmount }) : null;
    const job =
      leader !== undefined
        ? null
        : magic?.outcome === 'pending'
          ? null
          : magic?.outcome === 'fail'
            ? jobs.schedule(CHAIN_FAIL_JOB, clock.now() + config.blockTimeMs, { hash, reason: magic.reason })
            : jobs.schedule(CHAIN_CONFIRM_JOB, clock.now() + config.blockTimeMs, hash);
    return store.chainTxs.insert({
      hash,
      chainId: input.chainId,
      kind,
      from,
      to,
      tokenAddress: token,
      amount: input.amount.toString(),
      gasUsed: gasUsed.toString(),
      gasPrice: gasPrice.toString(),
      fee: fee.toString(),
      gasPayer,
      status: 'pending',
      blockNumber: null,
      submittedAt: clock.iso(),
      settledAt: null,
      failureReason: null,
      jobId: job?.id ?? null,
      reference:
        leader === undefined ? (input.reference ?? {}) : { ...input.reference, [SETTLES_WITH]: leader },
    });
  }

  /** A transaction by hash. */
  get(hash: string): ChainTxRow {
    const row = this.#services.store.chainTxs.get(hash.toLowerCase());
    if (!row) throw new ChainLedgerError('tx-not-found', `No chain transaction ${hash}.`);
    return row;
  }

  /** Transactions, oldest first: those an address sent, received or paid gas for, or all. */
  list(
    filter: { readonly address?: string | undefined; readonly chainId?: number | undefined } = {},
  ): ChainTxRow[] {
    const { chainTxs } = this.#services.store;
    const rows =
      filter.address === undefined
        ? filter.chainId === undefined
          ? chainTxs.all()
          : chainTxs.by('byChain', String(filter.chainId))
        : chainTxs.by('byAddress', lower(filter.address, 'address'));
    return filter.chainId === undefined ? rows : rows.filter((row) => row.chainId === filter.chainId);
  }

  /** Confirms a pending transaction now: credits the recipient and records the block. */
  confirm(hash: string): ChainTxRow {
    const { store, clock, jobs } = this.#services;
    const row = this.#pending(hash);
    if (row.jobId !== null) jobs.cancel(row.jobId);
    this.#add(row.chainId, row.tokenAddress, row.to, BigInt(row.amount));
    const confirmed = store.chainTxs.update(row.hash, {
      status: 'confirmed',
      blockNumber: this.blockNumber(row.chainId),
      settledAt: clock.iso(),
      jobId: null,
    });
    settleLinkedTransactions(store, clock, confirmed);
    for (const follower of this.#followers(confirmed)) this.confirm(follower.hash);
    return confirmed;
  }

  /** Makes a pending transaction fail: the amount goes back to the sender, the gas fee stays spent. */
  fail(hash: string, reason = 'Transaction reverted'): ChainTxRow {
    const { store, clock, jobs } = this.#services;
    const row = this.#pending(hash);
    if (row.jobId !== null) jobs.cancel(row.jobId);
    this.#add(row.chainId, row.tokenAddress, row.from, BigInt(row.amount));
    const failed = store.chainTxs.update(row.hash, {
      status: 'failed',
      settledAt: clock.iso(),
      failureReason: reason,
      jobId: null,
    });
    settleLinkedTransactions(store, clock, failed);
    for (const follower of this.#followers(failed)) {
      this.fail(follower.hash, `Transaction reverted: the transfer ${failed.hash} it settles with failed.`);
    }
    return failed;
  }

  /** Runs the confirmation job of a transaction (nothing when it was settled meanwhile). */
  confirmDue(hash: string): void {
    const row = this.#services.store.chainTxs.get(hash);
    if (row?.status === 'pending') this.confirm(hash);
  }

  /** Runs the failure job of a transaction (nothing when it was settled meanwhile). */
  failDue(hash: string, reason?: string): void {
    const row = this.#services.store.chainTxs.get(hash);
    if (row?.status === 'pending') this.fail(hash, reason);
  }

  /** The next unused forwarder nonce of an address on a chain (sponsored transfers). */
  forwarderNonce(chainId: number, address: string): number {
    return this.#services.store.forwarderNonces.get(nonceId(chainId, address))?.next ?? 0;
  }

  /** Uses up the current forwarder nonce of an address; returns the nonce used. */
  useForwarderNonce(chainId: number, address: string): number {
    const { forwarderNonces } = this.#services.store;
    const id = nonceId(chainId, address);
    const used = this.forwarderNonce(chainId, address);
    forwarderNonces.upsert({ id, chainId, address: address.toLowerCase(), next: used + 1 });
    return used;
  }

  /** The pending transfers that settle with a transaction (see {@link TransferInput.settlesWith}). */
  #followers(row: ChainTxRow): ChainTxRow[] {
    return this.#services.store.chainTxs
      .by('byAddress', row.from)
      .filter((other) => other.status === 'pending' && other.reference[SETTLES_WITH] === row.hash);
  }

  #pending(hash: string): ChainTxRow {
    const row = this.get(hash);
    if (row.status !== 'pending') {
      throw new ChainLedgerError('tx-not-pending', `Chain transaction ${hash} is already ${row.status}.`);
    }
    return row;
  }

  #add(chainId: number, tokenAddress: string, address: string, delta: bigint): BalanceRow {
    const { balances } = this.#services.store;
    const token = tokenAddress.toLowerCase();
    const owner = address.toLowerCase();
    const id = balanceId(chainId, token, owner);
    const current = balances.get(id);
    const amount = (current ? BigInt(current.amount) : 0n) + delta;
    if (amount < 0n) throw new Error(`Balance ${id} would become negative`);
    return balances.upsert({ id, chainId, tokenAddress: token, address: owner, amount: amount.toString() });
  }

  #view(row: BalanceRow): BalanceView {
    const chain = this.chain(row.chainId);
    const deployment = this.token(row.chainId, row.tokenAddress);
    return {
      chainId: row.chainId,
      chain: chain.slug,
      address: row.address,
      tokenAddress: row.tokenAddress,
      symbol: this.symbolOf(deployment),
      decimals: deployment.decimals,
      amount: row.amount,
      formatted: fromBaseUnits(BigInt(row.amount), deployment.decimals),
    };
  }
}

const balanceId = (chainId: number, tokenAddress: string, address: string) =>
  `${chainId}:${tokenAddress.toLowerCase()}:${address.toLowerCase()}`;

const nonceId = (chainId: number, address: string) => `${chainId}:${address.toLowerCase()}`;
