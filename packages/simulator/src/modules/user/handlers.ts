/**
 * The user behind the context profile (spec: Endpoints > Profiles and users): every profile of
 * the user and the user's default profile. Context comes from a session or a scoped key only.
 */

import { type FailCode, fail } from '../../kernel/fail.js';
import type { HandlerRequest } from '../../kernel/module.js';
import { defineHandlers } from '../../kernel/module.js';
import type { Caller, ProfileRow, UserRow } from '../tenancy/index.js';
import { setDefaultProfile } from '../tenancy/index.js';

/** The user of the context profile, or a 400 with the route's missing-context code. */
const contextUser = (caller: Caller, missingContextCode: FailCode): UserRow => {
  if (!caller.profile || !caller.user) {
    fail(missingContextCode, 'No context profile: send a bearer session or use a profile-scoped key.', {
      status: 400,
    });
  }
  return caller.user;
};

type DefaultProfileRequest = HandlerRequest<'setDefaultProfile'> | HandlerRequest<'updateDefaultProfile'>;

/** PUT and PATCH /v1/user/default-profile: the same contract and behaviour. */
const changeDefaultProfile = ({ body, caller, store, clock }: DefaultProfileRequest) => {
  const user = contextUser(caller, 'APP_V1_USER_DEFAULT_PROFILE_ROUTE_01');
  const profile: ProfileRow | undefined = store.profiles.get(body.profileId);
  if (!profile) {
    fail('APP_V1_USER_DEFAULT_PROFILE_ROUTE_02', `No profile ${body.profileId}.`);
  }
  if (profile.userId !== user.id) {
    fail('APP_V1_USER_DEFAULT_PROFILE_ROUTE_03', `Profile ${body.profileId} belongs to another user.`);
  }
  if (user.defaultProfileId !== profile.id) {
    setDefaultProfile(store, user.id, profile.id, clock.iso());
  }
  return { defaultProfileId: profile.id };
};

/** Handlers of the user area. */
export const userHandlers = defineHandlers({
  listUserProfiles: ({ caller, store }) => {
    const user = contextUser(caller, 'APP_V1_USER_PROFILES_ROUTE_01');
    return {
      profiles: store.profiles.by('byUser', user.id).map((profile) => {
        const team = store.teams.get(profile.teamId);
        const app = store.apps.get(profile.appId);
        return {
          id: profile.id,
          teamId: profile.teamId,
          teamName: team?.name ?? '',
          appId: profile.appId,
          appName: app?.name ?? '',
          nickname: profile.nickname,
          isDefault: user.defaultProfileId === profile.id,
        };
      }),
    };
  },
  setDefaultProfile: changeDefaultProfile,
  updateDefaultProfile: changeDefaultProfile,
});
