/**
 * Signed download URLs: the path and the expiry are covered by an HMAC-SHA256 keyed with a
 * per-simulator key of 32 random bytes, computed with Web Crypto so it runs in browsers as well as
 * in Node. The key is drawn from the system's random source, never from the id seed, and kept
 * with the state (`secrets.urlSigningKey` of a snapshot), so URLs still verify after a restart
 * from a state file or a restore. A URL whose expiry or path was changed no longer verifies.
 */

/** Query parameter that carries the signature. */
export const SIGNATURE_PARAM = 'signature';

/** Bytes of a signing key. */
export const URL_SIGNING_KEY_BYTES = 32;

/** A signing key as a snapshot holds it: 64 lowercase hex digits. */
export const URL_SIGNING_KEY_PATTERN = /^[0-9a-f]{64}$/;

const encoder = new TextEncoder();

const hex = (bytes: ArrayBuffer | Uint8Array) =>
  [...(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes))]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('');

/**
 * Signs and verifies the download URLs of one simulator.
 *
 * @example
 * ```ts
 * const signer = new UrlSigner();
 * const signature = await signer.sign('/tx-files/abc', 1735689600000);
 * await signer.verify('/tx-files/abc', 1735689600000, signature); // true
 * ```
 */
export class UrlSigner {
  #key: string;
  #cryptoKey: Promise<CryptoKey> | undefined;

  /** A signer with a fresh random key, or with `key` (64 hex digits). */
  constructor(key?: string) {
    this.#key = key ?? hex(crypto.getRandomValues(new Uint8Array(URL_SIGNING_KEY_BYTES)));
    if (!URL_SIGNING_KEY_PATTERN.test(this.#key)) throw new RangeError('A URL signing key is 64 hex digits');
  }

  /** The key, as a snapshot holds it. */
  get key(): string {
    return this.#key;
  }

  /** Replaces the key (a restore). */
  set key(key: string) {
    if (!URL_SIGNING_KEY_PATTERN.test(key)) throw new RangeError('A URL signing key is 64 hex digits');
    if (key === this.#key) return;
    this.#key = key;
    this.#cryptoKey = undefined;
  }

  #keyObject(): Promise<CryptoKey> {
    if (this.#cryptoKey === undefined) {
      const bytes = new Uint8Array(URL_SIGNING_KEY_BYTES);
      for (let index = 0; index < bytes.length; index += 1) {
        bytes[index] = Number.parseInt(this.#key.slice(index * 2, index * 2 + 2), 16);
      }
      this.#cryptoKey = crypto.subtle.importKey('raw', bytes, { name: 'HMAC', hash: 'SHA-256' }, false, [
        'sign',
      ]);
    }
    return this.#cryptoKey;
  }

  /** The signature of a path and expiry (epoch ms), as lowercase hex. */
  async sign(path: string, expiresMs: number): Promise<string> {
    const mac = await crypto.subtle.sign(
      'HMAC',
      await this.#keyObject(),
      encoder.encode(`${path}\n${expiresMs}`),
    );
    return hex(mac);
  }

  /** Whether `signature` signs this path and expiry (compared in constant time). */
  async verify(path: string, expiresMs: number, signature: string): Promise<boolean> {
    const expected = await this.sign(path, expiresMs);
    if (signature.length !== expected.length) return false;
    let difference = 0;
    for (let index = 0; index < expected.length; index += 1) {
      difference |= expected.charCodeAt(index) ^ signature.charCodeAt(index);
    }
    return difference === 0;
  }
}

declare module '../../kernel/services.js' {
  interface Services {
    /** The signer of download URLs, with the simulator's random key. */
    readonly urlSigning: UrlSigner;
  }
}
