/**
 * What the client leaves out: the operations' prose stays out of its bundle, schemas are built
 * on first read, and log details are built only for the levels a logger keeps.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { PLATFORM_ERRORS } from '../src/contract/errors.js';
import { lazySchemas, type OperationSchemas } from '../src/contract/operation.js';
import { operationDocs } from '../src/contract/operation-docs.js';
import { operations } from '../src/contract/operations.js';
import { levelledLogger } from '../src/core/logger.js';
import { createClient } from '../src/index.js';
import { bundleSource } from './bundle-source.js';
import { fail, ok, stubFetch } from './stub-fetch.js';

describe('the client bundle', () => {
  test('holds every operation but none of their prose, and no error catalogue', async () => {
    const code = await bundleSource(
      `
      import { createClient } from '@payments-platform/sdk';
      export const result = createClient({ apiKey: 'key', baseUrl: 'http://api.test' }).maintenance.retrieve();
    `,
      { minify: true },
    );
    for (const operation of operations) expect(code, operation.id).toContain(operation.path);
    for (const [id, docs] of Object.entries(operationDocs)) {
      expect(code, id).not.toContain(docs.summary);
      if (docs.description) expect(code, id).not.toContain(docs.description);
    }
    expect(code).not.toContain(PLATFORM_ERRORS.ROUTE_NOT_FOUND.meaning);
  }, 30_000);
});

describe('lazySchemas', () => {
  test('builds nothing until a schema is read, then builds once and keeps the schemas', () => {
    const build = vi.fn((): OperationSchemas => ({ response: operations[0].schemas.response }));
    const schemas = lazySchemas(build);
    expect(build).not.toHaveBeenCalled();
    expect(schemas.params).toBeUndefined();
    expect(schemas.response).toBe(operations[0].schemas.response);
    expect(schemas.body).toBeUndefined();
    expect(build).toHaveBeenCalledTimes(1);
  });

  test('a declaration answers the same schema object on every read', () => {
    for (const operation of operations) {
      const schemas: OperationSchemas = operation.schemas;
      expect(schemas.response, operation.id).toBe(schemas.response);
      expect(schemas.query, operation.id).toBe(schemas.query);
    }
  });
});

describe('levelledLogger', () => {
  test('says which levels it keeps and passes only those on', () => {
    const entries: string[] = [];
    const record = (message: string) => entries.push(message);
    const logger = levelledLogger({ debug: record, info: record, warn: record, error: record }, 'warn');
    expect([logger.logs('debug'), logger.logs('info'), logger.logs('warn'), logger.logs('error')]).toEqual([
      false,
      false,
      true,
      true,
    ]);
    logger.debug('d');
    logger.info('i');
    logger.warn('w');
    logger.error('e');
    expect(entries).toEqual(['w', 'e']);
  });
});

describe('retry logging', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const retriedOnce = (logLevel: 'info' | 'warn') => {
    const lines: string[] = [];
    const record = (message: string) => lines.push(message);
    const stub = stubFetch((_, index) => (index === 0 ? fail(503, 'DOWN') : ok({ status: 'ok' })));
    const client = createClient({
      baseUrl: 'http://api.test',
      fetch: stub.fetch,
      random: () => 0.5,
      logger: { debug: record, info: record, warn: record, error: record },
      logLevel,
    });
    return { lines, stub, result: client.maintenance.retrieve() };
  };

  test('a logger that keeps info logs each retry', async () => {
    const { lines, stub, result } = retriedOnce('info');
    await vi.runAllTimersAsync();
    expect(await result).toEqual({ status: 'ok' });
    expect(stub.requests).toHaveLength(2);
    expect(lines).toEqual(['Retrying request']);
  });

  test('a logger at warn logs no retry, and the call still retries', async () => {
    const { lines, stub, result } = retriedOnce('warn');
    await vi.runAllTimersAsync();
    expect(await result).toEqual({ status: 'ok' });
    expect(stub.requests).toHaveLength(2);
    expect(lines).toEqual([]);
  });
});
