/**
 * Documentation text of the user operations, keyed by operation id: read by the
 * OpenAPI document, the generated TSDoc and the error catalogue, never by a client at run time.
 */
import type { OperationDocs } from './types.js';

export const userDocs = {
  listUserProfiles: {
    summary: 'List every profile of the context user.',
    description:
      'Needs a bearer session unless the key is scoped; profile/team headers do not establish context. Returns `{ profiles[] }` with team and app names and `isDefault` for each profile of the user. Not paginated.',
    errors: [
      // 400 APP_V1_USER_PROFILES_ROUTE_01
      'Missing context.',
      // 403
      'Invalid ownership or context.',
      // 500
      'Lookup failed.',
    ],
  },
  setDefaultProfile: {
    summary: 'Set the default profile of the context user.',
    description:
      'Body `profileId` (UUID, required) must name a profile of the same user. Returns `{ defaultProfileId }`. PUT and PATCH have the same contract. Profile/team headers do not establish context.',
    errors: [
      // 400 APP_V1_USER_DEFAULT_PROFILE_ROUTE_01
      'A session or scoped key context is required.',
      // 400
      'Invalid body.',
      // 404 APP_V1_USER_DEFAULT_PROFILE_ROUTE_02
      'Profile not found.',
      // 403 APP_V1_USER_DEFAULT_PROFILE_ROUTE_03
      'The profile belongs to another user.',
      // 403
      'Invalid active context (propagated).',
      // 500
      'Update failed.',
    ],
  },
  updateDefaultProfile: {
    summary: 'Change the default profile of the context user.',
    description:
      'Body `profileId` (UUID, required) must name a profile of the same user. Returns `{ defaultProfileId }`. PUT and PATCH have the same contract. Profile/team headers do not establish context.',
    errors: [
      // 400 APP_V1_USER_DEFAULT_PROFILE_ROUTE_01
      'A session or scoped key context is required.',
      // 400
      'Invalid body.',
      // 404 APP_V1_USER_DEFAULT_PROFILE_ROUTE_02
      'Profile not found.',
      // 403 APP_V1_USER_DEFAULT_PROFILE_ROUTE_03
      'The profile belongs to another user.',
      // 403
      'Invalid active context (propagated).',
      // 500
      'Update failed.',
    ],
  },
} as const satisfies Record<string, OperationDocs>;
