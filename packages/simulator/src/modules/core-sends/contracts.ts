/**
 * Fixed data of native sends: the send executor of each chain (the spender of the `send`
 * allowance, as the wallets area defines it: the forwarder of `@payments-platform/signing`'s
 * `contracts`, which also verifies sponsored sends), the platform fee collector, the send fee
 * configuration and the USD prices used to value gas.
 */
import { contracts, isSupportedChainId } from '@payments-platform/signing/contracts';
import { GAS_SPONSOR_ADDRESS } from '../chain/index.js';
import type { FeeRule } from '../channels/index.js';
import { EXECUTOR_NAMES, executorsOf } from '../wallets/index.js';

/** The platform wallet that receives send fees: last 20 bytes of `keccak256("payments-platform:send-fee-collector")`. */
export const SEND_FEE_COLLECTOR = '0xb64fFcBe07535bA979f4f2849f7F59E8D03686C2';

/** How the platform fee of a send is computed: the shared fee model's rule (channels/fees.ts). */
export type SendFeeConfiguration = FeeRule;

/** The send fee: 0.5% of each recipient's amount, paid by the sender on top. */
export const SEND_FEE: SendFeeConfiguration = { type: 'percentage', style: 'surcharge', value: 0.5 };

/** The fee floors reported with the fee configuration, in basis points. */
export const SEND_FEE_FLOORS = { minSurchargeBps: 50, minCommissionBps: 100 } as const;

/** The most recipients one send may have. */
export const SEND_MAX_RECIPIENTS = 50;

/** How long a prepared sponsored transfer can be signed and submitted: 10 minutes of virtual time. */
export const SEND_PREPARE_TTL_MS = 10 * 60 * 1000;

/** The HMAC-SHA256 key of prepare attestations. */
export const SEND_ATTESTATION_SECRET = 'core-send-simulator-attestation-secret';

/** The USD price of each native coin, used to value gas when the caller gives no `gasConversionUsd`. */
export const NATIVE_USD_PRICES: Readonly<Record<string, number>> = { ETH: 3000, POL: 0.5 };

/** Tokens priced at 1 USD, so amounts may be given in `USD`. */
export const USD_STABLECOINS: readonly string[] = ['USDC', 'USDT', 'DAI'];

/** Selector of `executeSend(address token,address from,address to,uint256 amount,uint256 fee)`. */
export const EXECUTE_SEND_SELECTOR = '0xa0c17088';

/** The contracts of sends on a chain (addresses lowercase); undefined for a chain without them. */
export function sendContracts(chainId: number):
  | {
      readonly executorAddress: string;
      readonly executorName: string;
      readonly forwarderAddress: string;
    }
  | undefined {
  const executor = executorsOf(chainId).find((candidate) => candidate.action === 'send');
  if (executor === undefined || !isSupportedChainId(chainId)) return undefined;
  return {
    executorAddress: executor.address,
    executorName: EXECUTOR_NAMES.send,
    forwarderAddress: contracts[chainId].forwarder.toLowerCase(),
  };
}

/** The gas sponsor that pays sponsored gas and sends gas transfers. */
export const SEND_GAS_SPONSOR = GAS_SPONSOR_ADDRESS;
