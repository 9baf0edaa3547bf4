/**
 * `npm run openapi:examples` writes docs/openapi-examples.json: for each operation, requests sent to an in-process simulator
 * on the demo seed and the answers it gave, which `npm run openapi` prints into docs/openapi.json
 * as the operation's examples. Run it after a change to what an operation answers; the
 * repository's tests check every recorded answer against the operation's schemas.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type OperationExample, type OperationExamples, operations } from '@payments-platform/sdk/contract';
import { createSimulator, DEMO } from '@payments-platform/simulator';
import {
  type Caller,
  EXAMPLE_PROFILE,
  EXAMPLE_SEEDS,
  exampleRequest,
  type RecordedExample,
} from './example-requests.js';

export const EXAMPLES_FILE = 'docs/openapi-examples.json';

/** One request of the recording; its params, query and body may read earlier answers' data. */
interface Call {
  readonly id: string;
  readonly as: Caller;
  readonly params?: (data: Answers) => Record<string, string>;
  readonly query?: Record<string, unknown>;
  readonly body?: unknown;
}
type Answers = Record<string, Record<string, unknown>>;

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

/** The successful calls, in order; a later call may use an id an earlier one created. */
const CALLS: readonly Call[] = [
  { id: 'getMaintenance', as: 'nobody' },
  { id: 'listCountries', as: 'nobody' },
  { id: 'listCountryBanks', as: 'key', query: { country: 'MX' } },
  { id: 'listChains', as: 'key' },
  { id: 'listTokens', as: 'key' },
  { id: 'checkUsernameAvailability', as: 'key', query: { username: 'new_user' } },
  { id: 'validateReferralCode', as: 'key', query: { referralCode: DEMO.users.alice.referralCode } },
  { id: 'listChannels', as: 'key' },
  { id: 'listChannelCategories', as: 'key' },
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
  { id: 'listTransactions', as: 'headers' },
  { id: 'countTransactionsToday', as: 'key' },
  { id: 'listNotifications', as: 'session' },
  { id: 'listOtcRequests', as: 'session' },
  { id: 'listRampOrders', as: 'key' },
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
  { id: 'listOtcTransactions', as: 'headers' },
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
    params: createdBy('createProfileBank', 'id'),
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
];

async function record(): Promise<Record<string, OperationExamples>> {
  const simulator = createSimulator(EXAMPLE_SEEDS);
  simulator.clock.freeze();
  const { token } = await simulator.control.tenancy.createSession({ profileId: bruno.id });
  const send = async (id: string, as: Caller, example: Omit<OperationExample, 'status' | 'response'>) => {
    const operation = operations.find((candidate) => candidate.id === id);
    if (!operation) throw new Error(`No operation ${id}`);
    const { path, init } = exampleRequest(operation, example, as, token);
    const response = await simulator.fetch(`${simulator.baseUrl}${path}`, init);
    return { ...example, status: response.status, response: await response.json() } as OperationExample;
  };
  const examples: Record<string, Record<string, RecordedExample>> = {};
  const answers: Answers = {};
  for (const call of CALLS) {
    const example = await send(call.id, call.as, {
      ...(call.params ? { params: call.params(answers) } : {}),
      ...(call.query ? { query: call.query } : {}),
      ...(call.body === undefined ? {} : { body: call.body }),
    });
    const envelope = example.response as { success: boolean; data?: Record<string, unknown> };
    if (!envelope.success)
      throw new Error(`${call.id} answered ${example.status}: ${JSON.stringify(envelope)}`);
    answers[call.id] = envelope.data ?? {};
    examples[call.id] = { success: { ...example, caller: call.as } };
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
  return examples;
}

const examples = await record();
writeFileSync(join(import.meta.dirname, '..', EXAMPLES_FILE), `${JSON.stringify(examples, null, 2)}\n`);
console.log(`Wrote examples of ${Object.keys(examples).length} operations to ${EXAMPLES_FILE}`);
