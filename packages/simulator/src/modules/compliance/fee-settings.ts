/**
 * The compliance-fee settings of the platform: the fee-maker profile (who receives the yearly
 * fee) and the fee in USD. Stored in the `complianceSettings` table; a store without the row
 * (an older snapshot) reads as "no fee maker" and the default fee.
 */
import * as z from 'zod';
import type { Store } from '../../platform/database.js';
import { DEFAULT_COMPLIANCE_FEE_USD } from './seed.js';
import type { ComplianceSettingsRow } from './tables.js';

/** The compliance settings in force. */
export function complianceSettingsOf(store: Store): ComplianceSettingsRow {
  return (
    store.complianceSettings.get('platform') ?? {
      id: 'platform',
      feeMakerProfileId: null,
      feeAmountUsd: DEFAULT_COMPLIANCE_FEE_USD,
    }
  );
}

/** A change of the compliance settings; fields left out keep their value. */
export const ComplianceSettingsInput = z.object({
  /** Any id: an id no profile has makes pay-via-request answer 404 `_04`; null unsets it. */
  feeMakerProfileId: z.string().trim().min(1).nullable().optional(),
  feeAmountUsd: z.number().positive().optional(),
});
export type ComplianceSettingsInput = z.output<typeof ComplianceSettingsInput>;

/** Applies a change and returns the settings in force. */
export function updateComplianceSettings(
  store: Store,
  input: ComplianceSettingsInput,
): ComplianceSettingsRow {
  const current = complianceSettingsOf(store);
  return store.complianceSettings.upsert({
    ...current,
    ...(input.feeMakerProfileId === undefined ? {} : { feeMakerProfileId: input.feeMakerProfileId }),
    ...(input.feeAmountUsd === undefined ? {} : { feeAmountUsd: input.feeAmountUsd }),
  });
}
