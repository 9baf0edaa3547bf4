/**
 * Wallets, token allowances and gas sponsorship on EVM chains (spec: Endpoints > Wallets).
 */
import * as z from 'zod/mini';
import { auth } from './auth.js';
import { BODY_PARSER_CODE, defineOperation } from './operation.js';
import { WALLET_TYPES, WalletRecord } from './resources.js';
import {
  amountOrMax,
  decimalString,
  EVM_ADDRESS_PATTERN,
  evmAddress,
  jsonObject,
  loose,
  queryFlag,
  queryList,
  uuid,
} from './schemas.js';

/** Allowance actions accepted when reading an allowance. */
export const ALLOWANCE_ACTIONS = ['send', 'request', 'otc', 'general', 'all', 'multiple'] as const;
/** Allowance actions accepted when approving or revoking (one executor family each). */
export const ALLOWANCE_WRITE_ACTIONS = ['send', 'request', 'otc', 'general'] as const;
export type AllowanceAction = (typeof ALLOWANCE_ACTIONS)[number];

/**
 * Whether an allowance action needs an `executorAddress` in the query or body. Path params and
 * query/body are validated separately, so this cross-field rule is checked by the caller.
 */
export /* @__NO_SIDE_EFFECTS__ */ function requiresExecutor(action: string): boolean {
  return action === 'general';
}

/** Token addresses that stand for a chain's native coin. */
export const NATIVE_TOKEN_ADDRESSES = [
  '0x0000000000000000000000000000000000000000',
  '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
] as const;

/** Solana (SVM) address: base58, 32 to 44 characters. */
export const SVM_ADDRESS_PATTERN = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;
/** Bitcoin address: base58 legacy/script (mainnet or testnet) or bech32/bech32m segwit. */
export const BTC_ADDRESS_PATTERN =
  /^(?:[13mn2][1-9A-HJ-NP-Za-km-z]{25,34}|(?:bc1|tb1|bcrt1)[ac-hj-np-z02-9]{11,71})$/;

const isBtcAddress = /* @__NO_SIDE_EFFECTS__ */ (value: string) => {
  // bech32 addresses may be written all upper case but never mixed case.
  const bech32 = value.toLowerCase();
  if (/^(?:bc1|tb1|bcrt1)/.test(bech32) && (value === bech32 || value === value.toUpperCase())) {
    return BTC_ADDRESS_PATTERN.test(bech32);
  }
  return BTC_ADDRESS_PATTERN.test(value);
};

/** Whether an address is valid for a wallet type. */
export /* @__NO_SIDE_EFFECTS__ */ function isValidWalletAddress(
  walletType: (typeof WALLET_TYPES)[number],
  address: string,
): boolean {
  switch (walletType) {
    case 'EVM':
      return EVM_ADDRESS_PATTERN.test(address);
    case 'SVM':
      return SVM_ADDRESS_PATTERN.test(address);
    case 'BTC':
      return isBtcAddress(address);
    case 'FIAT':
      return address.length > 0;
  }
}

/** A positive numeric chain id, as a number or a digit string. */
const chainId = /* @__NO_SIDE_EFFECTS__ */ () =>
  z.union([
    z.number().check(z.int(), z.positive()),
    z.string().check(z.trim(), z.regex(/^[1-9]\d*$/, 'Expected a positive numeric chain id')),
  ]);

/** A chain given by slug or by positive numeric id (as a string). */
const chainSlug = /* @__NO_SIDE_EFFECTS__ */ () =>
  z.string().check(
    z.trim(),
    z.minLength(1),
    z.refine(
      (value) =>
        /^\d+$/.test(value) ? /^[1-9]\d*$/.test(value) : /^[A-Za-z0-9]+(?:[-_][A-Za-z0-9]+)*$/.test(value),
      'Expected a chain slug or a positive numeric chain id',
    ),
  );

