import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { PaymentsError } from '../core/errors.js';
import { isWebhookVerificationError, WebhookVerificationError } from './errors.js';
import { readHeader, timingSafeEqual, verifyWebhookSecret, WEBHOOK_SECRET_HEADER } from './secret.js';

const SECRET = 'whsec_test_2f9c1a7e';

const failure = (run: () => void): WebhookVerificationError => {
  try {
    run();
  } catch (error) {
    if (error instanceof WebhookVerificationError) return error;
    throw error;
  }
  throw new Error('expected a WebhookVerificationError');
};

describe('webhooks.verify', () => {
  test('verify: accepts the configured secret from a plain object', () => {
    expect(() => verifyWebhookSecret({ 'x-webhook-secret': SECRET }, SECRET)).not.toThrow();
  });

  test('verify: accepts the configured secret from a fetch Headers', () => {
    const headers = new Headers({ 'X-Webhook-Secret': SECRET, 'content-type': 'application/json' });
    expect(() => verifyWebhookSecret(headers, SECRET)).not.toThrow();
  });

  test('verify: the header name is case-insensitive', () => {
    for (const name of ['X-Webhook-Secret', 'X-WEBHOOK-SECRET', 'x-webhook-secret', 'x-WebHook-secret']) {
      expect(() => verifyWebhookSecret({ [name]: SECRET }, SECRET)).not.toThrow();
      expect(() => verifyWebhookSecret(new Headers({ [name]: SECRET }), SECRET)).not.toThrow();
    }
    expect(WEBHOOK_SECRET_HEADER).toBe('x-webhook-secret');
  });

  test("verify: accepts Node's IncomingHttpHeaders shape, where a value may be an array", () => {
    const headers = { host: '127.0.0.1', 'x-webhook-secret': [SECRET], 'set-cookie': ['a=1', 'b=2'] };
    expect(() => verifyWebhookSecret(headers, SECRET)).not.toThrow();
    expect(() => verifyWebhookSecret({ 'x-webhook-secret': undefined, other: SECRET }, SECRET)).toThrow(
      WebhookVerificationError,
    );
  });

  test('verify: compares the UTF-8 bytes of non-ASCII secrets', () => {
    const secret = 'clé-€-秘密';
    expect(() => verifyWebhookSecret({ 'x-webhook-secret': secret }, secret)).not.toThrow();
    expect(failure(() => verifyWebhookSecret({ 'x-webhook-secret': 'cle-€-秘密' }, secret)).reason).toBe(
      'mismatch',
    );
  });

  test('error: rejects a missing header', () => {
    const error = failure(() => verifyWebhookSecret({ 'content-type': 'application/json' }, SECRET));
    expect(error.reason).toBe('missing_header');
    expect(error.message).toMatch(/missing/);
    expect(failure(() => verifyWebhookSecret(new Headers(), SECRET)).reason).toBe('missing_header');
  });

  test('error: rejects an empty header as missing', () => {
    expect(failure(() => verifyWebhookSecret({ 'x-webhook-secret': '' }, SECRET)).reason).toBe(
      'missing_header',
    );
    expect(failure(() => verifyWebhookSecret({ 'x-webhook-secret': [] }, SECRET)).reason).toBe(
      'missing_header',
    );
  });

  test('error: rejects a wrong secret', () => {
    const error = failure(() => verifyWebhookSecret({ 'x-webhook-secret': 'whsec_test_00000000' }, SECRET));
    expect(error.reason).toBe('mismatch');
    expect(error.message).not.toContain(SECRET);
  });

  test('error: rejects a prefix, an extension or a case change of the secret', () => {
    for (const candidate of [SECRET.slice(0, -1), `${SECRET}0`, SECRET.toUpperCase(), SECRET.repeat(2)]) {
      expect(failure(() => verifyWebhookSecret({ 'x-webhook-secret': candidate }, SECRET)).reason).toBe(
        'mismatch',
      );
    }
  });

  test('error: rejects repeated header values even when one of them is the secret', () => {
    expect(failure(() => verifyWebhookSecret({ 'x-webhook-secret': [SECRET, 'other'] }, SECRET)).reason).toBe(
      'mismatch',
    );
    const headers = new Headers();
    headers.append('x-webhook-secret', SECRET);
    headers.append('x-webhook-secret', SECRET);
    expect(failure(() => verifyWebhookSecret(headers, SECRET)).reason).toBe('mismatch');
  });

  test('error: an empty configured secret is a TypeError, even when the header is empty too', () => {
    expect(() => verifyWebhookSecret({ 'x-webhook-secret': '' }, '')).toThrow(TypeError);
    expect(() => verifyWebhookSecret({}, '')).toThrow(TypeError);
  });

  test('error: the error is a named PaymentsError recognised by its guard across package copies', () => {
    const error = failure(() => verifyWebhookSecret({}, SECRET));
    expect(error).toBeInstanceOf(PaymentsError);
    expect(error.name).toBe('WebhookVerificationError');
    expect(isWebhookVerificationError(error)).toBe(true);
    const foreign = Object.assign(new Error('copy'), {
      name: 'WebhookVerificationError',
      reason: 'mismatch',
    });
    expect(isWebhookVerificationError(foreign)).toBe(true);
    expect(
      isWebhookVerificationError(Object.assign(new Error('x'), { name: 'WebhookVerificationError' })),
    ).toBe(false);
    expect(isWebhookVerificationError(new Error('x'))).toBe(false);
  });
});

