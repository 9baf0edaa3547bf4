/**
 * Control routes of the chain ledger and of test-held wallets under `/_simulator`; each does what
 * the {@link ChainControl} method of the same name does.
 */

import { defineControlRoute } from '../../kernel/control.js';
import {
  ChainBalancesQuery,
  ChainControl,
  ChainTransferInput,
  ChainTxsQuery,
  FailChainTxInput,
  FundChainInput,
} from './control.js';

/** The chain and wallet control routes. */
export const CHAIN_CONTROL_ROUTES = [
  defineControlRoute({
    method: 'POST',
    path: '/chain/fund',
    summary:
      'Credit an address with whole tokens on a simulated chain (native coin without `token` or with `native`).',
    body: FundChainInput,
    run: ({ body, services }) => new ChainControl(services).fund(body),
  }),
  defineControlRoute({
    method: 'GET',
    path: '/chain/balances',
    summary: 'The non-empty balances of an address.',
    query: ChainBalancesQuery,
    run: ({ query, services }) => ({ balances: new ChainControl(services).balances(query) }),
  }),
  defineControlRoute({
    method: 'GET',
    path: '/chain/blocks',
    summary: 'Block number and gas price of every simulated chain.',
    run: ({ services }) => ({ chains: new ChainControl(services).blocks() }),
  }),
  defineControlRoute({
    method: 'GET',
    path: '/chain/txs',
    summary: 'Chain transactions, oldest first, by address, hash or chain.',
    query: ChainTxsQuery,
    run: ({ query, services }) => ({ txs: new ChainControl(services).txs(query) }),
  }),
  defineControlRoute({
    method: 'POST',
    path: '/chain/txs',
    summary: 'Submit a transfer made outside the platform; it confirms one block time later.',
    status: 201,
    body: ChainTransferInput,
    run: ({ body, services }) => new ChainControl(services).transfer(body),
  }),
  defineControlRoute({
    method: 'GET',
    path: '/chain/txs/{hash}',
    summary: 'One chain transaction.',
    run: ({ params, services }) => new ChainControl(services).tx(params.hash ?? ''),
  }),
  defineControlRoute({
    method: 'POST',
    path: '/chain/txs/{hash}/confirm',
    summary: 'Confirm a pending chain transaction now.',
    run: ({ params, services }) => new ChainControl(services).confirm(params.hash ?? ''),
  }),
  defineControlRoute({
    method: 'POST',
    path: '/chain/txs/{hash}/fail',
    summary: 'Make a pending chain transaction fail (the amount goes back, the gas fee stays spent).',
    body: FailChainTxInput,
    run: ({ params, body, services }) => new ChainControl(services).fail(params.hash ?? '', body.reason),
  }),
];
