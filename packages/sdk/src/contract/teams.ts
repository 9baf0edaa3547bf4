/**
 * Teams (spec: Endpoints > Teams): members and roles, invitations, countries, tax info, default
 * receiver wallet, notification e-mail, metadata, image and activity log.
 */
import * as z from 'zod/mini';
import { auth } from './auth.js';
import { BODY_PARSER_CODE, defineOperation } from './operation.js';
import { ACCOUNT_TYPES, ActivityItem, Invitation, Role, Team, TeamMember } from './resources.js';
import {
  countryCode,
  IMAGE_MIME_TYPES,
  imageFileName,
  loose,
  openEnum,
  queryInt,
  role,
  taxId,
  timestamp,
} from './schemas.js';

/** Team metadata keys that cannot be written through the API. */
export const RESERVED_TEAM_METADATA_KEYS = ['devAccess', 'devAccessRequest'] as const;

/** A path parameter that must be present. */
const pathParam = /* @__NO_SIDE_EFFECTS__ */ () => z.string().check(z.minLength(1));

/** A team country for the countries routes: exactly 2 characters after trimming, uppercased. */
const teamCountry = /* @__NO_SIDE_EFFECTS__ */ () => z.string().check(z.trim(), z.toUpperCase(), z.length(2));

/** Body of both tax-info routes' `country` and `taxId`. */
const taxInfoKey = {
  country: /* @__PURE__ */ countryCode(),
  taxId: /* @__PURE__ */ taxId(),
};

const TaxInfoKey = /* @__PURE__ */ z.object(taxInfoKey);

/** GET /v1/teams/banks */
export const listTeamBanks = /* @__PURE__ */ defineOperation({
  id: 'listTeamBanks',
  sdk: 'teams.banks.list',
  area: 'teams',
  method: 'GET',
  path: '/v1/teams/banks',
  summary: 'List the bank accounts of every profile of the team.',
  description:
    'No admin check. Returns one entry per profile: the profile and its bank accounts, as full rows.',
  auth: /* @__PURE__ */ auth.headerContext(),
  successStatus: 200,
  schemas: {
    response: /* @__PURE__ */ z.array(
      /* @__PURE__ */ loose({
        profile: /* @__PURE__ */ loose({
          id: /* @__PURE__ */ z.string(),
          nickname: /* @__PURE__ */ z.string(),
        }),
        banks: /* @__PURE__ */ z.array(
          /* @__PURE__ */ loose({
            id: /* @__PURE__ */ z.string(),
            accountAlias: /* @__PURE__ */ z.string(),
            accountType: /* @__PURE__ */ openEnum(ACCOUNT_TYPES),
          }),
        ),
      }),
    ),
  },
  errors: [
    {
      status: 400,
      code: 'APP_V1_TEAMS_BANKS_ROUTE_01',
      role: 'missingContext',
      description: 'Missing profile or team context.',
    },
    { status: 500, description: 'Bank lookup failed.' },
  ],
  invalidInputCode: BODY_PARSER_CODE,
});

/** POST /v1/teams/countries */
export const addTeamCountry = /* @__PURE__ */ defineOperation({
  id: 'addTeamCountry',
  sdk: 'teams.countries.add',
  area: 'teams',
  method: 'POST',
  path: '/v1/teams/countries',
  summary: 'Add a country to the team.',
  description:
    '`country` is exactly 2 characters after trimming, uppercased, and must be a supported code. Returns the updated team; adding a country the team already has succeeds and returns the team unchanged.',
  auth: /* @__PURE__ */ auth.headerContext({ role: 'admin' }),
  successStatus: 200,
  schemas: {
    body: /* @__PURE__ */ z.object({ country: /* @__PURE__ */ teamCountry() }),
    response: Team,
  },
  errors: [
    {
      status: 400,
      code: 'APP_V1_TEAMS_COUNTRIES_01',
      role: 'missingContext',
      description: 'Missing profile or team context.',
    },
    {
      status: 403,
      code: 'APP_V1_TEAMS_COUNTRIES_02',
      role: 'insufficientRole',
      description: 'Insufficient permissions.',
    },
    { status: 400, code: 'APP_V1_TEAMS_COUNTRIES_03', description: 'Unsupported country code.' },
    { status: 400, description: 'Invalid body.' },
    { status: 500, description: 'Update failed.' },
  ],
  invalidInputCode: BODY_PARSER_CODE,
});

