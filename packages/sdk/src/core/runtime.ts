/**
 * What the SDK reads from the runtime it runs on: its name and version for the `User-Agent`
 * header, and the `PAYMENTS_LOG` environment variable. Globals only, no Node built-ins.
 */
import { ConfigurationError } from './errors.js';
import { LOG_LEVELS, type LogLevel } from './logger.js';

/** This package's version; a test holds it equal to `package.json`'s. */
export const SDK_VERSION = '0.1.0';

interface RuntimeGlobals {
  readonly Deno?: { readonly version?: { readonly deno?: string } };
  readonly Bun?: { readonly version?: string };
  readonly EdgeRuntime?: unknown;
  readonly process?: {
    readonly versions?: { readonly node?: string };
    readonly env?: Record<string, string | undefined>;
  };
  readonly navigator?: { readonly userAgent?: string };
  readonly document?: unknown;
}

/**
 * The runtime as `name/version` where a request may carry a `User-Agent` of the SDK's own:
 * `node/24.1.0`, `deno/2.9.6`, `bun/1.4.5`, `workerd`, `edge-runtime`; `undefined` in a browser,
 * which forbids setting it (and would send a CORS preflight for it), or in a runtime it cannot tell.
 */
export function runtimeName(globals: RuntimeGlobals = globalThis as RuntimeGlobals): string | undefined {
  const agent = globals.navigator?.userAgent;
  if (globals.Deno?.version?.deno) return `deno/${globals.Deno.version.deno}`;
  if (globals.Bun?.version) return `bun/${globals.Bun.version}`;
  if (typeof globals.EdgeRuntime === 'string') return 'edge-runtime';
  if (agent === 'Cloudflare-Workers') return 'workerd';
  if (globals.document !== undefined || agent?.startsWith('Mozilla/')) return undefined;
  const node = globals.process?.versions?.node;
  return node ? `node/${node}` : undefined;
}

/** `payments-platform-sdk/<version> <runtime>/<version>`, or `undefined` where it is not sent. */
export function sdkUserAgent(globals?: RuntimeGlobals): string | undefined {
  const runtime = runtimeName(globals);
  return runtime === undefined ? undefined : `payments-platform-sdk/${SDK_VERSION} ${runtime}`;
}

/**
 * The log level `PAYMENTS_LOG` names (`debug`, `info`, `warn`, `error`, `off`), where the runtime
 * has an environment; `undefined` when it is unset or unreadable (Deno without `--allow-env`).
 */
export function envLogLevel(globals: RuntimeGlobals = globalThis as RuntimeGlobals): LogLevel | undefined {
  let value: string | undefined;
  try {
    value = globals.process?.env?.PAYMENTS_LOG;
  } catch {
    return undefined;
  }
  if (value === undefined || value.trim() === '') return undefined;
  const level = value.trim().toLowerCase();
  if (!(LOG_LEVELS as readonly string[]).includes(level)) {
    throw new ConfigurationError(
      'PAYMENTS_LOG',
      `The environment variable PAYMENTS_LOG is ${JSON.stringify(value)}; it takes one of ${LOG_LEVELS.join(', ')} (or pass logLevel to createClient, which wins over it).`,
    );
  }
  return level as LogLevel;
}
