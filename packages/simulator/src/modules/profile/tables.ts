/**
 * The tables of the profile module and the types of their rows. Only this module writes
 * them; other modules read them, import the row types through its index, or call the functions
 * the index exports.
 */
import type { JsonObject } from '../../kernel/json.js';
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

/** The tables of the profile module, by name. */
export const profileTables = defineTables({
  bankAccounts: () =>
    new Table<BankAccountRow, 'byProfile' | 'byTeam'>({
      name: 'bankAccounts',
      key: (row) => row.id,
      indexes: { byProfile: (row) => row.profileId, byTeam: (row) => row.teamId },
    }),
});

/** The profile module's tables as the store holds them. */
export type ProfileTables = TablesOf<typeof profileTables>;

declare module '../../platform/database.js' {
  interface Tables extends ProfileTables {}
}
