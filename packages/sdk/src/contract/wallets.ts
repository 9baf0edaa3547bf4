/**
 * Wallets, token allowances and gas sponsorship on EVM chains (spec: Endpoints > Wallets).
 */
import * as z from 'zod/mini';
import { auth } from './auth.js';
import { BODY_PARSER_CODE, defineOperation, lazySchemas } from './operation.js';
import { WALLET_TYPES, WalletRecord } from './resources.js';
import {
  amountOrMax,
  anyCase,
  decimalString,
  EVM_ADDRESS_JSON,
  EVM_ADDRESS_PATTERN,
  evmAddress,
  jsonObject,
  loose,
  printedAs,
  printedList,
  queryFlag,
  queryList,
  statedRule,
  trimmedString,
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
/**
 * Bitcoin address: base58 legacy/script (mainnet or testnet), or bech32/bech32m segwit in lower or
 * upper case, never mixed.
 */
export const BTC_ADDRESS_PATTERN =
  /^(?:[13mn2][1-9A-HJ-NP-Za-km-z]{25,34}|(?:bc1|tb1|bcrt1)[ac-hj-np-z02-9]{11,71}|(?:BC1|TB1|BCRT1)[AC-HJ-NP-Z02-9]{11,71})$/;

/** The address pattern of each wallet type; a FIAT account's address is any non-empty text. */
const WALLET_ADDRESS_PATTERNS: Readonly<Record<(typeof WALLET_TYPES)[number], RegExp | undefined>> = {
  EVM: EVM_ADDRESS_PATTERN,
  SVM: SVM_ADDRESS_PATTERN,
  BTC: BTC_ADDRESS_PATTERN,
  FIAT: undefined,
};

/** A pattern of `source` (anchored) with spaces around it, as a trimmed field accepts. */
const spacedAround = (source: string) => `^\\s*(?:${source.replace(/^\^|\$$/g, '')})\\s*$`;

/** {@link isValidWalletAddress} as JSON Schema: one branch per wallet type, with its address pattern. */
const ADDRESS_BY_WALLET_TYPE = Object.entries(WALLET_ADDRESS_PATTERNS).map(([walletType, pattern]) => ({
  properties: {
    walletType: { const: walletType },
    ...(pattern ? { address: { type: 'string', pattern: spacedAround(pattern.source) } } : {}),
  },
}));

/** Whether an address is valid for a wallet type. */
export /* @__NO_SIDE_EFFECTS__ */ function isValidWalletAddress(
  walletType: (typeof WALLET_TYPES)[number],
  address: string,
): boolean {
  const pattern = WALLET_ADDRESS_PATTERNS[walletType];
  return pattern ? pattern.test(address) : address.length > 0;
}

/** A positive numeric chain id, as a number or a digit string. */
const chainId = /* @__NO_SIDE_EFFECTS__ */ () =>
  z.union([
    z.number().check(z.int(), z.positive()),
    z.string().check(z.trim(), z.regex(/^[1-9]\d*$/, 'Expected a positive numeric chain id')),
  ]);

/** A chain given by slug or by positive numeric id (as a string). */
// A positive id, a slug with a letter in its first part, or a slug whose digits-only first part has more parts
// (no lookahead, so generators of the printed pattern can build it).
const CHAIN_SLUG_PATTERN =
  /^\s*(?:[1-9]\d*|\d*[A-Za-z][A-Za-z0-9]*(?:[-_][A-Za-z0-9]+)*|\d+(?:[-_][A-Za-z0-9]+)+)\s*$/;
const chainSlug = /* @__NO_SIDE_EFFECTS__ */ () =>
  z
    .string()
    .check(z.regex(CHAIN_SLUG_PATTERN, 'Expected a chain slug or a positive numeric chain id'), z.trim());

/** A token contract address that is not a native-coin placeholder ({@link NATIVE_TOKEN_ADDRESSES}). */
export const nonNativeTokenAddress = /* @__NO_SIDE_EFFECTS__ */ () =>
  printedAs(
    evmAddress().check(
      z.refine(
        (value) => !(NATIVE_TOKEN_ADDRESSES as readonly string[]).includes(value.toLowerCase()),
        'The native token has no allowance',
      ),
    ),
    {
      type: 'string',
      pattern: EVM_ADDRESS_PATTERN.source,
      not: { pattern: `^(?:${NATIVE_TOKEN_ADDRESSES.map(anyCase).join('|')})$` },
    },
  );

const numeric = /* @__NO_SIDE_EFFECTS__ */ () => z.union([z.number(), z.string()]);

/** PATCH /v1/wallet/alias */
export const updateWalletAlias = /* @__PURE__ */ defineOperation({
  id: 'updateWalletAlias',
  sdk: 'wallets.alias.update',
  area: 'wallets',
  method: 'PATCH',
  path: '/v1/wallet/alias',
  auth: /* @__PURE__ */ auth.key(),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    body: /* @__PURE__ */ z.object({
      walletAddress: /* @__PURE__ */ z
        .string()
        .check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(64)),
      teamId: /* @__PURE__ */ uuid(),
      alias: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string().check(/* @__PURE__ */ z.minLength(1))),
    }),
    response: /* @__PURE__ */ loose({
      walletAddress: /* @__PURE__ */ z.string(),
      teamId: /* @__PURE__ */ z.string(),
      alias: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
    }),
  })),
  errors: [{ status: 400 }, { status: 404 }, { status: 500 }],
  invalidInputCode: BODY_PARSER_CODE,
});

