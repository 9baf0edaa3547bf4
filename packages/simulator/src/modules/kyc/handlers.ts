/**
 * Identity verification (spec: Endpoints > KYC and compliance): sessions, status and the user
 * KYC records. An admin of a business team goes through the team KYB workflow for session and
 * status; every other profile through user KYC.
 */

import { type FailCode, fail } from '../../kernel/fail.js';
import { toJsonObject } from '../../kernel/json.js';
import { defineHandlers } from '../../kernel/module.js';
import type { Store } from '../../platform/database.js';
import { magicKycStatus } from '../../platform/magic-values.js';
import type { Caller, ProfileRow } from '../tenancy/index.js';
import {
  APPROVED_STATUS,
  latestVerificationOf,
  sessionUrlOf,
  userVerifications,
  VERIFICATION_PROVIDER,
  verificationState,
  verificationView,
  workflowOf,
} from './verifications.js';

/** Code of a profile whose user is gone (404). */
export const USER_NOT_FOUND = 'USER_NOT_FOUND';

/** The status a new session starts in: the approved demo session in sandbox, else `not started`. */
export const initialStatusOf = (environment: string) =>
  environment === 'sandbox' ? APPROVED_STATUS : 'not started';

/**
 * The stored profile of the session: 400 with the route's missing-context code for a caller
 * without a profile, 404 with its not-found code when the profile is no longer stored.
 */
function contextProfile(
  caller: Caller,
  store: Store,
  missingContext: FailCode,
  notFound: FailCode,
): ProfileRow {
  if (!caller.profile || !caller.team) {
    fail(missingContext, 'This operation needs a profile and team context.', { status: 400 });
  }
  const profile = store.profiles.get(caller.profile.id);
  if (!profile) fail(notFound, `Profile ${caller.profile.id} not found.`, { status: 404 });
  return profile;
}

/** Handlers of the KYC area. */
export const kycHandlers = defineHandlers({
  createKycSession: ({ body, caller, store, ids, clock, config, fail }) => {
    const profile = contextProfile(
      caller,
      store,
      'APP_V1_KYC_SESSION_ROUTE_01',
      'APP_V1_KYC_SESSION_ROUTE_04',
    );
    if (!store.users.get(profile.userId)) {
      throw fail(USER_NOT_FOUND, `The user of profile ${profile.id} is gone.`);
    }
    const workflow = workflowOf(store, profile);
    const verificationId = `vs_${ids.token(24)}`;
    const now = clock.iso();
    const record = store.verifications.insert({
      id: ids.uuid(),
      verificationId,
      workflow,
      appId: profile.appId,
      userId: profile.userId,
      profileId: profile.id,
      teamId: workflow === 'kyb' ? profile.teamId : null,
      status: magicKycStatus(config, body.email) ?? initialStatusOf(config.environment),
      provider: VERIFICATION_PROVIDER,
      sessionUrl: sessionUrlOf(verificationId),
      email: body.email,
      metadata: toJsonObject(body.metadata),
      createdAt: now,
      updatedAt: now,
    });
    return { sessionUrl: record.sessionUrl, verificationId: record.verificationId, status: record.status };
  },

  getKycStatus: ({ caller, store }) => {
    const profile = contextProfile(caller, store, 'APP_V1_KYC_STATUS_ROUTE_01', 'APP_V1_KYC_STATUS_ROUTE_02');
    const record = latestVerificationOf(store, profile);
    return { ...verificationState(record), verification: record ? verificationView(record) : null };
  },

  listKycVerifications: ({ caller, store }) => {
    const profile = contextProfile(
      caller,
      store,
      'APP_V1_KYC_VERIFICATIONS_ROUTE_01',
      'APP_V1_KYC_VERIFICATIONS_ROUTE_04',
    );
    return userVerifications(store, profile.userId).map(verificationView);
  },
});
