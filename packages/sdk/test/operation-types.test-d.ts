import { describe, expectTypeOf, test } from 'vitest';
import type { z } from 'zod/mini';
import type { ErrorCodesOf, OperationDefinition, Pagination } from '../src/contract/operation.js';
import type { OperationById, OperationId } from '../src/contract/operations.js';
import type { PlatformErrorCode } from '../src/contract/platform-errors.js';
import type { OperationId as DeclaredOperationId, OperationTypes } from '../src/generated/operation-types.js';

/** Whether two types are identical, not only assignable both ways. */
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Expand<T> = T extends infer O ? { [K in keyof O]: O[K] } : never;

// The types the client had before they were declared: inferred by zod from each schema.
type ZodInput<S> = S extends z.ZodMiniType ? z.input<S> : Record<never, never>;
type InferredParams<Op extends OperationDefinition> = Expand<
  ZodInput<Op['schemas']['params']> & ZodInput<Op['schemas']['query']> & ZodInput<Op['schemas']['body']>
>;
type InferredResult<Op extends OperationDefinition> = Op extends { readonly responseType: 'binary' }
  ? Uint8Array
  : z.output<Op['schemas']['response']>;
type InferredItem<Output, P> = P extends { kind: 'cursor'; itemsField: infer F extends string }
  ? Output extends { [K in F]?: readonly (infer Item)[] }
    ? Item
    : unknown
  : P extends { kind: 'offset'; itemsField: null }
    ? Output extends readonly (infer Item)[]
      ? Item
      : unknown
    : P extends { kind: 'offset'; itemsField: infer F extends string }
      ? Output extends { [K in F]?: readonly (infer Item)[] }
        ? Item
        : unknown
      : never;
type Inferred<Op extends OperationDefinition> = {
  params: InferredParams<Op>;
  result: InferredResult<Op>;
  paged: Op extends { readonly pagination: Pagination } ? true : false;
  item: InferredItem<InferredResult<Op>, Op extends { readonly pagination: infer P } ? P : never>;
};

/** The codes an operation's declaration names itself: its errors, input codes and invalid-input code. */
type OwnCodes<Op extends OperationDefinition> =
  | ErrorCodesOf<Op['errors'][number]>
  | Op['invalidInputCode']
  | (Op extends { readonly inputErrorCodes: readonly (infer Rule extends { readonly code: string })[] }
      ? Rule['code']
      : never);
/**
 * `"<id>"` for every operation whose declared error codes miss a documented code, or hold a code
 * that is neither its own nor a platform code (the platform codes come from `declaredErrors`,
 * which a runtime test checks).
 */
type CodeDrift = {
  [Id in OperationId]: [ErrorCodesOf<OperationById<Id>['errors'][number]>] extends [
    OperationTypes[Id]['errorCode'],
  ]
    ? [Exclude<OperationTypes[Id]['errorCode'], OwnCodes<OperationById<Id>> | PlatformErrorCode>] extends [
        never,
      ]
      ? never
      : Id
    : Id;
}[OperationId];

type Part = keyof Inferred<OperationDefinition>;
/** `"<id>.<part>"` for every declared type that differs from the zod-inferred one. */
type Drift = {
  [Id in OperationId]: {
    [K in Part]: Equal<OperationTypes[Id][K], Inferred<OperationById<Id>>[K]> extends true
      ? never
      : `${Id}.${K}`;
  }[Part];
}[OperationId];

describe('declared operation types', () => {
  test('declare every operation of the contract, and no other', () => {
    expectTypeOf<DeclaredOperationId>().toEqualTypeOf<OperationId>();
  });

  test("equal the zod schemas' inferred params, result and page item of every operation", () => {
    // On drift, the error names each differing type: `"onboardUser.params"`, ...
    const drift: [Drift] extends [never] ? 'none' : Drift = 'none';
    expectTypeOf(drift).toEqualTypeOf<'none'>();
  });

  test('hold the documented error codes of every operation, and no code but its own and the platform codes', () => {
    const drift: [CodeDrift] extends [never] ? 'none' : CodeDrift = 'none';
    expectTypeOf(drift).toEqualTypeOf<'none'>();
  });

  test('hold the platform codes of the checks an operation runs', () => {
    expectTypeOf<'API_KEY_INVALID'>().toExtend<OperationTypes['listChains']['errorCode']>();
    expectTypeOf<'SESSION_REQUIRED'>().toExtend<OperationTypes['getProfile']['errorCode']>();
    expectTypeOf<'API_KEY_INVALID'>().not.toExtend<OperationTypes['getMaintenance']['errorCode']>();
  });

  test('describe the operation a method carries, by id', () => {
    expectTypeOf<OperationTypes['createInvitation']['operation']['id']>().toEqualTypeOf<'createInvitation'>();
  });
});
