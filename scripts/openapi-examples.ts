/**
 * `npm run openapi:examples` writes docs/openapi-examples.json: for each operation, requests sent to an in-process simulator
 * on the demo seed and the answers it gave, which `npm run openapi` prints into docs/openapi.json
 * as the operation's examples. Run it after a change to what an operation answers; the
 * repository's tests check every recorded answer against the operation's schemas, that every
 * operation has a successful one, and replay them in order through Prism. The state an operation
 * acts on is made by earlier calls; the control API stands in only for what no API call does (an
 * OTC desk's offer, tokens and approvals an external wallet sends itself, the platform's fee
 * settings), and the replay runs the same steps.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type OperationExample, type OperationExamples, operations } from '@payments-platform/sdk/contract';
import {
  contracts,
  type SignSponsoredSendParameters,
  type SignTopUpWithdrawalParameters,
  signProofDenial,
  signProofSubmission,
  signProofVerification,
  signSponsoredSend,
  signTopUpWithdrawal,
} from '@payments-platform/signing';
import {
  createSimulator,
  DEMO,
  PLATFORM_CUSTODY_SIGNER,
  type SimulatorState,
} from '@payments-platform/simulator';
import { privateKeyToAccount } from 'viem/accounts';
import {
  type Caller,
  CONTEXT_HEADERS,
  type ControlStep,
  EXAMPLE_PROFILE,
  EXAMPLE_SEEDS,
  exampleRequest,
  prepareExampleSimulator,
  type RecordedExample,
  runControlSteps,
} from './example-requests.js';

export const EXAMPLES_FILE = 'docs/openapi-examples.json';
/**
 * The simulator's state once the recorded flow is over, for `PUT /_simulator/state`: every record
 * an example names is in it, so a tool that sends the document's examples finds them.
 */
export const EXAMPLES_STATE_FILE = 'docs/openapi-examples.state.json';

/**
 * One request of the recording; its params, query and body may read earlier answers' data (a
 * body given as a function is computed, e.g. signed, from them). `before` are control-API steps
 * run first (the replay runs them too); what they answer is kept as `data['otc.makeOffer']`.
 * `name` tells a second example of an operation from its first (`success`).
 */
interface Call {
  readonly id: string;
  readonly as: Caller;
  readonly name?: string;
  readonly before?: (data: Answers) => readonly ControlStep[];
  readonly params?: (data: Answers) => Record<string, string>;
  readonly query?: Record<string, unknown> | ((data: Answers) => Record<string, unknown>);
  readonly body?: unknown;
}
/** The `payload` form of a signing function's parameters: an API answer to sign as it is. */
type PayloadOf<Parameters> = Extract<Parameters, { payload: unknown }>['payload'];
// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely, by field, to build later requests
type Answers = Record<string, Record<string, any>>;

/** Path params naming what an earlier call created: its answer's `field`, as the param `name`. */
const createdBy =
  (operation: string, field: string, name = 'id') =>
  (data: Answers) => ({ [name]: String(data[operation]?.[field]) });

const bruno = EXAMPLE_PROFILE;
const wallet = DEMO.wallets.bruno;
/** A send from Bruno's wallet to Alice's, in USDC on Base Sepolia. */
const SEND_PARAMS = {
  chain: 'base-sepolia',
  token: 'USDC',
  recipients: [{ address: DEMO.wallets.alice, amount: 10 }],
};
/** The Guatemalan top-up capability and the first capability of the demo's first gate. */
const GT_TOPUP = '7a1c0e52-4f0b-4d6e-9a51-0c3b2f6d1e01';
const DISCOVERY_CAPABILITY = '5e1a7c30-2b4d-4c8e-9f10-000000000001';
/** The first gate of the demo's discovery tree. */
const DISCOVERY_GATE = 'b7e3f1a0-6c2d-4e59-8a14-000000000001';
const usdc = '0x036CbD53842c5426634e7929541eC2318f3dCF7e';
/** A wallet whose key its owner holds (a fixed, publicly known test key), registered by the recording. */
const external = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
/** The signed upload URLs of an answer (prepare-proof, a transaction's upload-url). */
const uploadsOf = (answer: Answers[string] | undefined) =>
  (answer?.uploadUrls ?? []) as readonly {
    signedUrl: string;
    filePath: string;
    fileName: string;
    contentType: string;
  }[];