/** GET /v1/wallet/default */
export const getDefaultWallet = /* @__PURE__ */ defineOperation({
  id: 'getDefaultWallet',
  sdk: 'wallets.default.retrieve',
  area: 'wallets',
  method: 'GET',
  path: '/v1/wallet/default',
  auth: /* @__PURE__ */ auth.key(),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    query: /* @__PURE__ */ z.object({ teamId: /* @__PURE__ */ z.optional(/* @__PURE__ */ uuid()) }),
    response: /* @__PURE__ */ loose({ defaultWallet: /* @__PURE__ */ z.nullable(WalletRecord) }),
  })),
  errors: [{ status: 400 }, { status: 404 }, { status: 500 }],
  invalidInputCode: BODY_PARSER_CODE,
});

/** POST /v1/wallet/default */
export const setDefaultWallet = /* @__PURE__ */ defineOperation({
  id: 'setDefaultWallet',
  sdk: 'wallets.default.set',
  area: 'wallets',
  method: 'POST',
  path: '/v1/wallet/default',
  auth: /* @__PURE__ */ auth.key(),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    query: /* @__PURE__ */ z.object({ teamId: /* @__PURE__ */ uuid() }),
    body: /* @__PURE__ */ z.object({
      walletAddress: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.minLength(1)),
    }),
    response: /* @__PURE__ */ loose({
      message: /* @__PURE__ */ z.string(),
      walletAddress: /* @__PURE__ */ z.string(),
    }),
  })),
  errors: [{ status: 400 }, { status: 404 }, { status: 500 }],
  invalidInputCode: BODY_PARSER_CODE,
});

/** GET /v1/wallet/list */
export const listWallets = /* @__PURE__ */ defineOperation({
  id: 'listWallets',
  sdk: 'wallets.list',
  area: 'wallets',
  method: 'GET',
  path: '/v1/wallet/list',
  auth: /* @__PURE__ */ auth.key(),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    query: /* @__PURE__ */ z
      .object({
        profileId: /* @__PURE__ */ z.optional(/* @__PURE__ */ uuid()),
        teamId: /* @__PURE__ */ z.optional(/* @__PURE__ */ uuid()),
        includeCompliance: /* @__PURE__ */ z._default(/* @__PURE__ */ queryFlag(), false),
      })
      .check(
        /* @__PURE__ */ statedRule<{ profileId?: string | undefined; teamId?: string | undefined }>(
          'Give exactly one of profileId or teamId',
          (query) => (query.profileId === undefined) !== (query.teamId === undefined),
          (query) => (query.profileId === undefined ? ['profileId'] : ['teamId']),
        ),
      ),
    response: /* @__PURE__ */ loose({
      wallets: /* @__PURE__ */ z.array(WalletRecord),
      total: /* @__PURE__ */ z.number(),
    }),
  })),
  errors: [{ status: 400 }, { status: 500 }],
  invalidInputCode: BODY_PARSER_CODE,
});

