/**
 * Wallets (spec: Endpoints > Wallets): wallet records, the team's default wallet, external wallets,
 * balances across chains, gas checks, token allowances for the platform executors and gas
 * sponsorship, on the chain ledger.
 */
import * as z from 'zod';
import { defineControlRoute } from '../../kernel/control.js';
import { fail } from '../../kernel/fail.js';
import { defineArea, defineHandlers } from '../../kernel/module.js';
import { MAX_ALLOWANCE, setAllowance } from '../chain/index.js';
import {
  ALLOWANCE_APPLY_JOB,
  applyApproval,
  approveAllowance,
  getAllowance,
  revokeAllowance,
} from './allowance-handlers.js';
import { checkGasBalance, getPortfolio } from './balances.js';
import { walletsControlRoutes } from './control.js';
import { requestGasSponsorship } from './gas-sponsor.js';
import { walletsTables } from './tables.js';
import { createExternal, getDefault, listWallets, setDefault, updateAlias } from './wallet-records.js';

export { RegisterWalletInput, registerWallet } from './control.js';
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
  approveAllowance: (request) => approveAllowance(request),
  revokeAllowance: (request) => revokeAllowance(request),
  requestGasSponsorship: (request) => requestGasSponsorship(request),
});

const evmAddress = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'Expected an EVM address');

/** Body of `POST /_simulator/allowances`: an approval a test-held wallet sent itself. */
export const SetAllowanceInput = z.object({
  chainId: z.number().int().positive(),
  owner: evmAddress,
  token: evmAddress,
  spender: evmAddress,
  /** Base units as a digit string, or `max` for 2^256 - 1; `0` revokes. */
  amount: z.union([z.literal('max'), z.string().regex(/^\d+$/, 'Expected base units as digits')]),
});

/** The wallets area. */
export const walletsArea = defineArea({
  tables: walletsTables,
  name: 'wallets',
  handlers: walletsHandlers,
  jobs: { [ALLOWANCE_APPLY_JOB]: applyApproval },
  control: [
    ...walletsControlRoutes,
    defineControlRoute({
      method: 'POST',
      path: '/allowances',
      summary: 'Set an ERC-20 allowance, as an approval sent by a wallet whose key the test holds.',
      body: SetAllowanceInput,
      run: ({ body, services }) => {
        const amount = body.amount === 'max' ? MAX_ALLOWANCE : BigInt(body.amount);
        if (!services.store.chains.first('byChainId', String(body.chainId))) {
          fail('CHAIN_NOT_FOUND', `No simulated chain ${body.chainId}.`);
        }
        if (amount > MAX_ALLOWANCE) {
          fail('BODY_PARSER_ERROR', 'amount: at most 2^256 - 1.');
        }
        setAllowance(services.store, { ...body, amount });
        return {
          ...body,
          owner: body.owner.toLowerCase(),
          token: body.token.toLowerCase(),
          spender: body.spender.toLowerCase(),
          amount: amount.toString(),
        };
      },
    }),
    defineControlRoute({
      method: 'GET',
      path: '/allowances',
      summary: 'The non-zero allowances an owner gave.',
      query: z.object({ owner: evmAddress }),
      run: ({ query, services }) => ({
        allowances: services.store.allowances.by('byOwner', query.owner.toLowerCase()),
      }),
    }),
  ],
});
