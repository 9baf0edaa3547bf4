/**
 * The tables of the reference module and the types of their rows. Only this module writes
 * them; other modules read them, import the row types through its index, or call the functions
 * the index exports.
 */
import * as z from 'zod';
import type { JsonObject } from '../../kernel/json.js';
import { rowFields, rowSchema } from '../../kernel/row-schema.js';
import { Table } from '../../kernel/table.js';
import { defineTables, type TablesOf } from '../../platform/database.js';

/** A country of the reference data. */
export type CountryRow = {
  readonly code: string;
  readonly name: string;
  readonly flag: string;
  readonly language: string;
  readonly currencies: string[] | null;
};

/** A bank of a country (reference data). */
export type BankRow = {
  readonly id: string;
  readonly country: string;
  readonly slug: string;
  readonly name: string;
  readonly code: string;
};

/** One field of a country's bank-account form. */
export type BankField = {
  readonly key: string;
  readonly label: string;
  readonly required: boolean;
  readonly pattern: string | null;
  readonly placeholder: string | null;
};

/** The bank-field schema of a country (validates `additionalData`). */
export type BankFieldSchemaRow = {
  readonly country: string;
  readonly fields: BankField[];
};

/** A supported chain. */
export type ChainRow = {
  readonly id: string;
  readonly slug: string;
  readonly name: string;
  readonly chainId: number;
  readonly image: string | null;
  readonly type: 'EVM';
  readonly testnet: boolean;
  readonly chainSpecifics: JsonObject;
  readonly createdAt: string;
};

/** A token, across the chains it is deployed on. */
export type TokenRow = {
  readonly id: string;
  readonly symbol: string;
  readonly name: string;
  readonly image: string | null;
  readonly accepted: boolean;
};

/** A token on one chain. */
export type TokenDeploymentRow = {
  readonly id: string;
  readonly tokenId: string;
  /** `ChainRow.id`. */
  readonly chain: string;
  readonly address: string;
  readonly decimals: number;
  readonly type: 'native' | 'erc20';
  readonly metadata: JsonObject | null;
};

const countriesRow = rowSchema(() =>
  z.strictObject({
    code: rowFields.key(),
    name: z.string(),
    flag: z.string(),
    language: z.string(),
    currencies: z.array(z.string()).nullable(),
  }),
);
const banksRow = rowSchema(() =>
  z.strictObject({
    id: rowFields.key(),
    country: z.string(),
    slug: z.string(),
    name: z.string(),
    code: z.string(),
  }),
);
const bankFieldSchemasRow = rowSchema(() =>
  z.strictObject({
    country: rowFields.key(),
    fields: z.array(
      z.strictObject({
        key: z.string(),
        label: z.string(),
        required: z.boolean(),
        pattern: z.string().nullable(),
        placeholder: z.string().nullable(),
      }),
    ),
  }),
);
const chainsRow = rowSchema(() =>
  z.strictObject({
    id: rowFields.key(),
    slug: z.string(),
    name: z.string(),
    chainId: z.number().int().positive(),
    image: z.string().nullable(),
    type: z.literal('EVM'),
    testnet: z.boolean(),
    chainSpecifics: rowFields.object(),
    createdAt: rowFields.instant(),
  }),
);
const tokensRow = rowSchema(() =>
  z.strictObject({
    id: rowFields.key(),
    symbol: z.string(),
    name: z.string(),
    image: z.string().nullable(),
    accepted: z.boolean(),
  }),
);
const tokenDeploymentsRow = rowSchema(() =>
  z.strictObject({
    id: rowFields.key(),
    tokenId: z.string(),
    chain: z.string(),
    address: z.string(),
    decimals: rowFields.count(),
    type: z.enum(['native', 'erc20']),
    metadata: rowFields.object().nullable(),
  }),
);

/** The tables of the reference module, by name. */
export const referenceTables = defineTables({
  countries: () => new Table<CountryRow>({ name: 'countries', row: countriesRow, key: (row) => row.code }),
  banks: () =>
    new Table<BankRow, 'byCountry'>({
      name: 'banks',
      row: banksRow,
      key: (row) => row.id,
      indexes: { byCountry: (row) => row.country },
    }),
  bankFieldSchemas: () =>
    new Table<BankFieldSchemaRow>({
      name: 'bankFieldSchemas',
      row: bankFieldSchemasRow,
      key: (row) => row.country,
    }),
  chains: () =>
    new Table<ChainRow, 'bySlug' | 'byChainId'>({
      name: 'chains',
      row: chainsRow,
      key: (row) => row.id,
      indexes: { bySlug: (row) => row.slug, byChainId: (row) => String(row.chainId) },
    }),
  tokens: () =>
    new Table<TokenRow, 'bySymbol'>({
      name: 'tokens',
      row: tokensRow,
      key: (row) => row.id,
      indexes: { bySymbol: (row) => row.symbol.toUpperCase() },
    }),
  tokenDeployments: () =>
    new Table<TokenDeploymentRow, 'byChain' | 'byToken' | 'byAddress'>({
      name: 'tokenDeployments',
      row: tokenDeploymentsRow,
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
  interface Tables extends ReferenceTables {}
}
