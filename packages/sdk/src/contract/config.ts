/**
 * Configuration and maintenance (spec: Endpoints > Configuration).
 */
import * as z from 'zod/mini';
import { auth } from './auth.js';
import { BODY_PARSER_CODE, defineOperation } from './operation.js';
import {
  countryCode,
  jsonObject,
  loose,
  openEnum,
  queryFlag,
  queryList,
  timestamp,
  username,
} from './schemas.js';

const countriesQueryCode = /* @__NO_SIDE_EFFECTS__ */ (value: string) => /^[A-Z]{2}$/.test(value);

/** GET /v1/config/bank */
export const getBankConfigurations = defineOperation({
  id: 'getBankConfigurations',
  sdk: 'config.bankFields.list',
  area: 'config',
  method: 'GET',
  path: '/v1/config/bank',
  summary: 'List the bank-field schema of each country.',
  description:
    'Query `countries` is an optional comma-separated list of alpha-2 codes (trimmed, uppercased, deduplicated); omitted means all.',
  auth: /* @__PURE__ */ auth.key(),
  successStatus: 200,
  schemas: {
    query: z.object({
      countries: z.optional(
        /* @__PURE__ */ z
          .pipe(
            queryList(),
            z.transform((codes) => [...new Set(codes.map((code) => code.toUpperCase()))]),
          )
          .check(
            z.refine((codes) => codes.length > 0, 'At least one country code'),
            z.refine((codes) => codes.every(countriesQueryCode), 'Malformed country code'),
          ),
      ),
    }),
    response: loose({
      configurations: z.array(
        loose({
          country: z.string(),
          fields: z.array(
            loose({
              key: z.string(),
              label: z.string(),
              required: z.boolean(),
              pattern: z.optional(z.nullable(z.string())),
              placeholder: z.optional(z.nullable(z.string())),
            }),
          ),
        }),
      ),
    }),
  },
  errors: [
    { status: 400, description: 'Empty, malformed or unsupported country codes.' },
    { status: 500, description: 'Configuration lookup failed.' },
  ],
  invalidInputCode: BODY_PARSER_CODE,
});

/** A chain id as sent by the server. */
const chainId = z.union([z.number(), z.string()]);

/** GET /v1/config/chains */
export const listChains = defineOperation({
  id: 'listChains',
  sdk: 'config.chains.list',
  area: 'config',
  method: 'GET',
  path: '/v1/config/chains',
  summary: 'List the supported chains, each with its tokens.',
  description:
    'No parameters. Returns `{ chains[] }`, each chain with its `tokens[]`; when the token lookup of a chain fails, its `tokens` is an empty array.',
  auth: /* @__PURE__ */ auth.key(),
  successStatus: 200,
  schemas: {
    response: loose({
      chains: z.array(
        loose({
          id: z.string(),
          slug: z.string(),
          name: z.string(),
          chainId,
          image: z.optional(z.nullable(z.string())),
          type: z.string(),
          chainSpecifics: z.optional(z.unknown()),
          createdAt: z.optional(timestamp()),
          tokens: z.array(
            loose({
              id: z.string(),
              name: z.string(),
              symbol: z.string(),
              address: z.optional(z.nullable(z.string())),
              image: z.optional(z.nullable(z.string())),
              accepted: z.boolean(),
              decimals: z.number(),
              type: z.string(),
              metadata: z.optional(z.nullable(jsonObject())),
            }),
          ),
        }),
      ),
    }),
  },
  errors: [{ status: 500, description: 'Chain lookup failed.' }],
  invalidInputCode: BODY_PARSER_CODE,
});

/** GET /v1/config/chains/tokens */
export const listTokens = defineOperation({
  id: 'listTokens',
  sdk: 'config.tokens.list',
  area: 'config',
  method: 'GET',
  path: '/v1/config/chains/tokens',
  summary: 'List the supported tokens, each with the chains it lives on.',
  description:
    'No parameters. The inverse nesting of GET /v1/config/chains: returns `{ tokens[] }`, each token with its `chains[]` (address, decimals and token type per chain); when the chain lookup of a token fails, its `chains` is an empty array.',
  auth: /* @__PURE__ */ auth.key(),
  successStatus: 200,
  schemas: {
    response: loose({
      tokens: z.array(
        loose({
          id: z.string(),
          name: z.string(),
          symbol: z.string(),
          image: z.optional(z.nullable(z.string())),
          accepted: z.boolean(),
          chains: z.array(
            loose({
              id: z.string(),
              slug: z.string(),
              name: z.string(),
              chainId,
              image: z.optional(z.nullable(z.string())),
              type: z.string(),
              address: z.optional(z.nullable(z.string())),
              decimals: z.number(),
              tokenType: z.string(),
              metadata: z.optional(z.nullable(jsonObject())),
            }),
          ),
        }),
      ),
    }),
  },
  errors: [{ status: 500, description: 'Token lookup failed.' }],
  invalidInputCode: BODY_PARSER_CODE,
});

