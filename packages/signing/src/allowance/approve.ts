import {
  type Address,
  decodeFunctionData,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  type Hex,
  isHex,
  maxUint256,
  parseTransaction,
  recoverTransactionAddress,
  type SendTransactionErrorType,
  type SignTransactionErrorType,
  type TransactionSerializedEIP1559,
} from 'viem';
import {
  ChainMismatchError,
  InvalidPayloadError,
  type InvalidSignatureError,
  MalformedSignatureError,
  SignerAccountMissingError,
} from '../errors.js';
import {
  isLocalAccount,
  type SignerParameters,
  signingAccountOf,
  type WalletClientSigner,
} from '../signer.js';
import { toAddress, toChainId, toUint, type UintInput } from '../typed-data.js';
import { assertChain, assertSigner, type VerifyResult } from '../verification.js';

/**
 * An unsigned transaction in the shape the wallets allowance routes return when the backend does
 * not sign (`{ to, data, value: '0', chainId }`): for tokens without permit, the holder sends it.
 *
 * @example
 * ```ts
 * import { type ApproveTransaction } from '@payments-platform/signing';
 *
 * const transaction: ApproveTransaction = {
 *   to: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
 *   data: '0x095ea7b3…',
 *   value: '0',
 *   chainId: 1,
 * };
 * ```
 */
export interface ApproveTransaction {
  /** The token contract. */
  readonly to: Address;
  /** ABI-encoded `approve(spender, amount)`. */
  readonly data: Hex;
  /** Always `'0'`: no native value is sent. */
  readonly value: '0';
  /** Chain of the token. */
  readonly chainId: number;
}

/**
 * Parameters of {@link buildApproveTransaction}.
 *
 * @example
 * ```ts
 * import { type BuildApproveTransactionParameters, contracts } from '@payments-platform/signing';
 *
 * const parameters: BuildApproveTransactionParameters = {
 *   chainId: 1,
 *   token: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
 *   spender: contracts[1].otcEscrowFactory,
 *   amount: 'max',
 * };
 * ```
 */
export interface BuildApproveTransactionParameters {
  /** Chain of the token. */
  chainId: number;
  /** The token contract. */
  token: Address;
  /** The address allowed to spend. */
  spender: Address;
  /** The allowance in the token's smallest unit, or `'max'` for 2^256 - 1; `0` revokes. */
  amount: UintInput | 'max';
}

/**
 * Return type of {@link buildApproveTransaction}.
 *
 * @example
 * ```ts
 * import { type BuildApproveTransactionReturnType } from '@payments-platform/signing';
 *
 * function tokenOf(transaction: BuildApproveTransactionReturnType) {
 *   return transaction.to;
 * }
 * ```
 */
export type BuildApproveTransactionReturnType = ApproveTransaction;

/**
 * Errors thrown by {@link buildApproveTransaction}.
 *
 * @example
 * ```ts
 * import { type BuildApproveTransactionErrorType } from '@payments-platform/signing';
 *
 * function pathOf(error: BuildApproveTransactionErrorType) {
 *   return error.path;
 * }
 * ```
 */
export type BuildApproveTransactionErrorType = InvalidPayloadError;

/**
 * Builds the plain ERC-20 `approve(spender, amount)` transaction, for tokens without permit.
 *
 * @throws {@link InvalidPayloadError} on invalid fields.
 *
 * @example
 * ```ts
 * import { buildApproveTransaction } from '@payments-platform/signing';
 *
 * const transaction = buildApproveTransaction({
 *   chainId: 1,
 *   token: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
 *   spender: '0x08C59E30D9faFD50F31109d380B43ba1AC48C557',
 *   amount: 250_000_000n,
 * });
 * // { to: '0xdAC1…', data: '0x095ea7b3…', value: '0', chainId: 1 }
 * ```
 */
export function buildApproveTransaction(
  parameters: BuildApproveTransactionParameters,
): BuildApproveTransactionReturnType {
  const amount = parameters.amount === 'max' ? maxUint256 : toUint(parameters.amount, 'amount');
  return {
    to: toAddress(parameters.token, 'token'),
    data: encodeFunctionData({
      abi: erc20Abi,
      functionName: 'approve',
      args: [toAddress(parameters.spender, 'spender'), amount],
    }),
    value: '0',
    chainId: toChainId(parameters.chainId, 'chainId'),
  };
}

/**
 * An approve transaction read back: the transaction plus the decoded spender and amount.
 *
 * @example
 * ```ts
 * import { type DecodedApproveTransaction, parseApproveTransaction } from '@payments-platform/signing';
 *
 * const { spender, amount }: DecodedApproveTransaction = parseApproveTransaction(response.data);
 * ```
 */
