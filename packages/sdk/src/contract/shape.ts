/**
 * The shape of an operation declaration that carries no zod types: its route, auth, documented
 * errors and paging, and the input and output types its schemas infer, read structurally. The
 * client's public types and the core's signatures use these, so that a program importing the SDK
 * loads no zod declarations; `operation.ts` adds the zod schemas.
 */
import type { AuthRequirement } from './auth.js';

/** HTTP methods the API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Areas of the spec, one contract file each. */
export const AREAS = [
  'auth',
  'teams',
  'profile',
  'user',
  'kyc',
  'compliance',
  'channels',
  'otc',
  'core',
  'topup',
  'ramp',
  'wallets',
  'transactions',
  'config',
  'notifications',
] as const;
export type Area = (typeof AREAS)[number];

/**
 * The part a documented error plays in the checks the platform runs before a handler, so code
 * reads it from the declaration instead of from the wording of the error's description:
 *
 * - `missingContext`: no usable profile/team context. Without a `code` the route answers the
 *   platform code `CONTEXT_REQUIRED` with the given status.
 * - `insufficientRole`: the acting profile lacks the team role the route needs.
 * - `invalidContext`: the session or context is present but invalid. Without a `code` (compliance:
 *   "an invalid context gives 401 or 400") the route answers the platform code `CONTEXT_INVALID`
 *   with the given status.
 * - `invalidKey`: the API key is missing, unknown, revoked or of another environment.
 * - `invalidMethod`: another HTTP method at the route's path.
 * - `actionNotFound`: a path one segment below the route's path that no operation serves.
 */
export const ERROR_ROLES = [
  'missingContext',
  'insufficientRole',
  'invalidContext',
  'invalidKey',
  'invalidMethod',
  'actionNotFound',
] as const;
export type ErrorRole = (typeof ERROR_ROLES)[number];

/** A documented error of an operation. `code` is absent where the spec gives only a status. */
export interface ErrorSpec {
  readonly status: number;
  readonly code?: string;
  /** The part the error plays in the platform's checks, where it plays one; see {@link ErrorRole}. */
  readonly role?: ErrorRole;
  /**
   * What a bare numeric code (`1`, `2`, ...) means on this route, a few words the SDK adds to the
   * error's message: the code alone does not say it.
   */
  readonly meaning?: string;
  /**
   * This error is also the route's answer to a path id that names no record the caller may reach,
   * in place of the 404 every other path id gets (see `declaredErrors`).
   */
  readonly unknownId?: true;
}

/** A code the spec gives to one kind of input failure of one field. */
export interface InputErrorCode {
  /** Where the field lives. */
  readonly in: 'params' | 'query' | 'body';
  /** Top-level field name. */
  readonly field: string;
  /** `missing`: absent or empty; `invalid`: present but failing a rule; `any`: either. */
  readonly issue: 'missing' | 'invalid' | 'any';
  readonly status: number;
  readonly code: string;
}

/** How a list operation pages. */
export type Pagination =
  | {
      readonly kind: 'cursor';
      /** query parameter that takes the cursor */
      readonly cursorParam: string;
      /** response field that holds the next cursor; absent on the last page */
      readonly nextCursorField: string;
      /** response field that holds the page items */
      readonly itemsField: string;
    }
  | {
      readonly kind: 'offset';
      readonly limitParam: string;
      readonly offsetParam: string;
      /** response field with the items, or `null` when `data` itself is the array */
      readonly itemsField: string | null;
      /** page size used when iterating and the caller gives none */
      readonly defaultLimit: number;
    };

/** Body-parser code used where the spec names no validation code for a route. */
export const BODY_PARSER_CODE = 'BODY_PARSER_ERROR';

/**
 * An operation's declaration without its schemas: what a client method's `operation` member
 * shows. The declaration with its zod schemas is on `@payments-platform/sdk/contract`.
 */
export interface OperationDescriptor {
  /** Stable camelCase id, unique across the API. */
  readonly id: string;
  /** Place in the SDK namespace tree, for example `teams.invitations.create`. */
  readonly sdk: string;
  readonly area: Area;
  readonly method: HttpMethod;
  /** Path template exactly as in the spec, with `{name}` placeholders. */
  readonly path: string;
  readonly auth: AuthRequirement;
  readonly successStatus: number;
  /** Documented errors; their descriptions are in the operation's docs (`docsOf`). */
  readonly errors: readonly ErrorSpec[];
  /**
   * The code answered with a 400 when params, query or body fail validation: the route's
   * documented code where the spec names one, otherwise the body-parser code.
   */
  readonly invalidInputCode: string;
  /**
   * Route codes the spec gives to particular input failures, checked in order before
   * `invalidInputCode`: for example a missing `referralCode` answers `..._01` and a malformed one
   * `..._02`.
   */
  readonly inputErrorCodes?: readonly InputErrorCode[];
  /** `binary` for routes that return bytes (the invoice PDF). Default `json`. */
  readonly responseType?: 'json' | 'binary';
  readonly pagination?: Pagination;
}

/**
 * The part of a zod schema its types live in: `z.input` and `z.output` read the same members.
 */
export interface SchemaTypes {
  readonly _zod: { readonly input: unknown; readonly output: unknown };
}

/** The input and output types of an operation's schemas; see {@link SchemaTypes}. */
export interface OperationSchemaTypes {
  readonly params?: SchemaTypes;
  readonly query?: SchemaTypes;
  readonly body?: SchemaTypes;
  readonly response: SchemaTypes;
}

/** An operation declaration, with its schemas read only for their types. */
export interface OperationShape extends OperationDescriptor {
  readonly schemas: OperationSchemaTypes;
}

/** The codes of a union of error specs (entries without a code are skipped). */
export type ErrorCodesOf<E> = E extends { readonly code: infer Code extends string } ? Code : never;

/** The documented error codes of an operation, as a union of literals. */
export type OperationErrorCode<Op extends { readonly errors: readonly ErrorSpec[] }> = ErrorCodesOf<
  Op['errors'][number]
>;

type SchemaInput<S> = S extends { readonly _zod: { readonly input: infer Input } }
  ? Input
  : Record<never, never>;

/**
 * The single params object an SDK method takes: path params, query and body fields together.
 */
export type OperationInput<Op extends OperationShape> = SchemaInput<Op['schemas']['params']> &
  SchemaInput<Op['schemas']['query']> &
  SchemaInput<Op['schemas']['body']>;

/** The `data` payload an operation returns; the bytes of the body for a binary operation. */
export type OperationOutput<Op extends OperationShape> = Op extends { readonly responseType: 'binary' }
  ? Uint8Array
  : Op['schemas']['response']['_zod']['output'];
