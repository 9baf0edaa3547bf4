/**
 * The tables of the kyc module and the types of their rows. Only this module writes
 * them; other modules read them, import the row types through its index, or call the functions
 * the index exports.
 */
import * as z from 'zod';
import type { JsonObject } from '../../kernel/json.js';
import { rowFields, rowSchema } from '../../kernel/row-schema.js';
import { Table } from '../../kernel/table.js';
import { defineTables, type TablesOf } from '../../platform/database.js';

/** Which workflow a verification record belongs to: user KYC or team KYB. */
export type VerificationWorkflow = 'kyc' | 'kyb';

/** An identity verification record: user KYC (by user) or team KYB (by team). */
export type VerificationRow = {
  readonly id: string;
  /** The provider session id. */
  readonly verificationId: string;
  readonly workflow: VerificationWorkflow;
  readonly appId: string;
  /** The verified user (KYC), or the user who started the team's KYB. */
  readonly userId: string;
  /** The profile that started the session. */
  readonly profileId: string;
  /** The verified team (KYB); null for user KYC. */
  readonly teamId: string | null;
  /** Lowercase provider status, for example `not started` or `approved`. */
  readonly status: string;
  readonly provider: string;
  readonly sessionUrl: string;
  readonly email: string;
  readonly metadata: JsonObject;
  readonly createdAt: string;
  readonly updatedAt: string;
};

const verificationsRow = rowSchema(() =>
  z.strictObject({
    id: rowFields.key(),
    verificationId: z.string(),
    workflow: z.enum(['kyc', 'kyb']),
    appId: z.string(),
    userId: z.string(),
    profileId: z.string(),
    teamId: z.string().nullable(),
    status: z.string(),
    provider: z.string(),
    sessionUrl: z.string(),
    email: z.string(),
    metadata: rowFields.object(),
    createdAt: rowFields.instant(),
    updatedAt: rowFields.instant(),
  }),
);

/** The tables of the kyc module, by name. */
export const kycTables = defineTables({
  verifications: () =>
    new Table<VerificationRow, 'byUser' | 'byTeam' | 'byVerificationId'>({
      name: 'verifications',
      row: verificationsRow,
      key: (row) => row.id,
      indexes: {
        byUser: (row) => (row.workflow === 'kyc' ? row.userId : null),
        byTeam: (row) => (row.workflow === 'kyb' ? row.teamId : null),
        byVerificationId: (row) => row.verificationId,
      },
    }),
});

/** The kyc module's tables as the store holds them. */
export type KycTables = TablesOf<typeof kycTables>;

declare module '../../platform/database.js' {
  interface Tables extends KycTables {}
}
