import { describe, expect, test } from 'vitest';
import {
  checkUsernameAvailability,
  configOperations,
  getBankConfigurations,
  getMaintenance,
  listChains,
  listCountries,
  listCountryBanks,
  listTokens,
} from './config.js';

describe('config', () => {
  test('operations are listed in route order with the config area', () => {
    expect(configOperations.map((operation) => `${operation.method} ${operation.path}`)).toEqual([
      'GET /v1/config/bank',
      'GET /v1/config/chains',
      'GET /v1/config/chains/tokens',
      'GET /v1/config/countries',
      'GET /v1/config/countries/banks',
      'GET /v1/config/username',
      'GET /v1/maintenance',
    ]);
    for (const operation of configOperations) expect(operation.area).toBe('config');
  });
});

describe('config.bankFields', () => {
  test('query: countries are trimmed, uppercased and deduplicated', () => {
    const query = getBankConfigurations.schemas.query.parse({ countries: ' mx, co ,MX' });
    expect(query.countries).toEqual(['MX', 'CO']);
  });
  test('query: a malformed country code is rejected', () => {
    expect(getBankConfigurations.schemas.query.safeParse({ countries: 'MEX' }).success).toBe(false);
  });
  test('query: countries may be omitted, but not empty', () => {
    expect(getBankConfigurations.schemas.query.parse({})).toEqual({});
    expect(getBankConfigurations.schemas.query.safeParse({ countries: ' , ' }).success).toBe(false);
  });
});

describe('config.chains', () => {
  test('response: chains with their tokens keep unknown keys', () => {
    const data = listChains.schemas.response.parse({
      chains: [
        {
          id: 'c1',
          slug: 'base',
          name: 'Base',
          chainId: 8453,
          image: null,
          type: 'EVM',
          chainSpecifics: {},
          createdAt: '2024-01-01T00:00:00.000Z',
          tokens: [],
          rpc: 'hidden',
        },
      ],
    });
    expect(data.chains[0]).toMatchObject({ tokens: [], rpc: 'hidden' });
  });
});

describe('config.tokens', () => {
  test('response: tokens with their chains', () => {
    const data = listTokens.schemas.response.parse({
      tokens: [
        {
          id: 't1',
          name: 'USD Coin',
          symbol: 'USDC',
          image: 'usdc.png',
          accepted: true,
          chains: [
            {
              id: 'c1',
              slug: 'base',
              name: 'Base',
              chainId: 8453,
              image: null,
              type: 'EVM',
              address: '0x0000000000000000000000000000000000000001',
              decimals: 6,
              tokenType: 'ERC20',
              metadata: {},
            },
          ],
        },
      ],
    });
    expect(data.tokens[0]?.chains[0]?.decimals).toBe(6);
    expect(listTokens.schemas.response.safeParse({ tokens: [{ id: 't1' }] }).success).toBe(false);
  });
});

describe('config.countries', () => {
  test('query: all is on only for the literal true', () => {
    expect(listCountries.schemas.query.parse({ all: 'true' })).toEqual({ all: true });
    expect(listCountries.schemas.query.parse({ all: true })).toEqual({ all: true });
    expect(listCountries.schemas.query.parse({ all: 'yes' })).toEqual({ all: false });
    expect(listCountries.schemas.query.parse({})).toEqual({});
  });
  test('query: all must be a string or boolean', () => {
    expect(listCountries.schemas.query.safeParse({ all: 1 }).success).toBe(false);
  });
  test('response: currencies are a string array or null', () => {
    const country = { code: 'MX', name: 'Mexico', flag: 'mx', language: 'es' };
    expect(
      listCountries.schemas.response.parse({ countries: [{ ...country, currencies: null }] }).countries,
    ).toHaveLength(1);
    expect(
      listCountries.schemas.response.safeParse({ countries: [{ ...country, currencies: 'MXN' }] }).success,
    ).toBe(false);
  });
  test('query: banks need a country, trimmed and uppercased', () => {
    expect(listCountryBanks.schemas.query.parse({ country: ' mx ' })).toEqual({ country: 'MX' });
  });
  test('query: banks reject a missing or malformed country', () => {
    expect(listCountryBanks.schemas.query.safeParse({}).success).toBe(false);
    expect(listCountryBanks.schemas.query.safeParse({ country: 'MEX' }).success).toBe(false);
    expect(listCountryBanks.schemas.query.safeParse({ country: 'M1' }).success).toBe(false);
  });
});

describe('config.username', () => {
  test('query: username is trimmed and lowercased', () => {
    expect(checkUsernameAvailability.schemas.query.parse({ username: '  Alice_01 ' })).toEqual({
      username: 'alice_01',
    });
  });
  test('query: username is required', () => {
    expect(checkUsernameAvailability.schemas.query.safeParse({}).success).toBe(false);
  });
  test('query: username has at least 4 characters', () => {
    expect(checkUsernameAvailability.schemas.query.parse({ username: 'abcd' }).username).toBe('abcd');
    expect(checkUsernameAvailability.schemas.query.safeParse({ username: ' abc ' }).success).toBe(false);
  });
  test('query: username uses letters, digits, "-" and "_" only', () => {
    expect(checkUsernameAvailability.schemas.query.parse({ username: 'a-b_c9' }).username).toBe('a-b_c9');
    expect(checkUsernameAvailability.schemas.query.safeParse({ username: 'a.b.c.d' }).success).toBe(false);
  });
  test('query: username cannot start with api_ in any case', () => {
    expect(checkUsernameAvailability.schemas.query.parse({ username: 'apis' }).username).toBe('apis');
    expect(checkUsernameAvailability.schemas.query.safeParse({ username: 'Api_user' }).success).toBe(false);
  });
  test('response: available is a boolean', () => {
    expect(checkUsernameAvailability.schemas.response.parse({ available: true })).toEqual({
      available: true,
    });
    expect(checkUsernameAvailability.schemas.response.safeParse({ available: 'yes' }).success).toBe(false);
  });
});

describe('maintenance', () => {
  test('response: status is an open enum and unknown keys are kept', () => {
    expect(getMaintenance.schemas.response.parse({ status: 'limited', until: 'soon' })).toEqual({
      status: 'limited',
      until: 'soon',
    });
    expect(getMaintenance.schemas.response.parse({ status: 'degraded' }).status).toBe('degraded');
    expect(getMaintenance.schemas.response.safeParse({}).success).toBe(false);
  });
  test('auth: public, always 200', () => {
    expect(getMaintenance.auth.pattern).toBe('public');
    expect(getMaintenance.successStatus).toBe(200);
    expect(getMaintenance.errors).toEqual([]);
  });
});