/** A token contract address that is not a native-coin placeholder. */
const nonNativeTokenAddress = /* @__NO_SIDE_EFFECTS__ */ () =>
  evmAddress().check(
    z.refine(
      (value) => !(NATIVE_TOKEN_ADDRESSES as readonly string[]).includes(value.toLowerCase()),
      'The native token has no allowance',
    ),
  );

const numeric = /* @__NO_SIDE_EFFECTS__ */ () => z.union([z.number(), z.string()]);

/** PATCH /v1/wallet/alias */
export const updateWalletAlias = defineOperation({
  id: 'updateWalletAlias',
  sdk: 'wallets.alias.update',
  area: 'wallets',
  method: 'PATCH',
  path: '/v1/wallet/alias',
  summary: "Set or clear a team wallet's alias.",
  description:
    "Body `walletAddress` (1 to 64 characters), `teamId` (UUID) and `alias` (non-empty string, or null to clear) are all required. The team must belong to the key's app and the wallet to the team. Returns `{ walletAddress, teamId, alias }`.",
  auth: /* @__PURE__ */ auth.key(),
  successStatus: 200,
  schemas: {
    body: z.object({
      walletAddress: /* @__PURE__ */ z.string().check(z.minLength(1), z.maxLength(64)),
      teamId: uuid(),
      alias: z.nullable(/* @__PURE__ */ z.string().check(z.minLength(1))),
    }),
    response: loose({
      walletAddress: z.string(),
      teamId: z.string(),
      alias: z.nullable(z.string()),
    }),
  },
  errors: [
    { status: 400, description: 'Invalid body.' },
    { status: 404, description: 'Team or wallet not found.' },
    { status: 500, description: 'Alias update failed.' },
  ],
  invalidInputCode: BODY_PARSER_CODE,
});

/** GET /v1/wallet/default */
export const getDefaultWallet = defineOperation({
  id: 'getDefaultWallet',
  sdk: 'wallets.default.retrieve',
  area: 'wallets',
  method: 'GET',
  path: '/v1/wallet/default',
  summary: "Read a team's default wallet.",
  description:
    'Query `teamId` (UUID) may be omitted only when the key is scoped to a team, which then supplies it. Returns `{ defaultWallet }`, the wallet record or null when none is set.',
  auth: /* @__PURE__ */ auth.key(),
  successStatus: 200,
  schemas: {
    query: z.object({ teamId: z.optional(uuid()) }),
    response: loose({ defaultWallet: z.nullable(WalletRecord) }),
  },
  errors: [
    { status: 400, description: 'No team id given and none supplied by the key.' },
    { status: 404, description: 'Team not found.' },
    { status: 500, description: 'Lookup failed.' },
  ],
  invalidInputCode: BODY_PARSER_CODE,
});

/** POST /v1/wallet/default */
export const setDefaultWallet = defineOperation({
  id: 'setDefaultWallet',
  sdk: 'wallets.default.set',
  area: 'wallets',
  method: 'POST',
  path: '/v1/wallet/default',
  summary: "Set a team's default wallet.",
  description:
    'Query `teamId` (UUID) is required; body `walletAddress` names a wallet of that team. Returns `{ message, walletAddress }`.',
  auth: /* @__PURE__ */ auth.key(),
  successStatus: 200,
  schemas: {
    query: z.object({ teamId: uuid() }),
    body: z.object({ walletAddress: /* @__PURE__ */ z.string().check(z.minLength(1)) }),
    response: loose({ message: z.string(), walletAddress: z.string() }),
  },
  errors: [
    { status: 400, description: 'Invalid query or body.' },
    { status: 404, description: 'Team or team wallet not found.' },
    { status: 500, description: 'Update failed.' },
  ],
  invalidInputCode: BODY_PARSER_CODE,
});

