/**
 * Wallets (spec: Endpoints > Wallets): wallet records, the team's default wallet, external wallets,
 * balances across chains, gas checks, token allowances for the platform executors and gas
 * sponsorship, on the chain ledger.
 */
import { defineArea, defineHandlers } from '../../kernel/module.js';
import { loadSigning } from '../../kernel/signing.js';
import {
  ALLOWANCE_APPLY_JOB,
  applyApproval,
  approveAllowance,
  getAllowance,
  revokeAllowance,
} from './allowance-handlers.js';
import { checkGasBalance, getPortfolio } from './balances.js';
import { WALLETS_CONTROL } from './control.js';
import { requestGasSponsorship } from './gas-sponsor.js';
import { walletsTables } from './tables.js';
import { createExternal, getDefault, listWallets, setDefault, updateAlias } from './wallet-records.js';

export type { RegisterWalletInput } from './control.js';
export { PLATFORM_CUSTODY_SIGNER, platformSignsFor, signedByCustody } from './custody.js';
export { EXECUTOR_NAMES, executorsOf } from './executors.js';
export { addWallet, type NewWallet } from './records.js';
export type { GasSponsorshipRow, WalletRow } from './tables.js';
export { canUseWallet } from './wallet-rules.js';

/** Handlers of the wallets area. */
export const walletsHandlers = defineHandlers({
  updateWalletAlias: (request) => updateAlias(request),
  getDefaultWallet: (request) => getDefault(request),
  setDefaultWallet: (request) => setDefault(request),
  listWallets: (request) => listWallets(request),
  createExternalWallet: (request) => createExternal(request),
  getWalletPortfolio: (request) => getPortfolio(request),
  checkGasBalance: (request) => checkGasBalance(request),
  getAllowance: (request) => getAllowance(request),
  approveAllowance: async (request) => {
    await loadSigning();
    return approveAllowance(request);
  },
  revokeAllowance: async (request) => {
    await loadSigning();
    return revokeAllowance(request);
  },
  requestGasSponsorship: async (request) => {
    await loadSigning();
    return requestGasSponsorship(request);
  },
});

// #region area
/** The wallets area. */
export const walletsArea = defineArea({
  tables: walletsTables,
  name: 'wallets',
  handlers: walletsHandlers,
  jobs: { [ALLOWANCE_APPLY_JOB]: applyApproval },
  control: WALLETS_CONTROL,
});
// #endregion area
