/**
 * Teams (spec: Endpoints > Teams): members and roles, invitations, countries, tax info, default
 * receiver wallet, notification e-mail, metadata, image and activity log.
 */
import * as z from 'zod/mini';
import { auth } from './auth.js';
import { BODY_PARSER_CODE, defineOperation, lazySchemas } from './operation.js';
import { ACCOUNT_TYPES, ActivityItem, Invitation, Role, Team, TeamMember } from './resources.js';
import {
  countryCode,
  IMAGE_MIME_TYPES,
  imageFileName,
  loose,
  openEnum,
  printedAs,
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
const teamCountry = /* @__NO_SIDE_EFFECTS__ */ () =>
  printedAs(z.string().check(z.trim(), z.toUpperCase(), z.length(2)), {
    type: 'string',
    pattern: '^\\s*\\S\\S\\s*$',
  });

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
  auth: /* @__PURE__ */ auth.headerContext(),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
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
  })),
  errors: [{ status: 400, code: 'APP_V1_TEAMS_BANKS_ROUTE_01', role: 'missingContext' }, { status: 500 }],
  invalidInputCode: BODY_PARSER_CODE,
});

/** POST /v1/teams/countries */
export const addTeamCountry = /* @__PURE__ */ defineOperation({
  id: 'addTeamCountry',
  sdk: 'teams.countries.add',
  area: 'teams',
  method: 'POST',
  path: '/v1/teams/countries',
  auth: /* @__PURE__ */ auth.headerContext({ role: 'admin' }),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    body: /* @__PURE__ */ z.object({ country: /* @__PURE__ */ teamCountry() }),
    response: Team,
  })),
  errors: [
    { status: 400, code: 'APP_V1_TEAMS_COUNTRIES_01', role: 'missingContext' },
    { status: 403, code: 'APP_V1_TEAMS_COUNTRIES_02', role: 'insufficientRole' },
    { status: 400, code: 'APP_V1_TEAMS_COUNTRIES_03' },
    { status: 400 },
    { status: 500 },
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
  auth: /* @__PURE__ */ auth.headerContext({ role: 'admin' }),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    body: /* @__PURE__ */ z.object({ country: /* @__PURE__ */ teamCountry() }),
    response: Team,
  })),
  errors: [
    { status: 400, code: 'APP_V1_TEAMS_COUNTRIES_01', role: 'missingContext' },
    { status: 403, code: 'APP_V1_TEAMS_COUNTRIES_02', role: 'insufficientRole' },
    { status: 400 },
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
  auth: /* @__PURE__ */ auth.session({ role: 'admin' }),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    body: /* @__PURE__ */ z.object({
      defaultReceiverWallet: /* @__PURE__ */ z.optional(
        /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
      ),
    }),
    response: Team,
  })),
  errors: [
    { status: 400, code: 'APP_V1_TEAMS_DEFAULT_RECEIVER_WALLET_ROUTE_01', role: 'missingContext' },
    { status: 403, code: 'APP_V1_TEAMS_DEFAULT_RECEIVER_WALLET_ROUTE_01', role: 'insufficientRole' },
    { status: 400 },
    { status: 500 },
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
  auth: /* @__PURE__ */ auth.headerContext({ role: 'admin' }),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    response: /* @__PURE__ */ z.array(Invitation),
  })),
  errors: [
    { status: 400, code: 'APP_V1_TEAMS_INVITATIONS_ROUTE_01', role: 'missingContext' },
    { status: 403, code: 'APP_V1_TEAMS_INVITATIONS_ROUTE_03', role: 'insufficientRole' },
    { status: 500 },
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
  auth: /* @__PURE__ */ auth.headerContext({ role: 'admin' }),
  successStatus: 201,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    body: /* @__PURE__ */ z.object({
      email: /* @__PURE__ */ z.email(),
      role: /* @__PURE__ */ z._default(/* @__PURE__ */ role(), 'member'),
    }),
    response: Invitation,
  })),
  errors: [
    { status: 400, code: 'APP_V1_TEAMS_INVITATIONS_ROUTE_01', role: 'missingContext' },
    { status: 403, code: 'APP_V1_TEAMS_INVITATIONS_ROUTE_01', role: 'insufficientRole' },
    { status: 409, code: 'APP_V1_TEAMS_INVITATIONS_ROUTE_02' },
    { status: 400 },
    { status: 500 },
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
  auth: /* @__PURE__ */ auth.session({ role: 'admin' }),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    params: /* @__PURE__ */ z.object({ id: /* @__PURE__ */ pathParam() }),
    response: Invitation,
  })),
  errors: [
    { status: 400, code: 'APP_V1_TEAMS_INVITATIONS_ID_ROUTE_01', role: 'missingContext' },
    { status: 403, code: 'APP_V1_TEAMS_INVITATIONS_ID_ROUTE_02', role: 'insufficientRole' },
    { status: 400, code: 'APP_V1_TEAMS_INVITATIONS_ID_ROUTE_03' },
    { status: 404, code: 'APP_V1_TEAMS_INVITATIONS_ID_ROUTE_04' },
    { status: 403, code: 'APP_V1_TEAMS_INVITATIONS_ID_ROUTE_05' },
    { status: 500 },
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
  auth: /* @__PURE__ */ auth.headerContext(),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    response: /* @__PURE__ */ z.array(TeamMember),
  })),
  errors: [{ status: 400, code: 'APP_V1_TEAMS_MEMBERS_ROUTE_01', role: 'missingContext' }, { status: 500 }],
  invalidInputCode: BODY_PARSER_CODE,
});

