/**
 * Documentation text of the wallets operations, keyed by operation id: read by the
 * OpenAPI document, the generated TSDoc and the error catalogue, never by a client at run time.
 */
import type { OperationDocs } from './types.js';

export const walletsDocs = {
  updateWalletAlias: {
    summary: "Set or clear a team wallet's alias.",
    description:
      "Body `walletAddress` (1 to 64 characters), `teamId` (UUID) and `alias` (non-empty string, or null to clear) are all required. The team must belong to the key's app and the wallet to the team. Returns `{ walletAddress, teamId, alias }`.",
    errors: [
      // 400
      'Invalid body.',
      // 404
      'Team or wallet not found.',
      // 500
      'Alias update failed.',
    ],
  },
  getDefaultWallet: {
    summary: "Read a team's default wallet.",
    description:
      'Query `teamId` (UUID) may be omitted only when the key is scoped to a team, which then supplies it. Returns `{ defaultWallet }`, the wallet record or null when none is set.',
    errors: [
      // 400
      'No team id given and none supplied by the key.',
      // 404
      'Team not found.',
      // 500
      'Lookup failed.',
    ],
  },
  setDefaultWallet: {
    summary: "Set a team's default wallet.",
    description:
      'Query `teamId` (UUID) is required; body `walletAddress` names a wallet of that team. Returns `{ message, walletAddress }`.',
    errors: [
      // 400
      'Invalid query or body.',
      // 404
      'Team or team wallet not found.',
      // 500
      'Update failed.',
    ],
  },
  listWallets: {
    summary: 'List the wallets of a profile or of a team.',
    description:
      'Query exactly one of `profileId` or `teamId` (UUID). `includeCompliance` adds compliance wallet records only for the literal `true`. Only valid EVM wallets are returned. Returns `{ wallets, total }`; not paginated.',
    errors: [
      // 400
      'Invalid or missing scope (exactly one of profileId or teamId).',
      // 500
      'Listing failed.',
    ],
  },
  createExternalWallet: {
    summary: 'Register an external wallet for a team.',
    description:
      'Body `teamId` and `profileId` (UUIDs; the profile must belong to the team and be a team admin: the admin check applies to the profile named in the body, not to a header or session context), `address` (valid for `walletType`: an EVM address for EVM, a base58 address of 32 to 44 characters for SVM, a bitcoin address for BTC, any non-empty string for FIAT), `walletType` (`EVM`, `SVM`, `BTC`, `FIAT`), optional `label` and optional `metadata` (object with string keys). Returns the wallet record with 201.',
    errors: [
      // 400
      'Invalid body or address.',
      // 403
      'The profile is not a team admin.',
      // 404
      'Team or profile not found.',
      // 409
      'The wallet already exists in the team.',
      // 500
      'Creation failed.',
    ],
  },
  getWalletPortfolio: {
    summary: 'Read token balances of EVM wallets across chains.',
    description:
      'Query `wallets` is a required comma-separated list of EVM addresses; invalid entries are ignored when at least one is valid. Returns one entry per wallet with `totalUsdBalance` and `tokens` keyed by symbol, each with `totalUsdBalance`, `totalBalance`, `tokenLogo` and `chains` keyed by chain slug (`address`, `balance`, `price`, `chainLogo`, `chainId`). Upstream failures for a wallet or chain are omitted from the result.',
    errors: [
      // 400
      'Missing wallet list or no valid address.',
      // 500
      'Token configuration failure.',
    ],
  },
  checkGasBalance: {
    summary: 'Check whether wallets hold enough native gas for a token operation.',
    description:
      'Query `wallet` (one or more comma-separated EVM addresses), `tokenAddress` and `chainSlug` (a supported chain slug or positive numeric chain id), all required. Returns one result per wallet `{ wallet, minimumGasWei, nativeBalance, sufficient, difference }`; a per-wallet failure adds `error { code, message }` and the answer stays HTTP 200.',
    errors: [
      // 400
      'Missing or invalid address, or unsupported chain.',
    ],
  },
  getAllowance: {
    summary: 'Read token allowances granted to platform executors.',
    description:
      'Path `action` is `send`, `request`, `otc`, `general`, `all` or `multiple`. Query `chainId` (positive supported numeric chain id), `userWallet` and `tokenAddress` (EVM addresses), `executorAddress` (EVM address, required when the action is `general`), `amount` (optional non-negative decimal string). Executor availability depends on the chain. One executor answers `{ executorAddress, executorName, allowance, allowanceOk }` plus `difference` when `amount` is given; several answer `{ executors }`. Amounts are decimal strings.',
    errors: [
      // 400
      'Invalid action, query or executor.',
      // 500
      'Allowance lookup failed.',
    ],
  },
  approveAllowance: {
    summary: 'Approve a token allowance for a platform executor.',
    description:
      'Path `action` is `send`, `request`, `otc` or `general`. Body `chainId` (positive numeric chain id), `userWallet` and `tokenAddress` (EVM addresses), `amount` (positive decimal number or string, or `max`), `executorAddress` (required when the action is `general`). Returns `{ txHash, signed: true }` when the wallet can be signed by the backend, otherwise the unsigned transaction `{ to, data, value: "0", chainId, signed: false }`.',
    errors: [
      // 400
      'Invalid action, body or executor.',
      // 401
      'Missing session profile or team context.',
      // 403
      'The key lacks the WRITE permission.',
      // 500
      'Approval failed.',
    ],
  },
  revokeAllowance: {
    summary: 'Revoke token allowances granted to platform executors.',
    description:
      'Path `action` is `send`, `request`, `otc` or `general`. No body; query `chainId` (positive numeric chain id), `userWallet` (EVM address), `tokenAddress` (EVM address of a non-native token), `executorAddress` (required when the action is `general`). Returns `{ transactions, signed }` with one entry per executor: `{ executorAddress, txHash, success }` when signed by the backend, otherwise the unsigned `{ to, data, value, chainId, executorAddress }`.',
    errors: [
      // 400
      'Invalid action, query or executor.',
      // 401
      'Missing session profile or team context.',
      // 403
      'The key lacks the WRITE permission.',
      // 500
      'Revocation failed.',
    ],
  },
  requestGasSponsorship: {
    summary: 'Sponsor the gas a wallet needs to approve a token for an executor.',
    description:
      'Body `walletAddress` (EVM address owned by the session profile), `action` (`send` or `otc`), `tokenAddress`, `chainSlug` (chain slug or numeric chain id as a string), `executeWithOwnGas` (default false). The answer takes one of three forms: no sponsorship needed `{ message, walletBalance, requiredGas, gasPrice, executeWithOwnGas: false, gasSponsored: false }`; backend-signed wallet `{ transferTxHash, approveTxHash, gasEstimated, gasTransferred, gasPrice, gasSponsored, tokenAddress, chainSlug, action }`; external wallet `{ transferTxHash, unsignedApproveTx, gasPrice, gasSponsored, tokenAddress, chainSlug, action, message }`. A cooldown of five minutes per session user applies, and the number of sponsorships is limited.',
    errors: [
      // 400
      'Invalid body, wallet, token, chain or action; sponsorship disabled; or sponsorship limit exceeded.',
      // 401
      'Missing session profile or team.',
      // 403
      'The key lacks the WRITE permission.',
      // 409
      'An allowance already exists or gas is sufficient, or another sponsorship is unfulfilled.',
      // 429
      'Sponsorship cooldown active.',
      // 500
      'Chain, pricing, signing, transfer or preparation failure.',
    ],
  },
} as const satisfies Record<string, OperationDocs>;