/** DELETE /v1/teams/countries */
export const removeTeamCountry = /* @__PURE__ */ defineOperation({
  id: 'removeTeamCountry',
  sdk: 'teams.countries.remove',
  area: 'teams',
  method: 'DELETE',
  path: '/v1/teams/countries',
  summary: 'Remove a country from the team.',
  description:
    '`country` is exactly 2 characters after trimming, uppercased; it is not checked against the supported codes. Returns the updated team.',
  auth: /* @__PURE__ */ auth.headerContext({ role: 'admin' }),
  successStatus: 200,
  schemas: {
    body: /* @__PURE__ */ z.object({ country: /* @__PURE__ */ teamCountry() }),
    response: Team,
  },
  errors: [
    {
      status: 400,
      code: 'APP_V1_TEAMS_COUNTRIES_01',
      role: 'missingContext',
      description: 'Missing profile or team context.',
    },
    {
      status: 403,
      code: 'APP_V1_TEAMS_COUNTRIES_02',
      role: 'insufficientRole',
      description: 'Insufficient permissions.',
    },
    { status: 400, description: 'Invalid body.' },
  ],
  invalidInputCode: BODY_PARSER_CODE,
});

/** PATCH /v1/teams/default-receiver-wallet */
export const updateTeamDefaultReceiverWallet = /* @__PURE__ */ defineOperation({
  id: 'updateTeamDefaultReceiverWallet',
  sdk: 'teams.defaultReceiverWallet.update',
  area: 'teams',
  method: 'PATCH',
  path: '/v1/teams/default-receiver-wallet',
  summary: 'Set or clear the default receiver wallet of the team.',
  description:
    '`defaultReceiverWallet` is a string; omitting it or sending null clears it. Returns the updated team. Missing context and insufficient permissions share one code.',
  auth: /* @__PURE__ */ auth.session({ role: 'admin' }),
  successStatus: 200,
  schemas: {
    body: /* @__PURE__ */ z.object({
      defaultReceiverWallet: /* @__PURE__ */ z.optional(
        /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
      ),
    }),
    response: Team,
  },
  errors: [
    {
      status: 400,
      code: 'APP_V1_TEAMS_DEFAULT_RECEIVER_WALLET_ROUTE_01',
      role: 'missingContext',
      description: 'Missing profile or team context.',
    },
    {
      status: 403,
      code: 'APP_V1_TEAMS_DEFAULT_RECEIVER_WALLET_ROUTE_01',
      role: 'insufficientRole',
      description: 'Insufficient permissions.',
    },
    { status: 400, description: 'Malformed body.' },
    { status: 500, description: 'Update failed.' },
  ],
  invalidInputCode: BODY_PARSER_CODE,
});

/** GET /v1/teams/invitations */
export const listInvitations = /* @__PURE__ */ defineOperation({
  id: 'listInvitations',
  sdk: 'teams.invitations.list',
  area: 'teams',
  method: 'GET',
  path: '/v1/teams/invitations',
  summary: 'List the pending invitations of the team.',
  auth: /* @__PURE__ */ auth.headerContext({ role: 'admin' }),
  successStatus: 200,
  schemas: {
    response: /* @__PURE__ */ z.array(Invitation),
  },
  errors: [
    {
      status: 400,
      code: 'APP_V1_TEAMS_INVITATIONS_ROUTE_01',
      role: 'missingContext',
      description: 'Missing profile or team context.',
    },
    {
      status: 403,
      code: 'APP_V1_TEAMS_INVITATIONS_ROUTE_03',
      role: 'insufficientRole',
      description: 'Insufficient permissions.',
    },
    { status: 500, description: 'Lookup failed.' },
  ],
  invalidInputCode: BODY_PARSER_CODE,
});