export interface DecodedApproveTransaction extends ApproveTransaction {
  /** The address allowed to spend. */
  readonly spender: Address;
  /** The allowance in the token's smallest unit. */
  readonly amount: bigint;
}

/**
 * Return type of {@link parseApproveTransaction}.
 *
 * @example
 * ```ts
 * import { type ParseApproveTransactionReturnType } from '@payments-platform/signing';
 *
 * function isUnlimited(transaction: ParseApproveTransactionReturnType) {
 *   return transaction.amount === 2n ** 256n - 1n;
 * }
 * ```
 */
export type ParseApproveTransactionReturnType = DecodedApproveTransaction;

/**
 * Errors thrown by {@link parseApproveTransaction}.
 *
 * @example
 * ```ts
 * import { type ParseApproveTransactionErrorType } from '@payments-platform/signing';
 *
 * function pathOf(error: ParseApproveTransactionErrorType) {
 *   return error.path;
 * }
 * ```
 */
export type ParseApproveTransactionErrorType = InvalidPayloadError;

function decodeApproveData(data: Hex): { spender: Address; amount: bigint } {
  try {
    const decoded = decodeFunctionData({ abi: erc20Abi, data });
    if (decoded.functionName === 'approve') {
      const [spender, amount] = decoded.args;
      return { spender: getAddress(spender), amount };
    }
  } catch (error) {
    throw new InvalidPayloadError('is not an ERC-20 approve call', { path: 'data', cause: error });
  }
  throw new InvalidPayloadError('is not an ERC-20 approve call', { path: 'data' });
}

/**
 * Reads an unsigned approve transaction, as the API returns it (`value` may be `'0'`, `0` or
 * `0n`), and decodes its spender and amount.
 *
 * @throws {@link InvalidPayloadError} when it is not an ERC-20 `approve` with zero value.
 *
 * @example
 * ```ts
 * import { parseApproveTransaction } from '@payments-platform/signing';
 *
 * // data of POST /v1/wallet/evm/allowance/{action} when signed is false
 * const { to, spender, amount } = parseApproveTransaction(response.data);
 * ```
 */
export function parseApproveTransaction(transaction: unknown): ParseApproveTransactionReturnType {
  if (typeof transaction !== 'object' || transaction === null) {
    throw new InvalidPayloadError('expected an object', { path: 'transaction' });
  }
  const record = transaction as Record<string, unknown>;
  if (toUint(record.value ?? 0n, 'value') !== 0n)
    throw new InvalidPayloadError('must be 0', { path: 'value' });
  if (typeof record.data !== 'string' || !isHex(record.data, { strict: true })) {
    throw new InvalidPayloadError('expected hex call data', { path: 'data' });
  }
  return {
    to: toAddress(record.to, 'to'),
    data: record.data,
    value: '0',
    chainId: toChainId(record.chainId, 'chainId'),
    ...decodeApproveData(record.data),
  };
}

/**
 * Parameters of {@link signApproveTransaction}: the transaction and its EIP-1559 gas fields.
 *
 * @example
 * ```ts
 * import { type SignApproveTransactionParameters } from '@payments-platform/signing';
 *
 * const parameters: SignApproveTransactionParameters = {
 *   signer: account,
 *   transaction,
 *   nonce: 7,
 *   gas: 60_000n,
 *   maxFeePerGas: 30_000_000_000n,
 *   maxPriorityFeePerGas: 1_000_000_000n,
 * };
 * ```
 */
export type SignApproveTransactionParameters = SignerParameters & {
  /** The approve transaction, built here or as the API returned it. */
  transaction: ApproveTransaction | DecodedApproveTransaction | unknown;
  /** The signer's account nonce on the chain. */
  nonce: number;
  /** Gas limit. */
  gas: bigint;
  /** EIP-1559 fee cap per gas, in wei. */
  maxFeePerGas: bigint;
  /** EIP-1559 priority fee per gas, in wei. */
  maxPriorityFeePerGas: bigint;
};

/**
 * Return type of {@link signApproveTransaction}: the signed, serialized EIP-1559 transaction,
 * ready for `eth_sendRawTransaction`.
 *
 * @example
 * ```ts
 * import { type SignApproveTransactionReturnType } from '@payments-platform/signing';
 *
 * const raw: SignApproveTransactionReturnType = '0x02f8…';
 * ```
 */
export type SignApproveTransactionReturnType = TransactionSerializedEIP1559;

/**
 * Errors thrown by {@link signApproveTransaction}.
 *
 * @example
 * ```ts
 * import { type SignApproveTransactionErrorType } from '@payments-platform/signing';
 *
 * function nameOf(error: SignApproveTransactionErrorType) {
 *   return error.name;
 * }
 * ```
 */
