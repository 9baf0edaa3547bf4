/**
 * Reference data served by the configuration routes: countries, their banks and bank-account
 * fields, chains (real chain ids) and tokens (real contract addresses and decimals). Every seed
 * loads it: it is platform configuration, not tenant data.
 */

import type { Store } from '../../platform/database.js';
import type {
  BankFieldSchemaRow,
  BankRow,
  ChainRow,
  CountryRow,
  TokenDeploymentRow,
  TokenRow,
} from './tables.js';

/** The address used for a chain's native coin. */
export const NATIVE_TOKEN_ADDRESS = '0x0000000000000000000000000000000000000000';

/** Chain ids of the simulated chains. */
export const CHAIN_IDS = {
  ethereum: 1,
  polygon: 137,
  base: 8453,
  arbitrum: 42161,
  baseSepolia: 84532,
} as const;

/** Token contract addresses per chain, as deployed on the real networks. */
export const TOKEN_ADDRESSES = {
  ethereum: {
    USDC: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
    USDT: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
    DAI: '0x6B175474E89094C44Da98b954EedeAC495271d0F',
  },
  polygon: {
    USDC: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359',
    USDT: '0xc2132D05D31c914a87C6611C10748AEb04B58e8F',
    DAI: '0x8f3Cf7ad23Cd3CaDbD9735AFf958023239c6A063',
  },
  base: {
    USDC: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
    DAI: '0x50c5725949A6F0c72E6C4a641F24049A917DB0Cb',
  },
  arbitrum: {
    USDC: '0xaf88d065e77c8cC2239327C5EDb3A432268e5831',
    USDT: '0xFd086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9',
    DAI: '0xDA10009cBd5D07dd0CeCc66161FC93D7c9000da1',
  },
  baseSepolia: {
    USDC: '0x036CbD53842c5426634e7929541eC2318f3dCF7e',
  },
} as const;

const COUNTRIES: readonly CountryRow[] = [
  { code: 'AR', name: 'Argentina', flag: '🇦🇷', language: 'es', currencies: ['ARS', 'USD'] },
  { code: 'BR', name: 'Brazil', flag: '🇧🇷', language: 'pt', currencies: ['BRL'] },
  { code: 'CO', name: 'Colombia', flag: '🇨🇴', language: 'es', currencies: ['COP'] },
  { code: 'CR', name: 'Costa Rica', flag: '🇨🇷', language: 'es', currencies: ['CRC', 'USD'] },
  { code: 'ES', name: 'Spain', flag: '🇪🇸', language: 'es', currencies: ['EUR'] },
  { code: 'GT', name: 'Guatemala', flag: '🇬🇹', language: 'es', currencies: ['GTQ'] },
  { code: 'MX', name: 'Mexico', flag: '🇲🇽', language: 'es', currencies: ['MXN'] },
  { code: 'PE', name: 'Peru', flag: '🇵🇪', language: 'es', currencies: null },
  { code: 'SV', name: 'El Salvador', flag: '🇸🇻', language: 'es', currencies: ['USD'] },
  { code: 'US', name: 'United States', flag: '🇺🇸', language: 'en', currencies: ['USD'] },
];

const BANKS: ReadonlyArray<Omit<BankRow, 'id'>> = [
  { country: 'AR', slug: 'banco-nacion', name: 'Banco de la Nación Argentina', code: '011' },
  { country: 'AR', slug: 'banco-galicia', name: 'Banco Galicia', code: '007' },
  { country: 'AR', slug: 'santander-argentina', name: 'Banco Santander Argentina', code: '072' },
  { country: 'CO', slug: 'bancolombia', name: 'Bancolombia', code: '007' },
  { country: 'CO', slug: 'davivienda', name: 'Banco Davivienda', code: '051' },
  { country: 'CO', slug: 'banco-de-bogota', name: 'Banco de Bogotá', code: '001' },
  { country: 'CR', slug: 'banco-nacional-cr', name: 'Banco Nacional de Costa Rica', code: '151' },
  { country: 'CR', slug: 'bac-credomatic-cr', name: 'BAC Credomatic', code: '102' },
  { country: 'GT', slug: 'banco-industrial', name: 'Banco Industrial', code: '003' },
  { country: 'GT', slug: 'banrural', name: 'Banrural', code: '008' },
  { country: 'MX', slug: 'bbva-mexico', name: 'BBVA México', code: '012' },
  { country: 'MX', slug: 'banamex', name: 'Banamex', code: '002' },
  { country: 'MX', slug: 'santander-mexico', name: 'Santander México', code: '014' },
  { country: 'MX', slug: 'banorte', name: 'Banorte', code: '072' },
  { country: 'US', slug: 'chase', name: 'JPMorgan Chase Bank', code: '021000021' },
  { country: 'US', slug: 'bank-of-america', name: 'Bank of America', code: '026009593' },
  { country: 'US', slug: 'wells-fargo', name: 'Wells Fargo Bank', code: '121000248' },
];