/** POST /v1/teams/invitations */
export const createInvitation = /* @__PURE__ */ defineOperation({
  id: 'createInvitation',
  sdk: 'teams.invitations.create',
  area: 'teams',
  method: 'POST',
  path: '/v1/teams/invitations',
  summary: 'Invite an e-mail address to the team.',
  description:
    '`email` must be valid; `role` defaults to `member`. Creates a `pending` invitation with an expiry and returns it. ' +
    'The invitation e-mail is sent only when the calling key has the EMAIL permission; creation succeeds even if sending fails. ' +
    'Fails with 409 when the e-mail already has a profile in the same app.',
  auth: /* @__PURE__ */ auth.headerContext({ role: 'admin' }),
  successStatus: 201,
  schemas: {
    body: /* @__PURE__ */ z.object({
      email: /* @__PURE__ */ z.email(),
      role: /* @__PURE__ */ z._default(/* @__PURE__ */ role(), 'member'),
    }),
    response: Invitation,
  },
  errors: [
    {
      status: 400,
      code: 'APP_V1_TEAMS_INVITATIONS_ROUTE_01',
      role: 'missingContext',
      description: 'Missing profile or team context.',
    },
    {
      status: 403,
      code: 'APP_V1_TEAMS_INVITATIONS_ROUTE_01',
      role: 'insufficientRole',
      description: 'Insufficient permissions.',
    },
    {
      status: 409,
      code: 'APP_V1_TEAMS_INVITATIONS_ROUTE_02',
      description: 'The user is already in the team.',
    },
    { status: 400, description: 'Invalid body.' },
    { status: 500, description: 'Invitation creation failed.' },
  ],
  invalidInputCode: BODY_PARSER_CODE,
});

/** DELETE /v1/teams/invitations/{id} */
export const deleteInvitation = /* @__PURE__ */ defineOperation({
  id: 'deleteInvitation',
  sdk: 'teams.invitations.delete',
  area: 'teams',
  method: 'DELETE',
  path: '/v1/teams/invitations/{id}',
  summary: 'Reject a pending invitation of the team.',
  description:
    'The invitation must belong to the session team. Its status becomes `rejected` and the full updated invitation is returned.',
  auth: /* @__PURE__ */ auth.session({ role: 'admin' }),
  successStatus: 200,
  schemas: {
    params: /* @__PURE__ */ z.object({ id: /* @__PURE__ */ pathParam() }),
    response: Invitation,
  },
  errors: [
    {
      status: 400,
      code: 'APP_V1_TEAMS_INVITATIONS_ID_ROUTE_01',
      role: 'missingContext',
      description: 'Missing profile or team context.',
    },
    {
      status: 403,
      code: 'APP_V1_TEAMS_INVITATIONS_ID_ROUTE_02',
      role: 'insufficientRole',
      description: 'Insufficient permissions.',
    },
    { status: 400, code: 'APP_V1_TEAMS_INVITATIONS_ID_ROUTE_03', description: 'Missing invitation id.' },
    { status: 404, code: 'APP_V1_TEAMS_INVITATIONS_ID_ROUTE_04', description: 'Invitation not found.' },
    {
      status: 403,
      code: 'APP_V1_TEAMS_INVITATIONS_ID_ROUTE_05',
      description: 'The invitation does not belong to the team.',
    },
    { status: 500, description: 'Update failed; the failure is propagated.' },
  ],
  invalidInputCode: BODY_PARSER_CODE,
  inputErrorCodes: [
    {
      in: 'params',
      field: 'id',
      issue: 'missing',
      status: 400,
      code: 'APP_V1_TEAMS_INVITATIONS_ID_ROUTE_03',
    },
  ],
});

/** GET /v1/teams/members */
export const listTeamMembers = /* @__PURE__ */ defineOperation({
  id: 'listTeamMembers',
  sdk: 'teams.members.list',
  area: 'teams',
  method: 'GET',
  path: '/v1/teams/members',
  summary: 'List the members of the team.',
  description: 'Open to any member with a valid context. Returns an array of team members.',
  auth: /* @__PURE__ */ auth.headerContext(),
  successStatus: 200,
  schemas: {
    response: /* @__PURE__ */ z.array(TeamMember),
  },
  errors: [
    {
      status: 400,
      code: 'APP_V1_TEAMS_MEMBERS_ROUTE_01',
      role: 'missingContext',
      description: 'Missing profile or team context.',
    },
    { status: 500, description: 'Lookup failed.' },
  ],
  invalidInputCode: BODY_PARSER_CODE,
});

