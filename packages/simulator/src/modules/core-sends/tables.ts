/**
 * The tables of the core-sends module and the types of their rows. Only this module writes
 * them; other modules read them, import the row types through its index, or call the functions
 * the index exports.
 */
import * as z from 'zod';
import { rowFields, rowSchema } from '../../kernel/row-schema.js';
import { Table } from '../../kernel/table.js';
import { defineTables, type TablesOf } from '../../platform/database.js';

/** One regular transfer of a core send: `amount` to a recipient plus the platform `fee`. */
export type CoreSendTransfer = {
  readonly index: number;
  /** The recipient, lowercase. */
  readonly to: string;
  /** The tag (profile nickname) the recipient was given by; null for an address. */
  readonly tag: string | null;
  /** Base units as decimal strings. */
  readonly amount: string;
  readonly fee: string;
  /** `unsubmitted` until processed, then `submitted` (the ledger settles it). */
  readonly state: 'unsubmitted' | 'submitted';
  /** Whether the platform gas sponsor paid its gas. */
  readonly sponsored: boolean;
  readonly hash: string | null;
  readonly feeHash: string | null;
};

/** One gas transfer of a core send: native coin from the gas sponsor to the sender. */
export type CoreSendGasTransfer = {
  readonly index: number;
  readonly to: string;
  /** Wei as a decimal string. */
  readonly amount: string;
  readonly state: 'unsubmitted' | 'submitted';
  readonly hash: string | null;
};

/** A native send of the core channel (its transaction is in `transactions`). */
export type CoreSendRow = {
  /** The `sendId`. */
  readonly id: string;
  readonly txId: string;
  readonly appId: string;
  readonly teamId: string;
  readonly profileId: string | null;
  readonly chainId: number;
  readonly tokenAddress: string;
  readonly tokenSymbol: string;
  readonly decimals: number;
  /** The sending wallet, lowercase. */
  readonly senderAddress: string;
  readonly custody: 'platform' | 'external';
  /** The send executor of the chain (the spender of the send allowance). */
  readonly executorAddress: string;
  readonly transfers: CoreSendTransfer[];
  readonly gasTransfers: CoreSendGasTransfer[];
  readonly createdAt: string;
  readonly updatedAt: string;
};

/** A preparation of a sponsored transfer of a core send (prepare-sponsored-tx). */
export type CoreSendPrepareRow = {
  /** The `prepareId`. */
  readonly id: string;
  readonly sendId: string;
  readonly txIndex: number;
  readonly nonce: number;
  readonly expiresAtMs: number;
  readonly attestation: string;
  /** `open` until a signature over it is accepted, then `used`. */
  readonly state: 'open' | 'used';
  readonly createdAt: string;
};

const coreSendsRow = rowSchema(() =>
  z.strictObject({
    id: rowFields.key(),
    txId: z.string(),
    appId: z.string(),
    teamId: z.string(),
    profileId: z.string().nullable(),
    chainId: z.number().int().positive(),
    tokenAddress: z.string(),
    tokenSymbol: z.string(),
    decimals: rowFields.count(),
    senderAddress: z.string(),
    custody: z.enum(['platform', 'external']),
    executorAddress: z.string(),
    transfers: z.array(
      z.strictObject({
        index: rowFields.count(),
        to: z.string(),
        tag: z.string().nullable(),
        amount: rowFields.units(),
        fee: rowFields.units(),
        state: z.enum(['unsubmitted', 'submitted']),
        sponsored: z.boolean(),
        hash: z.string().nullable(),
        feeHash: z.string().nullable(),
      }),
    ),
    gasTransfers: z.array(
      z.strictObject({
        index: rowFields.count(),
        to: z.string(),
        amount: rowFields.units(),
        state: z.enum(['unsubmitted', 'submitted']),
        hash: z.string().nullable(),
      }),
    ),
    createdAt: rowFields.instant(),
    updatedAt: rowFields.instant(),
  }),
);
const coreSendPreparesRow = rowSchema(() =>
  z.strictObject({
    id: rowFields.key(),
    sendId: z.string(),
    txIndex: rowFields.count(),
    nonce: rowFields.count(),
    expiresAtMs: rowFields.instantMs(),
    attestation: z.string(),
    state: z.enum(['open', 'used']),
    createdAt: rowFields.instant(),
  }),
);

/** The tables of the core-sends module, by name. */
export const coreSendsTables = defineTables({
  coreSends: () =>
    new Table<CoreSendRow, 'byTxId'>({
      name: 'coreSends',
      row: coreSendsRow,
      key: (row) => row.id,
      indexes: { byTxId: (row) => row.txId },
    }),
  coreSendPrepares: () =>
    new Table<CoreSendPrepareRow, 'bySend'>({
      name: 'coreSendPrepares',
      row: coreSendPreparesRow,
      key: (row) => row.id,
      indexes: { bySend: (row) => row.sendId },
    }),
});

/** The core-sends module's tables as the store holds them. */
export type CoreSendsTables = TablesOf<typeof coreSendsTables>;

declare module '../../platform/database.js' {
  interface Tables extends CoreSendsTables {}
}
