/**
 * The chain ledger as an area: the job that confirms chain transactions and the control routes
 * of the ledger and of test-held wallets. It has no API operations of its own.
 */
import { CHAIN_CONTROL_ROUTES } from '../control/chain-routes.js';
import { defineArea } from '../engine/handlers.js';
import { CHAIN_CONFIRM_JOB, ChainLedger } from './chain.js';

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
