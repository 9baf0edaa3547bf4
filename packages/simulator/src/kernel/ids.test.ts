import { describe, expect, test } from 'vitest';
import { ID_ALPHABET, Ids, OTP_LENGTH } from './ids.js';
import { SeededRandom } from './random.js';

const sequence = (seed: string | number) => {
  const ids = new Ids(new SeededRandom(seed));
  return [ids.uuid(), ids.nanoid(), ids.prefixed('app'), ids.otp(), ids.token(), ids.hex(32)];
};

describe('engine.ids', () => {
  test('the same seed gives the same ids, another seed other ids', () => {
    expect(sequence('seed-a')).toEqual(sequence('seed-a'));
    expect(sequence(42)).toEqual(sequence('42'));
    expect(sequence('seed-a')).not.toEqual(sequence('seed-b'));
  });

  test('uuid: version 4 and RFC variant', () => {
    const ids = new Ids(new SeededRandom(1));
    for (let index = 0; index < 50; index++) {
      expect(ids.uuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
  });

  test('nanoid, prefixed and token: letters and digits of the asked length', () => {
    const ids = new Ids(new SeededRandom(2));
    const alphabet = new RegExp(`^[${ID_ALPHABET}]+$`);
    expect(ids.nanoid()).toHaveLength(21);
    expect(ids.nanoid(8)).toHaveLength(8);
    expect(ids.token(40)).toMatch(alphabet);
    expect(ids.token(40)).toHaveLength(40);
    expect(ids.prefixed('whd')).toMatch(/^whd_[0-9A-Za-z]{16}$/);
  });

  test('otp: digits only, 9 by default', () => {
    const ids = new Ids(new SeededRandom(3));
    expect(ids.otp()).toMatch(new RegExp(`^\\d{${OTP_LENGTH}}$`));
    expect(ids.otp(6)).toMatch(/^\d{6}$/);
  });

  test('hex: 0x and two digits per byte', () => {
    expect(new Ids(new SeededRandom(4)).hex(32)).toMatch(/^0x[0-9a-f]{64}$/);
  });

  test('random: the state can be saved and restored', () => {
    const random = new SeededRandom('state');
    random.next();
    const saved = random.state;
    const next = [random.nextUint32(), random.nextUint32()];
    random.state = saved;
    expect([random.nextUint32(), random.nextUint32()]).toEqual(next);
  });

  test('random: next() stays in [0, 1) and int() in range', () => {
    const random = new SeededRandom('range');
    for (let index = 0; index < 1_000; index++) {
      const value = random.next();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
      expect(random.int(7)).toBeLessThan(7);
    }
  });
});
