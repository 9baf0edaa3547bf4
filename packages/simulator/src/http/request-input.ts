/**
 * Reading and validating request input: the body (size limit, JSON), the query (repeated keys
 * become arrays) and the contract schemas, with the route's input error codes.
 */
import type { InputErrorCode, OperationDefinition, OperationSchemas } from '@payments-platform/sdk/contract';
import type * as z from 'zod';
import { jsonValueProblem, MAX_JSON_DEPTH } from '../kernel/json.js';
import { SimulatorError } from '../kernel/simulator-error.js';
import { type RequestData, readRequestBody } from './request-data.js';

/** Where an input lives. */
export type InputLocation = InputErrorCode['in'];

const decoder = new TextDecoder();

/** The body as text; 413 for a body over `limitBytes` (checked on `Content-Length`, then on the bytes). */
export async function readBodyText(request: Request | RequestData, limitBytes: number): Promise<string> {
  const bytes =
    request instanceof Request
      ? await readRequestBody(request, limitBytes)
      : await request.readBody(limitBytes);
  return textOf(bytes);
}

/**
 * The body of a plain-data request as text, without a promise when the adapter hands the bytes
 * over as they are; 413 for a body over `limitBytes`.
 */
export function bodyTextOf(request: RequestData, limitBytes: number): string | Promise<string> {
  const bytes = request.readBody(limitBytes);
  return bytes instanceof Uint8Array ? textOf(bytes) : bytes.then(textOf);
}

const textOf = (bytes: Uint8Array) => (bytes.byteLength === 0 ? '' : decoder.decode(bytes));

export { jsonValueProblem, MAX_JSON_DEPTH } from '../kernel/json.js';

/**
 * The JSON value of a body text (`undefined` when empty), or a 400 with `code` when it is not
 * JSON, nests deeper than `maxDepth` ({@link MAX_JSON_DEPTH} by default) or holds a number out of
 * range.
 */
export function parseJsonText(text: string, code: string, maxDepth: number = MAX_JSON_DEPTH): unknown {
  if (text.trim() === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch (error) {
    throw new SimulatorError(400, code, `The body is not valid JSON: ${(error as Error).message}`);
  }
  const problem = jsonValueProblem(value, maxDepth);
  if (problem !== undefined) throw new SimulatorError(400, code, `The body is not accepted: ${problem}.`);
  return value;
}

/** Query parameters as an object; a key given several times becomes an array. */
export function queryObject(params: URLSearchParams): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    query[key] = values.length === 1 ? (values[0] as string) : values;
  }
  return query;
}

const isMissing = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const describeIssues = (location: InputLocation, issues: readonly z.core.$ZodIssue[]) =>
  issues
    .slice(0, 5)
    .map((issue) => {
      const path = issue.path.map(String).join('.');
      return `${location}${path === '' ? '' : `.${path}`}: ${issue.message}`;
    })
    .join('; ');

/**
 * Parses one part of the input with the operation's schema. On failure, the first of the
 * route's `inputErrorCodes` that fits (same place, same field, missing vs invalid) gives the
 * status and code; otherwise 400 with the route's `invalidInputCode`.
 */
export function validateInput(
  operation: OperationDefinition,
  location: InputLocation,
  schema: OperationSchemas['body'],
  value: unknown,
): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues = result.error.issues;
  const message = `Invalid input for ${operation.id}: ${describeIssues(location, issues)}`;
  const raw = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  for (const rule of operation.inputErrorCodes ?? []) {
    if (rule.in !== location) continue;
    if (!issues.some((issue) => issue.path[0] === rule.field)) continue;
    const missing = isMissing(raw[rule.field]);
    if (rule.issue === 'any' || (rule.issue === 'missing') === missing) {
      throw new SimulatorError(rule.status, rule.code, message);
    }
  }
  throw new SimulatorError(400, operation.invalidInputCode, message);
}
