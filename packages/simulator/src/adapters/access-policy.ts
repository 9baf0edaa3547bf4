/**
 * The access policy of the standalone server: who may reach what before a request is read.
 *
 * - A `Host` header must name the bound host, a loopback name (`localhost`, `*.localhost`), an IP
 *   address or one of the allowed hosts, so a name rebound to this machine (DNS rebinding) is
 *   refused with 403 `HOST_NOT_ALLOWED`.
 * - The API routes answer browser apps of any origin (CORS); so do the signed upload and file
 *   URLs, which carry their own secret.
 * - The control routes under `/_simulator` are same-origin only: no CORS headers, a request with
 *   an `Origin` other than its own is refused (403 `CROSS_ORIGIN_REFUSED`), and a write needs
 *   `Content-Type: application/json` (415 `UNSUPPORTED_MEDIA_TYPE`), which no page of another
 *   origin can send without a preflight the server does not allow.
 */
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import { errorData } from '../http/envelope.js';
import { isControlPath } from '../http/request-data.js';
import type { Admission } from './node.js';

/** Control routes whose URLs carry their own secret (signed upload and file URLs): open to browser apps. */
const SIGNED_CONTROL_PREFIXES = ['/_simulator/uploads/', '/_simulator/tx-files/'] as const;

/** What {@link createAccessPolicy} needs to know. */
export interface AccessPolicyOptions {
  /** The interface the server listens on. */
  readonly host: string;
  /** Further host names a `Host` header may carry (a container's service name, ...); `*` allows any. */
  readonly allowedHosts?: readonly string[];
  /** The path prefix of the simulator's base URL (empty for an origin). */
  readonly basePath: () => string;
}

/** Whether an interface or host name is this machine's loopback (`127.0.0.0/8`, `::1`, `localhost`). */
export function isLoopbackHost(host: string): boolean {
  const name = bare(host);
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  if (isIP(name) === 4) return name.startsWith('127.');
  return name === '::1' || name === '0:0:0:0:0:0:0:1';
}

/** A host name lower-cased, without brackets around an IPv6 address and without a final dot. */
function bare(host: string): string {
  const lower = host.trim().toLowerCase();
  const unbracketed = lower.startsWith('[') && lower.endsWith(']') ? lower.slice(1, -1) : lower;
  return unbracketed.endsWith('.') ? unbracketed.slice(0, -1) : unbracketed;
}

/** The host name of a `Host` header (`name`, `name:port`, `[v6]:port`), or `undefined` when malformed. */
export function hostNameOf(header: string): string | undefined {
  const value = header.trim();
  if (value.startsWith('[')) {
    const end = value.indexOf(']');
    if (end === -1) return undefined;
    const rest = value.slice(end + 1);
    if (rest !== '' && !/^:\d{1,5}$/.test(rest)) return undefined;
    return bare(value.slice(0, end + 1));
  }
  const match = /^([^:]+)(?::\d{1,5})?$/.exec(value);
  return match ? bare(match[1] as string) : undefined;
}

const isJson = (contentType: string | undefined) =>
  contentType !== undefined &&
  (contentType.split(';')[0] as string).trim().toLowerCase() === 'application/json';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether an `Origin` names the host the request was sent to (the page is the server's own, as
 * the inspector is); the scheme is not compared, so a proxy that adds TLS in front still fits.
 * `null` (a sandboxed frame, a `data:` page) never does.
 */
function sameHost(origin: string, host: string): boolean {
  if (!URL.canParse(origin)) return false;
  const url = new URL(origin);
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.host === host.trim().toLowerCase();
}

/**
 * The policy of one server, as the Node listener's `admit` hook.
 *
 * @example
 * ```ts
 * const admit = createAccessPolicy({ host: '127.0.0.1', basePath: () => '' });
 * createNodeListener({ dispatch, origin: () => url, admit });
 * ```
 */
export function createAccessPolicy(
  options: AccessPolicyOptions,
): (incoming: IncomingMessage, method: string, pathname: string) => Admission {
  const bound = bare(options.host);
  const allowed = new Set((options.allowedHosts ?? []).map(bare));
  const anyHost = allowed.has('*');
  const hostAllowed = (name: string) =>
    anyHost || name === bound || allowed.has(name) || isIP(name) !== 0 || isLoopbackHost(name);

  return (incoming, method, pathname) => {
    const header = incoming.headers.host;
    const name = header === undefined ? undefined : hostNameOf(header);
    if (name === undefined || !hostAllowed(name)) {
      return {
        cors: false,
        refusal: errorData(
          403,
          'HOST_NOT_ALLOWED',
          `The Host ${JSON.stringify(header ?? '')} is not one this server answers; start it with --allowed-host <name> to add one.`,
        ),
      };
    }
    const base = options.basePath();
    const local =
      base !== '' && (pathname === base || pathname.startsWith(`${base}/`))
        ? pathname.slice(base.length) || '/'
        : pathname;
    if (!isControlPath(local)) return { cors: true };
    if (SIGNED_CONTROL_PREFIXES.some((prefix) => local.startsWith(prefix))) return { cors: true };
    const origin = incoming.headers.origin;
    if (origin !== undefined && !sameHost(origin, header as string)) {
      return {
        cors: false,
        refusal: errorData(
          403,
          'CROSS_ORIGIN_REFUSED',
          'The control routes answer pages of their own origin only (the inspector); call them from a test or a script.',
        ),
      };
    }
    if (!READS.has(method) && !isJson(incoming.headers['content-type'])) {
      return {
        cors: false,
        refusal: errorData(
          415,
          'UNSUPPORTED_MEDIA_TYPE',
          'A control route that changes the state needs Content-Type: application/json.',
        ),
      };
    }
    return { cors: false };
  };
}
