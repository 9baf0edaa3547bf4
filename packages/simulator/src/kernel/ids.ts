/**
 * Deterministic ids, tokens and codes, all drawn from one {@link SeededRandom}: UUID v4 strings
 * where the spec says UUID, nanoid-style ids elsewhere (nanoid's `customRandom` fed by the seeded
 * generator), numeric OTP codes and opaque tokens.
 */
import { customRandom } from 'nanoid';
import type { SeededRandom } from './random.js';

/** Letters and digits: the alphabet of nanoid-style ids and tokens. */
export const ID_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Length of a nanoid-style id when none is given. */
export const DEFAULT_ID_SIZE = 21;

/** The two hex digits of every byte. */
const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

/** Length of an OTP code (spec: verify-otp takes at least 9 characters). */
export const OTP_LENGTH = 9;

/**
 * The id source of one simulator.
 *
 * @example
 * ```ts
 * const ids = new Ids(new SeededRandom('seed'));
 * ids.uuid(); // '7c1f...-4...-8...'
 * ids.prefixed('whd'); // 'whd_Ab3...'
 * ids.otp(); // '402918375'
 * ```
 */
export class Ids {
  readonly #random: SeededRandom;
  readonly #alphanumeric: (size?: number) => string;
  readonly #digits: (size?: number) => string;

  constructor(random: SeededRandom) {
    this.#random = random;
    const source = (bytes: number) => this.#random.bytes(bytes);
    this.#alphanumeric = customRandom(ID_ALPHABET, DEFAULT_ID_SIZE, source);
    this.#digits = customRandom('0123456789', OTP_LENGTH, source);
  }

  /** A UUID v4 string. */
  uuid(): string {
    const bytes = this.#random.bytes(16);
    bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
    bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
    let hex = '';
    for (const byte of bytes) hex += HEX[byte] as string;
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  }

  /** A nanoid-style id of letters and digits. */
  nanoid(size: number = DEFAULT_ID_SIZE): string {
    return this.#alphanumeric(size);
  }

  /** `<prefix>_<id>`, for example `whd_4fG7...`. */
  prefixed(prefix: string, size = 16): string {
    return `${prefix}_${this.#alphanumeric(size)}`;
  }

  /** A numeric one-time code. */
  otp(length: number = OTP_LENGTH): string {
    return this.#digits(length);
  }

  /** An opaque token of letters and digits. */
  token(size = 32): string {
    return this.#alphanumeric(size);
  }

  /** `0x` and `bytes` random bytes in hex (transaction hashes, addresses). */
  hex(bytes: number): string {
    return `0x${[...this.#random.bytes(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
  }
}