/** GET /v1/wallet/list */
export const listWallets = defineOperation({
  id: 'listWallets',
  sdk: 'wallets.list',
  area: 'wallets',
  method: 'GET',
  path: '/v1/wallet/list',
  summary: 'List the wallets of a profile or of a team.',
  description:
    'Query exactly one of `profileId` or `teamId` (UUID). `includeCompliance` adds compliance wallet records only for the literal `true`. Only valid EVM wallets are returned. Returns `{ wallets, total }`; not paginated.',
  auth: /* @__PURE__ */ auth.key(),
  successStatus: 200,
  schemas: {
    query: /* @__PURE__ */ z
      .object({
        profileId: z.optional(uuid()),
        teamId: z.optional(uuid()),
        includeCompliance: z._default(queryFlag(), false),
      })
      .check(
        z.superRefine((query, ctx) => {
          const given = [query.profileId, query.teamId].filter((value) => value !== undefined).length;
          if (given !== 1) {
            ctx.addIssue({
              code: 'custom',
              message: 'Give exactly one of profileId or teamId',
              path: given === 0 ? ['profileId'] : ['teamId'],
            });
          }
        }),
      ),
    response: loose({ wallets: z.array(WalletRecord), total: z.number() }),
  },
  errors: [
    { status: 400, description: 'Invalid or missing scope (exactly one of profileId or teamId).' },
    { status: 500, description: 'Listing failed.' },
  ],
  invalidInputCode: BODY_PARSER_CODE,
});

/** POST /v1/wallet/external */
export const createExternalWallet = defineOperation({
  id: 'createExternalWallet',
  sdk: 'wallets.external.create',
  area: 'wallets',
  method: 'POST',
  path: '/v1/wallet/external',
  summary: 'Register an external wallet for a team.',
  description:
    'Body `teamId` and `profileId` (UUIDs; the profile must belong to the team and be a team admin: the admin check applies to the profile named in the body, not to a header or session context), `address` (valid for `walletType`: an EVM address for EVM, a base58 address of 32 to 44 characters for SVM, a bitcoin address for BTC, any non-empty string for FIAT), `walletType` (`EVM`, `SVM`, `BTC`, `FIAT`), optional `label` and optional `metadata` (object with string keys). Returns the wallet record with 201.',
  auth: /* @__PURE__ */ auth.key({ label: 'Key, team admin profile' }),
  successStatus: 201,
  schemas: {
    body: /* @__PURE__ */ z
      .object({
        teamId: uuid(),
        profileId: uuid(),
        address: /* @__PURE__ */ z.string().check(z.trim(), z.minLength(1)),
        walletType: z.enum(WALLET_TYPES),
        label: z.optional(z.string()),
        metadata: z.optional(jsonObject()),
      })
      .check(
        z.superRefine((body, ctx) => {
          if (!isValidWalletAddress(body.walletType, body.address)) {
            ctx.addIssue({
              code: 'custom',
              message: `Invalid ${body.walletType} address`,
              path: ['address'],
            });
          }
        }),
      ),
    response: WalletRecord,
  },
  errors: [
    { status: 400, description: 'Invalid body or address.' },
    { status: 403, description: 'The profile is not a team admin.' },
    { status: 404, description: 'Team or profile not found.' },
    { status: 409, description: 'The wallet already exists in the team.' },
    { status: 500, description: 'Creation failed.' },
  ],
  invalidInputCode: BODY_PARSER_CODE,
});

const PortfolioChain = loose({
  address: z.string(),
  balance: numeric(),
  price: numeric(),
  chainLogo: z.optional(z.nullable(z.string())),
  chainId: z.union([z.number(), z.string()]),
});

const PortfolioToken = loose({
  totalUsdBalance: numeric(),
  totalBalance: numeric(),
  tokenLogo: z.optional(z.nullable(z.string())),
  chains: z.record(z.string(), PortfolioChain),
});

