/**
 * The tables of the ramp module and the types of their rows. Only this module writes
 * them; other modules read them, import the row types through its index, or call the functions
 * the index exports.
 */
import * as z from 'zod';
import type { JsonObject } from '../../kernel/json.js';
import { rowFields, rowSchema } from '../../kernel/row-schema.js';
import { Table } from '../../kernel/table.js';
import { defineTables, type TablesOf } from '../../platform/database.js';

/** Status of a ramp order. */
export type RampOrderStatus =
  | 'created'
  | 'awaiting_deposit'
  | 'processing'
  | 'completed'
  | 'failed'
  | 'cancelled'
  | 'expired';

/** A hosted on-ramp or off-ramp order; its platform transaction is in `transactions`. */
export type RampOrderRow = {
  /** The provider order id. */
  readonly id: string;
  readonly txId: string;
  readonly appId: string;
  readonly teamId: string;
  readonly profileId: string | null;
  readonly email: string | null;
  readonly method: 'onramp' | 'offramp';
  readonly status: RampOrderStatus;
  readonly capabilityId: string;
  readonly amount: number;
  readonly fiat: string;
  readonly payment: string;
  readonly crypto: string;
  readonly chainId: number;
  readonly country: string;
  readonly language: string;
  readonly redirectUrl: string | null;
  /** The wallet that receives (onramp) or sends (offramp) the tokens, lowercase. */
  readonly walletAddress: string;
  readonly walletId: string | null;
  /**
   * Who moves an off-ramp's tokens: `platform` when the platform signs for a platform-custody
   * wallet (a session asked), else `external` (the owner deposits them); on-ramps record the
   * wallet's custody the same way.
   */
  readonly custody: 'platform' | 'external';
  /** Where an off-ramp deposit goes (one address per order); null for onramps. */
  readonly depositAddress: string | null;
  readonly fiatAmount: number;
  /** Token amount in base units, decimal string. */
  readonly cryptoUnits: string;
  readonly quote: JsonObject;
  readonly url: string;
  readonly urlExpiresAt: string;
  readonly chainTxHash: string | null;
  readonly failureReason: string | null;
  /** The pending progress job, if any. */
  readonly jobId: string | null;
  readonly history: JsonObject[];
  readonly createdAt: string;
  readonly updatedAt: string;
};

const rampOrdersRow = rowSchema(() =>
  z.strictObject({
    id: rowFields.key(),
    txId: z.string(),
    appId: z.string(),
    teamId: z.string(),
    profileId: z.string().nullable(),
    email: z.string().nullable(),
    method: z.enum(['onramp', 'offramp']),
    status: z.enum([
      'created',
      'awaiting_deposit',
      'processing',
      'completed',
      'failed',
      'cancelled',
      'expired',
    ]),
    capabilityId: z.string(),
    amount: z.number(),
    fiat: z.string(),
    payment: z.string(),
    crypto: z.string(),
    chainId: z.number().int().positive(),
    country: z.string(),
    language: z.string(),
    redirectUrl: z.string().nullable(),
    walletAddress: z.string(),
    walletId: z.string().nullable(),
    custody: z.enum(['platform', 'external']),
    depositAddress: z.string().nullable(),
    fiatAmount: z.number(),
    cryptoUnits: rowFields.units(),
    quote: rowFields.object(),
    url: z.string(),
    urlExpiresAt: rowFields.instant(),
    chainTxHash: z.string().nullable(),
    failureReason: z.string().nullable(),
    jobId: z.string().nullable(),
    history: z.array(rowFields.object()),
    createdAt: rowFields.instant(),
    updatedAt: rowFields.instant(),
  }),
);

/** The tables of the ramp module, by name. */
export const rampTables = defineTables({
  rampOrders: () =>
    new Table<RampOrderRow, 'byApp' | 'byTx'>({
      name: 'rampOrders',
      row: rampOrdersRow,
      key: (row) => row.id,
      indexes: { byApp: (row) => row.appId, byTx: (row) => row.txId },
    }),
});

/** The ramp module's tables as the store holds them. */
export type RampTables = TablesOf<typeof rampTables>;

declare module '../../platform/database.js' {
  interface Tables extends RampTables {}
}
