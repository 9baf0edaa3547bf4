/**
 * The tables of the core-requests module and the types of their rows. Only this module writes
 * them; other modules read them, import the row types through its index, or call the functions
 * the index exports.
 */
import * as z from 'zod';
import type { JsonObject } from '../../kernel/json.js';
import { rowFields, rowSchema } from '../../kernel/row-schema.js';
import { Table } from '../../kernel/table.js';
import { defineTables, type TablesOf } from '../../platform/database.js';

/** Statuses of a payment request. */
export type PaymentRequestStatus = 'open' | 'completed' | 'failed';

/** A native (core channel) payment request: a maker asks a payer for an amount. */
export type PaymentRequestRow = {
  readonly id: string;
  readonly txId: string;
  readonly appId: string;
  readonly channelTableType: string;
  readonly url: string;
  readonly embedUrl: string;
  readonly status: PaymentRequestStatus;
  readonly amount: number;
  /** What the amount is denominated in, for example `USD`. */
  readonly currencyToken: string | null;
  readonly targetAddress: string | null;
  readonly customId: string | null;
  readonly note: string | null;
  readonly requestedChain: string | null;
  readonly requestedToken: string | null;
  readonly addedFee: JsonObject | null;
  readonly makerProfileId: string;
  readonly makerTeamId: string;
  /** The team asked to pay, when the request names one. */
  readonly payerTeamId: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly completedAt: string | null;
};

const paymentRequestsRow = rowSchema(() =>
  z.strictObject({
    id: rowFields.key(),
    txId: z.string(),
    appId: z.string(),
    channelTableType: z.string(),
    url: z.string(),
    embedUrl: z.string(),
    status: z.enum(['open', 'completed', 'failed']),
    amount: z.number(),
    currencyToken: z.string().nullable(),
    targetAddress: z.string().nullable(),
    customId: z.string().nullable(),
    note: z.string().nullable(),
    requestedChain: z.string().nullable(),
    requestedToken: z.string().nullable(),
    addedFee: rowFields.object().nullable(),
    makerProfileId: z.string(),
    makerTeamId: z.string(),
    payerTeamId: z.string().nullable(),
    createdAt: rowFields.instant(),
    updatedAt: rowFields.instant(),
    completedAt: rowFields.instant().nullable(),
  }),
);

/** The tables of the core-requests module, by name. */
export const coreRequestsTables = defineTables({
  paymentRequests: () =>
    new Table<PaymentRequestRow, 'byMakerTeam' | 'byPayerTeam' | 'byCustomId'>({
      name: 'paymentRequests',
      row: paymentRequestsRow,
      key: (row) => row.id,
      indexes: {
        byMakerTeam: (row) => row.makerTeamId,
        byPayerTeam: (row) => row.payerTeamId,
        byCustomId: (row) => row.customId,
      },
    }),
});

/** The core-requests module's tables as the store holds them. */
export type CoreRequestsTables = TablesOf<typeof coreRequestsTables>;

declare module '../../platform/database.js' {
  interface Tables extends CoreRequestsTables {}
}
