/**
 * Documentation text of the teams operations, keyed by operation id: read by the
 * OpenAPI document, the generated TSDoc and the error catalogue, never by a client at run time.
 */
import { SESSION_TEAM, SUPPORTED_COUNTRY } from './state-rules.js';
import type { OperationDocs } from './types.js';

export const teamsDocs = {
  listTeamBanks: {
    summary: 'List the bank accounts of every profile of the team.',
    description:
      'No admin check. Returns one entry per profile: the profile and its bank accounts, as full rows.',
    errors: [
      // 400 APP_V1_TEAMS_BANKS_ROUTE_01
      'Missing profile or team context.',
      // 500
      'Bank lookup failed.',
    ],
  },
  addTeamCountry: {
    summary: 'Add a country to the team.',
    description:
      '`country` is exactly 2 characters after trimming, uppercased, and must be a supported code. Returns the updated team; adding a country the team already has succeeds and returns the team unchanged.',
    errors: [
      // 400 APP_V1_TEAMS_COUNTRIES_01
      'Missing profile or team context.',
      // 403 APP_V1_TEAMS_COUNTRIES_02
      'Insufficient permissions.',
      // 400 APP_V1_TEAMS_COUNTRIES_03
      'Unsupported country code.',
      // 400
      'Invalid body.',
      // 500
      'Update failed.',
    ],
  },
  removeTeamCountry: {
    summary: 'Remove a country from the team.',
    description:
      '`country` is exactly 2 characters after trimming, uppercased; it is not checked against the supported codes. Returns the updated team.',
    errors: [
      // 400 APP_V1_TEAMS_COUNTRIES_01
      'Missing profile or team context.',
      // 403 APP_V1_TEAMS_COUNTRIES_02
      'Insufficient permissions.',
      // 400
      'Invalid body.',
    ],
  },
  updateTeamDefaultReceiverWallet: {
    summary: 'Set or clear the default receiver wallet of the team.',
    description:
      '`defaultReceiverWallet` is a string; omitting it or sending null clears it. Returns the updated team. Missing context and insufficient permissions share one code.',
    errors: [
      // 400 APP_V1_TEAMS_DEFAULT_RECEIVER_WALLET_ROUTE_01
      'Missing profile or team context.',
      // 403 APP_V1_TEAMS_DEFAULT_RECEIVER_WALLET_ROUTE_01
      'Insufficient permissions.',
      // 400
      'Malformed body.',
      // 500
      'Update failed.',
    ],
  },
  listInvitations: {
    summary: 'List the pending invitations of the team.',
    errors: [
      // 400 APP_V1_TEAMS_INVITATIONS_ROUTE_01
      'Missing profile or team context.',
      // 403 APP_V1_TEAMS_INVITATIONS_ROUTE_03
      'Insufficient permissions.',
      // 500
      'Lookup failed.',
    ],
  },
  createInvitation: {
    summary: 'Invite an e-mail address to the team.',
    description:
      '`email` must be valid; `role` defaults to `member`. Creates a `pending` invitation with an expiry and returns it. The invitation e-mail is sent only when the calling key has the EMAIL permission; creation succeeds even if sending fails. Fails with 409 when the e-mail already has a profile in the same app.',
    errors: [
      // 400 APP_V1_TEAMS_INVITATIONS_ROUTE_01
      'Missing profile or team context.',
      // 403 APP_V1_TEAMS_INVITATIONS_ROUTE_01
      'Insufficient permissions.',
      // 409 APP_V1_TEAMS_INVITATIONS_ROUTE_02
      'The user is already in the team.',
      // 400
      'Invalid body.',
      // 500
      'Invitation creation failed.',
    ],
  },
  deleteInvitation: {
    summary: 'Reject a pending invitation of the team.',
    description:
      'The invitation must belong to the session team. Its status becomes `rejected` and the full updated invitation is returned.',
    errors: [
      // 400 APP_V1_TEAMS_INVITATIONS_ID_ROUTE_01
      'Missing profile or team context.',
      // 403 APP_V1_TEAMS_INVITATIONS_ID_ROUTE_02
      'Insufficient permissions.',
      // 400 APP_V1_TEAMS_INVITATIONS_ID_ROUTE_03
      'Missing invitation id.',
      // 404 APP_V1_TEAMS_INVITATIONS_ID_ROUTE_04
      'Invitation not found.',
      // 403 APP_V1_TEAMS_INVITATIONS_ID_ROUTE_05
      'The invitation does not belong to the team.',
      // 500
      'Update failed; the failure is propagated.',
    ],
  },
  listTeamMembers: {
    summary: 'List the members of the team.',
    description: 'Open to any member with a valid context. Returns an array of team members.',
    errors: [
      // 400 APP_V1_TEAMS_MEMBERS_ROUTE_01
      'Missing profile or team context.',
      // 500
      'Lookup failed.',
    ],
  },
  blockTeamMember: {
    summary: 'Block a member of the team.',
    description:
      'No body. Sets the member role to `blocked` and returns `{ profileId, blocked: true }`. The block may be rejected (403).',
    errors: [
      // 400 APP_V1_TEAMS_MEMBERS_PROFILEID_ROUTE_01
      'Missing profile or team context.',
      // 400 APP_V1_TEAMS_MEMBERS_PROFILEID_ROUTE_02
      'Missing profile id.',
      // 403 APP_V1_TEAMS_MEMBERS_PROFILEID_ROUTE_01
      'Insufficient permissions.',
      // 403
      'The block was rejected; the failure is propagated.',
    ],
  },
  updateTeamMemberRole: {
    summary: 'Change the role of a member of the team.',
    description:
      '`role` is one of the team roles. Returns `{ profileId, role }`. The update may be rejected (403), for example by last-admin protection.',
    errors: [
      // 400 APP_V1_TEAMS_MEMBERS_PROFILEID_ROLE_ROUTE_01
      'Missing profile or team context.',
      // 400 APP_V1_TEAMS_MEMBERS_PROFILEID_ROLE_ROUTE_02
      'Missing profile id.',
      // 403 APP_V1_TEAMS_MEMBERS_PROFILEID_ROLE_ROUTE_01
      'Insufficient permissions.',
      // 400
      'Invalid body (body-parser code).',
      // 403
      'The update was rejected, for example by last-admin protection; the failure is propagated.',
    ],
  },
  updateTeamMetadata: {
    summary: 'Update the name, description and metadata of the team.',
    description:
      '`name` must be non-empty when given; `description` is a string. Any other key, with any JSON value, is merged into the team metadata. The reserved keys devAccess and devAccessRequest are rejected. Returns the updated team plus an optional `imageUrl`.',
    errors: [
      // 400 APP_V1_TEAMS_METADATA_ROUTE_01
      'Missing profile or team context.',
      // 403 APP_V1_TEAMS_METADATA_ROUTE_01
      'Insufficient permissions.',
      // 404 APP_V1_TEAMS_METADATA_ROUTE_02
      'Team not found.',
      // 400
      'Invalid body or a reserved metadata key.',
      // 500
      'Update failed.',
    ],
  },
  updateTeamNotificationEmail: {
    summary: 'Set or clear the notification e-mail of the team.',
    description:
      '`notificationEmail` is a valid e-mail address; null or omitting it clears it. Returns the updated team.',
    errors: [
      // 400 APP_V1_TEAMS_NOTIFICATION_EMAIL_ROUTE_01
      'Missing profile or team context.',
      // 403 APP_V1_TEAMS_NOTIFICATION_EMAIL_ROUTE_03
      'Insufficient permissions.',
      // 400
      'Invalid body.',
    ],
  },
  upsertTeamTaxInfo: {
    summary: 'Add or update a tax info entry of the team.',
    description:
      '`country` is a supported code, uppercased. `taxId` is trimmed, 1 to 64 letters, digits and "-". `name` (1 to 120) and `address` (1 to 240) may be null. `setAsDefaultForCountry` and `setAsGlobalDefault` make the entry the default for its country or globally. The entry is upserted into the team metadata; returns the updated team (with `metadata.taxInfo`) plus an optional `imageUrl`.',
    stateRules: {
      country: SUPPORTED_COUNTRY,
    },
    errors: [
      // 400 APP_V1_TEAMS_TAX_INFO_01
      'Missing profile or team context.',
      // 403 APP_V1_TEAMS_TAX_INFO_02
      'Admin role required.',
      // 400
      'Invalid body.',
      // 500
      'Update failed.',
    ],
  },
  setTeamDefaultTaxInfo: {
    summary: 'Make a tax info entry the default of the team.',
    description:
      '`country` (supported code, uppercased) and `taxId` (trimmed, 1 to 64 letters, digits and "-") select the entry. Returns the updated team plus an optional `imageUrl`.',
    stateRules: {
      country: SUPPORTED_COUNTRY,
    },
    errors: [
      // 400 APP_V1_TEAMS_TAX_INFO_DEFAULT_01
      'Missing profile or team context.',
      // 403 APP_V1_TEAMS_TAX_INFO_DEFAULT_02
      'Admin role required.',
      // 400
      'Invalid body.',
      // 404
      'The team has no tax info with that `taxId` for that `country`.',
    ],
  },
  listTeamActivity: {
    summary: 'List the activity log of a team, one page at a time.',
    description:
      'The session profile must belong to the team. Query `profileId` filters by actor; `limit` is an integer from 1 to 100 (default 50); `exclusiveStartKey` is the cursor of the next page. Returns `{ items, lastEvaluatedKey }`; `lastEvaluatedKey` is omitted on the last page.',
    errors: [
      // 404 APP_V1_TEAMS_ACTIVITY_01
      'Team not found or the caller has no access.',
      // 400 APP_V1_TEAMS_ACTIVITY_03
      'Invalid limit.',
      // 500 APP_V1_TEAMS_ACTIVITY_02
      'Lookup failed.',
    ],
  },
  createTeamImageUploadUrl: {
    summary: 'Get a signed URL to upload the team image.',
    description:
      'The session profile must be an admin of team {teamId}. `fileName` ends in jpg, jpeg, png, webp or gif; `contentType` is image/jpeg, image/jpg, image/png, image/webp or image/gif. Returns `{ uploadUrl, filePath, expiresAt }`; upload the file to `uploadUrl`, then confirm `filePath`.',
    stateRules: {
      teamId: SESSION_TEAM,
    },
    errors: [
      // 400 V1_TEAM_IMAGE_UPLOAD_URL_01
      'Missing team id, or it differs from the session team.',
      // 401 V1_TEAM_IMAGE_UPLOAD_URL_01
      'Invalid session or context.',
      // 403 V1_TEAM_IMAGE_UPLOAD_URL_01
      'Admin role required.',
      // 400
      'Invalid body.',
      // 500 V1_TEAM_IMAGE_UPLOAD_URL_02
      'Failed to create the upload URL.',
    ],
  },
  confirmTeamImage: {
    summary: 'Confirm an uploaded team image.',
    description:
      'Call after uploading to the signed URL. The session profile must be an admin of team {teamId}. `filePath` is the non-empty path returned with the upload URL. Returns `{ imageUrl }`.',
    stateRules: {
      teamId: SESSION_TEAM,
      filePath:
        'the path of an image of the team, uploaded to the URL `POST /v1/teams/{teamId}/image/upload-url` gave',
    },
    errors: [
      // 400 V1_TEAM_IMAGE_CONFIRM_01
      'Missing team id, or it differs from the session team.',
      // 401 V1_TEAM_IMAGE_CONFIRM_01
      'Invalid session or context.',
      // 403 V1_TEAM_IMAGE_CONFIRM_01
      'Admin role required.',
      // 400
      'Invalid body.',
      // 500 V1_TEAM_IMAGE_CONFIRM_02
      'Failed to confirm the image.',
    ],
  },
} as const satisfies Record<string, OperationDocs>;
