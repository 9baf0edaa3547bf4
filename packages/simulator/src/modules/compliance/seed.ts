/**
 * Compliance seed data: the fee settings in every seed and, in the demo seed, the default
 * checkout redirect URLs of the demo app and the platform's fee-maker profile (a team of its own,
 * in an app of its own, so that it never shows among the demo app's teams).
 */

import type { Store } from '../../platform/database.js';
import {
  addMember,
  createApp,
  createProfile,
  createTeam,
  createUser,
  setComplianceRedirects,
} from '../tenancy/index.js';

/** The yearly compliance fee every seed starts with, in USD. */
export const DEFAULT_COMPLIANCE_FEE_USD = 100;

/** The compliance demo data: the demo app's checkout redirect URLs and the fee maker. */
export const COMPLIANCE_DEMO = {
  successUrl: 'https://demo.example.com/compliance/success',
  cancelUrl: 'https://demo.example.com/compliance/cancel',
  /** The app, user, team and profile that make the yearly fee payment requests. */
  feeMaker: {
    appId: 'app_platform',
    userId: 'usr_platform_fees',
    teamId: '10000000-0000-4000-8000-0000000000fe',
    profileId: '20000000-0000-4000-8000-0000000000fe',
  },
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
export function loadComplianceData(store: Store, seed: 'demo' | 'empty', at: string): void {
  store.complianceSettings.insert({
    id: 'platform',
    feeMakerProfileId: seed === 'demo' ? COMPLIANCE_DEMO.feeMaker.profileId : null,
    feeAmountUsd: DEFAULT_COMPLIANCE_FEE_USD,
  });
  if (seed !== 'demo') return;
  setComplianceRedirects(store, 'app_demo', {
    successUrl: COMPLIANCE_DEMO.successUrl,
    cancelUrl: COMPLIANCE_DEMO.cancelUrl,
  });
  const { appId, userId, teamId, profileId } = COMPLIANCE_DEMO.feeMaker;
  createApp(store, { id: appId, name: 'Payments Platform' }, at);
  createUser(
    store,
    {
      id: userId,
      email: 'fees@payments-platform.test',
      username: 'platform_fees',
      firstName: 'Platform',
      lastName: 'Fees',
      country: 'US',
      language: 'en',
      referralCode: 'FEES0001',
      defaultProfileId: profileId,
      orgId: 'org_platform_fees',
    },
    at,
  );
  createTeam(
    store,
    {
      id: teamId,
      appId,
      name: 'Payments Platform Compliance',
      description: 'Collects the yearly compliance fee',
      isBusiness: true,
      countries: ['US'],
    },
    at,
  );
  createProfile(
    store,
    { id: profileId, userId, teamId, appId, nickname: 'platform_fees', suborgId: 'suborg_platform_fees' },
    at,
  );
  addMember(store, { profileId, teamId, role: 'admin' }, at);
}