/** GET /v1/wallet/portfolio */
export const getWalletPortfolio = defineOperation({
  id: 'getWalletPortfolio',
  sdk: 'wallets.portfolio.retrieve',
  area: 'wallets',
  method: 'GET',
  path: '/v1/wallet/portfolio',
  summary: 'Read token balances of EVM wallets across chains.',
  description:
    'Query `wallets` is a required comma-separated list of EVM addresses; invalid entries are ignored when at least one is valid. Returns one entry per wallet with `totalUsdBalance` and `tokens` keyed by symbol, each with `totalUsdBalance`, `totalBalance`, `tokenLogo` and `chains` keyed by chain slug (`address`, `balance`, `price`, `chainLogo`, `chainId`). Upstream failures for a wallet or chain are omitted from the result.',
  auth: /* @__PURE__ */ auth.key(),
  successStatus: 200,
  schemas: {
    query: z.object({
      wallets: /* @__PURE__ */ z
        .pipe(
          queryList(),
          z.transform((addresses) => addresses.filter((address) => EVM_ADDRESS_PATTERN.test(address))),
        )
        .check(z.refine((addresses) => addresses.length > 0, 'At least one valid EVM address')),
    }),
    response: z.array(
      loose({
        totalUsdBalance: numeric(),
        tokens: z.record(z.string(), PortfolioToken),
      }),
    ),
  },
  errors: [
    { status: 400, description: 'Missing wallet list or no valid address.' },
    { status: 500, description: 'Token configuration failure.' },
  ],
  invalidInputCode: BODY_PARSER_CODE,
});

/** GET /v1/wallet/evm/check-gas-balance */
export const checkGasBalance = defineOperation({
  id: 'checkGasBalance',
  sdk: 'wallets.evm.gasBalance.check',
  area: 'wallets',
  method: 'GET',
  path: '/v1/wallet/evm/check-gas-balance',
  summary: 'Check whether wallets hold enough native gas for a token operation.',
  description:
    'Query `wallet` (one or more comma-separated EVM addresses), `tokenAddress` and `chainSlug` (a supported chain slug or positive numeric chain id), all required. Returns one result per wallet `{ wallet, minimumGasWei, nativeBalance, sufficient, difference }`; a per-wallet failure adds `error { code, message }` and the answer stays HTTP 200.',
  auth: /* @__PURE__ */ auth.key(),
  successStatus: 200,
  schemas: {
    query: z.object({
      wallet: /* @__PURE__ */ queryList().check(
        z.refine((addresses) => addresses.length > 0, 'At least one EVM address'),
        z.refine(
          (addresses) => addresses.every((address) => EVM_ADDRESS_PATTERN.test(address)),
          'Invalid EVM address',
        ),
      ),
      tokenAddress: evmAddress(),
      chainSlug: chainSlug(),
    }),
    response: z.array(
      loose({
        wallet: z.string(),
        minimumGasWei: numeric(),
        nativeBalance: numeric(),
        sufficient: z.boolean(),
        difference: numeric(),
        error: z.optional(loose({ code: z.string(), message: z.string() })),
      }),
    ),
  },
  errors: [{ status: 400, description: 'Missing or invalid address, or unsupported chain.' }],
  invalidInputCode: BODY_PARSER_CODE,
});

const AllowanceExecutor = loose({
  executorAddress: z.string(),
  executorName: z.string(),
  allowance: z.string(),
  allowanceOk: z.boolean(),
  difference: z.optional(z.string()),
});

/** GET /v1/wallet/evm/allowance/{action} */
export const getAllowance = defineOperation({
  id: 'getAllowance',
  sdk: 'wallets.evm.allowance.get',
  area: 'wallets',
  method: 'GET',
  path: '/v1/wallet/evm/allowance/{action}',
  summary: 'Read token allowances granted to platform executors.',
  description:
    'Path `action` is `send`, `request`, `otc`, `general`, `all` or `multiple`. Query `chainId` (positive supported numeric chain id), `userWallet` and `tokenAddress` (EVM addresses), `executorAddress` (EVM address, required when the action is `general`), `amount` (optional non-negative decimal string). Executor availability depends on the chain. One executor answers `{ executorAddress, executorName, allowance, allowanceOk }` plus `difference` when `amount` is given; several answer `{ executors }`. Amounts are decimal strings.',
  auth: /* @__PURE__ */ auth.key(),
  successStatus: 200,
  schemas: {
    params: z.object({ action: z.enum(ALLOWANCE_ACTIONS) }),
    query: z.object({
      chainId: chainId(),
      userWallet: evmAddress(),
      tokenAddress: evmAddress(),
      executorAddress: z.optional(evmAddress()),
      amount: z.optional(decimalString()),
    }),
    response: z.union([AllowanceExecutor, loose({ executors: z.array(AllowanceExecutor) })]),
  },
  errors: [
    { status: 400, description: 'Invalid action, query or executor.' },
    { status: 500, description: 'Allowance lookup failed.' },
  ],
  invalidInputCode: BODY_PARSER_CODE,
});

