/**
 * Configuration and maintenance (spec: Endpoints > Configuration).
 */
import * as z from 'zod/mini';
import { auth } from './auth.js';
import { BODY_PARSER_CODE, defineOperation, lazySchemas } from './operation.js';
import {
  countryCode,
  jsonObject,
  loose,
  openEnum,
  printedAs,
  printedList,
  queryFlag,
  queryList,
  timestamp,
  username,
} from './schemas.js';

const countriesQueryCode = /* @__NO_SIDE_EFFECTS__ */ (value: string) => /^[A-Z]{2}$/.test(value);

/** GET /v1/config/bank */
export const getBankConfigurations = /* @__PURE__ */ defineOperation({
  id: 'getBankConfigurations',
  sdk: 'config.bankFields.list',
  area: 'config',
  method: 'GET',
  path: '/v1/config/bank',
  auth: /* @__PURE__ */ auth.key(),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    query: /* @__PURE__ */ z.object({
      countries: /* @__PURE__ */ z.optional(
        /* @__PURE__ */ printedAs(
          /* @__PURE__ */ z
            .pipe(
              /* @__PURE__ */ queryList(),
              /* @__PURE__ */ z.transform((codes) => [...new Set(codes.map((code) => code.toUpperCase()))]),
            )
            .check(
              /* @__PURE__ */ z.refine((codes) => codes.length > 0, 'At least one country code'),
              /* @__PURE__ */ z.refine((codes) => codes.every(countriesQueryCode), 'Malformed country code'),
            ),
          /* @__PURE__ */ printedList({ type: 'string', pattern: '^\\s*[A-Za-z]{2}\\s*$' }),
        ),
      ),
    }),
    response: /* @__PURE__ */ loose({
      configurations: /* @__PURE__ */ z.array(
        /* @__PURE__ */ loose({
          country: /* @__PURE__ */ z.string(),
          fields: /* @__PURE__ */ z.array(
            /* @__PURE__ */ loose({
              key: /* @__PURE__ */ z.string(),
              label: /* @__PURE__ */ z.string(),
              required: /* @__PURE__ */ z.boolean(),
              pattern: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string())),
              placeholder: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string())),
            }),
          ),
        }),
      ),
    }),
  })),
  errors: [{ status: 400 }, { status: 500 }],
  invalidInputCode: BODY_PARSER_CODE,
});

/** A chain id as sent by the server. */
const chainId = /* @__PURE__ */ z.union([/* @__PURE__ */ z.number(), /* @__PURE__ */ z.string()]);

/** GET /v1/config/chains */
export const listChains = /* @__PURE__ */ defineOperation({
  id: 'listChains',
  sdk: 'config.chains.list',
  area: 'config',
  method: 'GET',
  path: '/v1/config/chains',
  auth: /* @__PURE__ */ auth.key(),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    response: /* @__PURE__ */ loose({
      chains: /* @__PURE__ */ z.array(
        /* @__PURE__ */ loose({
          id: /* @__PURE__ */ z.string(),
          slug: /* @__PURE__ */ z.string(),
          name: /* @__PURE__ */ z.string(),
          chainId,
          image: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string())),
          type: /* @__PURE__ */ z.string(),
          chainSpecifics: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.unknown()),
          createdAt: /* @__PURE__ */ z.optional(/* @__PURE__ */ timestamp()),
          tokens: /* @__PURE__ */ z.array(
            /* @__PURE__ */ loose({
              id: /* @__PURE__ */ z.string(),
              name: /* @__PURE__ */ z.string(),
              symbol: /* @__PURE__ */ z.string(),
              address: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string())),
              image: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string())),
              accepted: /* @__PURE__ */ z.boolean(),
              decimals: /* @__PURE__ */ z.number(),
              type: /* @__PURE__ */ z.string(),
              metadata: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.nullable(/* @__PURE__ */ jsonObject())),
            }),
          ),
        }),
      ),
    }),
  })),
  errors: [{ status: 500 }],
  invalidInputCode: BODY_PARSER_CODE,
});

