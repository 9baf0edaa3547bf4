/**
 * Access gates: the contract names the operations each gate guards (`ACCESS_GATES`). A closed
 * gate answers 503 with its code.
 */
import { ACCESS_GATES, type OperationId } from '@payments-platform/sdk/contract';
import { platformError } from '../modules/tenancy/api-keys.js';
import type { SettingsRow } from '../platform/database.js';

/** Gate names. */
export type GateName = keyof SettingsRow['gates'];

/** The operations behind each gate: OTP for send-otp and verify-otp, KYC for the /v1/kyc routes. */
export const GATED_OPERATIONS = {
  otp: ACCESS_GATES.otp.operations,
  kyc: ACCESS_GATES.kyc.operations,
} as const satisfies Record<GateName, readonly OperationId[]>;

/** Throws the 503 of the first closed gate that guards the operation. */
export function checkGates(operationId: string, gates: SettingsRow['gates']): void {
  for (const gate of ['otp', 'kyc'] as const) {
    if (gates[gate] === 'closed' && (GATED_OPERATIONS[gate] as readonly string[]).includes(operationId)) {
      throw platformError(ACCESS_GATES[gate].code, `The ${gate.toUpperCase()} access gate is closed.`);
    }
  }
}
