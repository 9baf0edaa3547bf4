/**
 * The API's named environments and their base URLs. Kept apart from the HTTP core so that code
 * which only needs the hosts (the simulator's MSW handlers) does not load the HTTP client.
 */

/**
 * Named environments and their base URLs.
 *
 * @example
 * ```ts
 * import { ENVIRONMENTS } from '@payments-platform/sdk/contract';
 *
 * ENVIRONMENTS.sandbox; // 'https://sandbox.api.payments-platform.com'
 * ```
 */
export const ENVIRONMENTS = {
  sandbox: 'https://sandbox.api.payments-platform.com',
  production: 'https://api.payments-platform.com',
} as const;

/** The name of one of {@link ENVIRONMENTS}. */
export type Environment = keyof typeof ENVIRONMENTS;