const BANK_FIELD_SCHEMAS: readonly BankFieldSchemaRow[] = [
  {
    country: 'AR',
    fields: [
      {
        key: 'cbu',
        label: 'CBU',
        required: true,
        pattern: '^\\d{22}$',
        placeholder: '0110599520000001234567',
      },
      { key: 'cuit', label: 'CUIT / CUIL', required: true, pattern: '^\\d{11}$', placeholder: '20123456786' },
    ],
  },
  {
    country: 'CO',
    fields: [
      {
        key: 'documentType',
        label: 'Document type',
        required: true,
        pattern: '^(CC|CE|NIT|PP)$',
        placeholder: 'CC',
      },
      {
        key: 'documentNumber',
        label: 'Document number',
        required: true,
        pattern: '^\\d{6,10}$',
        placeholder: '1020304050',
      },
    ],
  },
  {
    country: 'CR',
    fields: [
      {
        key: 'iban',
        label: 'IBAN',
        required: true,
        pattern: '^CR\\d{20}$',
        placeholder: 'CR05015202001026284066',
      },
      { key: 'cedula', label: 'Cédula', required: false, pattern: '^\\d{9,12}$', placeholder: '101230456' },
    ],
  },
  {
    country: 'GT',
    fields: [
      { key: 'dpi', label: 'DPI', required: true, pattern: '^\\d{13}$', placeholder: '1234567890101' },
    ],
  },
  {
    country: 'MX',
    fields: [
      {
        key: 'clabe',
        label: 'CLABE',
        required: true,
        pattern: '^\\d{18}$',
        placeholder: '012180001234567897',
      },
      {
        key: 'rfc',
        label: 'RFC',
        required: false,
        pattern: '^[A-ZÑ&]{3,4}\\d{6}[A-Z0-9]{3}$',
        placeholder: 'XAXX010101000',
      },
    ],
  },
  {
    country: 'US',
    fields: [
      {
        key: 'routingNumber',
        label: 'ABA routing number',
        required: true,
        pattern: '^\\d{9}$',
        placeholder: '021000021',
      },
      {
        key: 'beneficiaryAddress',
        label: 'Beneficiary address',
        required: true,
        pattern: null,
        placeholder: '350 Fifth Avenue, New York, NY 10118',
      },
    ],
  },
];

interface ChainSeed {
  readonly key: keyof typeof CHAIN_IDS;
  readonly slug: string;
  readonly name: string;
  readonly native: { readonly symbol: 'ETH' | 'POL'; readonly name: string };
  readonly explorerUrl: string;
  readonly testnet: boolean;
}

