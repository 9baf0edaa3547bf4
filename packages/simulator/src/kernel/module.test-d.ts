import { describe, expectTypeOf, test } from 'vitest';
import type { Caller } from '../modules/tenancy/caller.js';
import {
  type BodyOf,
  defineHandlers,
  type ParamsOf,
  type QueryOf,
  type ResponseDataOf,
  reply,
} from './module.js';

describe('engine.handlers types', () => {
  test('params, query and body are the parsed contract types of the operation', () => {
    expectTypeOf<QueryOf<'listCountries'>>().toEqualTypeOf<{ all?: boolean | undefined }>();
    expectTypeOf<QueryOf<'getBankConfigurations'>>().toEqualTypeOf<{ countries?: string[] | undefined }>();
    expectTypeOf<ParamsOf<'getProfileBank'>>().toHaveProperty('id').toEqualTypeOf<string>();
    expectTypeOf<BodyOf<'getMaintenance'>>().toEqualTypeOf<undefined>();
    expectTypeOf<BodyOf<'addTeamCountry'>>().toHaveProperty('country').toEqualTypeOf<string>();
  });

  test('binary operations return bytes; others the input of their response schema', () => {
    expectTypeOf<ResponseDataOf<'getPaymentRequestInvoicePdf'>>().toEqualTypeOf<Uint8Array>();
    expectTypeOf<ResponseDataOf<'checkUsernameAvailability'>>()
      .toHaveProperty('available')
      .toEqualTypeOf<boolean>();
  });

  test('defineHandlers types each handler by its operation id', () => {
    defineHandlers({
      listCountries: ({ query, caller }) => {
        expectTypeOf(query.all).toEqualTypeOf<boolean | undefined>();
        expectTypeOf(caller).toEqualTypeOf<Caller>();
        return { countries: [] };
      },
      getMaintenance: () => reply({ status: 'ok' }, { status: 200 }),
    });
    defineHandlers({
      // @ts-expect-error: the response needs `available`
      checkUsernameAvailability: () => ({ free: true }),
    });
    defineHandlers({
      // @ts-expect-error: not an operation id
      noSuchOperation: () => ({}),
    });
  });
});
