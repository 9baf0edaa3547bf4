import { afterEach, describe, expect, test, vi } from 'vitest';
import { toBase64 } from '../src/modules/uploads/index.js';

/** Bytes 0..255 repeated, with a length that is not a multiple of 3 or of the encoder's piece size. */
const sample = (length: number) => Uint8Array.from({ length }, (_, index) => (index * 31 + 7) % 256);
const reference = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

describe('toBase64', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  test.each([0, 1, 2, 3, 0x6000 - 1, 0x6000, 0x6000 + 1, 3 * 0x6000 + 2])(
    '%i bytes encode as the standard alphabet with padding',
    (length) => {
      const bytes = sample(length);
      expect(toBase64(bytes)).toBe(reference(bytes));
    },
  );

  test('a view into a larger buffer encodes only its own bytes', () => {
    const whole = sample(1_000);
    const view = whole.subarray(10, 500);
    expect(toBase64(view)).toBe(reference(view));
  });

  test("without Node's Buffer (a browser or worker), the portable path gives the same text", () => {
    const bytes = sample(3 * 0x6000 + 2);
    const expected = reference(bytes);
    vi.stubGlobal('Buffer', undefined);
    expect(toBase64(bytes)).toBe(expected);
    expect(toBase64(bytes.subarray(5, 0x6000 + 9))).toBe(
      btoa(String.fromCharCode(...bytes.subarray(5, 0x6000 + 9))),
    );
  });
});