/** POST /v1/wallet/external */
export const createExternalWallet = /* @__PURE__ */ defineOperation({
  id: 'createExternalWallet',
  sdk: 'wallets.external.create',
  area: 'wallets',
  method: 'POST',
  path: '/v1/wallet/external',
  auth: /* @__PURE__ */ auth.key({ label: 'Key, team admin profile' }),
  successStatus: 201,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    body: /* @__PURE__ */ z
      .object({
        teamId: /* @__PURE__ */ uuid(),
        profileId: /* @__PURE__ */ uuid(),
        address: /* @__PURE__ */ trimmedString(1),
        walletType: /* @__PURE__ */ z.enum(WALLET_TYPES),
        label: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
        metadata: /* @__PURE__ */ z.optional(/* @__PURE__ */ jsonObject()),
      })
      .check(
        /* @__PURE__ */ statedRule<{ walletType: (typeof WALLET_TYPES)[number]; address: string }>(
          'The address must be valid for the walletType: EVM 0x and 40 hex digits, SVM base58 of 32 to 44 characters, BTC a base58 or bech32 address',
          (body) => isValidWalletAddress(body.walletType, body.address),
          () => ['address'],
          { anyOf: ADDRESS_BY_WALLET_TYPE },
        ),
      ),
    response: WalletRecord,
  })),
  errors: [{ status: 400 }, { status: 403 }, { status: 404 }, { status: 409 }, { status: 500 }],
  invalidInputCode: BODY_PARSER_CODE,
});

const PortfolioChain = /* @__PURE__ */ loose({
  address: /* @__PURE__ */ z.string(),
  balance: /* @__PURE__ */ numeric(),
  price: /* @__PURE__ */ numeric(),
  chainLogo: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string())),
  chainId: /* @__PURE__ */ z.union([/* @__PURE__ */ z.number(), /* @__PURE__ */ z.string()]),
});

const PortfolioToken = /* @__PURE__ */ loose({
  totalUsdBalance: /* @__PURE__ */ numeric(),
  totalBalance: /* @__PURE__ */ numeric(),
  tokenLogo: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string())),
  chains: /* @__PURE__ */ z.record(/* @__PURE__ */ z.string(), PortfolioChain),
});

/** GET /v1/wallet/portfolio */
export const getWalletPortfolio = /* @__PURE__ */ defineOperation({
  id: 'getWalletPortfolio',
  sdk: 'wallets.portfolio.retrieve',
  area: 'wallets',
  method: 'GET',
  path: '/v1/wallet/portfolio',
  auth: /* @__PURE__ */ auth.key(),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    query: /* @__PURE__ */ z.object({
      wallets: /* @__PURE__ */ printedAs(
        /* @__PURE__ */ z
          .pipe(
            /* @__PURE__ */ queryList(),
            /* @__PURE__ */ z.transform((addresses) =>
              addresses.filter((address) => EVM_ADDRESS_PATTERN.test(address)),
            ),
          )
          .check(
            /* @__PURE__ */ z.refine((addresses) => addresses.length > 0, 'At least one valid EVM address'),
          ),
        /* @__PURE__ */ printedList(EVM_ADDRESS_JSON),
      ),
    }),
    response: /* @__PURE__ */ z.array(
      /* @__PURE__ */ loose({
        totalUsdBalance: /* @__PURE__ */ numeric(),
        tokens: /* @__PURE__ */ z.record(/* @__PURE__ */ z.string(), PortfolioToken),
      }),
    ),
  })),
  errors: [{ status: 400 }, { status: 500 }],
  invalidInputCode: BODY_PARSER_CODE,
});

/** GET /v1/wallet/evm/check-gas-balance */
export const checkGasBalance = /* @__PURE__ */ defineOperation({
  id: 'checkGasBalance',
  sdk: 'wallets.evm.gasBalance.check',
  area: 'wallets',
  method: 'GET',
  path: '/v1/wallet/evm/check-gas-balance',
  auth: /* @__PURE__ */ auth.key(),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    query: /* @__PURE__ */ z.object({
      wallet: /* @__PURE__ */ printedAs(
        /* @__PURE__ */ queryList().check(
          /* @__PURE__ */ z.refine((addresses) => addresses.length > 0, 'At least one EVM address'),
          /* @__PURE__ */ z.refine(
            (addresses) => addresses.every((address) => EVM_ADDRESS_PATTERN.test(address)),
            'Invalid EVM address',
          ),
        ),
        /* @__PURE__ */ printedList(EVM_ADDRESS_JSON),
      ),
      tokenAddress: /* @__PURE__ */ evmAddress(),
      chainSlug: /* @__PURE__ */ chainSlug(),
    }),
    response: /* @__PURE__ */ z.array(
      /* @__PURE__ */ loose({
        wallet: /* @__PURE__ */ z.string(),
        minimumGasWei: /* @__PURE__ */ numeric(),
        nativeBalance: /* @__PURE__ */ numeric(),
        sufficient: /* @__PURE__ */ z.boolean(),
        difference: /* @__PURE__ */ numeric(),
        error: /* @__PURE__ */ z.optional(
          /* @__PURE__ */ loose({ code: /* @__PURE__ */ z.string(), message: /* @__PURE__ */ z.string() }),
        ),
      }),
    ),
  })),
  errors: [{ status: 400 }],
  invalidInputCode: BODY_PARSER_CODE,
});

