/**
 * The tables of the chain module and the types of their rows. Only this module writes
 * them; other modules read them, import the row types through its index, or call the functions
 * the index exports.
 */
import * as z from 'zod';
import type { JsonObject } from '../../kernel/json.js';
import { rowFields, rowSchema } from '../../kernel/row-schema.js';
import { Table } from '../../kernel/table.js';
import { defineTables, type TablesOf } from '../../platform/database.js';

/** A token balance of an address on a simulated chain, in base units. */
export type BalanceRow = {
  /** `<chainId>:<token address>:<holder address>`, lowercase. */
  readonly id: string;
  readonly chainId: number;
  readonly tokenAddress: string;
  readonly address: string;
  /** Base units as a decimal string. */
  readonly amount: string;
};

/** Status of a transaction on a simulated chain. */
export const CHAIN_TX_STATUSES = ['pending', 'confirmed', 'failed'] as const;
export type ChainTxStatus = (typeof CHAIN_TX_STATUSES)[number];

/** A transfer on a simulated chain (the chain ledger). Addresses are lowercase. */
export type ChainTxRow = {
  /** `0x` and 32 bytes of hex, from the seeded generator. */
  readonly hash: string;
  readonly chainId: number;
  /** `native` (coin transfer) or `erc20` (token transfer); decides the gas used. */
  readonly kind: 'native' | 'erc20';
  readonly from: string;
  readonly to: string;
  /** The token contract; the zero address for the native coin. */
  readonly tokenAddress: string;
  /** Base units as a decimal string. */
  readonly amount: string;
  readonly gasUsed: string;
  /** Wei per gas unit. */
  readonly gasPrice: string;
  /** `gasUsed * gasPrice` in wei of the native coin. */
  readonly fee: string;
  /** Who paid the fee: `from`, or a sponsor. */
  readonly gasPayer: string;
  readonly status: ChainTxStatus;
  /** The block that included it; null while pending or when failed. */
  readonly blockNumber: number | null;
  readonly submittedAt: string;
  /** When it was confirmed or failed. */
  readonly settledAt: string | null;
  readonly failureReason: string | null;
  /** The durable job that confirms it; null once settled. */
  readonly jobId: string | null;
  /** What it belongs to, for example `{ transactionId }`. */
  readonly reference: JsonObject;
};

/** The next forwarder nonce of an address on a chain (sponsored transfers). */
export type ForwarderNonceRow = {
  /** `<chainId>:<address>`, lowercase. */
  readonly id: string;
  readonly chainId: number;
  readonly address: string;
  readonly next: number;
};

/** An ERC-20 allowance on a simulated chain: how much `spender` may move of `owner`'s `token`. */
export type AllowanceRow = {
  /** `<chainId>:<token>:<owner>:<spender>`, lowercase. */
  readonly id: string;
  readonly chainId: number;
  readonly owner: string;
  readonly token: string;
  readonly spender: string;
  /** Base units as a decimal string. */
  readonly amount: string;
};

const balancesRow = rowSchema(() =>
  z.strictObject({
    id: rowFields.key(),
    chainId: z.number().int().positive(),
    tokenAddress: z.string(),
    address: z.string(),
    amount: rowFields.units(),
  }),
);
const chainTxsRow = rowSchema(() =>
  z.strictObject({
    hash: rowFields.key(),
    chainId: z.number().int().positive(),
    kind: z.enum(['native', 'erc20']),
    from: z.string(),
    to: z.string(),
    tokenAddress: z.string(),
    amount: rowFields.units(),
    gasUsed: rowFields.units(),
    gasPrice: rowFields.units(),
    fee: rowFields.units(),
    gasPayer: z.string(),
    status: z.enum(CHAIN_TX_STATUSES),
    blockNumber: rowFields.count().nullable(),
    submittedAt: rowFields.instant(),
    settledAt: rowFields.instant().nullable(),
    failureReason: z.string().nullable(),
    jobId: z.string().nullable(),
    reference: rowFields.object(),
  }),
);
const forwarderNoncesRow = rowSchema(() =>
  z.strictObject({
    id: rowFields.key(),
    chainId: z.number().int().positive(),
    address: z.string(),
    next: rowFields.count(),
  }),
);
const allowancesRow = rowSchema(() =>
  z.strictObject({
    id: rowFields.key(),
    chainId: z.number().int().positive(),
    owner: z.string(),
    token: z.string(),
    spender: z.string(),
    amount: rowFields.units(),
  }),
);

/** The tables of the chain module, by name. */
export const chainTables = defineTables({
  balances: () =>
    new Table<BalanceRow, 'byAddress' | 'byChain'>({
      name: 'balances',
      row: balancesRow,
      key: (row) => row.id,
      indexes: { byAddress: (row) => row.address.toLowerCase(), byChain: (row) => String(row.chainId) },
    }),
  chainTxs: () =>
    new Table<ChainTxRow, 'byAddress' | 'byChain'>({
      name: 'chainTxs',
      row: chainTxsRow,
      key: (row) => row.hash,
      indexes: {
        byAddress: (row) => [...new Set([row.from, row.to, row.gasPayer])],
        byChain: (row) => String(row.chainId),
      },
    }),
  forwarderNonces: () =>
    new Table<ForwarderNonceRow>({ name: 'forwarderNonces', row: forwarderNoncesRow, key: (row) => row.id }),
  allowances: () =>
    new Table<AllowanceRow, 'byOwner'>({
      name: 'allowances',
      row: allowancesRow,
      key: (row) => row.id,
      indexes: { byOwner: (row) => row.owner },
    }),
});

/** The chain module's tables as the store holds them. */
export type ChainTables = TablesOf<typeof chainTables>;

declare module '../../platform/database.js' {
  interface Tables extends ChainTables {}
}
