/**
 * Documentation text of the top-up operations, keyed by operation id: read by the
 * OpenAPI document, the generated TSDoc and the error catalogue, never by a client at run time.
 */
import { SUPPORTED_CHAIN } from './state-rules.js';
import type { OperationDocs } from './types.js';

/** The rules of a top-up's chain and token. */
const TOKEN_RULES = {
  chain: SUPPORTED_CHAIN,
  token: 'a top-up token (USDC, USDT, DAI) of the chain, by symbol or contract address',
} as const;

/** The decimals of a top-up amount. */
const TOKEN_DECIMALS = "at most the token's decimals";

export const topupDocs = {
  previewTopup: {
    summary: 'Estimate what a top-up delivers.',
    description:
      'Returns the estimated amount received, in local and USD terms, for `amount` (a positive numeric string) of `token` (an EVM token address) on `chain`.',
    stateRules: { ...TOKEN_RULES, amount: TOKEN_DECIMALS },
    errors: [],
  },
  validateTopupPhone: {
    summary: 'Validate a top-up phone code.',
    description:
      'Validates `codigopaq`. With a valid `capabilityId` of this channel the data is `{ ok, signature }`, and the client sends the code together with the signature in the execute params.',
    stateRules: {
      capabilityId: 'a capability of the top-up channel, as `GET /channels/{channelSlug}` lists them',
    },
    errors: [],
  },
  createTopupWithdrawal: {
    summary: 'Create a top-up withdrawal.',
    description:
      'Creates a withdrawal of `amount` of `token` on `chain` to the phone code `codigopaq` in `destinationCountry`. Gas is sponsored. When the service can sign for the wallet the transfer may finish in this call; otherwise call sign-payload and then process-sponsored-tx.',
    stateRules: {
      ...TOKEN_RULES,
      destinationCountry: 'a country of the top-up channel: GT, SV, MX or CO (any case)',
      amount: `${TOKEN_DECIMALS}, and from 1 to 1000 tokens`,
    },
    errors: [
      // 400
      'Invalid input.',
      // 403
      'Access denied.',
      // 500
      'Withdrawal failed.',
    ],
  },
  processTopupWithdrawalSponsoredTx: {
    summary: 'Submit the signed, gas-sponsored transfer of a top-up withdrawal.',
    description:
      'Takes the `userSignature` over the typed data from sign-payload and submits the sponsored transfer. Returns `txHash`, `txId` and `rechargeId`.',
    errors: [
      // 400
      '`userSignature` is not a signature (`TOPUP_SIGNATURE_MALFORMED`), the payload has expired (`TOPUP_SIGNATURE_EXPIRED`), its nonce was used meanwhile (`TOPUP_NONCE_USED`), the signature fails verification (`TOPUP_SIGNATURE_INVALID`), or the wallet lacks the amount (`TOPUP_INSUFFICIENT_BALANCE`).',
      // 403
      "Another key than the wallet's signed (`TOPUP_SIGNER_MISMATCH`).",
      // 409
      'The withdrawal does not wait for a signature (`TOPUP_WITHDRAWAL_NOT_AWAITING_SIGNATURE`), or sign-payload was not read first (`TOPUP_SIGN_PAYLOAD_REQUIRED`).',
    ],
  },
  getTopupWithdrawalSignPayload: {
    summary: 'Read the EIP-712 payload to sign for a top-up withdrawal.',
    description: 'Returns the EIP-712 `typedData` to sign and the `signerAddress` expected to sign it.',
    errors: [
      // 409
      'The withdrawal does not wait for a signature: the platform signed it, or it was already processed (`TOPUP_WITHDRAWAL_NOT_AWAITING_SIGNATURE`).',
    ],
  },
} as const satisfies Record<string, OperationDocs>;