/** The platform's custody signer, which signs for every platform-custody wallet (the simulator publishes its key). */
const custody = privateKeyToAccount(PLATFORM_CUSTODY_SIGNER.privateKey);
/** The fields of a proof message of the recorded OTC request's split, signed for `walletAddress`. */
const proofFields = (data: Answers, splitIndex: number, walletAddress: string) => ({
  chainId: 84532,
  otcRequestId: String(data.createOtcRequest?.id),
  splitIndex,
  walletAddress: walletAddress as `0x${string}`,
  expiresAtMs: Number(
    data['listOtcRequests.accepted']?.find(
      (item: { otcRequest: { id: string } }) => item.otcRequest.id === data.createOtcRequest?.id,
    )?.otcRequest.escrowExpiresAtMs,
  ),
});
/** The desk's release (approve-split) or refund (deny-split) of a split of the recorded OTC request. */
const deskSplit = (splitIndex: number) => (data: Answers) => ({
  otcRequestId: data.createOtcRequest?.id,
  splitIndex,
  userWalletAddress: DEMO.wallets.omar,
});
const DENIAL_REASON = 'The transfer receipt is for another amount.';
/** The one-time code of a user whose e-mail is tagged `+otp` (a magic value). */
const OTP_MAGIC_CODE = '123456789';
/** The step that uploads a small file of `contentType` to a signed upload URL. */
const uploadOf = (url: string, contentType = 'image/png'): ControlStep => {
  const { pathname, search } = new URL(url);
  return { put: `${pathname}${search}`, contentType, text: `The bytes of a ${contentType} file.` };
};