/** POST /v1/wallet/evm/allowance/{action} */
export const approveAllowance = defineOperation({
  id: 'approveAllowance',
  sdk: 'wallets.evm.allowance.approve',
  area: 'wallets',
  method: 'POST',
  path: '/v1/wallet/evm/allowance/{action}',
  summary: 'Approve a token allowance for a platform executor.',
  description:
    'Path `action` is `send`, `request`, `otc` or `general`. Body `chainId` (positive numeric chain id), `userWallet` and `tokenAddress` (EVM addresses), `amount` (positive decimal number or string, or `max`), `executorAddress` (required when the action is `general`). Returns `{ txHash, signed: true }` when the wallet can be signed by the backend, otherwise the unsigned transaction `{ to, data, value: "0", chainId, signed: false }`.',
  auth: /* @__PURE__ */ auth.session({ label: 'Session + WRITE', permissions: ['WRITE'] }),
  successStatus: 200,
  schemas: {
    params: z.object({ action: z.enum(ALLOWANCE_WRITE_ACTIONS) }),
    body: z.object({
      chainId: chainId(),
      userWallet: evmAddress(),
      tokenAddress: evmAddress(),
      amount: amountOrMax(),
      executorAddress: z.optional(evmAddress()),
    }),
    response: z.union([
      loose({ txHash: z.string(), signed: z.literal(true) }),
      loose({
        to: z.string(),
        data: z.string(),
        value: z.string(),
        chainId: z.union([z.number(), z.string()]),
        signed: z.literal(false),
      }),
    ]),
  },
  errors: [
    { status: 400, description: 'Invalid action, body or executor.' },
    { status: 401, description: 'Missing session profile or team context.' },
    { status: 403, description: 'The key lacks the WRITE permission.' },
    { status: 500, description: 'Approval failed.' },
  ],
  invalidInputCode: BODY_PARSER_CODE,
});

/** DELETE /v1/wallet/evm/allowance/{action} */
export const revokeAllowance = defineOperation({
  id: 'revokeAllowance',
  sdk: 'wallets.evm.allowance.revoke',
  area: 'wallets',
  method: 'DELETE',
  path: '/v1/wallet/evm/allowance/{action}',
  summary: 'Revoke token allowances granted to platform executors.',
  description:
    'Path `action` is `send`, `request`, `otc` or `general`. No body; query `chainId` (positive numeric chain id), `userWallet` (EVM address), `tokenAddress` (EVM address of a non-native token), `executorAddress` (required when the action is `general`). Returns `{ transactions, signed }` with one entry per executor: `{ executorAddress, txHash, success }` when signed by the backend, otherwise the unsigned `{ to, data, value, chainId, executorAddress }`.',
  auth: /* @__PURE__ */ auth.session({ label: 'Session + WRITE', permissions: ['WRITE'] }),
  successStatus: 200,
  schemas: {
    params: z.object({ action: z.enum(ALLOWANCE_WRITE_ACTIONS) }),
    query: z.object({
      chainId: chainId(),
      userWallet: evmAddress(),
      tokenAddress: nonNativeTokenAddress(),
      executorAddress: z.optional(evmAddress()),
    }),
    response: loose({
      transactions: z.array(
        z.union([
          loose({ executorAddress: z.string(), txHash: z.string(), success: z.boolean() }),
          loose({
            to: z.string(),
            data: z.string(),
            value: z.string(),
            chainId: z.union([z.number(), z.string()]),
            executorAddress: z.string(),
          }),
        ]),
      ),
      signed: z.boolean(),
    }),
  },
  errors: [
    { status: 400, description: 'Invalid action, query or executor.' },
    { status: 401, description: 'Missing session profile or team context.' },
    { status: 403, description: 'The key lacks the WRITE permission.' },
    { status: 500, description: 'Revocation failed.' },
  ],
  invalidInputCode: BODY_PARSER_CODE,
});

