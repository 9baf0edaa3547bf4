/**
 * A seeded pseudo-random generator (sfc32 seeded with cyrb128). Every id, token, OTP and fault
 * roll of a simulator comes from one of these, so the same `randomSeed` gives the same values.
 * Its state is four 32-bit words and goes into snapshots.
 */

/** The state of a {@link SeededRandom}: four unsigned 32-bit words. */
export type RandomState = readonly [number, number, number, number];

function cyrb128(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    h1 = h2 ^ Math.imul(h1 ^ code, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ code, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ code, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ code, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/**
 * A deterministic random source.
 *
 * @example
 * ```ts
 * const random = new SeededRandom('my-seed');
 * random.next(); // the same number for the same seed, every run
 * ```
 */
export class SeededRandom {
  #a = 0;
  #b = 0;
  #c = 0;
  #d = 0;

  constructor(seed: string | number) {
    this.reseed(seed);
  }

  /** Starts over from a seed. */
  reseed(seed: string | number): void {
    [this.#a, this.#b, this.#c, this.#d] = cyrb128(String(seed));
    for (let round = 0; round < 15; round++) this.nextUint32();
  }

  /** The next unsigned 32-bit integer. */
  nextUint32(): number {
    const t = (((this.#a + this.#b) | 0) + this.#d) | 0;
    this.#d = (this.#d + 1) | 0;
    this.#a = this.#b ^ (this.#b >>> 9);
    this.#b = (this.#c + (this.#c << 3)) | 0;
    this.#c = (this.#c << 21) | (this.#c >>> 11);
    this.#c = (this.#c + t) | 0;
    return t >>> 0;
  }

  /** A float in `[0, 1)`. */
  next(): number {
    return this.nextUint32() / 4294967296;
  }

  /** An integer in `[0, maxExclusive)`. */
  int(maxExclusive: number): number {
    return Math.floor(this.next() * maxExclusive);
  }

  /** `count` random bytes. */
  bytes(count: number): Uint8Array {
    const bytes = new Uint8Array(count);
    for (let index = 0; index < count; index += 4) {
      let word = this.nextUint32();
      for (let offset = 0; offset < 4 && index + offset < count; offset++) {
        bytes[index + offset] = word & 0xff;
        word >>>= 8;
      }
    }
    return bytes;
  }

  /** The current state, for snapshots. */
  get state(): RandomState {
    return [this.#a >>> 0, this.#b >>> 0, this.#c >>> 0, this.#d >>> 0];
  }

  set state(state: RandomState) {
    [this.#a, this.#b, this.#c, this.#d] = state.map((word) => word | 0) as [number, number, number, number];
  }
}