/** The successful calls, in order; a later call may use an id an earlier one created. */
const CALLS: readonly Call[] = [
  { id: 'getMaintenance', as: 'nobody' },
  { id: 'listCountries', as: 'nobody', query: { all: true } },
  { id: 'listCountryBanks', as: 'key', query: { country: 'MX' } },
  { id: 'listChains', as: 'key' },
  { id: 'listTokens', as: 'key' },
  { id: 'checkUsernameAvailability', as: 'key', query: { username: 'new_user' } },
  { id: 'validateReferralCode', as: 'key', query: { referralCode: DEMO.users.alice.referralCode } },
  { id: 'listChannels', as: 'key', query: { country: 'MX' } },
  { id: 'listChannelCategories', as: 'key', query: { includeUnknown: true } },
  { id: 'getDiscovery', as: 'key' },
  { id: 'listAppChannels', as: 'key' },
  { id: 'getProfile', as: 'session' },
  { id: 'listProfileBanks', as: 'session' },
  { id: 'getProfileBank', as: 'session', params: () => ({ id: DEMO.bankAccounts.bruno }) },
  {
    id: 'createProfileBank',
    as: 'session',
    body: {
      accountName: 'Bruno Méndez',
      accountAlias: 'Payroll',
      accountType: 'CHECKING',
      accountNumber: '0123456789',
      country: 'MX',
      currencySymbol: 'MXN',
      bankSlug: 'banorte',
      additionalData: { clabe: '012180001234567897' },
    },
  },
  { id: 'getKycStatus', as: 'session' },
  { id: 'listUserProfiles', as: 'session' },
  { id: 'listTeamMembers', as: 'headers' },
  { id: 'listInvitations', as: 'headers' },
  { id: 'createInvitation', as: 'headers', body: { email: 'charles@example.org', role: 'analyst' } },
  { id: 'listTeamBanks', as: 'headers' },
  { id: 'listTeamActivity', as: 'session', params: () => ({ teamId: bruno.teamId }) },
  { id: 'listWallets', as: 'headers', query: { teamId: bruno.teamId } },
  { id: 'getDefaultWallet', as: 'key', query: { teamId: bruno.teamId } },
  { id: 'getWalletPortfolio', as: 'key', query: { wallets: wallet } },
  { id: 'listTransactions', as: 'headers', query: { type: 'team' } },
  { id: 'countTransactionsToday', as: 'key', query: { date: '2025-01-01T00:00:00Z' } },
  { id: 'listNotifications', as: 'session', query: { limit: 10 } },
  { id: 'listOtcRequests', as: 'session', query: { limit: 10 } },
  { id: 'listRampOrders', as: 'key', query: { limit: 10 } },
  { id: 'getOnrampConfig', as: 'headers' },
  { id: 'getOfframpConfig', as: 'headers' },
  {
    id: 'createPaymentRequest',
    as: 'headers',
    body: { targetAddress: wallet, amount: 25, channelParams: { customId: 'order-1843' } },
  },
  {
    id: 'getPaymentRequest',
    as: 'key',
    params: createdBy('createPaymentRequest', 'id'),
  },
  { id: 'getDiscoveryGate', as: 'key', params: () => ({ gateId: DISCOVERY_GATE }) },
  { id: 'listChannelMethods', as: 'key', params: () => ({ channelSlug: 'ramp' }) },
  { id: 'getChannel', as: 'nobody', params: () => ({ channelSlug: 'core' }) },
  { id: 'getChannelMethod', as: 'key', params: () => ({ channelSlug: 'ramp', methodName: 'onramp' }) },
  { id: 'getChannelFees', as: 'headers', query: { channelSlug: 'core' } },
  { id: 'getBankConfigurations', as: 'key', query: { countries: 'MX' } },
  { id: 'listSendContracts', as: 'key' },
  { id: 'listKycVerifications', as: 'session' },
  { id: 'getOtcGating', as: 'headers' },
  { id: 'listOtcTransactions', as: 'headers', query: { type: 'team' } },
  {
    id: 'getTransaction',
    as: 'headers',
    params: createdBy('createPaymentRequest', 'txId'),
  },
  {
    id: 'listTransactionFiles',
    as: 'headers',
    params: createdBy('createPaymentRequest', 'txId', 'txId'),
  },
  {
    id: 'updateProfileBank',
    as: 'session',
    // The seed's account, which the flow keeps: the one it creates, it deletes.
    params: () => ({ id: DEMO.bankAccounts.bruno }),
    body: { accountAlias: 'Savings' },
  },
  {
    id: 'deleteProfileBank',
    as: 'session',
    params: createdBy('createProfileBank', 'id'),
  },
  {
    id: 'deleteInvitation',
    as: 'session',
    params: createdBy('createInvitation', 'id'),
  },
  { id: 'updateTeamMetadata', as: 'headers', body: { description: 'Imports of industrial parts' } },
  {
    id: 'getOnrampQuote',
    as: 'headers',
    query: { amount: '500', fiat: 'MXN', payment: 'spei', crypto: 'USDC', chainId: '84532' },
  },
  {
    id: 'createOnrampOrder',
    as: 'headers',
    body: { amount: 500, fiat: 'MXN', payment: 'spei', crypto: 'USDC', chainId: 84532, country: 'MX' },
  },
  {
    id: 'getRampOrder',
    as: 'key',
    params: createdBy('createOnrampOrder', 'recordId', 'orderId'),
  },
  { id: 'addTeamCountry', as: 'headers', body: { country: 'AR' } },
  {
    id: 'updateTeamNotificationEmail',
    as: 'headers',
    body: { notificationEmail: 'billing@acme.example.com' },
  },
  {
    id: 'upsertTeamTaxInfo',
    as: 'headers',
    body: { country: 'MX', taxId: 'AIM850101ABC', name: 'Acme Imports' },
  },
  { id: 'updateProfileMetadata', as: 'session', body: { name: 'Bruno M.' } },
  { id: 'updateProfileUsername', as: 'session', body: { nickname: 'bruno_m' } },
  { id: 'createKycSession', as: 'session', body: { email: DEMO.users.bruno.email } },
  {
    id: 'updateWalletAlias',
    as: 'key',
    body: { walletAddress: wallet, teamId: bruno.teamId, alias: 'Payouts' },
  },
  {
    id: 'previewSend',
    as: 'headers',
    body: { senderAddress: wallet, amount: 10, channelParams: SEND_PARAMS },
  },
  {
    id: 'createSend',
    as: 'headers',
    body: { targetAddress: wallet, amount: 10, channelParams: SEND_PARAMS },
  },
  {
    id: 'getOfframpQuote',
    as: 'headers',
    query: { amount: '50', fiat: 'MXN', payment: 'spei', crypto: 'USDC', chainId: '84532' },
  },
  { id: 'getDiscoveryCapability', as: 'key', params: () => ({ capabilityId: DISCOVERY_CAPABILITY }) },
  { id: 'validateTopupPhone', as: 'key', query: { codigopaq: '55123456', capabilityId: GT_TOPUP } },
  { id: 'previewTopup', as: 'key', query: { amount: '20', chain: 'base-sepolia', token: usdc } },
  { id: 'resolveTags', as: 'key', query: { tags: 'alice,bruno', address: wallet } },
  {
    id: 'getAllowance',
    as: 'key',
    params: () => ({ action: 'otc' }),
    query: { chainId: '84532', userWallet: wallet, tokenAddress: usdc },
  },
  { id: 'setDefaultWallet', as: 'headers', query: { teamId: bruno.teamId }, body: { walletAddress: wallet } },
  {
    id: 'checkGasBalance',
    as: 'key',
    query: { wallet, tokenAddress: usdc, chainSlug: 'base-sepolia' },
  },
  // Auth: a new user with a `+otp` e-mail (whose code is always 123456789), then its login.
  {
    id: 'onboardUser',
    as: 'key',
    body: {
      email: 'ada+otp@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      username: 'ada_l',
      country: 'MX',
      isBusiness: false,
      termsOfService: true,
    },
  },
  { id: 'sendOtp', as: 'key', body: { email: 'ada+otp@example.com' } },
  {
    id: 'verifyOtp',
    as: 'key',
    body: (data: Answers) => ({
      otp: OTP_MAGIC_CODE,
      otpId: data.sendOtp?.otpId,
      email: 'ada+otp@example.com',
      profileId: data.onboardUser?.profile?.id,
    }),
  },
  { id: 'refreshSession', as: 'session' },
  // Teams: members, countries, wallets, tax information and the team image.
  { id: 'removeTeamCountry', as: 'headers', body: { country: 'AR' } },
  { id: 'updateTeamDefaultReceiverWallet', as: 'session', body: { defaultReceiverWallet: wallet } },
  {
    id: 'updateTeamMemberRole',
    as: 'headers',
    params: () => ({ profileId: DEMO.profiles.carmen.id }),
    body: { role: 'analyst' },
  },
  { id: 'blockTeamMember', as: 'headers', params: () => ({ profileId: DEMO.profiles.diego.id }) },
  { id: 'setTeamDefaultTaxInfo', as: 'headers', body: { country: 'MX', taxId: 'AIM850101ABC' } },
  {
    id: 'createTeamImageUploadUrl',
    as: 'session',
    params: () => ({ teamId: bruno.teamId }),
    body: { fileName: 'logo.png', contentType: 'image/png' },
  },
  {
    id: 'confirmTeamImage',
    as: 'session',
    before: (data) => [uploadOf(data.createTeamImageUploadUrl?.uploadUrl)],
    params: () => ({ teamId: bruno.teamId }),
    body: (data: Answers) => ({ filePath: data.createTeamImageUploadUrl?.filePath }),
  },
  // Profile and user.
  {
    id: 'createProfileImageUploadUrl',
    as: 'session',
    body: { fileName: 'bruno.png', contentType: 'image/png' },
  },
  {
    id: 'confirmProfileImage',
    as: 'session',
    before: (data) => [uploadOf(data.createProfileImageUploadUrl?.uploadUrl)],
    body: (data: Answers) => ({ filePath: data.createProfileImageUploadUrl?.filePath }),
  },
  { id: 'setDefaultProfile', as: 'session', body: { profileId: bruno.id } },
  { id: 'updateDefaultProfile', as: 'session', body: { profileId: bruno.id } },
  // Compliance: the fee's payment request needs the platform's fee maker, which only the
  // platform's settings name (the demo seed names none).
  { id: 'createComplianceCheckout', as: 'headers', body: { successUrl: 'https://acme.example.com/paid' } },
  {
    id: 'payComplianceViaRequest',
    as: 'headers',
    before: () => [
      { control: 'compliance.setSettings', input: { feeMakerProfileId: DEMO.profiles.omar.id } },
    ],
  },
  // Notifications.
  {
    id: 'markNotificationSeen',
    as: 'session',
    params: (data) => ({ notificationId: String(data.listNotifications?.items?.[0]?.notificationId) }),
  },
  // Wallets.
  {
    id: 'createExternalWallet',
    as: 'key',
    body: {
      teamId: bruno.teamId,
      profileId: bruno.id,
      address: external.address,
      walletType: 'EVM',
      label: 'Hardware',
    },
  },
  {
    id: 'requestGasSponsorship',
    as: 'session',
    body: { walletAddress: external.address, action: 'send', tokenAddress: usdc, chainSlug: 'base-sepolia' },
  },
  {
    id: 'approveAllowance',
    as: 'session',
    params: () => ({ action: 'send' }),
    body: { chainId: 84532, userWallet: wallet, tokenAddress: usdc, amount: '100' },
  },
  // OTC: Bruno's team buys 50 USDC for MXN from the demo OTC desk (Omar), whose offers only
  // the desk's provider makes (the control API plays it). The desk's first offer is rejected; of
  // its second, in two splits, Bruno pays the first and the desk releases it, and the desk
  // disputes the proof of the second and takes its tokens back. Both wallets are platform
  // custody, so the platform's custody signer signs their proof messages.
  {
    id: 'approveOtcAllowance',
    as: 'session',
    body: { chainId: 84532, tokenAddress: usdc, senderWallet: wallet, amount: '100', autoSign: true },
  },
  {
    id: 'checkOtcAllowance',
    as: 'session',
    body: { chainId: 84532, tokenAddress: usdc, senderAddress: wallet, amountToCheck: '100' },
  },
  {
    id: 'createOtcRequest',
    as: 'session',
    body: {
      targetAddress: wallet,
      amount: 50,
      channelParams: {
        requestType: 'buy',
        amountType: 'buy',
        buyCurrency: 'USDC',
        sellCurrency: 'MXN',
        buyChain: 'base-sepolia',
        sellChain: 'fiat',
        userBankId: DEMO.bankAccounts.bruno,
      },
    },
  },
  {
    id: 'rejectOtcOffer',
    as: 'session',
    before: (data) => [{ control: 'otc.makeOffer', input: { id: data.createOtcRequest?.id, rate: 19 } }],
    params: createdBy('createOtcRequest', 'id'),
    body: (data: Answers) => ({ offerId: data['otc.makeOffer']?.offerId }),
  },
  {
    id: 'createOtcEscrowSignature',
    as: 'session',
    before: (data) => [
      { control: 'otc.makeOffer', input: { id: data.createOtcRequest?.id, rate: 18, splits: 2 } },
    ],
    body: (data: Answers) => ({
      otcRequestId: data.createOtcRequest?.id,
      offerId: data['otc.makeOffer']?.offerId,
    }),
  },
  {
    id: 'acceptOtcOffer',
    as: 'session',
    params: createdBy('createOtcRequest', 'id'),
    body: (data: Answers) => ({
      offerId: data['otc.makeOffer']?.offerId,
      userSignature: data.createOtcEscrowSignature?.signature,
    }),
  },
  // The desk's escrow confirms a block later; the list then shows the escrow's expiry, which the
  // proof messages sign.
  { id: 'listOtcRequests', name: 'accepted', as: 'session', before: () => [{ advance: 2_000 }] },
  ...[0, 1].flatMap((splitIndex): Call[] => [
    {
      id: 'prepareOtcProof',
      as: 'session',
      ...(splitIndex === 0 ? {} : { name: 'secondSplit' }),
      params: createdBy('createOtcRequest', 'id'),
      body: { fileNames: [`spei-${splitIndex + 1}.pdf`], splitIndex },
    },
    {
      id: 'submitOtcProof',
      as: 'session',
      ...(splitIndex === 0 ? {} : { name: 'secondSplit' }),
      before: (data) => [
        ...uploadsOf(data[splitIndex === 0 ? 'prepareOtcProof' : 'prepareOtcProof.secondSplit']).map((slot) =>
          uploadOf(slot.signedUrl, 'application/pdf'),
        ),
      ],
      params: createdBy('createOtcRequest', 'id'),
      body: async (data: Answers) => ({
        splitIndex,
        signature: await signProofSubmission({
          signer: custody,
          fields: { ...proofFields(data, splitIndex, wallet), forceNewProof: false },
        }),
      }),
    },
  ]),
  { id: 'getOtcProof', as: 'session', params: createdBy('createOtcRequest', 'id', 'requestId') },
  {
    id: 'verifyOtcProof',
    as: 'desk',
    params: createdBy('createOtcRequest', 'id'),
    body: async (data: Answers) => ({
      splitIndex: 0,
      signature: await signProofVerification({
        signer: custody,
        fields: proofFields(data, 0, DEMO.wallets.omar),
      }),
    }),
  },
  {
    id: 'approveOtcSplit',
    as: 'desk',
    body: deskSplit(0),
  },
  {
    id: 'denyOtcProof',
    as: 'desk',
    params: createdBy('createOtcRequest', 'id'),
    body: async (data: Answers) => ({
      splitIndex: 1,
      walletAddress: DEMO.wallets.omar,
      reason: DENIAL_REASON,
      signature: await signProofDenial({
        signer: custody,
        fields: { ...proofFields(data, 1, DEMO.wallets.omar), reason: DENIAL_REASON },
      }),
    }),
  },
  {
    id: 'denyOtcSplit',
    as: 'desk',
    body: deskSplit(1),
  },
  // Core: Bruno's send from his platform wallet (within the allowance approved above), then a
  // sponsored send from the external wallet, which signs the platform's typed data. Tokens reach
  // an external wallet from outside the platform, and so does its approval of the forwarder (a
  // transaction the wallet sends itself): both are control-API steps.
  {
    id: 'processSendTx',
    as: 'session',
    params: createdBy('createSend', 'sendId'),
    body: { txType: 'regular', txIndex: 0 },
  },
  {
    id: 'revokeAllowance',
    as: 'session',
    params: () => ({ action: 'send' }),
    query: { chainId: '84532', userWallet: wallet, tokenAddress: usdc },
  },
  {
    id: 'createSend',
    name: 'sponsored',
    as: 'headers',
    before: () => [
      {
        control: 'chain.fund',
        input: { chainId: 84532, address: external.address, token: 'USDC', amount: '100' },
      },
      {
        control: 'wallets.setAllowance',
        input: {
          chainId: 84532,
          owner: external.address,
          token: usdc,
          spender: contracts[84532].forwarder,
          amount: 'max',
        },
      },
    ],
    body: {
      targetAddress: external.address,
      amount: 25,
      channelParams: { ...SEND_PARAMS, recipients: [{ address: DEMO.wallets.alice, amount: 25 }] },
    },
  },
  {
    id: 'prepareSponsoredSendTx',
    as: 'headers',
    params: createdBy('createSend.sponsored', 'sendId'),
    body: { txIndex: 0 },
  },
  {
    id: 'processSponsoredSendTx',
    as: 'headers',
    params: createdBy('createSend.sponsored', 'sendId'),
    body: async (data: Answers) => ({
      prepareId: data.prepareSponsoredSendTx?.prepareId,
      attestation: data.prepareSponsoredSendTx?.attestation,
      userSignature: await signSponsoredSend({
        signer: external,
        payload: data.prepareSponsoredSendTx as PayloadOf<SignSponsoredSendParameters>,
        chainId: 84532,
      }),
    }),
  },
  // Core: the payment request created above, its client told, paid by Alice and, a block later,
  // completed with an invoice.
  {
    id: 'notifyPaymentRequestClient',
    as: 'key',
    params: createdBy('createPaymentRequest', 'id'),
    body: { email: 'client@example.com' },
  },
  {
    id: 'payPaymentRequest',
    as: 'key',
    params: createdBy('createPaymentRequest', 'id'),
    body: { sender: DEMO.wallets.alice, chain: 'base-sepolia', token: 'USDC' },
  },
  {
    id: 'getPaymentRequestInvoicePdf',
    as: 'key',
    before: () => [{ advance: 2_000 }],
    params: createdBy('createPaymentRequest', 'id'),
    query: { language: 'en' },
  },
  // Top-up: a cash withdrawal from the external wallet, signed by it.
  {
    id: 'createTopupWithdrawal',
    as: 'headers',
    body: {
      codigopaq: '55123456',
      destinationCountry: 'GT',
      chain: 'base-sepolia',
      token: 'USDC',
      amount: 10,
      sendWallet: external.address,
    },
  },
  {
    id: 'getTopupWithdrawalSignPayload',
    as: 'headers',
    params: createdBy('createTopupWithdrawal', 'txId', 'txId'),
  },
  {
    id: 'processTopupWithdrawalSponsoredTx',
    as: 'headers',
    params: createdBy('createTopupWithdrawal', 'txId', 'txId'),
    body: async (data: Answers) => ({
      userSignature: await signTopUpWithdrawal({
        signer: external,
        payload: data.getTopupWithdrawalSignPayload as PayloadOf<SignTopUpWithdrawalParameters>,
        chainId: 84532,
      }),
    }),
  },
  // Channels: a parameter checked, a quote, the ramp channel's onboarding, an on-ramp order
  // made through the generic execute, read as a channel transaction and cancelled by its action.
  {
    id: 'validateChannelParam',
    as: 'key',
    params: () => ({ channelSlug: 'topup' }),
    body: { paramKey: 'codigopaq', value: '55123456', capabilityId: GT_TOPUP },
  },
  {
    id: 'quoteChannel',
    as: 'headers',
    body: { capabilityId: DISCOVERY_CAPABILITY, amount: 1000, params: { payment: 'spei' } },
  },
  { id: 'completeChannelOnboarding', as: 'session', body: { channelId: 'chl_ramp' } },
  {
    id: 'executeChannel',
    as: 'session',
    body: {
      capabilityId: DISCOVERY_CAPABILITY,
      amount: 1000,
      params: { payment: 'spei', redirectUrl: 'https://app.example/ramp/done' },
    },
  },
  {
    id: 'getChannelTransaction',
    as: 'key',
    params: (data) => ({ channelSlug: 'ramp', txId: String(data.executeChannel?.txId) }),
  },
  {
    id: 'runChannelAction',
    as: 'key',
    params: (data) => ({
      channelSlug: 'ramp',
      actionName: 'cancel',
      actionId: String(data.executeChannel?.recordId),
    }),
    body: { reason: 'Ordered twice.' },
  },
  // Ramp: an off-ramp order, and a new checkout URL of the on-ramp order created above.
  {
    id: 'createOfframpOrder',
    as: 'headers',
    body: { amount: 50, fiat: 'MXN', payment: 'spei', crypto: 'USDC', chainId: 84532, country: 'MX' },
  },
  {
    id: 'refreshRampUrl',
    as: 'session',
    params: createdBy('createOnrampOrder', 'txId', 'txId'),
    body: { amount: 500 },
  },
  // Transactions: a file attached to the payment request's transaction.
  {
    id: 'createTransactionFileUploadUrls',
    as: 'headers',
    params: createdBy('createPaymentRequest', 'txId', 'txId'),
    body: { fileNames: ['purchase-order.pdf'] },
  },
  {
    id: 'confirmTransactionFiles',
    as: 'headers',
    before: (data) =>
      uploadsOf(data.createTransactionFileUploadUrls).map((slot) =>
        uploadOf(slot.signedUrl, slot.contentType),
      ),
    params: createdBy('createPaymentRequest', 'txId', 'txId'),
    body: (data: Answers) => ({
      uploadId: data.createTransactionFileUploadUrls?.uploadId,
      filePaths: uploadsOf(data.createTransactionFileUploadUrls).map((slot) => slot.filePath),
      fileNames: uploadsOf(data.createTransactionFileUploadUrls).map((slot) => slot.fileName),
    }),
  },
];

