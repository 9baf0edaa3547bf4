/**
 * The chain module's control actions: funding addresses, balances, transactions made outside the
 * platform, settling them early, and the current blocks.
 */
import * as z from 'zod';
import { defineControlAction } from '../../kernel/control.js';
import { fail } from '../../kernel/fail.js';
import { lazy } from '../../kernel/lazy.js';
import { ChainLedger, type ChainServices, chainTxView } from './ledger.js';
import { toBaseUnits } from './units.js';

// Schemas are built on first use (the first call of their action), not at import.
const evmAddress = () => z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'Expected an EVM address');
const chainIdQuery = () => z.coerce.number().int().positive().optional();

const fundChainInput = lazy(() =>
  z.object({
    chainId: z.number().int().positive(),
    address: evmAddress(),
    /** Token address or symbol; the native coin when absent or `native`. */
    token: z.string().trim().min(1).optional(),
    /** Whole tokens (`'12.5'` or `12.5`), converted with the token's decimals. */
    amount: z.union([z.string().regex(/^\d+(\.\d+)?$/, 'Expected a decimal amount'), z.number().positive()]),
  }),
);
export type FundChainInput = z.input<ReturnType<typeof fundChainInput>>;

const chainTransferInput = lazy(() =>
  z.object({
    chainId: z.number().int().positive(),
    from: evmAddress(),
    to: evmAddress(),
    /** Token address or symbol; the native coin when absent or `native`. */
    token: z.string().trim().min(1).optional(),
    /** Whole tokens. */
    amount: z.union([z.string().regex(/^\d+(\.\d+)?$/, 'Expected a decimal amount'), z.number().positive()]),
    /** Who pays the gas; `from` by default. */
    gasPayer: evmAddress().optional(),
  }),
);
export type ChainTransferInput = z.input<ReturnType<typeof chainTransferInput>>;

const chainBalancesQuery = lazy(() => z.object({ address: evmAddress(), chainId: chainIdQuery() }));
export type ChainBalancesQuery = z.input<ReturnType<typeof chainBalancesQuery>>;

const chainTxsQuery = lazy(() =>
  z.object({
    address: evmAddress().optional(),
    hash: z.string().min(1).optional(),
    chainId: chainIdQuery(),
  }),
);
export type ChainTxsQuery = z.input<ReturnType<typeof chainTxsQuery>>;

/** The current block and gas price of a chain. */
export interface ChainBlockView {
  readonly chainId: number;
  readonly chain: string;
  readonly blockNumber: number;
  readonly blockTimeMs: number;
  /** Wei per gas unit. */
  readonly gasPrice: string;
}

const units = (amount: string | number, decimals: number): bigint => {
  let value: bigint;
  try {
    value = toBaseUnits(amount, decimals);
  } catch (error) {
    fail('BODY_PARSER_ERROR', `amount: ${(error as Error).message}`);
  }
  if (value === 0n) fail('BODY_PARSER_ERROR', 'amount: must be positive');
  return value;
};

const hashParams = lazy(() => z.object({ hash: z.string() }));
const failReason = lazy(() => z.object({ reason: z.string().trim().min(1).optional() }));

/** The chain module's control actions. */
export const CHAIN_CONTROL = [
  defineControlAction({
    module: 'chain',
    name: 'fund',
    method: 'POST',
    path: '/chain/fund',
    summary:
      'Credit an address with whole tokens on a simulated chain (the native coin without `token` or with `native`).',
    get body() {
      return fundChainInput();
    },
    run: ({ body, services }) => {
      const ledger = new ChainLedger(services);
      const deployment = ledger.token(body.chainId, body.token);
      return ledger.fund({
        chainId: body.chainId,
        address: body.address,
        token: deployment.address,
        amount: units(body.amount, deployment.decimals),
      });
    },
  }),
  defineControlAction({
    module: 'chain',
    name: 'balances',
    method: 'GET',
    path: '/chain/balances',
    summary: 'The non-empty balances of an address (`address`, `chainId?`).',
    get query() {
      return chainBalancesQuery();
    },
    run: ({ query, services }) => ({
      balances: new ChainLedger(services).balances(query.address, query.chainId),
    }),
  }),
  defineControlAction({
    module: 'chain',
    name: 'blocks',
    method: 'GET',
    path: '/chain/blocks',
    summary: 'Block number and gas price of every simulated chain.',
    run: ({ services }) => ({ chains: blocks(services) }),
  }),
  defineControlAction({
    module: 'chain',
    name: 'txs',
    method: 'GET',
    path: '/chain/txs',
    summary: 'Chain transactions, oldest first, by `address`, `hash` or `chainId` (all without a filter).',
    get query() {
      return chainTxsQuery();
    },
    run: ({ query, services }) => {
      if (query.hash === undefined) {
        const list = new ChainLedger(services).list({ address: query.address, chainId: query.chainId });
        return { txs: list.map(chainTxView) };
      }
      const row = services.store.chainTxs.get(query.hash.toLowerCase());
      const matches =
        row !== undefined &&
        (query.address === undefined ||
          [row.from, row.to, row.gasPayer].includes(query.address.toLowerCase())) &&
        (query.chainId === undefined || row.chainId === query.chainId);
      return { txs: matches ? [chainTxView(row)] : [] };
    },
  }),
  defineControlAction({
    module: 'chain',
    name: 'transfer',
    method: 'POST',
    path: '/chain/txs',
    summary:
      'Submit a transfer made outside the platform (a key the test holds); it confirms one block later.',
    status: 201,
    get body() {
      return chainTransferInput();
    },
    run: ({ body, services }) => {
      const ledger = new ChainLedger(services);
      const deployment = ledger.token(body.chainId, body.token);
      const tx = ledger.submit({
        chainId: body.chainId,
        from: body.from,
        to: body.to,
        token: deployment.address,
        amount: units(body.amount, deployment.decimals),
        gasPayer: body.gasPayer,
        reference: { source: 'control' },
      });
      return chainTxView(tx);
    },
  }),
  defineControlAction({
    module: 'chain',
    name: 'tx',
    method: 'GET',
    path: '/chain/txs/{hash}',
    summary: 'One chain transaction by hash.',
    get params() {
      return hashParams();
    },
    run: ({ params, services }) => chainTxView(new ChainLedger(services).get(params.hash)),
  }),
  defineControlAction({
    module: 'chain',
    name: 'confirmTx',
    method: 'POST',
    path: '/chain/txs/{hash}/confirm',
    summary: 'Confirm a pending chain transaction now.',
    get params() {
      return hashParams();
    },
    run: ({ params, services }) => chainTxView(new ChainLedger(services).confirm(params.hash)),
  }),
  defineControlAction({
    module: 'chain',
    name: 'failTx',
    method: 'POST',
    path: '/chain/txs/{hash}/fail',
    summary:
      'Make a pending chain transaction fail (`reason?`): the amount goes back, the gas fee stays spent.',
    get params() {
      return hashParams();
    },
    get body() {
      return failReason();
    },
    run: ({ params, body, services }) =>
      chainTxView(new ChainLedger(services).fail(params.hash, body.reason)),
  }),
] as const;

/** Block number and gas price of every chain. */
function blocks(services: ChainServices): ChainBlockView[] {
  const ledger = new ChainLedger(services);
  return services.store.chains.all().map((chain) => ({
    chainId: chain.chainId,
    chain: chain.slug,
    blockNumber: ledger.blockNumber(chain.chainId),
    blockTimeMs: services.config.blockTimeMs,
    gasPrice: ledger.gasPrice(chain.chainId).toString(),
  }));
}
