/**
 * The admin token of the dev server the CLI starts: the one given (`--admin-token`, the first line
 * of `--admin-token-file`, or the environment variable), else on an interface other than loopback a
 * generated one, so the control routes are never open to other machines without a token.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { isLoopbackHost } from './adapters/access-policy.js';
import type { ServeOptions } from './cli-options.js';

/** The environment variable that may hold the admin token (kept out of the process list). */
export const ADMIN_TOKEN_ENV = 'PAYMENTS_SIMULATOR_ADMIN_TOKEN';

/** A start that cannot go on: one message on stderr, exit status 1, no stack trace. */
export class StartError extends Error {
  override readonly name = 'StartError' as const;
}

/** The admin token of a start, and whether it was generated (the banner then prints it). */
export interface AdminToken {
  readonly token?: string;
  readonly generated: boolean;
}

/**
 * The admin token: `--admin-token`, else the first line of `--admin-token-file`, else the
 * environment variable; on an interface other than loopback without any, a generated one.
 *
 * @example
 * ```ts
 * adminTokenOf({ host: '0.0.0.0' }); // { token: '<32 random characters>', generated: true }
 * ```
 */
export function adminTokenOf(
  options: Pick<ServeOptions, 'host' | 'adminToken' | 'adminTokenFile'>,
  environment: Readonly<Record<string, string | undefined>> = process.env,
): AdminToken {
  if (options.adminToken !== undefined) return { token: options.adminToken, generated: false };
  if (options.adminTokenFile !== undefined) {
    let text: string;
    try {
      text = readFileSync(options.adminTokenFile, 'utf8');
    } catch (error) {
      throw new StartError(
        `Cannot read the admin token file ${options.adminTokenFile}: ${(error as Error).message}`,
      );
    }
    const token = (text.split(/\r?\n/)[0] ?? '').trim();
    if (token === '') throw new StartError(`The admin token file ${options.adminTokenFile} is empty.`);
    return { token, generated: false };
  }
  const fromEnvironment = environment[ADMIN_TOKEN_ENV]?.trim();
  if (fromEnvironment) return { token: fromEnvironment, generated: false };
  if (!isLoopbackHost(options.host)) return { token: randomBytes(24).toString('base64url'), generated: true };
  return { generated: false };
}