const AllowanceExecutor = /* @__PURE__ */ loose({
  executorAddress: /* @__PURE__ */ z.string(),
  executorName: /* @__PURE__ */ z.string(),
  allowance: /* @__PURE__ */ z.string(),
  allowanceOk: /* @__PURE__ */ z.boolean(),
  difference: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
});

/** GET /v1/wallet/evm/allowance/{action} */
export const getAllowance = /* @__PURE__ */ defineOperation({
  id: 'getAllowance',
  sdk: 'wallets.evm.allowance.get',
  area: 'wallets',
  method: 'GET',
  path: '/v1/wallet/evm/allowance/{action}',
  auth: /* @__PURE__ */ auth.key(),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    params: /* @__PURE__ */ z.object({ action: /* @__PURE__ */ z.enum(ALLOWANCE_ACTIONS) }),
    query: /* @__PURE__ */ z.object({
      chainId: /* @__PURE__ */ chainId(),
      userWallet: /* @__PURE__ */ evmAddress(),
      tokenAddress: /* @__PURE__ */ evmAddress(),
      executorAddress: /* @__PURE__ */ z.optional(/* @__PURE__ */ evmAddress()),
      amount: /* @__PURE__ */ z.optional(/* @__PURE__ */ decimalString()),
    }),
    response: /* @__PURE__ */ z.union([
      AllowanceExecutor,
      /* @__PURE__ */ loose({ executors: /* @__PURE__ */ z.array(AllowanceExecutor) }),
    ]),
  })),
  errors: [{ status: 400 }, { status: 500 }],
  invalidInputCode: BODY_PARSER_CODE,
});

/** POST /v1/wallet/evm/allowance/{action} */
export const approveAllowance = /* @__PURE__ */ defineOperation({
  id: 'approveAllowance',
  sdk: 'wallets.evm.allowance.approve',
  area: 'wallets',
  method: 'POST',
  path: '/v1/wallet/evm/allowance/{action}',
  auth: /* @__PURE__ */ auth.session({ label: 'Session + WRITE', permissions: ['WRITE'] }),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    params: /* @__PURE__ */ z.object({ action: /* @__PURE__ */ z.enum(ALLOWANCE_WRITE_ACTIONS) }),
    body: /* @__PURE__ */ z.object({
      chainId: /* @__PURE__ */ chainId(),
      userWallet: /* @__PURE__ */ evmAddress(),
      tokenAddress: /* @__PURE__ */ evmAddress(),
      amount: /* @__PURE__ */ amountOrMax(),
      executorAddress: /* @__PURE__ */ z.optional(/* @__PURE__ */ evmAddress()),
    }),
    response: /* @__PURE__ */ z.union([
      /* @__PURE__ */ loose({ txHash: /* @__PURE__ */ z.string(), signed: /* @__PURE__ */ z.literal(true) }),
      /* @__PURE__ */ loose({
        to: /* @__PURE__ */ z.string(),
        data: /* @__PURE__ */ z.string(),
        value: /* @__PURE__ */ z.string(),
        chainId: /* @__PURE__ */ z.union([/* @__PURE__ */ z.number(), /* @__PURE__ */ z.string()]),
        signed: /* @__PURE__ */ z.literal(false),
      }),
    ]),
  })),
  errors: [{ status: 400 }, { status: 401 }, { status: 403 }, { status: 500 }],
  invalidInputCode: BODY_PARSER_CODE,
});