/** POST /v1/wallet/evm/gas-sponsor */
export const requestGasSponsorship = defineOperation({
  id: 'requestGasSponsorship',
  sdk: 'wallets.evm.gasSponsor.create',
  area: 'wallets',
  method: 'POST',
  path: '/v1/wallet/evm/gas-sponsor',
  summary: 'Sponsor the gas a wallet needs to approve a token for an executor.',
  description:
    'Body `walletAddress` (EVM address owned by the session profile), `action` (`send` or `otc`), `tokenAddress`, `chainSlug` (chain slug or numeric chain id as a string), `executeWithOwnGas` (default false). The answer takes one of three forms: no sponsorship needed `{ message, walletBalance, requiredGas, gasPrice, executeWithOwnGas: false, gasSponsored: false }`; backend-signed wallet `{ transferTxHash, approveTxHash, gasEstimated, gasTransferred, gasPrice, gasSponsored, tokenAddress, chainSlug, action }`; external wallet `{ transferTxHash, unsignedApproveTx, gasPrice, gasSponsored, tokenAddress, chainSlug, action, message }`. A cooldown of five minutes per session user applies, and the number of sponsorships is limited.',
  auth: /* @__PURE__ */ auth.session({ label: 'Session + WRITE', permissions: ['WRITE'] }),
  successStatus: 200,
  schemas: {
    body: z.object({
      walletAddress: evmAddress(),
      action: z.enum(['send', 'otc']),
      tokenAddress: evmAddress(),
      chainSlug: chainSlug(),
      executeWithOwnGas: z._default(z.boolean(), false),
    }),
    response: z.union([
      loose({
        message: z.string(),
        walletBalance: numeric(),
        requiredGas: numeric(),
        gasPrice: numeric(),
        executeWithOwnGas: z.literal(false),
        gasSponsored: z.literal(false),
      }),
      loose({
        transferTxHash: z.string(),
        approveTxHash: z.string(),
        gasEstimated: numeric(),
        gasTransferred: numeric(),
        gasPrice: numeric(),
        gasSponsored: z.boolean(),
        tokenAddress: z.string(),
        chainSlug: z.string(),
        action: z.string(),
      }),
      loose({
        transferTxHash: z.string(),
        unsignedApproveTx: z.unknown(),
        gasPrice: numeric(),
        gasSponsored: z.boolean(),
        tokenAddress: z.string(),
        chainSlug: z.string(),
        action: z.string(),
        message: z.string(),
      }),
    ]),
  },
  errors: [
    {
      status: 400,
      description:
        'Invalid body, wallet, token, chain or action; sponsorship disabled; or sponsorship limit exceeded.',
    },
    { status: 401, description: 'Missing session profile or team.' },
    { status: 403, description: 'The key lacks the WRITE permission.' },
    {
      status: 409,
      description: 'An allowance already exists or gas is sufficient, or another sponsorship is unfulfilled.',
    },
    { status: 429, description: 'Sponsorship cooldown active.' },
    { status: 500, description: 'Chain, pricing, signing, transfer or preparation failure.' },
  ],
  invalidInputCode: BODY_PARSER_CODE,
});

/** Every wallet operation, in spec order. */
export const walletsOperations = [
  updateWalletAlias,
  getDefaultWallet,
  setDefaultWallet,
  listWallets,
  createExternalWallet,
  getWalletPortfolio,
  checkGasBalance,
  getAllowance,
  approveAllowance,
  revokeAllowance,
  requestGasSponsorship,
] as const;
