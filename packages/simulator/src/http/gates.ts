/**
 * Access gates: which operations each gate guards. A closed gate answers 503.
 */
import type { OperationId } from '@payments-platform/sdk/contract';
import { platformError } from '../modules/tenancy/api-keys.js';
import type { SettingsRow } from '../platform/database.js';

/** Gate names. */
export type GateName = keyof SettingsRow['gates'];

/** The operations behind each gate: OTP for send-otp and verify-otp, KYC for the /v1/kyc routes. */
export const GATED_OPERATIONS = {
  otp: ['sendOtp', 'verifyOtp'],
  kyc: ['createKycSession', 'getKycStatus', 'listKycVerifications'],
} as const satisfies Record<GateName, readonly OperationId[]>;

const GATE_CODES = { otp: 'OTP_GATE_CLOSED', kyc: 'KYC_GATE_CLOSED' } as const;

/** Throws the 503 of the first closed gate that guards the operation. */
export function checkGates(operationId: string, gates: SettingsRow['gates']): void {
  for (const gate of ['otp', 'kyc'] as const) {
    if (gates[gate] === 'closed' && (GATED_OPERATIONS[gate] as readonly string[]).includes(operationId)) {
      throw platformError(GATE_CODES[gate], `The ${gate.toUpperCase()} access gate is closed.`);
    }
  }
}