describe('webhooks.verify.compare', () => {
  test('compare: equal only for identical byte sequences', () => {
    expect(timingSafeEqual('abc', 'abc')).toBe(true);
    expect(timingSafeEqual('abd', 'abc')).toBe(false);
    expect(timingSafeEqual('xbc', 'abc')).toBe(false);
    expect(timingSafeEqual('ab', 'abc')).toBe(false);
    expect(timingSafeEqual('abcabc', 'abc')).toBe(false);
    expect(timingSafeEqual('', 'abc')).toBe(false);
    expect(timingSafeEqual('', '')).toBe(true);
    expect(timingSafeEqual('a', '')).toBe(false);
  });

  test('compare: strings that differ only in UTF-8 encoding length are not equal', () => {
    // 'é' is two bytes; 'e' plus a combining accent is three.
    expect(timingSafeEqual('e\u0301', '\u00e9')).toBe(false);
    expect(timingSafeEqual('\u00e9', '\u00e9')).toBe(true);
  });

  test('header: repeated values are joined and surrounding spaces dropped, as Headers.get does', () => {
    expect(readHeader({ 'X-Test': [' a ', 'b'] }, 'x-test')).toBe('a, b');
    expect(readHeader(new Headers([['x-test', ' a ']]), 'X-TEST')).toBe('a');
    expect(readHeader({ 'x-test': '   ' }, 'x-test')).toBeUndefined();
  });
});

describe('webhooks.runtime', () => {
  test('runtime: the webhook sources import no Node built-ins and use no Buffer or process', () => {
    const sources = readdirSync(import.meta.dirname).filter(
      (file) => file.endsWith('.ts') && !file.includes('.test.') && !file.includes('.test-d.'),
    );
    expect(sources).toEqual(expect.arrayContaining(['secret.ts', 'events.ts', 'handler.ts', 'node.ts']));
    for (const file of sources) {
      const code = readFileSync(join(import.meta.dirname, file), 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/\/\/.*$/gm, '');
      expect(code, file).not.toMatch(/['"]node:/);
      expect(code, file).not.toMatch(/from\s+['"](http|https|crypto|buffer|stream|util)['"]/);
      expect(code, file).not.toMatch(/\brequire\(/);
      expect(code, file).not.toMatch(/\bBuffer\b/);
      expect(code, file).not.toMatch(/\bprocess\./);
    }
  });
});