/** DELETE /v1/teams/members/{profileId} */
export const blockTeamMember = /* @__PURE__ */ defineOperation({
  id: 'blockTeamMember',
  sdk: 'teams.members.block',
  area: 'teams',
  method: 'DELETE',
  path: '/v1/teams/members/{profileId}',
  summary: 'Block a member of the team.',
  description:
    'No body. Sets the member role to `blocked` and returns `{ profileId, blocked: true }`. The block may be rejected (403).',
  auth: /* @__PURE__ */ auth.headerContext({ role: 'admin' }),
  successStatus: 200,
  schemas: {
    params: /* @__PURE__ */ z.object({ profileId: /* @__PURE__ */ pathParam() }),
    response: /* @__PURE__ */ loose({
      profileId: /* @__PURE__ */ z.string(),
      blocked: /* @__PURE__ */ z.literal(true),
    }),
  },
  errors: [
    {
      status: 400,
      code: 'APP_V1_TEAMS_MEMBERS_PROFILEID_ROUTE_01',
      role: 'missingContext',
      description: 'Missing profile or team context.',
    },
    { status: 400, code: 'APP_V1_TEAMS_MEMBERS_PROFILEID_ROUTE_02', description: 'Missing profile id.' },
    {
      status: 403,
      code: 'APP_V1_TEAMS_MEMBERS_PROFILEID_ROUTE_01',
      role: 'insufficientRole',
      description: 'Insufficient permissions.',
    },
    { status: 403, description: 'The block was rejected; the failure is propagated.' },
  ],
  invalidInputCode: BODY_PARSER_CODE,
  inputErrorCodes: [
    {
      in: 'params',
      field: 'profileId',
      issue: 'missing',
      status: 400,
      code: 'APP_V1_TEAMS_MEMBERS_PROFILEID_ROUTE_02',
    },
  ],
});

/** PATCH /v1/teams/members/{profileId}/role */
export const updateTeamMemberRole = /* @__PURE__ */ defineOperation({
  id: 'updateTeamMemberRole',
  sdk: 'teams.members.updateRole',
  area: 'teams',
  method: 'PATCH',
  path: '/v1/teams/members/{profileId}/role',
  summary: 'Change the role of a member of the team.',
  description:
    '`role` is one of the team roles. Returns `{ profileId, role }`. The update may be rejected (403), for example by last-admin protection.',
  auth: /* @__PURE__ */ auth.headerContext({ role: 'admin' }),
  successStatus: 200,
  schemas: {
    params: /* @__PURE__ */ z.object({ profileId: /* @__PURE__ */ pathParam() }),
    body: /* @__PURE__ */ z.object({ role: /* @__PURE__ */ role() }),
    response: /* @__PURE__ */ loose({ profileId: /* @__PURE__ */ z.string(), role: Role }),
  },
  errors: [
    {
      status: 400,
      code: 'APP_V1_TEAMS_MEMBERS_PROFILEID_ROLE_ROUTE_01',
      role: 'missingContext',
      description: 'Missing profile or team context.',
    },
    {
      status: 400,
      code: 'APP_V1_TEAMS_MEMBERS_PROFILEID_ROLE_ROUTE_02',
      description: 'Missing profile id.',
    },
    {
      status: 403,
      code: 'APP_V1_TEAMS_MEMBERS_PROFILEID_ROLE_ROUTE_01',
      role: 'insufficientRole',
      description: 'Insufficient permissions.',
    },
    { status: 400, description: 'Invalid body (body-parser code).' },
    {
      status: 403,
      description:
        'The update was rejected, for example by last-admin protection; the failure is propagated.',
    },
  ],
  invalidInputCode: BODY_PARSER_CODE,
  inputErrorCodes: [
    {
      in: 'params',
      field: 'profileId',
      issue: 'missing',
      status: 400,
      code: 'APP_V1_TEAMS_MEMBERS_PROFILEID_ROLE_ROUTE_02',
    },
  ],
});

