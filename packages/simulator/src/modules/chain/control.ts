/**
 * Control of the chain ledger and of wallets whose keys a test holds: funding, balances,
 * transactions, settling them early, and registering wallets. The `/_simulator/chain/...` and
 * `/_simulator/wallets` routes and the simulator's methods of the same names call this.
 */
import * as z from 'zod';
import { parseControlInput } from '../../kernel/control.js';
import { fail } from '../../kernel/fail.js';
import {
  type BalanceView,
  ChainLedger,
  type ChainServices,
  type ChainTxView,
  chainTxView,
} from './ledger.js';
import { toBaseUnits } from './units.js';

const evmAddress = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'Expected an EVM address');
const chainIdQuery = z.coerce.number().int().positive().optional();

export const FundChainInput = z.object({
  chainId: z.number().int().positive(),
  address: evmAddress,
  /** Token address or symbol; the native coin when absent or `native`. */
  token: z.string().trim().min(1).optional(),
  /** Whole tokens (`'12.5'` or `12.5`), converted with the token's decimals. */
  amount: z.union([z.string().regex(/^\d+(\.\d+)?$/, 'Expected a decimal amount'), z.number().positive()]),
});
export type FundChainInput = z.input<typeof FundChainInput>;

export const ChainTransferInput = z.object({
  chainId: z.number().int().positive(),
  from: evmAddress,
  to: evmAddress,
  /** Token address or symbol; the native coin when absent or `native`. */
  token: z.string().trim().min(1).optional(),
  /** Whole tokens. */
  amount: z.union([z.string().regex(/^\d+(\.\d+)?$/, 'Expected a decimal amount'), z.number().positive()]),
  /** Who pays the gas; `from` by default. */
  gasPayer: evmAddress.optional(),
});
export type ChainTransferInput = z.input<typeof ChainTransferInput>;

export const ChainBalancesQuery = z.object({ address: evmAddress, chainId: chainIdQuery });
export type ChainBalancesQuery = z.input<typeof ChainBalancesQuery>;

export const ChainTxsQuery = z.object({
  address: evmAddress.optional(),
  hash: z.string().min(1).optional(),
  chainId: chainIdQuery,
});
export type ChainTxsQuery = z.input<typeof ChainTxsQuery>;

export const FailChainTxInput = z.object({ reason: z.string().trim().min(1).optional() });

/** The current block and gas price of a chain. */
export interface ChainBlockView {
  readonly chainId: number;
  readonly chain: string;
  readonly blockNumber: number;
  readonly blockTimeMs: number;
  /** Wei per gas unit. */
  readonly gasPrice: string;
}

/**
 * Ledger and wallet control of one simulator.
 *
 * @example
 * ```ts
 * const control = new ChainControl(services);
 * control.fund({ chainId: 84532, address, token: 'USDC', amount: '100' });
 * ```
 */
export class ChainControl {
  readonly #services: ChainServices;
  readonly #ledger: ChainLedger;

  constructor(services: ChainServices) {
    this.#services = services;
    this.#ledger = new ChainLedger(services);
  }

  /** Credits an address with whole tokens (the native coin when `token` is absent). */
  fund(input: FundChainInput): BalanceView {
    const body = parseControlInput(FundChainInput, input);
    const deployment = this.#ledger.token(body.chainId, body.token);
    const amount = this.#units(body.amount, deployment.decimals);
    return this.#ledger.fund({
      chainId: body.chainId,
      address: body.address,
      token: deployment.address,
      amount,
    });
  }

  /** Submits a transfer made outside the platform (for example with a key the test holds). */
  transfer(input: ChainTransferInput): ChainTxView {
    const body = parseControlInput(ChainTransferInput, input);
    const deployment = this.#ledger.token(body.chainId, body.token);
    const amount = this.#units(body.amount, deployment.decimals);
    const tx = this.#ledger.submit({
      chainId: body.chainId,
      from: body.from,
      to: body.to,
      token: deployment.address,
      amount,
      gasPayer: body.gasPayer,
      reference: { source: 'control' },
    });
    return chainTxView(tx);
  }

  /** The non-empty balances of an address. */
  balances(query: ChainBalancesQuery): BalanceView[] {
    const parsed = parseControlInput(ChainBalancesQuery, query);
    return this.#ledger.balances(parsed.address, parsed.chainId);
  }

  /** Chain transactions, oldest first, by address, hash or chain (all without a filter). */
  txs(query: ChainTxsQuery = {}): ChainTxView[] {
    const parsed = parseControlInput(ChainTxsQuery, query);
    if (parsed.hash !== undefined) {
      const row = this.#services.store.chainTxs.get(parsed.hash.toLowerCase());
      const matches =
        row !== undefined &&
        (parsed.address === undefined ||
          [row.from, row.to, row.gasPayer].includes(parsed.address.toLowerCase())) &&
        (parsed.chainId === undefined || row.chainId === parsed.chainId);
      return matches ? [chainTxView(row)] : [];
    }
    return this.#ledger.list({ address: parsed.address, chainId: parsed.chainId }).map(chainTxView);
  }

  /** One chain transaction by hash. */
  tx(hash: string): ChainTxView {
    return chainTxView(this.#ledger.get(hash));
  }

  /** Confirms a pending transaction now. */
  confirm(hash: string): ChainTxView {
    return chainTxView(this.#ledger.confirm(hash));
  }

  /** Makes a pending transaction fail. */
  fail(hash: string, reason?: string): ChainTxView {
    return chainTxView(this.#ledger.fail(hash, reason));
  }

  /** Block number and gas price of every chain. */
  blocks(): ChainBlockView[] {
    return this.#services.store.chains.all().map((chain) => ({
      chainId: chain.chainId,
      chain: chain.slug,
      blockNumber: this.#ledger.blockNumber(chain.chainId),
      blockTimeMs: this.#services.config.blockTimeMs,
      gasPrice: this.#ledger.gasPrice(chain.chainId).toString(),
    }));
  }

  #units(amount: string | number, decimals: number): bigint {
    let units: bigint;
    try {
      units = toBaseUnits(amount, decimals);
    } catch (error) {
      fail('BODY_PARSER_ERROR', `amount: ${(error as Error).message}`);
    }
    if (units === 0n) fail('BODY_PARSER_ERROR', 'amount: must be positive');
    return units;
  }
}
