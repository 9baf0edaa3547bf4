/**
 * Signed download URLs: the path and the expiry are covered by an HMAC-SHA256 keyed with a
 * per-simulator secret derived from its random seed (deterministic, different per seed), computed
 * with Web Crypto so it runs in browsers as well as in Node. A URL whose expiry or path was
 * changed no longer verifies.
 */

/** Query parameter that carries the signature. */
export const SIGNATURE_PARAM = 'signature';

const encoder = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();

function keyOf(randomSeed: string): Promise<CryptoKey> {
  let key = keys.get(randomSeed);
  if (!key) {
    key = crypto.subtle.importKey(
      'raw',
      encoder.encode(`payments-simulator:signed-urls:${randomSeed}`),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign'],
    );
    keys.set(randomSeed, key);
  }
  return key;
}

const hex = (bytes: ArrayBuffer) =>
  [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * The signature of a path and expiry (epoch ms), as lowercase hex.
 *
 * @example
 * ```ts
 * const signature = await signUrl('seed', '/tx-files/abc', 1735689600000);
 * ```
 */
export async function signUrl(randomSeed: string, path: string, expiresMs: number): Promise<string> {
  const mac = await crypto.subtle.sign(
    'HMAC',
    await keyOf(randomSeed),
    encoder.encode(`${path}\n${expiresMs}`),
  );
  return hex(mac);
}

/**
 * Whether `signature` signs this path and expiry (compared in constant time).
 *
 * @example
 * ```ts
 * await verifyUrl('seed', '/tx-files/abc', 1735689600000, signature); // true
 * ```
 */
export async function verifyUrl(
  randomSeed: string,
  path: string,
  expiresMs: number,
  signature: string,
): Promise<boolean> {
  const expected = await signUrl(randomSeed, path, expiresMs);
  if (signature.length !== expected.length) return false;
  let difference = 0;
  for (let index = 0; index < expected.length; index += 1) {
    difference |= expected.charCodeAt(index) ^ signature.charCodeAt(index);
  }
  return difference === 0;
}