/** PATCH /v1/teams/metadata */
export const updateTeamMetadata = /* @__PURE__ */ defineOperation({
  id: 'updateTeamMetadata',
  sdk: 'teams.metadata.update',
  area: 'teams',
  method: 'PATCH',
  path: '/v1/teams/metadata',
  summary: 'Update the name, description and metadata of the team.',
  description: /* @__PURE__ */ [
    '`name` must be non-empty when given; `description` is a string. Any other key, with any JSON value, is merged into the team metadata. ',
    `The reserved keys `,
    /* @__PURE__ */ RESERVED_TEAM_METADATA_KEYS.join(' and '),
    ' are rejected. Returns the updated team plus an optional `imageUrl`.',
  ].join(''),
  auth: /* @__PURE__ */ auth.headerContext({ role: 'admin' }),
  successStatus: 200,
  schemas: {
    body: /* @__PURE__ */ z
      .looseObject({
        name: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string().check(/* @__PURE__ */ z.minLength(1))),
        description: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
      })
      .check(
        /* @__PURE__ */ z.superRefine((body, ctx) => {
          for (const key of RESERVED_TEAM_METADATA_KEYS) {
            if (Object.hasOwn(body, key)) {
              ctx.addIssue({ code: 'custom', path: [key], message: `"${key}" is a reserved metadata key` });
            }
          }
        }),
      ),
    response: Team,
  },
  errors: [
    {
      status: 400,
      code: 'APP_V1_TEAMS_METADATA_ROUTE_01',
      role: 'missingContext',
      description: 'Missing profile or team context.',
    },
    {
      status: 403,
      code: 'APP_V1_TEAMS_METADATA_ROUTE_01',
      role: 'insufficientRole',
      description: 'Insufficient permissions.',
    },
    { status: 404, code: 'APP_V1_TEAMS_METADATA_ROUTE_02', description: 'Team not found.' },
    { status: 400, description: 'Invalid body or a reserved metadata key.' },
    { status: 500, description: 'Update failed.' },
  ],
  invalidInputCode: BODY_PARSER_CODE,
});

/** PATCH /v1/teams/notification-email */
export const updateTeamNotificationEmail = /* @__PURE__ */ defineOperation({
  id: 'updateTeamNotificationEmail',
  sdk: 'teams.notificationEmail.update',
  area: 'teams',
  method: 'PATCH',
  path: '/v1/teams/notification-email',
  summary: 'Set or clear the notification e-mail of the team.',
  description:
    '`notificationEmail` is a valid e-mail address; null or omitting it clears it. Returns the updated team.',
  auth: /* @__PURE__ */ auth.headerContext({ role: 'admin' }),
  successStatus: 200,
  schemas: {
    body: /* @__PURE__ */ z.object({
      notificationEmail: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.nullable(/* @__PURE__ */ z.email())),
    }),
    response: Team,
  },
  errors: [
    {
      status: 400,
      code: 'APP_V1_TEAMS_NOTIFICATION_EMAIL_ROUTE_01',
      role: 'missingContext',
      description: 'Missing profile or team context.',
    },
    {
      status: 403,
      code: 'APP_V1_TEAMS_NOTIFICATION_EMAIL_ROUTE_03',
      role: 'insufficientRole',
      description: 'Insufficient permissions.',
    },
    { status: 400, description: 'Invalid body.' },
  ],
  invalidInputCode: BODY_PARSER_CODE,
});

/** POST /v1/teams/tax-info */
export const upsertTeamTaxInfo = /* @__PURE__ */ defineOperation({
  id: 'upsertTeamTaxInfo',
  sdk: 'teams.taxInfo.upsert',
  area: 'teams',
  method: 'POST',
  path: '/v1/teams/tax-info',
  summary: 'Add or update a tax info entry of the team.',
  description:
    '`country` is a supported code, uppercased. `taxId` is trimmed, 1 to 64 letters, digits and "-". `name` (1 to 120) and `address` (1 to 240) may be null. ' +
    '`setAsDefaultForCountry` and `setAsGlobalDefault` make the entry the default for its country or globally. ' +
    'The entry is upserted into the team metadata; returns the updated team (with `metadata.taxInfo`) plus an optional `imageUrl`.',
  auth: /* @__PURE__ */ auth.headerContext({ role: 'admin' }),
  successStatus: 200,
  schemas: {
    body: /* @__PURE__ */ z.extend(TaxInfoKey, {
      name: /* @__PURE__ */ z.optional(
        /* @__PURE__ */ z.nullable(
          /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(120)),
        ),
      ),
      address: /* @__PURE__ */ z.optional(
        /* @__PURE__ */ z.nullable(
          /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.minLength(1), /* @__PURE__ */ z.maxLength(240)),
        ),
      ),
      setAsDefaultForCountry: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
      setAsGlobalDefault: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
    }),
    response: Team,
  },
  errors: [
    {
      status: 400,
      code: 'APP_V1_TEAMS_TAX_INFO_01',
      role: 'missingContext',
      description: 'Missing profile or team context.',
    },
    {
      status: 403,
      code: 'APP_V1_TEAMS_TAX_INFO_02',
      role: 'insufficientRole',
      description: 'Admin role required.',
    },
    { status: 400, description: 'Invalid body.' },
    { status: 500, description: 'Update failed.' },
  ],
  invalidInputCode: BODY_PARSER_CODE,
});