/** GET /v1/config/countries */
export const listCountries = defineOperation({
  id: 'listCountries',
  sdk: 'config.countries.list',
  area: 'config',
  method: 'GET',
  path: '/v1/config/countries',
  summary: 'List the supported countries.',
  description:
    'Public. Query `all`: only the literal `true` also includes countries without banks; other values are ignored. Returns `{ countries[] }` with code, name, flag, language and currencies (a string array or null).',
  auth: /* @__PURE__ */ auth.public(),
  successStatus: 200,
  schemas: {
    query: z.object({
      all: z.optional(queryFlag()),
    }),
    response: loose({
      countries: z.array(
        loose({
          code: z.string(),
          name: z.string(),
          flag: z.string(),
          language: z.string(),
          currencies: z.nullable(z.array(z.string())),
        }),
      ),
    }),
  },
  errors: [{ status: 500, description: 'Country lookup failed.' }],
  invalidInputCode: BODY_PARSER_CODE,
});

/** GET /v1/config/countries/banks */
export const listCountryBanks = defineOperation({
  id: 'listCountryBanks',
  sdk: 'config.countries.banks',
  area: 'config',
  method: 'GET',
  path: '/v1/config/countries/banks',
  summary: 'List the currencies and banks of one country.',
  description:
    'Query `country` (required alpha-2 code, trimmed and uppercased). Returns `{ country, currencies[] { code, symbol }, banks[] { slug, name, code } }`, where each currency `symbol` equals its `code`.',
  auth: /* @__PURE__ */ auth.key(),
  successStatus: 200,
  schemas: {
    query: z.object({
      country: countryCode(),
    }),
    response: loose({
      country: z.string(),
      currencies: z.array(loose({ code: z.string(), symbol: z.string() })),
      banks: z.array(loose({ slug: z.string(), name: z.string(), code: z.string() })),
    }),
  },
  errors: [
    { status: 400, description: 'Missing or malformed country code.' },
    { status: 404, description: 'Country absent or without banks.' },
    { status: 500, description: 'Lookup failed.' },
  ],
  invalidInputCode: BODY_PARSER_CODE,
});

/** GET /v1/config/username */
export const checkUsernameAvailability = defineOperation({
  id: 'checkUsernameAvailability',
  sdk: 'config.username.checkAvailability',
  area: 'config',
  method: 'GET',
  path: '/v1/config/username',
  summary: 'Check whether a username is free.',
  description:
    'Query `username` (required; at least 4 characters; letters, digits, `-` and `_`; cannot start with `api_` in any case), normalised to trimmed lowercase. Returns `{ available }`.',
  auth: /* @__PURE__ */ auth.key(),
  successStatus: 200,
  schemas: {
    query: z.object({
      username: username(),
    }),
    response: loose({ available: z.boolean() }),
  },
  errors: [
    { status: 400, description: 'Missing or malformed username.' },
    { status: 500, description: 'Lookup failed.' },
  ],
  invalidInputCode: BODY_PARSER_CODE,
});

/** Maintenance status values. */
export const MAINTENANCE_STATUSES = ['ok', 'limited', 'maintenance'] as const;

/** GET /v1/maintenance */
export const getMaintenance = defineOperation({
  id: 'getMaintenance',
  sdk: 'maintenance.retrieve',
  area: 'config',
  method: 'GET',
  path: '/v1/maintenance',
  summary: 'Read the platform maintenance status.',
  description: 'Public; always answers 200 with `status` one of `ok`, `limited` or `maintenance`.',
  auth: /* @__PURE__ */ auth.public(),
  successStatus: 200,
  schemas: {
    response: loose({ status: openEnum(MAINTENANCE_STATUSES) }),
  },
  errors: [],
  invalidInputCode: BODY_PARSER_CODE,
});

export const configOperations = [
  getBankConfigurations,
  listChains,
  listTokens,
  listCountries,
  listCountryBanks,
  checkUsernameAvailability,
  getMaintenance,
] as const;
