/**
 * Configuration and maintenance (spec: Endpoints > Configuration): bank-field schemas, chains
 * and tokens, countries and their banks, username availability and the maintenance status.
 */

import { defineArea, defineHandlers } from '../../kernel/module.js';
import type { Store } from '../../platform/database.js';
import { usernameTaken } from '../auth/index.js';
import type { ChainRow, TokenDeploymentRow, TokenRow } from '../reference/index.js';

const chainView = (chain: ChainRow) => ({
  id: chain.id,
  slug: chain.slug,
  name: chain.name,
  chainId: chain.chainId,
  image: chain.image,
  type: chain.type,
});

const tokenOf = (store: Store, deployment: TokenDeploymentRow): TokenRow => {
  const token = store.tokens.get(deployment.tokenId);
  if (!token) throw new Error(`Token ${deployment.tokenId} of deployment ${deployment.id} is missing`);
  return token;
};

const hasBanks = (store: Store, country: string) => store.banks.count('byCountry', country) > 0;

/** Handlers of the config area. */
export const configHandlers = defineHandlers({
  getBankConfigurations: ({ query, store, operation, fail }) => {
    const requested = query.countries;
    if (requested) {
      const unsupported = requested.filter((code) => !store.bankFieldSchemas.has(code));
      if (unsupported.length > 0) {
        throw fail(operation.invalidInputCode, `countries: no bank fields for ${unsupported.join(', ')}.`);
      }
    }
    const schemas = requested
      ? requested.map((code) => store.bankFieldSchemas.get(code)).filter((row) => row !== undefined)
      : store.bankFieldSchemas.all().sort((a, b) => a.country.localeCompare(b.country));
    return {
      configurations: schemas.map((schema) => ({
        country: schema.country,
        fields: schema.fields.map((field) => ({ ...field })),
      })),
    };
  },

  listChains: ({ store }) => ({
    chains: store.chains.all().map((chain) => ({
      ...chainView(chain),
      chainSpecifics: chain.chainSpecifics,
      createdAt: chain.createdAt,
      tokens: store.tokenDeployments.by('byChain', chain.id).map((deployment) => {
        const token = tokenOf(store, deployment);
        return {
          id: token.id,
          name: token.name,
          symbol: token.symbol,
          address: deployment.address,
          image: token.image,
          accepted: token.accepted,
          decimals: deployment.decimals,
          type: deployment.type,
          metadata: deployment.metadata,
        };
      }),
    })),
  }),

  listTokens: ({ store }) => ({
    tokens: store.tokens.all().map((token) => ({
      id: token.id,
      name: token.name,
      symbol: token.symbol,
      image: token.image,
      accepted: token.accepted,
      chains: store.tokenDeployments.by('byToken', token.id).flatMap((deployment) => {
        const chain = store.chains.get(deployment.chain);
        if (!chain) return [];
        return [
          {
            ...chainView(chain),
            address: deployment.address,
            decimals: deployment.decimals,
            tokenType: deployment.type,
            metadata: deployment.metadata,
          },
        ];
      }),
    })),
  }),

  listCountries: ({ query, store }) => ({
    countries: store.countries
      .all()
      .filter((country) => query.all === true || hasBanks(store, country.code))
      .map((country) => ({
        code: country.code,
        name: country.name,
        flag: country.flag,
        language: country.language,
        currencies: country.currencies === null ? null : [...country.currencies],
      })),
  }),

  listCountryBanks: ({ query, store, fail }) => {
    const country = store.countries.get(query.country);
    if (!country) throw fail('COUNTRY_NOT_FOUND', `Country ${query.country} is not supported.`);
    const banks = store.banks.by('byCountry', country.code);
    if (banks.length === 0) {
      throw fail('COUNTRY_NOT_FOUND', `Country ${country.code} has no banks.`);
    }
    return {
      country: country.code,
      currencies: (country.currencies ?? []).map((code) => ({ code, symbol: code })),
      banks: banks.map((bank) => ({ slug: bank.slug, name: bank.name, code: bank.code })),
    };
  },

  // The uniqueness rule of onboarding, so that `available: true` means onboarding accepts the name.
  checkUsernameAvailability: ({ query, store, caller }) => ({
    available: caller.app === null || !usernameTaken(store, caller.app.id, query.username),
  }),

  getMaintenance: ({ platform }) => ({ status: platform.maintenance() }),
});

/** The config area. */
export const configArea = defineArea({ name: 'config', handlers: configHandlers });
