import { describe, expect, test } from 'vitest';
import { getBankConfigurations } from './config.js';

describe('config.bankFields', () => {
  test('query: countries are trimmed, uppercased and deduplicated', () => {
    const query = getBankConfigurations.schemas.query.parse({ countries: ' mx, co ,MX' });
    expect(query.countries).toEqual(['MX', 'CO']);
  });
  test('query: a malformed country code is rejected', () => {
    expect(getBankConfigurations.schemas.query.safeParse({ countries: 'MEX' }).success).toBe(false);
  });
});
