/**
 * How the simulator answers an error: `fail(code, message)`. The code is one an operation
 * documents or one of the simulator catalogue ({@link SIMULATOR_ERRORS}), so a misspelt code does
 * not compile, and the status comes from the declaration or the catalogue. Only a code answered
 * with more than one status takes the status explicitly (`{ status }`), typed to those statuses.
 * The handler request carries a `fail` typed to its own operation's codes and the catalogue.
 */
import {
  type Operation,
  type OperationById,
  type OperationDefinition,
  type OperationId,
  operations,
} from '@payments-platform/sdk/contract';
import { SIMULATOR_ERRORS, type SimulatorErrorCode } from './error-catalogue.js';
import { SimulatorError, type SimulatorErrorOptions } from './simulator-error.js';

/** A code with one status it is answered with. */
interface CodedStatus {
  readonly code: string;
  readonly status: number;
}

/** The coded failures an operation documents: its errors, its input codes and its invalid-input code. */
type DocumentedOf<Op extends OperationDefinition> =
  | Extract<Op['errors'][number], CodedStatus>
  | (Op extends { readonly inputErrorCodes: readonly (infer Rule extends CodedStatus)[] } ? Rule : never)
  | { readonly code: Op['invalidInputCode']; readonly status: 400 };

/** The catalogue as code and status pairs. */
type CatalogueEntry = {
  readonly [Code in SimulatorErrorCode]: {
    readonly code: Code;
    readonly status: (typeof SIMULATOR_ERRORS)[Code]['statuses'][number];
  };
}[SimulatorErrorCode];

/** The code and status pairs one operation may fail with. */
export type OperationFailure<Id extends OperationId> = DocumentedOf<OperationById<Id>> | CatalogueEntry;

/** The code and status pairs of every operation and the catalogue. */
export type AnyFailure = DocumentedOf<Operation> | CatalogueEntry;

/** Every code the simulator may answer with. */
export type FailCode = AnyFailure['code'];

type IsUnion<T, All = T> = T extends unknown ? ([All] extends [T] ? false : true) : never;

/**
 * What `fail` takes after the message: headers and cause; and `status`, required where the code
 * is answered with more than one status (or with a status chosen per use), refused otherwise.
 */
export type FailInit<Status extends number> = SimulatorErrorOptions &
  ([Status] extends [never]
    ? { readonly status: number }
    : true extends IsUnion<Status>
      ? { readonly status: Status }
      : { readonly status?: never });

type InitArgs<Status extends number> = [Status] extends [never]
  ? [init: FailInit<Status>]
  : true extends IsUnion<Status>
    ? [init: FailInit<Status>]
    : [init?: FailInit<Status>];

type StatusOf<Failure extends CodedStatus, Code> = Extract<Failure, { readonly code: Code }>['status'];

/** A `fail` restricted to a set of code and status pairs. */
export type Fail<Failure extends CodedStatus> = <Code extends Failure['code']>(
  code: Code,
  message: string,
  ...init: InitArgs<StatusOf<Failure, Code>>
) => never;

/** The `fail` of one operation's handler: its documented codes and the catalogue. */
export type OperationFail<Id extends OperationId> = Fail<OperationFailure<Id>>;

type Statuses = ReadonlyMap<string, readonly number[]>;

function addStatus(table: Map<string, number[]>, code: string, status: number): void {
  const known = table.get(code);
  if (!known) table.set(code, [status]);
  else if (!known.includes(status)) known.push(status);
}

function documentedStatuses(operation: OperationDefinition, table: Map<string, number[]>): void {
  for (const error of operation.errors)
    if (error.code !== undefined) addStatus(table, error.code, error.status);
  for (const rule of operation.inputErrorCodes ?? []) addStatus(table, rule.code, rule.status);
  addStatus(table, operation.invalidInputCode, 400);
}

function catalogueStatuses(table: Map<string, number[]>): void {
  for (const [code, info] of Object.entries(SIMULATOR_ERRORS)) {
    if (info.statuses.length === 0 && !table.has(code)) table.set(code, []);
    for (const status of info.statuses) addStatus(table, code, status);
  }
}

let allStatuses: Statuses | undefined;
const operationStatuses = new WeakMap<OperationDefinition, Statuses>();

function statusesOfAll(): Statuses {
  if (!allStatuses) {
    const table = new Map<string, number[]>();
    for (const operation of operations) documentedStatuses(operation, table);
    catalogueStatuses(table);
    allStatuses = table;
  }
  return allStatuses;
}

function statusesOf(operation: OperationDefinition): Statuses {
  let statuses = operationStatuses.get(operation);
  if (!statuses) {
    const table = new Map<string, number[]>();
    documentedStatuses(operation, table);
    catalogueStatuses(table);
    statuses = table;
    operationStatuses.set(operation, statuses);
  }
  return statuses;
}

function build(
  statuses: Statuses,
  code: string,
  message: string,
  init: FailInit<number> = {},
): SimulatorError {
  const { status: explicit, ...options } = init as SimulatorErrorOptions & { readonly status?: number };
  const known = statuses.get(code);
  if (!known) throw new Error(`${code} is neither documented nor in the simulator catalogue`);
  const status = explicit ?? (known.length === 1 ? known[0] : undefined);
  if (status === undefined)
    throw new Error(`${code} is answered with ${known.join(' or ')}: give the status`);
  return new SimulatorError(status, code, message, options);
}

/**
 * The error `fail` would throw, for code that hands it on instead (a rejection, a mapping of
 * another error).
 *
 * @example
 * ```ts
 * return failure('OTC_SIGNER_MISMATCH', error.message);
 * ```
 */
export function failure<Code extends FailCode>(
  code: Code,
  message: string,
  ...init: InitArgs<StatusOf<AnyFailure, Code>>
): SimulatorError {
  return build(statusesOfAll(), code, message, init[0] as FailInit<number> | undefined);
}

/**
 * Answers the request with an error: throws a `SimulatorError` with the code's status.
 *
 * @example
 * ```ts
 * if (!team) fail('TEAM_NOT_FOUND', `No team ${teamId}.`);
 * fail('CH-02', 'The channel is not available for the app.', { status: 403 }); // CH-02 is 403 or 404
 * ```
 */
export function fail<Code extends FailCode>(
  code: Code,
  message: string,
  ...init: InitArgs<StatusOf<AnyFailure, Code>>
): never {
  throw build(statusesOfAll(), code, message, init[0] as FailInit<number> | undefined);
}

const operationFails = new WeakMap<OperationDefinition, OperationFail<OperationId>>();

/**
 * The `fail` of one operation: its documented codes with the statuses it documents, and the
 * catalogue.
 *
 * @example
 * ```ts
 * const fail = failFor(createInvitation);
 * fail('APP_V1_TEAMS_INVITATIONS_ROUTE_02', 'Already invited.'); // 409
 * ```
 */
export function failFor<Id extends OperationId>(operation: OperationById<Id>): OperationFail<Id> {
  let bound = operationFails.get(operation);
  if (!bound) {
    const statuses = statusesOf(operation);
    bound = ((code: string, message: string, init?: FailInit<number>) => {
      throw build(statuses, code, message, init);
    }) as OperationFail<OperationId>;
    operationFails.set(operation, bound);
  }
  return bound as unknown as OperationFail<Id>;
}
