/**
 * Balances of EVM wallets read from the chain ledger: the portfolio across chains, priced at fixed
 * USD prices, and whether wallets hold enough native gas for a token operation.
 */

import type { HandlerRequest } from '../../kernel/module.js';
import { DEFAULT_GAS_PRICE_WEI, fromBaseUnits, GAS_PRICE_WEI, GAS_USED } from '../chain/index.js';
import type { ChainRow } from '../reference/index.js';
import { NATIVE_TOKEN_ADDRESS } from '../reference/index.js';
import { deploymentAt, supportedChain } from './wallet-rules.js';

/** Fixed USD price per token symbol used by the portfolio. */
export const TOKEN_USD_PRICES: Readonly<Record<string, number>> = {
  USDC: 1,
  USDT: 1,
  DAI: 1,
  ETH: 3000,
  POL: 0.5,
};

/** Gas units of a token operation: an ERC-20 approval and an ERC-20 transfer (65,000 each). */
export const TOKEN_OPERATION_GAS = GAS_USED.erc20 * 2n;

/** The gas price of a chain in wei. */
export const gasPriceOf = (chainId: number): bigint => GAS_PRICE_WEI[chainId] ?? DEFAULT_GAS_PRICE_WEI;

const cents = (value: number) => Math.round(value * 100) / 100;

type TokenEntry = {
  totalUsdBalance: number;
  totalBalance: number;
  tokenLogo: string | null;
  chains: Record<
    string,
    { address: string; balance: number; price: number; chainLogo: string | null; chainId: number }
  >;
};

/** GET /v1/wallet/portfolio */
export function getPortfolio({ query, store, fail }: HandlerRequest<'getWalletPortfolio'>) {
  const wallets = [...new Set(query.wallets.map((address) => address.toLowerCase()))];
  return wallets.map((wallet) => {
    const tokens: Record<string, TokenEntry> = {};
    for (const row of store.balances.by('byAddress', wallet)) {
      const units = BigInt(row.amount);
      if (units <= 0n) continue;
      const chain = store.chains.first('byChainId', String(row.chainId));
      const deployment = chain ? deploymentAt(store, chain, row.tokenAddress) : undefined;
      const token = deployment ? store.tokens.get(deployment.tokenId) : undefined;
      if (!chain || !deployment || !token) continue;
      const price = TOKEN_USD_PRICES[token.symbol];
      if (price === undefined) {
        throw fail('WALLET_PORTFOLIO_PRICE_MISSING', `No USD price for ${token.symbol}.`);
      }
      const balance = Number(fromBaseUnits(units, deployment.decimals));
      const entry = tokens[token.symbol] ?? {
        totalUsdBalance: 0,
        totalBalance: 0,
        tokenLogo: token.image,
        chains: {},
      };
      entry.totalBalance += balance;
      entry.totalUsdBalance = cents(entry.totalUsdBalance + balance * price);
      entry.chains[chain.slug] = {
        address: deployment.address,
        balance,
        price,
        chainLogo: chain.image,
        chainId: chain.chainId,
      };
      tokens[token.symbol] = entry;
    }
    const totalUsdBalance = cents(
      Object.values(tokens).reduce((sum, entry) => sum + entry.totalUsdBalance, 0),
    );
    return { wallet, totalUsdBalance, tokens };
  });
}

/** The minimum native gas, in wei, for a token operation on a chain. */
export function minimumGasWei(chain: ChainRow, native: boolean): bigint {
  return (native ? GAS_USED.native : TOKEN_OPERATION_GAS) * gasPriceOf(chain.chainId);
}

/** GET /v1/wallet/evm/check-gas-balance */
export function checkGasBalance({ query, store }: HandlerRequest<'checkGasBalance'>) {
  const chain = supportedChain(store, query.chainSlug);
  const deployment = deploymentAt(store, chain, query.tokenAddress);
  const balanceOf = (wallet: string) =>
    BigInt(store.balances.get(`${chain.chainId}:${NATIVE_TOKEN_ADDRESS}:${wallet}`)?.amount ?? '0');
  return query.wallet.map((address) => {
    const wallet = address.toLowerCase();
    const nativeBalance = balanceOf(wallet);
    if (!deployment) {
      return {
        wallet,
        minimumGasWei: '0',
        nativeBalance: nativeBalance.toString(),
        sufficient: false,
        difference: '0',
        error: {
          code: 'TOKEN_NOT_ON_CHAIN',
          message: `${query.tokenAddress} is not a token of ${chain.slug}.`,
        },
      };
    }
    const minimum = minimumGasWei(chain, deployment.type === 'native');
    return {
      wallet,
      minimumGasWei: minimum.toString(),
      nativeBalance: nativeBalance.toString(),
      sufficient: nativeBalance >= minimum,
      difference: (nativeBalance - minimum).toString(),
    };
  });
}
