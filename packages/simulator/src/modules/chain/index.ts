/**
 * The chain ledger as an area: the job that confirms chain transactions and the control routes
 * of the ledger and of test-held wallets. It has no API operations of its own.
 */

import { defineArea } from '../../kernel/module.js';
import { CHAIN_CONTROL_ROUTES } from './control-routes.js';
import { CHAIN_CONFIRM_JOB, ChainLedger } from './ledger.js';

/** The chain area. */
export const chainArea = defineArea({
  name: 'chain',
  jobs: {
    [CHAIN_CONFIRM_JOB]: (payload, services) => {
      if (typeof payload === 'string') new ChainLedger(services).confirmDue(payload);
    },
  },
  control: CHAIN_CONTROL_ROUTES,
});
