/**
 * The tables of the compliance module and the types of their rows. Only this module writes
 * them; other modules read them, import the row types through its index, or call the functions
 * the index exports.
 */
import * as z from 'zod';
import { rowFields, rowSchema } from '../../kernel/row-schema.js';
import { Table } from '../../kernel/table.js';
import { defineTables, type TablesOf } from '../../platform/database.js';

/** A compliance-fee checkout session. */
export type ComplianceCheckoutRow = {
  /** The checkout session id. */
  readonly id: string;
  readonly appId: string;
  readonly teamId: string;
  readonly profileId: string;
  readonly mode: 'subscription';
  readonly checkoutUrl: string;
  readonly successUrl: string;
  readonly cancelUrl: string;
  readonly status: 'open' | 'complete' | 'expired';
  readonly createdAt: string;
  /** Epoch ms after which the checkout session is no longer usable. */
  readonly expiresAt: number;
};

/** Platform settings of the compliance fee. */
export type ComplianceSettingsRow = {
  readonly id: 'platform';
  /** The profile that makes (receives) the compliance-fee payment requests; null when unset. */
  readonly feeMakerProfileId: string | null;
  /** The yearly fee in USD. */
  readonly feeAmountUsd: number;
};

const complianceCheckoutsRow = rowSchema(() =>
  z.strictObject({
    id: rowFields.key(),
    appId: z.string(),
    teamId: z.string(),
    profileId: z.string(),
    mode: z.literal('subscription'),
    checkoutUrl: z.string(),
    successUrl: z.string(),
    cancelUrl: z.string(),
    status: z.enum(['open', 'complete', 'expired']),
    createdAt: rowFields.instant(),
    expiresAt: rowFields.instantMs(),
  }),
);
const complianceSettingsRow = rowSchema(() =>
  z.strictObject({
    id: z.literal('platform'),
    feeMakerProfileId: z.string().nullable(),
    feeAmountUsd: z.number().nonnegative(),
  }),
);

/** The tables of the compliance module, by name. */
export const complianceTables = defineTables({
  complianceCheckouts: () =>
    new Table<ComplianceCheckoutRow, 'byTeam'>({
      name: 'complianceCheckouts',
      row: complianceCheckoutsRow,
      key: (row) => row.id,
      indexes: { byTeam: (row) => row.teamId },
    }),
  complianceSettings: () =>
    new Table<ComplianceSettingsRow>({
      name: 'complianceSettings',
      row: complianceSettingsRow,
      key: (row) => row.id,
    }),
});

/** The compliance module's tables as the store holds them. */
export type ComplianceTables = TablesOf<typeof complianceTables>;

declare module '../../platform/database.js' {
  interface Tables extends ComplianceTables {}
}
