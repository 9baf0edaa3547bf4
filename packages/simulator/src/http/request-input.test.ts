import { type OperationDefinition, registry } from '@payments-platform/sdk/contract';
import { describe, expect, test } from 'vitest';
import { isSimulatorError } from '../kernel/simulator-error.js';
import { requestDataOf } from './request-data.js';
import {
  bodyTextOf,
  jsonValueProblem,
  MAX_JSON_DEPTH,
  parseJsonText,
  queryObject,
  readBodyText,
  validateInput,
} from './request-input.js';

const thrown = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (isSimulatorError(error)) return { status: error.status, code: error.code };
    throw error;
  }
  throw new Error('Expected a SimulatorError');
};

describe('engine.requestInput', () => {
  test('queryObject: a repeated key becomes an array', () => {
    expect(queryObject(new URLSearchParams('status=new&status=completed&type=buy'))).toEqual({
      status: ['new', 'completed'],
      type: 'buy',
    });
  });

  test('parseJsonText: empty is undefined, malformed is a 400 with the given code', () => {
    expect(parseJsonText('  ', 'X')).toBeUndefined();
    expect(parseJsonText('{"a":1}', 'X')).toEqual({ a: 1 });
    expect(thrown(() => parseJsonText('{', 'APP_CODE'))).toEqual({ status: 400, code: 'APP_CODE' });
  });

  test("jsonValueProblem: nesting up to the limit passes; of two problems, the last member's is named", () => {
    const nested = (levels: number): unknown => {
      let value: unknown = 1;
      for (let level = 0; level < levels; level++) value = { a: value };
      return value;
    };
    const deeper = `it is nested deeper than ${MAX_JSON_DEPTH} levels`;
    expect(jsonValueProblem(nested(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBeUndefined();
    expect(jsonValueProblem(nested(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(deeper);
    expect(jsonValueProblem(nested(5000), MAX_JSON_DEPTH)).toBe(deeper);
    expect(jsonValueProblem([nested(100), Number.POSITIVE_INFINITY], MAX_JSON_DEPTH)).toBe(
      'a number is out of range',
    );
    expect(jsonValueProblem([Number.POSITIVE_INFINITY, nested(100)], MAX_JSON_DEPTH)).toBe(deeper);
    expect(jsonValueProblem({ a: nested(100), b: { c: Number.NEGATIVE_INFINITY } }, MAX_JSON_DEPTH)).toBe(
      'a number is out of range',
    );
    expect(thrown(() => parseJsonText('{"a":1e400}', 'CODE'))).toEqual({ status: 400, code: 'CODE' });
  });

  test('bodyTextOf: bytes handed over as they are give the text at once; a promise gives a promise', async () => {
    const held = {
      ...requestDataOf(new Request('http://localhost/x')),
      readBody: () => new TextEncoder().encode('{"a":1}'),
    };
    expect(bodyTextOf(held, 100)).toBe('{"a":1}');
    const pending = bodyTextOf(
      requestDataOf(new Request('http://localhost/x', { method: 'POST', body: 'abc' })),
      100,
    );
    expect(pending).toBeInstanceOf(Promise);
    expect(await pending).toBe('abc');
  });

  test('readBodyText: 413 over the limit, by Content-Length or by bytes', async () => {
    const request = (body: string, headers: Record<string, string> = {}) =>
      new Request('http://localhost/x', { method: 'POST', body, headers });
    await expect(readBodyText(request('abc'), 3)).resolves.toBe('abc');
    await expect(readBodyText(request('abcd'), 3)).rejects.toMatchObject({
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
    });
    await expect(readBodyText(request('a', { 'content-length': '10' }), 3)).rejects.toMatchObject({
      status: 413,
    });
  });

  test('validateInput: the route input codes first (missing vs invalid), then invalidInputCode', () => {
    const validate: OperationDefinition | undefined = registry.find('GET', '/v1/auth/referral/validate');
    if (!validate) throw new Error('missing operation');
    expect(thrown(() => validateInput(validate, 'query', validate.schemas.query, {}))).toEqual({
      status: 400,
      code: 'APP_V1_AUTH_REFERRAL_VALIDATE_ROUTE_01',
    });
    expect(
      thrown(() => validateInput(validate, 'query', validate.schemas.query, { referralCode: 'bad' })),
    ).toEqual({
      status: 400,
      code: 'APP_V1_AUTH_REFERRAL_VALIDATE_ROUTE_02',
    });
    expect(validateInput(validate, 'query', validate.schemas.query, { referralCode: ' abcd1234 ' })).toEqual({
      referralCode: 'ABCD1234',
    });
    const chains: OperationDefinition | undefined = registry.find('GET', '/v1/config/bank');
    if (!chains) throw new Error('missing operation');
    expect(thrown(() => validateInput(chains, 'query', chains.schemas.query, { countries: 'MEX' }))).toEqual({
      status: 400,
      code: 'BODY_PARSER_ERROR',
    });
  });
});