/** PATCH /v1/teams/tax-info/default */
export const setTeamDefaultTaxInfo = /* @__PURE__ */ defineOperation({
  id: 'setTeamDefaultTaxInfo',
  sdk: 'teams.taxInfo.setDefault',
  area: 'teams',
  method: 'PATCH',
  path: '/v1/teams/tax-info/default',
  summary: 'Make a tax info entry the default of the team.',
  description:
    '`country` (supported code, uppercased) and `taxId` (trimmed, 1 to 64 letters, digits and "-") select the entry. Returns the updated team plus an optional `imageUrl`.',
  auth: /* @__PURE__ */ auth.headerContext({ role: 'admin' }),
  successStatus: 200,
  schemas: {
    body: TaxInfoKey,
    response: Team,
  },
  errors: [
    {
      status: 400,
      code: 'APP_V1_TEAMS_TAX_INFO_DEFAULT_01',
      role: 'missingContext',
      description: 'Missing profile or team context.',
    },
    {
      status: 403,
      code: 'APP_V1_TEAMS_TAX_INFO_DEFAULT_02',
      role: 'insufficientRole',
      description: 'Admin role required.',
    },
    { status: 400, description: 'Invalid body.' },
  ],
  invalidInputCode: BODY_PARSER_CODE,
});

/** GET /v1/teams/{teamId}/activity */
export const listTeamActivity = /* @__PURE__ */ defineOperation({
  id: 'listTeamActivity',
  sdk: 'teams.activity.list',
  area: 'teams',
  method: 'GET',
  path: '/v1/teams/{teamId}/activity',
  summary: 'List the activity log of a team, one page at a time.',
  description:
    'The session profile must belong to the team. Query `profileId` filters by actor; `limit` is an integer from 1 to 100 (default 50); `exclusiveStartKey` is the cursor of the next page. ' +
    'Returns `{ items, lastEvaluatedKey }`; `lastEvaluatedKey` is omitted on the last page.',
  auth: /* @__PURE__ */ auth.session({ role: 'membership', label: 'Session (must belong to team)' }),
  successStatus: 200,
  schemas: {
    params: /* @__PURE__ */ z.object({ teamId: /* @__PURE__ */ pathParam() }),
    query: /* @__PURE__ */ z.object({
      profileId: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
      limit: /* @__PURE__ */ z._default(/* @__PURE__ */ queryInt(1, 100), 50),
      exclusiveStartKey: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
    }),
    response: /* @__PURE__ */ loose({
      items: /* @__PURE__ */ z.array(ActivityItem),
      lastEvaluatedKey: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
    }),
  },
  errors: [
    {
      status: 404,
      code: 'APP_V1_TEAMS_ACTIVITY_01',
      description: 'Team not found or the caller has no access.',
    },
    { status: 400, code: 'APP_V1_TEAMS_ACTIVITY_03', description: 'Invalid limit.' },
    { status: 500, code: 'APP_V1_TEAMS_ACTIVITY_02', description: 'Lookup failed.' },
  ],
  invalidInputCode: BODY_PARSER_CODE,
  inputErrorCodes: [
    // An empty `limit=` is no integer from 1 to 100 either: the route's invalid-limit code.
    { in: 'query', field: 'limit', issue: 'any', status: 400, code: 'APP_V1_TEAMS_ACTIVITY_03' },
  ],
  pagination: {
    kind: 'cursor',
    cursorParam: 'exclusiveStartKey',
    nextCursorField: 'lastEvaluatedKey',
    itemsField: 'items',
  },
});

