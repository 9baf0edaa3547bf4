/**
 * The core channel's fee configuration as sends see it in the channel catalog (`fees.send` and
 * the bps floors of the channel row), with the simulator's defaults when the catalog has no core
 * channel.
 */

import type { Store } from '../../platform/database.js';
import { channelFees, NO_FEE } from '../channels/index.js';
import { SEND_FEE, SEND_FEE_FLOORS, type SendFeeConfiguration } from './contracts.js';

/** The fee configuration of sends: the fee and its floors in basis points. */
export interface SendFees {
  readonly send: SendFeeConfiguration;
  readonly minSurchargeBps: number;
  readonly minCommissionBps: number;
}

const CORE_SLUG = 'core';

/** The send fee configuration of the core channel row (the shared fee model), or the defaults. */
export function sendFees(store: Store): SendFees {
  const fees = channelFees(store, CORE_SLUG, {
    send: SEND_FEE,
    request: NO_FEE,
    minSurchargeBps: SEND_FEE_FLOORS.minSurchargeBps,
    minCommissionBps: SEND_FEE_FLOORS.minCommissionBps,
  });
  return { send: fees.send, minSurchargeBps: fees.minSurchargeBps, minCommissionBps: fees.minCommissionBps };
}
