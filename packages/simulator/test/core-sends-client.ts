/**
 * Shared setup of the core-sends tests: a demo simulator, SDK clients with strict validation,
 * balances and allowances on Base Sepolia, and the send executor of that chain.
 */
import type { CreateSendParams } from '@payments-platform/sdk';
import { contracts } from '@payments-platform/signing';
import {
  createSimulator,
  DEMO,
  NATIVE_TOKEN_ADDRESS,
  type Simulator,
  TOKEN_ADDRESSES,
} from '../src/index.js';
import { allowanceOf, setAllowance } from '../src/modules/chain/allowances.js';
import { clientFor } from './profile-user-client.js';

export const BASE_SEPOLIA = 84532;
export const USDC = TOKEN_ADDRESSES.baseSepolia.USDC.toLowerCase();
/** The send executor (and forwarder) of Base Sepolia, lowercase. */
export const EXECUTOR = contracts[BASE_SEPOLIA].forwarder.toLowerCase();
export const BUSINESS = DEMO.teams.business.id;

/** A demo simulator with its store and SDK clients. */
export function sendSetup(randomSeed = 'test') {
  const simulator = createSimulator({ randomSeed });
  /** A client with a key and, with `profileId`, a session of that profile. */
  const client = async (apiKey: string = DEMO.keys.profileWrite, profileId?: string) =>
    await clientFor(simulator, { apiKey, ...(profileId === undefined ? {} : { profileId }) });
  /** A client with a key that sends what it is given, without the SDK's input check. */
  const unchecked = async () =>
    await clientFor(simulator, { apiKey: DEMO.keys.profileWrite, validation: 'off' });
  return { simulator, store: simulator.services.store, client, unchecked };
}

/** Base units of USDC an address holds on Base Sepolia. */
export const usdcOf = async (simulator: Simulator, address: string): Promise<string> =>
  (await simulator.control.chain.balances({ address, chainId: BASE_SEPOLIA })).balances.find(
    (balance) => balance.tokenAddress === USDC,
  )?.amount ?? '0';

/** Wei an address holds on Base Sepolia. */
export const nativeOf = async (simulator: Simulator, address: string): Promise<string> =>
  (await simulator.control.chain.balances({ address, chainId: BASE_SEPOLIA })).balances.find(
    (balance) => balance.tokenAddress === NATIVE_TOKEN_ADDRESS,
  )?.amount ?? '0';

/** Sets the send allowance of `owner` for USDC on Base Sepolia, in base units. */
export function approveSend(simulator: Simulator, owner: string, amount: bigint): void {
  setAllowance(simulator.services.store, {
    chainId: BASE_SEPOLIA,
    owner,
    token: USDC,
    spender: EXECUTOR,
    amount,
  });
}

/** The send allowance of `owner` for USDC on Base Sepolia. */
export const sendAllowanceOf = (simulator: Simulator, owner: string): bigint =>
  allowanceOf(simulator.services.store, { chainId: BASE_SEPOLIA, owner, token: USDC, spender: EXECUTOR });

/** One recipient of a send. */
export interface Recipient {
  readonly amount: number;
  readonly address?: string;
  readonly vudyTag?: string;
}

/**
 * A create body on Base Sepolia in USDC: `sender` is the sending wallet (`targetAddress`), the
 * amount is the recipients' total unless given.
 */
export function sendBody(
  sender: string,
  recipients: readonly Recipient[],
  options: { readonly amount?: number; readonly channelParams?: Record<string, unknown> } = {},
): CreateSendParams {
  const total = recipients.reduce((sum, recipient) => sum + recipient.amount, 0);
  return {
    targetAddress: sender,
    amount: options.amount ?? total,
    channelParams: {
      chain: 'base-sepolia',
      token: 'USDC',
      recipients: [...recipients],
      ...options.channelParams,
    },
  };
}

/** What a create answers, as the tests read it. */
export interface CreatedSend {
  readonly txId: string;
  readonly sendId: string;
  readonly transactions: Array<Record<string, unknown>>;
  readonly gasTransactions: Array<Record<string, unknown>>;
  readonly allowanceOk: boolean;
  readonly needsSponsorship: boolean;
  readonly [key: string]: unknown;
}
