/**
 * Compliance seed data: the fee settings in every seed and, in the demo seed, the default
 * checkout redirect URLs of the demo app and the platform's fee-maker profile (a team of its own,
 * in an app of its own, so that it never shows among the demo app's teams).
 */

import type { Store } from '../../platform/database.js';
import {
  insertApp,
  insertMember,
  insertProfile,
  insertTeam,
  insertUser,
  updateApp,
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
  updateApp(store, 'app_demo', {
    complianceSuccessUrl: COMPLIANCE_DEMO.successUrl,
    complianceCancelUrl: COMPLIANCE_DEMO.cancelUrl,
  });
  const { appId, userId, teamId, profileId } = COMPLIANCE_DEMO.feeMaker;
  insertApp(store, {
    id: appId,
    name: 'Payments Platform',
    webhookUrl: null,
    webhookSecret: null,
    createdAt: at,
  });
  insertUser(store, {
    id: userId,
    email: 'fees@payments-platform.test',
    username: 'platform_fees',
    firstName: 'Platform',
    lastName: 'Fees',
    country: 'US',
    language: 'en',
    referralCode: 'FEES0001',
    referredBy: null,
    referralsCount: 0,
    defaultProfileId: profileId,
    orgId: 'org_platform_fees',
    createdAt: at,
    updatedAt: at,
  });
  insertTeam(store, {
    id: teamId,
    appId,
    name: 'Payments Platform Compliance',
    description: 'Collects the yearly compliance fee',
    isBusiness: true,
    metadata: {},
    countries: ['US'],
    defaultReceiverWallet: null,
    notificationEmail: null,
    imagePath: null,
    otcApproved: false,
    createdAt: at,
    updatedAt: at,
  });
  insertProfile(store, {
    id: profileId,
    userId,
    teamId,
    appId,
    nickname: 'platform_fees',
    metadata: {},
    suborgId: 'suborg_platform_fees',
    imagePath: null,
    createdAt: at,
    updatedAt: at,
  });
  insertMember(store, { profileId, teamId, role: 'admin', joinedAt: at, addedBy: null });
}
