import { createHash } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { sameSecret } from './control-router.js';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** A string whose SHA-256 digest shares its byte at `index` with the digest of `secret`, and no more. */
function collidingAt(secret: string, index: number): string {
  const wanted = digest(secret);
  for (let guess = 0; ; guess += 1) {
    const candidate = `guess-${guess}`;
    const got = digest(candidate);
    if (got[index] === wanted[index] && !got.equals(wanted)) return candidate;
  }
}

describe('sameSecret', () => {
  test('equal secrets match; a different one does not, whatever its length', async () => {
    expect(await sameSecret('admin-token', 'admin-token')).toBe(true);
    expect(await sameSecret('admin-tokeN', 'admin-token')).toBe(false);
    expect(await sameSecret('', 'admin-token')).toBe(false);
  });

  test('every byte of the digests counts: a guess that shares one byte with the secret is refused', async () => {
    for (const index of [0, 15, 31]) {
      const guess = collidingAt('admin-token', index);
      expect(await sameSecret(guess, 'admin-token')).toBe(false);
    }
  });
});
