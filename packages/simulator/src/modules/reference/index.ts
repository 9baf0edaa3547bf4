/**
 * The public functions of the reference module.
 */
import { defineArea } from '../../kernel/module.js';
import { referenceTables } from './tables.js';

export { type ChainToken, chainSummary, findChain, findToken, tokenSummary } from './lookup.js';
export {
  CHAIN_IDS,
  loadReferenceData,
  NATIVE_TOKEN_ADDRESS,
  TOKEN_ADDRESSES,
} from './seed.js';
export type {
  BankField,
  BankFieldSchemaRow,
  BankRow,
  ChainRow,
  CountryRow,
  TokenDeploymentRow,
  TokenRow,
} from './tables.js';

/** The reference module. */
export const referenceArea = defineArea({ name: 'reference', tables: referenceTables });