/** DELETE /v1/wallet/evm/allowance/{action} */
export const revokeAllowance = /* @__PURE__ */ defineOperation({
  id: 'revokeAllowance',
  sdk: 'wallets.evm.allowance.revoke',
  area: 'wallets',
  method: 'DELETE',
  path: '/v1/wallet/evm/allowance/{action}',
  auth: /* @__PURE__ */ auth.session({ label: 'Session + WRITE', permissions: ['WRITE'] }),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    params: /* @__PURE__ */ z.object({ action: /* @__PURE__ */ z.enum(ALLOWANCE_WRITE_ACTIONS) }),
    query: /* @__PURE__ */ z.object({
      chainId: /* @__PURE__ */ chainId(),
      userWallet: /* @__PURE__ */ evmAddress(),
      tokenAddress: /* @__PURE__ */ nonNativeTokenAddress(),
      executorAddress: /* @__PURE__ */ z.optional(/* @__PURE__ */ evmAddress()),
    }),
    response: /* @__PURE__ */ loose({
      transactions: /* @__PURE__ */ z.array(
        /* @__PURE__ */ z.union([
          /* @__PURE__ */ loose({
            executorAddress: /* @__PURE__ */ z.string(),
            txHash: /* @__PURE__ */ z.string(),
            success: /* @__PURE__ */ z.boolean(),
          }),
          /* @__PURE__ */ loose({
            to: /* @__PURE__ */ z.string(),
            data: /* @__PURE__ */ z.string(),
            value: /* @__PURE__ */ z.string(),
            chainId: /* @__PURE__ */ z.union([/* @__PURE__ */ z.number(), /* @__PURE__ */ z.string()]),
            executorAddress: /* @__PURE__ */ z.string(),
          }),
        ]),
      ),
      signed: /* @__PURE__ */ z.boolean(),
    }),
  })),
  errors: [{ status: 400 }, { status: 401 }, { status: 403 }, { status: 500 }],
  invalidInputCode: BODY_PARSER_CODE,
});

/** POST /v1/wallet/evm/gas-sponsor */
export const requestGasSponsorship = /* @__PURE__ */ defineOperation({
  id: 'requestGasSponsorship',
  sdk: 'wallets.evm.gasSponsor.create',
  area: 'wallets',
  method: 'POST',
  path: '/v1/wallet/evm/gas-sponsor',
  auth: /* @__PURE__ */ auth.session({ label: 'Session + WRITE', permissions: ['WRITE'] }),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    body: /* @__PURE__ */ z.object({
      walletAddress: /* @__PURE__ */ evmAddress(),
      action: /* @__PURE__ */ z.enum(['send', 'otc']),
      tokenAddress: /* @__PURE__ */ evmAddress(),
      chainSlug: /* @__PURE__ */ chainSlug(),
      executeWithOwnGas: /* @__PURE__ */ z._default(/* @__PURE__ */ z.boolean(), false),
    }),
    response: /* @__PURE__ */ z.union([
      /* @__PURE__ */ loose({
        message: /* @__PURE__ */ z.string(),
        walletBalance: /* @__PURE__ */ numeric(),
        requiredGas: /* @__PURE__ */ numeric(),
        gasPrice: /* @__PURE__ */ numeric(),
        executeWithOwnGas: /* @__PURE__ */ z.literal(false),
        gasSponsored: /* @__PURE__ */ z.literal(false),
      }),
      /* @__PURE__ */ loose({
        transferTxHash: /* @__PURE__ */ z.string(),
        approveTxHash: /* @__PURE__ */ z.string(),
        gasEstimated: /* @__PURE__ */ numeric(),
        gasTransferred: /* @__PURE__ */ numeric(),
        gasPrice: /* @__PURE__ */ numeric(),
        gasSponsored: /* @__PURE__ */ z.boolean(),
        tokenAddress: /* @__PURE__ */ z.string(),
        chainSlug: /* @__PURE__ */ z.string(),
        action: /* @__PURE__ */ z.string(),
      }),
      /* @__PURE__ */ loose({
        transferTxHash: /* @__PURE__ */ z.string(),
        unsignedApproveTx: /* @__PURE__ */ z.unknown(),
        gasPrice: /* @__PURE__ */ numeric(),
        gasSponsored: /* @__PURE__ */ z.boolean(),
        tokenAddress: /* @__PURE__ */ z.string(),
        chainSlug: /* @__PURE__ */ z.string(),
        action: /* @__PURE__ */ z.string(),
        message: /* @__PURE__ */ z.string(),
      }),
    ]),
  })),
  errors: [
    { status: 400 },
    { status: 401 },
    { status: 403 },
    { status: 409 },
    { status: 429 },
    { status: 500 },
  ],
  invalidInputCode: BODY_PARSER_CODE,
});

/** Every wallet operation, in spec order. */
export const walletsOperations: readonly [
  typeof updateWalletAlias,
  typeof getDefaultWallet,
  typeof setDefaultWallet,
  typeof listWallets,
  typeof createExternalWallet,
  typeof getWalletPortfolio,
  typeof checkGasBalance,
  typeof getAllowance,
  typeof approveAllowance,
  typeof revokeAllowance,
  typeof requestGasSponsorship,
] = [
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