/** POST /v1/teams/{teamId}/image/upload-url */
export const createTeamImageUploadUrl = /* @__PURE__ */ defineOperation({
  id: 'createTeamImageUploadUrl',
  sdk: 'teams.image.createUploadUrl',
  area: 'teams',
  method: 'POST',
  path: '/v1/teams/{teamId}/image/upload-url',
  summary: 'Get a signed URL to upload the team image.',
  description:
    'The session profile must be an admin of team {teamId}. `fileName` ends in jpg, jpeg, png, webp or gif; `contentType` is image/jpeg, image/jpg, image/png, image/webp or image/gif. ' +
    'Returns `{ uploadUrl, filePath, expiresAt }`; upload the file to `uploadUrl`, then confirm `filePath`.',
  auth: /* @__PURE__ */ auth.session({ role: 'admin' }),
  successStatus: 200,
  schemas: {
    params: /* @__PURE__ */ z.object({ teamId: /* @__PURE__ */ pathParam() }),
    // The spec lists the extensions and the MIME types and pairs them nowhere (as the profile image).
    body: /* @__PURE__ */ z.object({
      fileName: /* @__PURE__ */ imageFileName(),
      contentType: /* @__PURE__ */ z.enum(IMAGE_MIME_TYPES),
    }),
    response: /* @__PURE__ */ loose({
      uploadUrl: /* @__PURE__ */ z.string(),
      filePath: /* @__PURE__ */ z.string(),
      expiresAt: /* @__PURE__ */ timestamp(),
    }),
  },
  errors: [
    {
      status: 400,
      code: 'V1_TEAM_IMAGE_UPLOAD_URL_01',
      role: 'missingContext',
      description: 'Missing team id, or it differs from the session team.',
    },
    {
      status: 401,
      code: 'V1_TEAM_IMAGE_UPLOAD_URL_01',
      role: 'invalidContext',
      description: 'Invalid session or context.',
    },
    {
      status: 403,
      code: 'V1_TEAM_IMAGE_UPLOAD_URL_01',
      role: 'insufficientRole',
      description: 'Admin role required.',
    },
    { status: 400, description: 'Invalid body.' },
    { status: 500, code: 'V1_TEAM_IMAGE_UPLOAD_URL_02', description: 'Failed to create the upload URL.' },
  ],
  invalidInputCode: BODY_PARSER_CODE,
  inputErrorCodes: [
    { in: 'params', field: 'teamId', issue: 'missing', status: 400, code: 'V1_TEAM_IMAGE_UPLOAD_URL_01' },
  ],
});

/** POST /v1/teams/{teamId}/image */
export const confirmTeamImage = /* @__PURE__ */ defineOperation({
  id: 'confirmTeamImage',
  sdk: 'teams.image.confirm',
  area: 'teams',
  method: 'POST',
  path: '/v1/teams/{teamId}/image',
  summary: 'Confirm an uploaded team image.',
  description:
    'Call after uploading to the signed URL. The session profile must be an admin of team {teamId}. `filePath` is the non-empty path returned with the upload URL. Returns `{ imageUrl }`.',
  auth: /* @__PURE__ */ auth.session({ role: 'admin' }),
  successStatus: 200,
  schemas: {
    params: /* @__PURE__ */ z.object({ teamId: /* @__PURE__ */ pathParam() }),
    body: /* @__PURE__ */ z.object({
      filePath: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.minLength(1)),
    }),
    response: /* @__PURE__ */ loose({ imageUrl: /* @__PURE__ */ z.string() }),
  },
  errors: [
    {
      status: 400,
      code: 'V1_TEAM_IMAGE_CONFIRM_01',
      role: 'missingContext',
      description: 'Missing team id, or it differs from the session team.',
    },
    {
      status: 401,
      code: 'V1_TEAM_IMAGE_CONFIRM_01',
      role: 'invalidContext',
      description: 'Invalid session or context.',
    },
    {
      status: 403,
      code: 'V1_TEAM_IMAGE_CONFIRM_01',
      role: 'insufficientRole',
      description: 'Admin role required.',
    },
    { status: 400, description: 'Invalid body.' },
    { status: 500, code: 'V1_TEAM_IMAGE_CONFIRM_02', description: 'Failed to confirm the image.' },
  ],
  invalidInputCode: BODY_PARSER_CODE,
  inputErrorCodes: [
    { in: 'params', field: 'teamId', issue: 'missing', status: 400, code: 'V1_TEAM_IMAGE_CONFIRM_01' },
  ],
});

/** Every teams operation, in spec order. */
export const teamsOperations = [
  listTeamBanks,
  addTeamCountry,
  removeTeamCountry,
  updateTeamDefaultReceiverWallet,
  listInvitations,
  createInvitation,
  deleteInvitation,
  listTeamMembers,
  blockTeamMember,
  updateTeamMemberRole,
  updateTeamMetadata,
  updateTeamNotificationEmail,
  upsertTeamTaxInfo,
  setTeamDefaultTaxInfo,
  listTeamActivity,
  createTeamImageUploadUrl,
  confirmTeamImage,
] as const;
