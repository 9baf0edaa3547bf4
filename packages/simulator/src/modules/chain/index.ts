/**
 * The chain ledger as an area: the job that confirms chain transactions and the ledger's control
 * actions. It has no API operations of its own.
 */

import type { JsonObject } from '../../kernel/json.js';
import { defineArea } from '../../kernel/module.js';
import { CHAIN_CONTROL } from './control.js';
import { CHAIN_CONFIRM_JOB, CHAIN_FAIL_JOB, ChainLedger } from './ledger.js';
import { chainTables } from './tables.js';

export { chainTxEntry, linkChainTx } from '../transactions/index.js';
export { allowanceOf, MAX_ALLOWANCE, setAllowance } from './allowances.js';
export {
  ChainLedger,
  DEFAULT_GAS_PRICE_WEI,
  GAS_PRICE_WEI,
  GAS_USED,
  isChainLedgerError,
} from './ledger.js';
export { type Holding, openBalance, setBalance } from './records.js';
export { GAS_SPONSOR_ADDRESS, loadChainPlatform } from './seed.js';
export type { AllowanceRow, BalanceRow, ChainTxRow, ChainTxStatus, ForwarderNonceRow } from './tables.js';
export { CHAIN_TX_STATUSES } from './tables.js';
export { decimalTextOf, fromBaseUnits, toBaseUnits } from './units.js';

/** The chain area. */
export const chainArea = defineArea({
  tables: chainTables,
  name: 'chain',
  jobs: {
    [CHAIN_CONFIRM_JOB]: (payload, services) => {
      if (typeof payload === 'string') new ChainLedger(services).confirmDue(payload);
    },
    [CHAIN_FAIL_JOB]: (payload, services) => {
      if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return;
      const { hash, reason } = payload as JsonObject;
      if (typeof hash === 'string') {
        new ChainLedger(services).failDue(hash, typeof reason === 'string' ? reason : undefined);
      }
    },
  },
  control: CHAIN_CONTROL,
});
