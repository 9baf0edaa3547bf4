/**
 * Checks one request and its response against the contract: the route is known, the auth
 * headers of its pattern are present, params, query and body match their schemas, the response
 * is an envelope, its status is documented, its error code is one of the route's (or a platform
 * code) and its `data` matches the response schema. Values of headers are never read into a
 * message: a difference names a header, never its content.
 */
import {
  type OperationDefinition,
  type OperationSchemas,
  PLATFORM_ERRORS,
  registry,
} from '@payments-platform/sdk/contract';
import * as z from 'zod';
import { queryObject } from '../http/request-input.js';
import { redactPath } from '../http/request-log.js';

/** What kind of difference a check found. */
export const DIFFERENCE_KINDS = [
  'unknown-route',
  'missing-auth',
  'invalid-context',
  'invalid-params',
  'invalid-query',
  'invalid-body',
  'upstream-error',
  'not-json',
  'invalid-envelope',
  'undocumented-status',
  'unknown-error-code',
  'invalid-data',
] as const;
export type DifferenceKind = (typeof DIFFERENCE_KINDS)[number];

/** One way a request or a response departs from the contract. */
export interface ContractDifference {
  /** `request`: what the client sent; `response`: what the upstream answered. */
  readonly side: 'request' | 'response';
  readonly kind: DifferenceKind;
  readonly message: string;
}

/** The request as the proxy received it. */
export interface CheckedRequest {
  readonly method: string;
  /** Path and query, for example `/v1/teams?limit=2`. */
  readonly target: string;
  readonly headers: Headers;
  readonly body: Uint8Array;
}

/** The upstream's answer; `null` when the upstream could not be reached. */
export interface CheckedResponse {
  readonly status: number;
  readonly headers: Headers;
  readonly body: Uint8Array;
}

/** The outcome of checking one exchange. */
export interface ExchangeCheck {
  readonly method: string;
  /** The path template of the matched operation, or the path (without query) of an unknown route. */
  readonly path: string;
  readonly operationId: string | null;
  /** The upstream's status; `null` when it could not be reached. */
  readonly status: number | null;
  readonly differences: readonly ContractDifference[];
}

const MAX_ISSUES = 8;

function describeIssues(where: string, error: z.core.$ZodError): string {
  const issues = error.issues.slice(0, MAX_ISSUES).map((issue) => {
    const path = issue.path.map(String).join('.');
    return `${where}${path === '' ? '' : `.${path}`}: ${issue.message}`;
  });
  const more = error.issues.length - MAX_ISSUES;
  return more > 0 ? `${issues.join('; ')}; and ${more} more` : issues.join('; ');
}

const decoder = new TextDecoder();