const CHAINS: readonly ChainSeed[] = [
  {
    key: 'ethereum',
    slug: 'ethereum',
    name: 'Ethereum',
    native: { symbol: 'ETH', name: 'Ether' },
    explorerUrl: 'https://etherscan.io',
    testnet: false,
  },
  {
    key: 'polygon',
    slug: 'polygon',
    name: 'Polygon',
    native: { symbol: 'POL', name: 'Polygon Ecosystem Token' },
    explorerUrl: 'https://polygonscan.com',
    testnet: false,
  },
  {
    key: 'base',
    slug: 'base',
    name: 'Base',
    native: { symbol: 'ETH', name: 'Ether' },
    explorerUrl: 'https://basescan.org',
    testnet: false,
  },
  {
    key: 'arbitrum',
    slug: 'arbitrum',
    name: 'Arbitrum One',
    native: { symbol: 'ETH', name: 'Ether' },
    explorerUrl: 'https://arbiscan.io',
    testnet: false,
  },
  {
    key: 'baseSepolia',
    slug: 'base-sepolia',
    name: 'Base Sepolia',
    native: { symbol: 'ETH', name: 'Sepolia Ether' },
    explorerUrl: 'https://sepolia.basescan.org',
    testnet: true,
  },
];

const TOKENS: readonly TokenRow[] = [
  { id: 'tok_usdc', symbol: 'USDC', name: 'USD Coin', image: '/assets/tokens/usdc.svg', accepted: true },
  { id: 'tok_usdt', symbol: 'USDT', name: 'Tether USD', image: '/assets/tokens/usdt.svg', accepted: true },
  { id: 'tok_dai', symbol: 'DAI', name: 'Dai Stablecoin', image: '/assets/tokens/dai.svg', accepted: true },
  { id: 'tok_eth', symbol: 'ETH', name: 'Ether', image: '/assets/tokens/eth.svg', accepted: false },
  {
    id: 'tok_pol',
    symbol: 'POL',
    name: 'Polygon Ecosystem Token',
    image: '/assets/tokens/pol.svg',
    accepted: false,
  },
];

const ERC20_DECIMALS = { USDC: 6, USDT: 6, DAI: 18 } as const;

/** The id of a chain row, `chn_<slug>`. */
export const chainRowId = (slug: string) => `chn_${slug}`;

/**
 * Loads the reference data into a store.
 *
 * @example
 * ```ts
 * loadReferenceData(store, '2025-01-01T00:00:00.000Z');
 * store.chains.first('byChainId', '8453')?.name; // 'Base'
 * ```
 */
export function loadReferenceData(store: Store, createdAt: string): void {
  for (const country of COUNTRIES) store.countries.insert(country);
  for (const bank of BANKS)
    store.banks.insert({ id: `bnk_${bank.country.toLowerCase()}_${bank.slug}`, ...bank });
  for (const schema of BANK_FIELD_SCHEMAS) store.bankFieldSchemas.insert(schema);
  for (const token of TOKENS) store.tokens.insert(token);
  for (const chain of CHAINS) {
    const row: ChainRow = {
      id: chainRowId(chain.slug),
      slug: chain.slug,
      name: chain.name,
      chainId: CHAIN_IDS[chain.key],
      image: `/assets/chains/${chain.slug}.svg`,
      type: 'EVM',
      testnet: chain.testnet,
      chainSpecifics: {
        nativeCurrency: { symbol: chain.native.symbol, name: chain.native.name, decimals: 18 },
        explorerUrl: chain.explorerUrl,
        testnet: chain.testnet,
      },
      createdAt,
    };
    store.chains.insert(row);
    const native: TokenDeploymentRow = {
      id: `dep_${chain.slug}_${chain.native.symbol.toLowerCase()}`,
      tokenId: `tok_${chain.native.symbol.toLowerCase()}`,
      chain: row.id,
      address: NATIVE_TOKEN_ADDRESS,
      decimals: 18,
      type: 'native',
      metadata: { native: true },
    };
    store.tokenDeployments.insert(native);
    const addresses: Partial<Record<keyof typeof ERC20_DECIMALS, string>> = TOKEN_ADDRESSES[chain.key];
    for (const symbol of ['USDC', 'USDT', 'DAI'] as const) {
      const address = addresses[symbol];
      if (!address) continue;
      store.tokenDeployments.insert({
        id: `dep_${chain.slug}_${symbol.toLowerCase()}`,
        tokenId: `tok_${symbol.toLowerCase()}`,
        chain: row.id,
        address,
        decimals: ERC20_DECIMALS[symbol],
        type: 'erc20',
        metadata: null,
      });
    }
  }
}
