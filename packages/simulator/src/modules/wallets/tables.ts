/**
 * The tables of the wallets module and the types of their rows. Only this module writes
 * them; other modules read them, import the row types through its index, or call the functions
 * the index exports.
 */
import * as z from 'zod';
import type { JsonObject } from '../../kernel/json.js';
import { rowFields, rowSchema } from '../../kernel/row-schema.js';
import { Table } from '../../kernel/table.js';
import { defineTables, type TablesOf } from '../../platform/database.js';

/** A wallet of a profile or a team. `custody: 'platform'` wallets can be signed for by the platform. */
export type WalletRow = {
  readonly id: string;
  /** Lowercase for EVM wallets. */
  readonly address: string;
  readonly walletType: 'EVM' | 'SVM' | 'BTC' | 'FIAT';
  readonly custody: 'platform' | 'external';
  readonly profileId: string | null;
  readonly teamId: string | null;
  readonly alias: string | null;
  readonly metadata: JsonObject;
  readonly isCompliance: boolean;
  readonly createdAt: string;
};

/** A gas sponsorship: native gas the platform sent a wallet so it can approve a token for an executor. */
export type GasSponsorshipRow = {
  readonly id: string;
  readonly appId: string;
  /** The session user who asked (cooldown and limit are per user). */
  readonly userId: string;
  readonly profileId: string;
  readonly walletAddress: string;
  readonly custody: 'platform' | 'external';
  readonly chainId: number;
  readonly tokenAddress: string;
  readonly action: 'send' | 'otc';
  /** The spender the approval is for. */
  readonly executorAddress: string;
  /** Wei sent to the wallet, as a decimal string. */
  readonly gasTransferred: string;
  readonly transferTxHash: string;
  /** The backend-signed approval; null for an external wallet. */
  readonly approveTxHash: string | null;
  readonly createdAt: string;
  /** Epoch ms of the virtual clock. */
  readonly createdAtMs: number;
};

const walletsRow = rowSchema(() =>
  z.strictObject({
    id: rowFields.key(),
    address: z.string(),
    walletType: z.enum(['EVM', 'SVM', 'BTC', 'FIAT']),
    custody: z.enum(['platform', 'external']),
    profileId: z.string().nullable(),
    teamId: z.string().nullable(),
    alias: z.string().nullable(),
    metadata: rowFields.object(),
    isCompliance: z.boolean(),
    createdAt: rowFields.instant(),
  }),
);
const gasSponsorshipsRow = rowSchema(() =>
  z.strictObject({
    id: rowFields.key(),
    appId: z.string(),
    userId: z.string(),
    profileId: z.string(),
    walletAddress: z.string(),
    custody: z.enum(['platform', 'external']),
    chainId: z.number().int().positive(),
    tokenAddress: z.string(),
    action: z.enum(['send', 'otc']),
    executorAddress: z.string(),
    gasTransferred: rowFields.units(),
    transferTxHash: z.string(),
    approveTxHash: z.string().nullable(),
    createdAt: rowFields.instant(),
    createdAtMs: rowFields.instantMs(),
  }),
);

/** The tables of the wallets module, by name. */
export const walletsTables = defineTables({
  wallets: () =>
    new Table<WalletRow, 'byAddress' | 'byProfile' | 'byTeam'>({
      name: 'wallets',
      row: walletsRow,
      key: (row) => row.id,
      indexes: {
        byAddress: (row) => row.address.toLowerCase(),
        byProfile: (row) => row.profileId,
        byTeam: (row) => row.teamId,
      },
    }),
  gasSponsorships: () =>
    new Table<GasSponsorshipRow, 'byUser'>({
      name: 'gasSponsorships',
      row: gasSponsorshipsRow,
      key: (row) => row.id,
      indexes: { byUser: (row) => row.userId },
    }),
});

/** The wallets module's tables as the store holds them. */
export type WalletsTables = TablesOf<typeof walletsTables>;

declare module '../../platform/database.js' {
  interface Tables extends WalletsTables {}
}
