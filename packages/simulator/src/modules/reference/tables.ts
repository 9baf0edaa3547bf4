/**
 * The tables of the reference module. Only this module writes them; other modules read them or call
 * the functions its index exports.
 */
import { Table } from '../../kernel/table.js';
import { defineTables, type TablesOf } from '../../platform/database.js';
import type {
  BankFieldSchemaRow,
  BankRow,
  ChainRow,
  CountryRow,
  TokenDeploymentRow,
  TokenRow,
} from '../../platform/rows.js';

/** The tables of the reference module, by name. */
export const referenceTables = defineTables({
  countries: () => new Table<CountryRow>({ name: 'countries', key: (row) => row.code }),
  banks: () =>
    new Table<BankRow, 'byCountry'>({
      name: 'banks',
      key: (row) => row.id,
      indexes: { byCountry: (row) => row.country },
    }),
  bankFieldSchemas: () =>
    new Table<BankFieldSchemaRow>({
      name: 'bankFieldSchemas',
      key: (row) => row.country,
    }),
  chains: () =>
    new Table<ChainRow, 'bySlug' | 'byChainId'>({
      name: 'chains',
      key: (row) => row.id,
      indexes: { bySlug: (row) => row.slug, byChainId: (row) => String(row.chainId) },
    }),
  tokens: () =>
    new Table<TokenRow, 'bySymbol'>({
      name: 'tokens',
      key: (row) => row.id,
      indexes: { bySymbol: (row) => row.symbol.toUpperCase() },
    }),
  tokenDeployments: () =>
    new Table<TokenDeploymentRow, 'byChain' | 'byToken' | 'byAddress'>({
      name: 'tokenDeployments',
      key: (row) => row.id,
      indexes: {
        byChain: (row) => row.chain,
        byToken: (row) => row.tokenId,
        byAddress: (row) => row.address.toLowerCase(),
      },
    }),
});

/** The reference module's tables as the store holds them. */
export type ReferenceTables = TablesOf<typeof referenceTables>;

declare module '../../platform/database.js' {
  // biome-ignore lint/suspicious/noEmptyInterface: merges this module's tables into the store
  interface Tables extends ReferenceTables {}
}
