/**
 * The tables of the profile module and the types of their rows. Only this module writes
 * them; other modules read them, import the row types through its index, or call the functions
 * the index exports.
 */
import * as z from 'zod';
import type { JsonObject } from '../../kernel/json.js';
import { rowFields, rowSchema } from '../../kernel/row-schema.js';
import { Table } from '../../kernel/table.js';
import { defineTables, type TablesOf } from '../../platform/database.js';

/** A bank account of a profile. */
export type BankAccountRow = {
  readonly id: string;
  readonly profileId: string;
  readonly teamId: string;
  readonly accountName: string;
  readonly accountAlias: string;
  readonly accountType: 'CHECKING' | 'SAVINGS' | 'BUSINESS' | 'CURRENT' | 'MONEY_MARKET';
  readonly accountNumber: string;
  readonly country: string;
  readonly bankSlug: string;
  readonly currencySymbol: string;
  readonly additionalData: JsonObject;
  readonly createdAt: string;
  readonly updatedAt: string;
};

const bankAccountsRow = rowSchema(() =>
  z.strictObject({
    id: rowFields.key(),
    profileId: z.string(),
    teamId: z.string(),
    accountName: z.string(),
    accountAlias: z.string(),
    accountType: z.enum(['CHECKING', 'SAVINGS', 'BUSINESS', 'CURRENT', 'MONEY_MARKET']),
    accountNumber: z.string(),
    country: z.string(),
    bankSlug: z.string(),
    currencySymbol: z.string(),
    additionalData: rowFields.object(),
    createdAt: rowFields.instant(),
    updatedAt: rowFields.instant(),
  }),
);

/** The tables of the profile module, by name. */
export const profileTables = defineTables({
  bankAccounts: () =>
    new Table<BankAccountRow, 'byProfile' | 'byTeam'>({
      name: 'bankAccounts',
      row: bankAccountsRow,
      key: (row) => row.id,
      indexes: { byProfile: (row) => row.profileId, byTeam: (row) => row.teamId },
    }),
});

/** The profile module's tables as the store holds them. */
export type ProfileTables = TablesOf<typeof profileTables>;

declare module '../../platform/database.js' {
  interface Tables extends ProfileTables {}
}
