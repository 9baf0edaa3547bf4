/**
 * Configuration and maintenance (spec: Endpoints > Configuration).
 */
import { z } from 'zod';
import { auth } from './auth.js';
import { BODY_PARSER_CODE, defineOperation } from './operation.js';
import { loose, openEnum, queryFlag, queryList, username } from './schemas.js';

const countriesQueryCode = (value: string) => /^[A-Z]{2}$/.test(value);

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
  auth: auth.key(),
  successStatus: 200,
  schemas: {
    query: z.object({
      countries: queryList()
        .transform((codes) => [...new Set(codes.map((code) => code.toUpperCase()))])
        .refine((codes) => codes.length > 0, 'At least one country code')
        .refine((codes) => codes.every(countriesQueryCode), 'Malformed country code')
        .optional(),
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
              pattern: z.string().nullable().optional(),
              placeholder: z.string().nullable().optional(),
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
