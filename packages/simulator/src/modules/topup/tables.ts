/**
 * The tables of the topup module and the types of their rows. Only this module writes
 * them; other modules read them, import the row types through its index, or call the functions
 * the index exports.
 */
import * as z from 'zod';
import { rowFields, rowSchema } from '../../kernel/row-schema.js';
import { Table } from '../../kernel/table.js';
import { defineTables, type TablesOf } from '../../platform/database.js';

/** The sponsored-transfer state of a top-up withdrawal (its transaction is in `transactions`). */
export type TopupWithdrawalRow = {
  /** The transaction id (`txId`). */
  readonly id: string;
  readonly appId: string;
  readonly walletAddress: string;
  readonly custody: 'platform' | 'external';
  readonly chainId: number;
  readonly tokenAddress: string;
  /** Base units as a decimal string: what the phone is topped up with. */
  readonly amount: string;
  /** The channel's fee in base units (a surcharge the wallet pays on top); absent in older snapshots. */
  readonly fee?: string;
  readonly rechargeId: string;
  /** `awaiting_signature` (not signed by the platform) until process-sponsored-tx, then `submitted`. */
  readonly state: 'awaiting_signature' | 'submitted';
  /** Nonce and expiry of the last sign payload handed out; null before sign-payload. */
  readonly nonce: number | null;
  readonly expiresAtMs: number | null;
  readonly chainTxHash: string | null;
};

const topupWithdrawalsRow = rowSchema(() =>
  z.strictObject({
    id: rowFields.key(),
    appId: z.string(),
    walletAddress: z.string(),
    custody: z.enum(['platform', 'external']),
    chainId: z.number().int().positive(),
    tokenAddress: z.string(),
    amount: rowFields.units(),
    fee: rowFields.units().optional(),
    rechargeId: z.string(),
    state: z.enum(['awaiting_signature', 'submitted']),
    nonce: rowFields.count().nullable(),
    expiresAtMs: rowFields.instantMs().nullable(),
    chainTxHash: z.string().nullable(),
  }),
);

/** The tables of the topup module, by name. */
export const topupTables = defineTables({
  topupWithdrawals: () =>
    new Table<TopupWithdrawalRow>({
      name: 'topupWithdrawals',
      row: topupWithdrawalsRow,
      key: (row) => row.id,
    }),
});

/** The topup module's tables as the store holds them. */
export type TopupTables = TablesOf<typeof topupTables>;

declare module '../../platform/database.js' {
  interface Tables extends TopupTables {}
}