/** DELETE /v1/teams/members/{profileId} */
export const blockTeamMember = /* @__PURE__ */ defineOperation({
  id: 'blockTeamMember',
  sdk: 'teams.members.block',
  area: 'teams',
  method: 'DELETE',
  path: '/v1/teams/members/{profileId}',
  auth: /* @__PURE__ */ auth.headerContext({ role: 'admin' }),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    params: /* @__PURE__ */ z.object({ profileId: /* @__PURE__ */ pathParam() }),
    response: /* @__PURE__ */ loose({
      profileId: /* @__PURE__ */ z.string(),
      blocked: /* @__PURE__ */ z.literal(true),
    }),
  })),
  errors: [
    { status: 400, code: 'APP_V1_TEAMS_MEMBERS_PROFILEID_ROUTE_01', role: 'missingContext' },
    { status: 400, code: 'APP_V1_TEAMS_MEMBERS_PROFILEID_ROUTE_02' },
    { status: 403, code: 'APP_V1_TEAMS_MEMBERS_PROFILEID_ROUTE_01', role: 'insufficientRole' },
    { status: 403, unknownId: true },
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
  auth: /* @__PURE__ */ auth.headerContext({ role: 'admin' }),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    params: /* @__PURE__ */ z.object({ profileId: /* @__PURE__ */ pathParam() }),
    body: /* @__PURE__ */ z.object({ role: /* @__PURE__ */ role() }),
    response: /* @__PURE__ */ loose({ profileId: /* @__PURE__ */ z.string(), role: Role }),
  })),
  errors: [
    { status: 400, code: 'APP_V1_TEAMS_MEMBERS_PROFILEID_ROLE_ROUTE_01', role: 'missingContext' },
    { status: 400, code: 'APP_V1_TEAMS_MEMBERS_PROFILEID_ROLE_ROUTE_02' },
    { status: 403, code: 'APP_V1_TEAMS_MEMBERS_PROFILEID_ROLE_ROUTE_01', role: 'insufficientRole' },
    { status: 400 },
    { status: 403, unknownId: true },
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
  auth: /* @__PURE__ */ auth.headerContext({ role: 'admin' }),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
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
  })),
  errors: [
    { status: 400, code: 'APP_V1_TEAMS_METADATA_ROUTE_01', role: 'missingContext' },
    { status: 403, code: 'APP_V1_TEAMS_METADATA_ROUTE_01', role: 'insufficientRole' },
    { status: 404, code: 'APP_V1_TEAMS_METADATA_ROUTE_02' },
    { status: 400 },
    { status: 500 },
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
  auth: /* @__PURE__ */ auth.headerContext({ role: 'admin' }),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    body: /* @__PURE__ */ z.object({
      notificationEmail: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.nullable(/* @__PURE__ */ z.email())),
    }),
    response: Team,
  })),
  errors: [
    { status: 400, code: 'APP_V1_TEAMS_NOTIFICATION_EMAIL_ROUTE_01', role: 'missingContext' },
    { status: 403, code: 'APP_V1_TEAMS_NOTIFICATION_EMAIL_ROUTE_03', role: 'insufficientRole' },
    { status: 400 },
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
  auth: /* @__PURE__ */ auth.headerContext({ role: 'admin' }),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
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
  })),
  errors: [
    { status: 400, code: 'APP_V1_TEAMS_TAX_INFO_01', role: 'missingContext' },
    { status: 403, code: 'APP_V1_TEAMS_TAX_INFO_02', role: 'insufficientRole' },
    { status: 400 },
    { status: 500 },
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
  auth: /* @__PURE__ */ auth.headerContext({ role: 'admin' }),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    body: TaxInfoKey,
    response: Team,
  })),
  errors: [
    { status: 400, code: 'APP_V1_TEAMS_TAX_INFO_DEFAULT_01', role: 'missingContext' },
    { status: 403, code: 'APP_V1_TEAMS_TAX_INFO_DEFAULT_02', role: 'insufficientRole' },
    { status: 400 },
    { status: 404 },
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
  auth: /* @__PURE__ */ auth.session({ role: 'membership', label: 'Session (must belong to team)' }),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
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
  })),
  errors: [
    { status: 404, code: 'APP_V1_TEAMS_ACTIVITY_01' },
    { status: 400, code: 'APP_V1_TEAMS_ACTIVITY_03' },
    { status: 500, code: 'APP_V1_TEAMS_ACTIVITY_02' },
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
  auth: /* @__PURE__ */ auth.session({ role: 'admin' }),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
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
  })),
  errors: [
    { status: 400, code: 'V1_TEAM_IMAGE_UPLOAD_URL_01', role: 'missingContext', unknownId: true },
    { status: 401, code: 'V1_TEAM_IMAGE_UPLOAD_URL_01', role: 'invalidContext' },
    { status: 403, code: 'V1_TEAM_IMAGE_UPLOAD_URL_01', role: 'insufficientRole' },
    { status: 400 },
    { status: 500, code: 'V1_TEAM_IMAGE_UPLOAD_URL_02' },
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
  auth: /* @__PURE__ */ auth.session({ role: 'admin' }),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    params: /* @__PURE__ */ z.object({ teamId: /* @__PURE__ */ pathParam() }),
    body: /* @__PURE__ */ z.object({
      filePath: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.minLength(1)),
    }),
    response: /* @__PURE__ */ loose({ imageUrl: /* @__PURE__ */ z.string() }),
  })),
  errors: [
    { status: 400, code: 'V1_TEAM_IMAGE_CONFIRM_01', role: 'missingContext', unknownId: true },
    { status: 401, code: 'V1_TEAM_IMAGE_CONFIRM_01', role: 'invalidContext' },
    { status: 403, code: 'V1_TEAM_IMAGE_CONFIRM_01', role: 'insufficientRole' },
    { status: 400 },
    { status: 500, code: 'V1_TEAM_IMAGE_CONFIRM_02' },
  ],
  invalidInputCode: BODY_PARSER_CODE,
  inputErrorCodes: [
    { in: 'params', field: 'teamId', issue: 'missing', status: 400, code: 'V1_TEAM_IMAGE_CONFIRM_01' },
  ],
});

/** Every teams operation, in spec order. */
export const teamsOperations: readonly [
  typeof listTeamBanks,
  typeof addTeamCountry,
  typeof removeTeamCountry,
  typeof updateTeamDefaultReceiverWallet,
  typeof listInvitations,
  typeof createInvitation,
  typeof deleteInvitation,
  typeof listTeamMembers,
  typeof blockTeamMember,
  typeof updateTeamMemberRole,
  typeof updateTeamMetadata,
  typeof updateTeamNotificationEmail,
  typeof upsertTeamTaxInfo,
  typeof setTeamDefaultTaxInfo,
  typeof listTeamActivity,
  typeof createTeamImageUploadUrl,
  typeof confirmTeamImage,
] = [
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
