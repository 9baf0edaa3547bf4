/**
 * Documentation text of the configuration operations, keyed by operation id: read by the
 * OpenAPI document, the generated TSDoc and the error catalogue, never by a client at run time.
 */
import type { OperationDocs } from './types.js';

export const configDocs = {
  getBankConfigurations: {
    summary: 'List the bank-field schema of each country.',
    description:
      'Query `countries` is an optional comma-separated list of alpha-2 codes (trimmed, uppercased, deduplicated); omitted means all.',
    stateRules: {
      countries: 'countries with bank fields, each one `GET /v1/config/bank` lists without `countries`',
    },
    errors: [
      // 400
      'Empty, malformed or unsupported country codes.',
      // 500
      'Configuration lookup failed.',
    ],
  },
  listChains: {
    summary: 'List the supported chains, each with its tokens.',
    description:
      'No parameters. Returns `{ chains[] }`, each chain with its `tokens[]`; when the token lookup of a chain fails, its `tokens` is an empty array.',
    errors: [
      // 500
      'Chain lookup failed.',
    ],
  },
  listTokens: {
    summary: 'List the supported tokens, each with the chains it lives on.',
    description:
      'No parameters. The inverse nesting of GET /v1/config/chains: returns `{ tokens[] }`, each token with its `chains[]` (address, decimals and token type per chain); when the chain lookup of a token fails, its `chains` is an empty array.',
    errors: [
      // 500
      'Token lookup failed.',
    ],
  },
  listCountries: {
    summary: 'List the supported countries.',
    description:
      'Public. Query `all`: only the literal `true` also includes countries without banks; other values are ignored. Returns `{ countries[] }` with code, name, flag, language and currencies (a string array or null).',
    errors: [
      // 500
      'Country lookup failed.',
    ],
  },
  listCountryBanks: {
    summary: 'List the currencies and banks of one country.',
    description:
      'Query `country` (required alpha-2 code, trimmed and uppercased). Returns `{ country, currencies[] { code, symbol }, banks[] { slug, name, code } }`, where each currency `symbol` equals its `code`.',
    errors: [
      // 400
      'Missing or malformed country code.',
      // 404
      'Country absent or without banks.',
      // 500
      'Lookup failed.',
    ],
  },
  checkUsernameAvailability: {
    summary: 'Check whether a username is free.',
    description:
      'Query `username` (required; at least 4 characters; letters, digits, `-` and `_`; cannot start with `api_` in any case), normalised to trimmed lowercase. Returns `{ available }`.',
    errors: [
      // 400
      'Missing or malformed username.',
      // 500
      'Lookup failed.',
    ],
  },
  getMaintenance: {
    summary: 'Read the platform maintenance status.',
    description: 'Public; always answers 200 with `status` one of `ok`, `limited` or `maintenance`.',
    errors: [],
  },
} as const satisfies Record<string, OperationDocs>;