function parseJson(
  bytes: Uint8Array,
): { readonly ok: true; readonly value: unknown } | { readonly ok: false } {
  const text = decoder.decode(bytes);
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

function bearerPresent(headers: Headers): boolean {
  const value = headers.get('authorization');
  return value !== null && /^bearer\s+\S+/i.test(value.trim());
}

function checkAuth(operation: OperationDefinition, headers: Headers, out: ContractDifference[]): void {
  const { pattern, label } = operation.auth;
  if (pattern === 'public') return;
  const key = headers.get('x-api-key');
  if (key === null || key.trim() === '') {
    out.push({
      side: 'request',
      kind: 'missing-auth',
      message: `x-api-key header missing (route auth: ${label})`,
    });
  }
  if (pattern === 'session' && !bearerPresent(headers)) {
    out.push({
      side: 'request',
      kind: 'missing-auth',
      message: `Authorization: Bearer <session> header missing (route auth: ${label})`,
    });
  }
  if (pattern === 'headerContext' || pattern === 'optionalContext') {
    const profile = headers.has('x-profile-id');
    const team = headers.has('x-team-id');
    if (profile !== team) {
      out.push({
        side: 'request',
        kind: 'invalid-context',
        message: `${profile ? 'x-profile-id without x-team-id' : 'x-team-id without x-profile-id'} (route auth: ${label})`,
      });
    }
  }
}

function checkInput(
  kind: 'invalid-params' | 'invalid-query' | 'invalid-body',
  where: string,
  schema: z.core.$ZodType | undefined,
  value: unknown,
  out: ContractDifference[],
): void {
  if (!schema) return;
  const result = z.safeParse(schema, value);
  if (!result.success) out.push({ side: 'request', kind, message: describeIssues(where, result.error) });
}

/** The statuses and codes a route may answer with. */
interface ErrorExpectations {
  readonly statuses: ReadonlySet<number>;
  /** Each known code with the statuses it is documented with. */
  readonly codes: ReadonlyMap<string, ReadonlySet<number>>;
  /** Statuses the route documents without a code: any code is accepted with them. */
  readonly uncoded: ReadonlySet<number>;
}

const expectationCache = new WeakMap<OperationDefinition, ErrorExpectations>();

function expectationsOf(operation: OperationDefinition): ErrorExpectations {
  const cached = expectationCache.get(operation);
  if (cached) return cached;
  const statuses = new Set<number>();
  const codes = new Map<string, Set<number>>();
  const uncoded = new Set<number>();
  const add = (code: string, status: number) => {
    statuses.add(status);
    let set = codes.get(code);
    if (!set) {
      set = new Set();
      codes.set(code, set);
    }
    set.add(status);
  };
  for (const [code, info] of Object.entries(PLATFORM_ERRORS)) {
    for (const status of info.statuses) add(code, status);
  }
  for (const error of operation.errors) {
    if (error.code === undefined) {
      statuses.add(error.status);
      uncoded.add(error.status);
    } else {
      add(error.code, error.status);
    }
  }
  add(operation.invalidInputCode, 400);
  for (const rule of operation.inputErrorCodes ?? []) add(rule.code, rule.status);
  const expectations = { statuses, codes, uncoded };
  expectationCache.set(operation, expectations);
  return expectations;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function checkResponse(operation: OperationDefinition, response: CheckedResponse, out: ContractDifference[]) {
  const { status } = response;
  const differ = (kind: DifferenceKind, message: string) => out.push({ side: 'response', kind, message });
  const success = status >= 200 && status < 300;
  if (success && operation.responseType === 'binary') {
    if (status !== operation.successStatus) {
      differ(
        'undocumented-status',
        `${status} is not the documented success status ${operation.successStatus}`,
      );
    }
    return;
  }
  const parsed = parseJson(response.body);
  if (!parsed.ok || parsed.value === undefined) {
    const type = response.headers.get('content-type') ?? 'no content type';
    differ('not-json', `the ${status} body is not a JSON envelope (${parsed.ok ? 'empty' : type})`);
    if (!success && !expectationsOf(operation).statuses.has(status)) {
      differ('undocumented-status', `${status} is not among the statuses ${operation.id} documents`);
    }
    return;
  }
  const envelope = parsed.value;
  if (!isObject(envelope) || typeof envelope.success !== 'boolean') {
    differ('invalid-envelope', 'the body has no boolean `success`');
    return;
  }
  if (success) {
    if (status !== operation.successStatus) {
      differ(
        'undocumented-status',
        `${status} is not the documented success status ${operation.successStatus}`,
      );
    }
    if (envelope.success !== true) {
      differ('invalid-envelope', `a ${status} answer with \`success: false\``);
      return;
    }
    if (!('data' in envelope)) {
      differ('invalid-envelope', 'a success envelope without `data`');
      return;
    }
    const checked = operation.schemas.response.safeParse(envelope.data);
    if (!checked.success) differ('invalid-data', describeIssues('data', checked.error));
    return;
  }
  if (envelope.success !== false) {
    differ('invalid-envelope', `a ${status} answer with \`success: true\``);
  }
  const error = envelope.error;
  if (!isObject(error) || typeof error.code !== 'string' || typeof error.message !== 'string') {
    differ('invalid-envelope', 'an error envelope without a string `error.code` and `error.message`');
    if (!expectationsOf(operation).statuses.has(status)) {
      differ('undocumented-status', `${status} is not among the statuses ${operation.id} documents`);
    }
    return;
  }
  const expected = expectationsOf(operation);
  const statusDocumented = expected.statuses.has(status);
  if (!statusDocumented) {
    differ('undocumented-status', `${status} is not among the statuses ${operation.id} documents`);
  }
  const codeStatuses = expected.codes.get(error.code);
  if (codeStatuses === undefined) {
    if (!expected.uncoded.has(status)) {
      differ('unknown-error-code', `${error.code} is neither a code of ${operation.id} nor a platform code`);
    }
  } else if (statusDocumented && !codeStatuses.has(status)) {
    differ(
      'undocumented-status',
      `${error.code} answered with ${status}; documented with ${[...codeStatuses].join(', ')}`,
    );
  }
}

/** A segment that looks like a token or key: long, of letters, digits, `_` and `-` only. */
const OPAQUE_SEGMENT = /^[A-Za-z0-9_-]{24,}$/;

/**
 * The path of a request without secrets, as the report and the log may show it: secret-shaped
 * text (keys, session, upload and file tokens) and long opaque segments become `[redacted]`,
 * and signed control URLs lose their token.
 *
 * @example
 * ```ts
 * maskedPath('/v1/unknown/sk_sandbox_abc'); // '/v1/unknown/[redacted]'
 * ```
 */
export function maskedPath(pathname: string): string {
  return redactPath(pathname)
    .split('/')
    .map((segment) => (OPAQUE_SEGMENT.test(segment) ? '[redacted]' : segment))
    .join('/');
}

/**
 * Checks one exchange. `response` is `null` when the upstream could not be reached.
 *
 * @example
 * ```ts
 * const check = checkExchange(
 *   { method: 'GET', target: '/v1/maintenance', headers: new Headers(), body: new Uint8Array() },
 *   { status: 200, headers: new Headers(), body: new TextEncoder().encode('{"success":true,"data":{"status":"ok"}}') },
 * );
 * check.differences; // []
 * ```
 */
export function checkExchange(request: CheckedRequest, response: CheckedResponse | null): ExchangeCheck {
  const url = new URL(request.target, 'http://proxy.invalid');
  const method = request.method.toUpperCase();
  const differences: ContractDifference[] = [];
  const match = registry.match(method, url.pathname);
  if (!match) {
    // An unknown path may hold anything, a token included: it is reported masked.
    const path = maskedPath(url.pathname);
    differences.push({
      side: 'request',
      kind: 'unknown-route',
      message: `no operation serves ${method} ${path}`,
    });
    return { method, path, operationId: null, status: response?.status ?? null, differences };
  }
  const operation: OperationDefinition = match.operation;
  const schemas: OperationSchemas = operation.schemas;
  checkAuth(operation, request.headers, differences);
  checkInput('invalid-params', 'params', schemas.params, match.params, differences);
  checkInput('invalid-query', 'query', schemas.query, queryObject(url.searchParams), differences);
  if (schemas.body) {
    const body = parseJson(request.body);
    if (body.ok) checkInput('invalid-body', 'body', schemas.body, body.value ?? {}, differences);
    else differences.push({ side: 'request', kind: 'invalid-body', message: 'the body is not valid JSON' });
  }
  if (response === null) {
    differences.push({
      side: 'response',
      kind: 'upstream-error',
      message: 'the upstream could not be reached',
    });
  } else {
    checkResponse(operation, response, differences);
  }
  return {
    method,
    path: operation.path,
    operationId: operation.id,
    status: response?.status ?? null,
    differences,
  };
}