export type SignApproveTransactionErrorType =
  | InvalidPayloadError
  | ChainMismatchError
  | SignerAccountMissingError
  | SignTransactionErrorType;

/**
 * Signs an approve transaction as EIP-1559 with a local account, or with a wallet client that
 * supports `eth_signTransaction` (the wallet must be on the transaction's chain). Browser wallets
 * that only send transactions can use {@link sendApproveTransaction}.
 *
 * @example
 * ```ts
 * import { buildApproveTransaction, signApproveTransaction } from '@payments-platform/signing';
 * import { privateKeyToAccount } from 'viem/accounts';
 *
 * const raw = await signApproveTransaction({
 *   signer: privateKeyToAccount(privateKey),
 *   transaction: buildApproveTransaction({ chainId: 1, token, spender, amount: 'max' }),
 *   nonce: 7,
 *   gas: 60_000n,
 *   maxFeePerGas: 30_000_000_000n,
 *   maxPriorityFeePerGas: 1_000_000_000n,
 * });
 * ```
 */
export async function signApproveTransaction(
  parameters: SignApproveTransactionParameters,
): Promise<SignApproveTransactionReturnType> {
  const transaction = parseApproveTransaction(parameters.transaction);
  const request = {
    type: 'eip1559',
    to: transaction.to,
    data: transaction.data,
    value: 0n,
    nonce: parameters.nonce,
    gas: parameters.gas,
    maxFeePerGas: parameters.maxFeePerGas,
    maxPriorityFeePerGas: parameters.maxPriorityFeePerGas,
  } as const;
  const { signer } = parameters;
  const serialized = isLocalAccount(signer)
    ? await signer.signTransaction({ ...request, chainId: transaction.chainId })
    : await signer.signTransaction({ ...request, account: signingAccountOf(parameters), chain: null });
  const signedChainId = parseTransaction(serialized).chainId;
  if (signedChainId !== undefined) assertChain(transaction.chainId, signedChainId);
  return serialized as TransactionSerializedEIP1559;
}

/**
 * Parameters of {@link sendApproveTransaction}.
 *
 * @example
 * ```ts
 * import { type SendApproveTransactionParameters } from '@payments-platform/signing';
 *
 * const parameters: SendApproveTransactionParameters = { walletClient, transaction: response.data };
 * ```
 */
export interface SendApproveTransactionParameters {
  /** A wallet client connected to the token's chain (only its account, chain id and send are used). */
  walletClient: Pick<WalletClientSigner, 'account' | 'getChainId' | 'sendTransaction'>;
  /** The account to send from when the client has no hoisted account. */
  account?: SignerParameters['account'];
  /** The approve transaction, built here or as the API returned it. */
  transaction: ApproveTransaction | DecodedApproveTransaction | unknown;
}

/**
 * Return type of {@link sendApproveTransaction}: the transaction hash.
 *
 * @example
 * ```ts
 * import { type SendApproveTransactionReturnType } from '@payments-platform/signing';
 *
 * const hash: SendApproveTransactionReturnType = '0x…';
 * ```
 */
export type SendApproveTransactionReturnType = Hex;

/**
 * Errors thrown by {@link sendApproveTransaction}.
 *
 * @example
 * ```ts
 * import { type SendApproveTransactionErrorType } from '@payments-platform/signing';
 *
 * function nameOf(error: SendApproveTransactionErrorType) {
 *   return error.name;
 * }
 * ```
 */
export type SendApproveTransactionErrorType =
  | InvalidPayloadError
  | ChainMismatchError
  | SignerAccountMissingError
  | SendTransactionErrorType;

/**
 * Sends an approve transaction through a wallet client (a browser wallet fills in nonce and gas
 * and broadcasts it). Fails with {@link ChainMismatchError} before sending when the wallet is on
 * another chain.
 *
 * @example
 * ```ts
 * import { sendApproveTransaction } from '@payments-platform/signing';
 * import { createWalletClient, custom } from 'viem';
 *
 * const walletClient = createWalletClient({ transport: custom(window.ethereum!) });
 * const [account] = await walletClient.requestAddresses();
 * const hash = await sendApproveTransaction({ walletClient, account: account!, transaction: response.data });
 * ```
 */
export async function sendApproveTransaction(
  parameters: SendApproveTransactionParameters,
): Promise<SendApproveTransactionReturnType> {
  const transaction = parseApproveTransaction(parameters.transaction);
  const { walletClient } = parameters;
  const account = parameters.account ?? walletClient.account;
  if (!account) throw new SignerAccountMissingError();
  assertChain(transaction.chainId, await walletClient.getChainId());
  return walletClient.sendTransaction({
    account,
    chain: null,
    to: transaction.to,
    data: transaction.data,
    value: 0n,
  });
}

