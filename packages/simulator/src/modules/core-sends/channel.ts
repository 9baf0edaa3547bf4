/**
 * The core channel's fee configuration as sends see it in the channel catalog (`fees.send` and
 * the bps floors of the channel row), with the simulator's defaults when the catalog has no core
 * channel.
 */

import type { JsonObject, JsonValue } from '../../kernel/json.js';
import type { Store } from '../../platform/database.js';
import { channelBySlug } from '../channels/index.js';
import { SEND_FEE, SEND_FEE_FLOORS, type SendFeeConfiguration } from './contracts.js';

/** The fee configuration of sends: the fee and its floors in basis points. */
export interface SendFees {
  readonly send: SendFeeConfiguration;
  readonly minSurchargeBps: number;
  readonly minCommissionBps: number;
}

const CORE_SLUG = 'core';

const isObject = (value: JsonValue | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const bps = (value: JsonValue | undefined, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback;

/** The send fee configuration of the core channel row, or the defaults. */
export function sendFees(store: Store): SendFees {
  const fees = channelBySlug(store, CORE_SLUG)?.fees;
  const send = isObject(fees) ? fees.send : undefined;
  const parsed: SendFeeConfiguration | undefined =
    isObject(send) &&
    (send.type === 'percentage' || send.type === 'fixed') &&
    (send.style === 'surcharge' || send.style === 'commission') &&
    typeof send.value === 'number' &&
    Number.isFinite(send.value) &&
    send.value >= 0
      ? { type: send.type, style: send.style, value: send.value }
      : undefined;
  return {
    send: parsed ?? SEND_FEE,
    minSurchargeBps: bps(isObject(fees) ? fees.minSurchargeBps : undefined, SEND_FEE_FLOORS.minSurchargeBps),
    minCommissionBps: bps(
      isObject(fees) ? fees.minCommissionBps : undefined,
      SEND_FEE_FLOORS.minCommissionBps,
    ),
  };
}