/** GET /v1/config/chains/tokens */
export const listTokens = /* @__PURE__ */ defineOperation({
  id: 'listTokens',
  sdk: 'config.tokens.list',
  area: 'config',
  method: 'GET',
  path: '/v1/config/chains/tokens',
  auth: /* @__PURE__ */ auth.key(),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    response: /* @__PURE__ */ loose({
      tokens: /* @__PURE__ */ z.array(
        /* @__PURE__ */ loose({
          id: /* @__PURE__ */ z.string(),
          name: /* @__PURE__ */ z.string(),
          symbol: /* @__PURE__ */ z.string(),
          image: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string())),
          accepted: /* @__PURE__ */ z.boolean(),
          chains: /* @__PURE__ */ z.array(
            /* @__PURE__ */ loose({
              id: /* @__PURE__ */ z.string(),
              slug: /* @__PURE__ */ z.string(),
              name: /* @__PURE__ */ z.string(),
              chainId,
              image: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string())),
              type: /* @__PURE__ */ z.string(),
              address: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string())),
              decimals: /* @__PURE__ */ z.number(),
              tokenType: /* @__PURE__ */ z.string(),
              metadata: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.nullable(/* @__PURE__ */ jsonObject())),
            }),
          ),
        }),
      ),
    }),
  })),
  errors: [{ status: 500 }],
  invalidInputCode: BODY_PARSER_CODE,
});

/** GET /v1/config/countries */
export const listCountries = /* @__PURE__ */ defineOperation({
  id: 'listCountries',
  sdk: 'config.countries.list',
  area: 'config',
  method: 'GET',
  path: '/v1/config/countries',
  auth: /* @__PURE__ */ auth.public(),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    query: /* @__PURE__ */ z.object({
      all: /* @__PURE__ */ z.optional(/* @__PURE__ */ queryFlag()),
    }),
    response: /* @__PURE__ */ loose({
      countries: /* @__PURE__ */ z.array(
        /* @__PURE__ */ loose({
          code: /* @__PURE__ */ z.string(),
          name: /* @__PURE__ */ z.string(),
          flag: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string())),
          language: /* @__PURE__ */ z.string(),
          currencies: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.array(/* @__PURE__ */ z.string())),
        }),
      ),
    }),
  })),
  errors: [{ status: 500 }],
  invalidInputCode: BODY_PARSER_CODE,
});

/** GET /v1/config/countries/banks */
export const listCountryBanks = /* @__PURE__ */ defineOperation({
  id: 'listCountryBanks',
  sdk: 'config.countries.banks',
  area: 'config',
  method: 'GET',
  path: '/v1/config/countries/banks',
  auth: /* @__PURE__ */ auth.key(),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    query: /* @__PURE__ */ z.object({
      country: /* @__PURE__ */ countryCode(),
    }),
    response: /* @__PURE__ */ loose({
      country: /* @__PURE__ */ z.string(),
      currencies: /* @__PURE__ */ z.array(
        /* @__PURE__ */ loose({ code: /* @__PURE__ */ z.string(), symbol: /* @__PURE__ */ z.string() }),
      ),
      banks: /* @__PURE__ */ z.array(
        /* @__PURE__ */ loose({
          slug: /* @__PURE__ */ z.string(),
          name: /* @__PURE__ */ z.string(),
          code: /* @__PURE__ */ z.string(),
        }),
      ),
    }),
  })),
  errors: [{ status: 400 }, { status: 404 }, { status: 500 }],
  invalidInputCode: BODY_PARSER_CODE,
});

/** GET /v1/config/username */
export const checkUsernameAvailability = /* @__PURE__ */ defineOperation({
  id: 'checkUsernameAvailability',
  sdk: 'config.username.checkAvailability',
  area: 'config',
  method: 'GET',
  path: '/v1/config/username',
  auth: /* @__PURE__ */ auth.key(),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    query: /* @__PURE__ */ z.object({
      username: /* @__PURE__ */ username(),
    }),
    response: /* @__PURE__ */ loose({ available: /* @__PURE__ */ z.boolean() }),
  })),
  errors: [{ status: 400 }, { status: 500 }],
  invalidInputCode: BODY_PARSER_CODE,
});

/** Maintenance status values. */
export const MAINTENANCE_STATUSES = ['ok', 'limited', 'maintenance'] as const;

/** GET /v1/maintenance */
export const getMaintenance = /* @__PURE__ */ defineOperation({
  id: 'getMaintenance',
  sdk: 'maintenance.retrieve',
  area: 'config',
  method: 'GET',
  path: '/v1/maintenance',
  auth: /* @__PURE__ */ auth.public(),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    response: /* @__PURE__ */ loose({ status: /* @__PURE__ */ openEnum(MAINTENANCE_STATUSES) }),
  })),
  errors: [],
  invalidInputCode: BODY_PARSER_CODE,
});

export const configOperations: readonly [
  typeof getBankConfigurations,
  typeof listChains,
  typeof listTokens,
  typeof listCountries,
  typeof listCountryBanks,
  typeof checkUsernameAvailability,
  typeof getMaintenance,
] = [
  getBankConfigurations,
  listChains,
  listTokens,
  listCountries,
  listCountryBanks,
  checkUsernameAvailability,
  getMaintenance,
] as const;