/**
 * Parameters of {@link verifyApproveTransaction}.
 *
 * @example
 * ```ts
 * import { type VerifyApproveTransactionParameters } from '@payments-platform/signing';
 *
 * const parameters: VerifyApproveTransactionParameters = {
 *   serializedTransaction: raw,
 *   chainId: 1,
 *   expectedSigner: '0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf',
 *   transaction,
 * };
 * ```
 */
export interface VerifyApproveTransactionParameters {
  /** The signed, serialized transaction. */
  serializedTransaction: Hex;
  /** The chain the transaction must be for. */
  chainId: number;
  /** The address that must have signed. */
  expectedSigner: Address;
  /** When given, the signed transaction must have this `to` and `data`. */
  transaction?: ApproveTransaction | DecodedApproveTransaction | unknown;
}

/**
 * Return type of {@link verifyApproveTransaction}: the signer and the decoded approval.
 *
 * @example
 * ```ts
 * import { type VerifyApproveTransactionReturnType } from '@payments-platform/signing';
 *
 * function spenderOf(result: VerifyApproveTransactionReturnType) {
 *   return result.transaction.spender;
 * }
 * ```
 */
export interface VerifyApproveTransactionReturnType extends VerifyResult {
  /** The approval the signed transaction carries. */
  readonly transaction: DecodedApproveTransaction;
}

/**
 * Errors thrown by {@link verifyApproveTransaction}.
 *
 * @example
 * ```ts
 * import { type VerifyApproveTransactionErrorType } from '@payments-platform/signing';
 *
 * function reasonOf(error: VerifyApproveTransactionErrorType) {
 *   return error.reason;
 * }
 * ```
 */
export type VerifyApproveTransactionErrorType =
  | InvalidPayloadError
  | ChainMismatchError
  | MalformedSignatureError
  | InvalidSignatureError;

/**
 * Verifies a signed approve transaction: it must be a signed ERC-20 `approve` with zero value for
 * the expected chain (and the expected `to` and `data` when `transaction` is given), signed by
 * `expectedSigner`.
 *
 * @throws {@link InvalidPayloadError}, {@link ChainMismatchError}, {@link MalformedSignatureError}
 * or {@link InvalidSignatureError}.
 *
 * @example
 * ```ts
 * import { verifyApproveTransaction } from '@payments-platform/signing';
 *
 * const { signer, transaction } = await verifyApproveTransaction({
 *   serializedTransaction: raw,
 *   chainId: 1,
 *   expectedSigner: owner,
 * });
 * ```
 */
export async function verifyApproveTransaction(
  parameters: VerifyApproveTransactionParameters,
): Promise<VerifyApproveTransactionReturnType> {
  let parsed: ReturnType<typeof parseTransaction>;
  try {
    parsed = parseTransaction(parameters.serializedTransaction);
  } catch (error) {
    throw new InvalidPayloadError('is not a serialized transaction', {
      path: 'serializedTransaction',
      cause: error,
    });
  }
  if (parsed.r === undefined || parsed.s === undefined) {
    throw new MalformedSignatureError('The transaction is not signed');
  }
  if (parsed.chainId === undefined) {
    throw new InvalidPayloadError('has no chain id (pre-EIP-155)', { path: 'serializedTransaction' });
  }
  if (parsed.chainId !== parameters.chainId) throw new ChainMismatchError(parameters.chainId, parsed.chainId);
  const decoded = parseApproveTransaction({
    to: parsed.to,
    data: parsed.data,
    value: parsed.value ?? 0n,
    chainId: parsed.chainId,
  });
  if (parameters.transaction !== undefined) {
    const expected = parseApproveTransaction(parameters.transaction);
    assertChain(expected.chainId, decoded.chainId);
    if (expected.to !== decoded.to) throw new InvalidPayloadError(`expected ${expected.to}`, { path: 'to' });
    if (expected.data.toLowerCase() !== decoded.data.toLowerCase()) {
      throw new InvalidPayloadError('differs from the expected approve call', { path: 'data' });
    }
  }
  let signer: Address;
  try {
    signer = getAddress(
      await recoverTransactionAddress({
        serializedTransaction: parameters.serializedTransaction as TransactionSerializedEIP1559,
      }),
    );
  } catch (error) {
    throw new MalformedSignatureError('No address can be recovered from the transaction', { cause: error });
  }
  assertSigner(signer, [parameters.expectedSigner]);
  return { valid: true, signer, transaction: decoded };
}
