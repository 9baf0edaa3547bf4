/**
 * API key formats and lookup. A key's prefix names its environment: `sk_sandbox_` or `sk_live_`.
 */
import { PLATFORM_ERRORS, type PlatformErrorCode } from '@payments-platform/sdk/contract';
import { failure } from '../../kernel/fail.js';
import type { Ids } from '../../kernel/ids.js';
import { SimulatorError } from '../../kernel/simulator-error.js';
import type { SimulatorEnvironment } from '../../platform/config.js';
import type { Store } from '../../platform/database.js';
import type { ApiKeyRow } from './tables.js';

/** Key prefix per environment. */
export const KEY_PREFIXES = {
  sandbox: 'sk_sandbox_',
  production: 'sk_live_',
} as const satisfies Record<SimulatorEnvironment, string>;

/**
 * The environment a key's prefix names, if any.
 *
 * @example
 * ```ts
 * environmentOfKey('sk_live_abc'); // 'production'
 * ```
 */
export function environmentOfKey(key: string): SimulatorEnvironment | undefined {
  if (key.startsWith(KEY_PREFIXES.sandbox)) return 'sandbox';
  if (key.startsWith(KEY_PREFIXES.production)) return 'production';
  return undefined;
}

/** A new random key string for an environment. */
export function generateApiKey(ids: Ids, environment: SimulatorEnvironment): string {
  return `${KEY_PREFIXES[environment]}${ids.token(32)}`;
}

/** A {@link SimulatorError} with a platform code and its documented status. */
export function platformError(code: PlatformErrorCode, message: string, headers?: Record<string, string>) {
  const status = PLATFORM_ERRORS[code].statuses[0];
  return failure(code, message, { status, ...(headers ? { headers } : {}) });
}

/**
 * The key row of an `x-api-key` header value, or the 403 the spec gives: missing, of the other
 * environment, unknown or revoked.
 */
export function authenticateKey(
  store: Store,
  header: string | null,
  environment: SimulatorEnvironment,
): ApiKeyRow {
  const value = header?.trim() ?? '';
  if (value === '') throw platformError('API_KEY_REQUIRED', 'The x-api-key header is required.');
  const keyEnvironment = environmentOfKey(value);
  if (keyEnvironment !== undefined && keyEnvironment !== environment) {
    throw platformError(
      'API_KEY_WRONG_ENVIRONMENT',
      `This is a ${keyEnvironment} key; this host serves the ${environment} environment.`,
    );
  }
  const row = store.apiKeys.first('byKey', value);
  if (!row || row.revokedAt !== null) throw platformError('API_KEY_INVALID', 'The API key is not valid.');
  if (row.environment !== environment) {
    throw platformError(
      'API_KEY_WRONG_ENVIRONMENT',
      `This is a ${row.environment} key; this host serves the ${environment} environment.`,
    );
  }
  return row;
}