async function record(): Promise<{
  examples: Record<string, OperationExamples>;
  state: SimulatorState;
}> {
  const simulator = createSimulator(EXAMPLE_SEEDS);
  const sessions = await prepareExampleSimulator(simulator);
  const send = async (id: string, as: Caller, example: Omit<OperationExample, 'status' | 'response'>) => {
    const operation = operations.find((candidate) => candidate.id === id);
    if (!operation) throw new Error(`No operation ${id}`);
    const { path, init } = exampleRequest(operation, example, as, sessions);
    const response = await simulator.fetch(`${simulator.baseUrl}${path}`, init);
    const type = response.headers.get('content-type') ?? '';
    // A binary answer (the invoice PDF) is kept as its type and size; the document prints none.
    const body = type.startsWith('application/json')
      ? await response.json()
      : { contentType: type, byteLength: (await response.arrayBuffer()).byteLength };
    return { ...example, status: response.status, response: body } as OperationExample;
  };
  const examples: Record<string, Record<string, RecordedExample>> = {};
  const answers: Answers = {};
  for (const [step, call] of CALLS.entries()) {
    const before = call.before?.(answers) ?? [];
    const results = await runControlSteps(simulator, before);
    before.forEach((control, index) => {
      if ('control' in control) answers[control.control] = results[index] as Record<string, unknown>;
    });
    const query = typeof call.query === 'function' ? call.query(answers) : call.query;
    const body = typeof call.body === 'function' ? await call.body(answers) : call.body;
    const example = await send(call.id, call.as, {
      ...(call.params ? { params: call.params(answers) } : {}),
      ...(query ? { query } : {}),
      ...(call.as === 'headers' && readsContextHeaders(call.id) ? { headers: CONTEXT_HEADERS } : {}),
      ...(body === undefined ? {} : { body }),
    });
    const envelope = example.response as { success?: boolean; data?: Record<string, unknown> };
    if (example.status < 200 || example.status >= 300)
      throw new Error(`${call.id} answered ${example.status}: ${JSON.stringify(envelope)}`);
    answers[call.name ? `${call.id}.${call.name}` : call.id] = envelope.data ?? {};
    examples[call.id] = {
      ...examples[call.id],
      [call.name ?? 'success']: { ...example, caller: call.as, step, ...(before.length ? { before } : {}) },
    };
  }
  // Every keyed operation answers a request without a key the same way, before reading its input,
  // so only the answer is kept: the placeholder ids were never read.
  for (const operation of operations) {
    if (operation.auth.pattern === 'public') continue;
    const params = Object.fromEntries(
      [...operation.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name, 'unknown']),
    );
    const { status, response } = await send(operation.id, 'nobody', { params });
    examples[operation.id] = { ...examples[operation.id], missingKey: { status, response } };
  }
  return { examples, state: simulator.snapshot() };
}

/** Whether the operation reads the context headers (others ignore them, and print none). */
function readsContextHeaders(id: string): boolean {
  return operations.some(
    (operation) => operation.id === id && operation.auth.contextFrom.includes('headers'),
  );
}

const { examples, state } = await record();
writeFileSync(join(import.meta.dirname, '..', EXAMPLES_FILE), `${JSON.stringify(examples, null, 2)}\n`);
writeFileSync(join(import.meta.dirname, '..', EXAMPLES_STATE_FILE), `${JSON.stringify(state)}\n`);
console.log(`Wrote examples of ${Object.keys(examples).length} operations to ${EXAMPLES_FILE}`);
console.log(`Wrote the state they leave to ${EXAMPLES_STATE_FILE}`);
