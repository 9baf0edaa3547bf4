/**
 * Compliance seed data: the fee settings in every seed and, in the demo seed, the default
 * checkout redirect URLs of the demo app.
 */
import type { Store } from '../store.js';

/** The yearly compliance fee every seed starts with, in USD. */
export const DEFAULT_COMPLIANCE_FEE_USD = 100;

/** The compliance demo data: the default checkout redirect URLs of the demo app. */
export const COMPLIANCE_DEMO = {
  successUrl: 'https://demo.example.com/compliance/success',
  cancelUrl: 'https://demo.example.com/compliance/cancel',
} as const;

/**
 * Loads the compliance settings (no fee-maker profile is configured in any seed) and, with
 * `demo`, the demo app's default checkout redirect URLs.
 *
 * @example
 * ```ts
 * loadComplianceData(store, 'demo');
 * ```
 */
export function loadComplianceData(store: Store, seed: 'demo' | 'empty'): void {
  store.complianceSettings.insert({
    id: 'platform',
    feeMakerProfileId: null,
    feeAmountUsd: DEFAULT_COMPLIANCE_FEE_USD,
  });
  if (seed !== 'demo') return;
  store.apps.update('app_demo', {
    complianceSuccessUrl: COMPLIANCE_DEMO.successUrl,
    complianceCancelUrl: COMPLIANCE_DEMO.cancelUrl,
  });
}
