/**
 * Auth and onboarding (spec: Endpoints > Auth and onboarding). Every route needs a key of any
 * scope; refresh-session also needs a bearer session.
 */
import * as z from 'zod/mini';
import { auth } from './auth.js';
import { BODY_PARSER_CODE, defineOperation, lazySchemas } from './operation.js';
import { refreshSession } from './refresh-session.js';
import { Role } from './resources.js';
import {
  countryCode,
  email,
  jsonObject,
  LANGUAGES,
  loose,
  openEnum,
  printedAs,
  referralCode,
  statedRule,
  trimmedString,
  USER_TYPES,
  username,
} from './schemas.js';

/**
 * Domains whose addresses may use `+` sub-addressing at onboarding. For any other domain an
 * address such as `name+tag@domain` is rejected.
 */
export const PLUS_ADDRESSING_ALLOWED_DOMAINS = ['example.com', 'test.com'] as const;

/** True when the (already lowercased) address uses `+` in its local part on a domain not allowlisted. */
const usesForbiddenPlusAddressing = /* @__NO_SIDE_EFFECTS__ */ (address: string) => {
  const at = address.lastIndexOf('@');
  const local = address.slice(0, at);
  const domain = address.slice(at + 1);
  return local.includes('+') && !(PLUS_ADDRESSING_ALLOWED_DOMAINS as readonly string[]).includes(domain);
};

/** The onboarding e-mail: trimmed, lowercased, valid, no `+` sub-addressing outside the allowlist. */
const onboardingEmail = /* @__NO_SIDE_EFFECTS__ */ () =>
  printedAs(
    email().check(
      statedRule<string>(
        `"+" sub-addressing is only accepted for: ${PLUS_ADDRESSING_ALLOWED_DOMAINS.join(', ')}`,
        (address) => !usesForbiddenPlusAddressing(address),
        () => [],
      ),
    ),
    z.email(),
  );

/** A person's name: trimmed, at least 2 characters. */
const personName = /* @__NO_SIDE_EFFECTS__ */ () => trimmedString(2);

/** POST /v1/auth/onboard */
export const onboardUser = /* @__PURE__ */ defineOperation({
  id: 'onboardUser',
  sdk: 'auth.onboard',
  area: 'auth',
  method: 'POST',
  path: '/v1/auth/onboard',
  auth: /* @__PURE__ */ auth.key(),
  successStatus: 201,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    body: /* @__PURE__ */ z
      .object({
        email: /* @__PURE__ */ onboardingEmail(),
        firstName: /* @__PURE__ */ personName(),
        lastName: /* @__PURE__ */ personName(),
        username: /* @__PURE__ */ username(),
        referralCode: /* @__PURE__ */ z.optional(/* @__PURE__ */ referralCode()),
        country: /* @__PURE__ */ countryCode(),
        language: /* @__PURE__ */ z._default(/* @__PURE__ */ z.enum(LANGUAGES), 'en'),
        isBusiness: /* @__PURE__ */ z.boolean(),
        businessName: /* @__PURE__ */ z.optional(
          /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.minLength(2)),
        ),
        teamMetadata: /* @__PURE__ */ z._default(/* @__PURE__ */ jsonObject(), {}),
        teamDescription: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
        termsOfService: /* @__PURE__ */ z.literal(true, 'The terms of service must be accepted'),
      })
      .check(
        /* @__PURE__ */ statedRule<{ isBusiness: boolean; businessName?: string | undefined }>(
          'businessName is required when isBusiness is true',
          (body) => !body.isBusiness || body.businessName !== undefined,
          () => ['businessName'],
          { anyOf: [{ properties: { isBusiness: { const: false } } }, { required: ['businessName'] }] },
        ),
      ),
    response: /* @__PURE__ */ loose({
      team: /* @__PURE__ */ loose({ id: /* @__PURE__ */ z.string() }),
      profile: /* @__PURE__ */ loose({
        id: /* @__PURE__ */ z.string(),
        nickname: /* @__PURE__ */ z.string(),
        suborgId: /* @__PURE__ */ z.string(),
      }),
      teamMember: /* @__PURE__ */ loose({
        profileId: /* @__PURE__ */ z.string(),
        teamId: /* @__PURE__ */ z.string(),
        role: Role,
      }),
      invitationAccepted: /* @__PURE__ */ z.boolean(),
      walletCreated: /* @__PURE__ */ z.boolean(),
    }),
  })),
  errors: [
    { status: 400, code: 'APP_V1_AUTH_ONBOARD_ROUTE_04' },
    { status: 409, code: 'APP_V1_AUTH_ONBOARD_ROUTE_01' },
    { status: 409, code: 'APP_V1_AUTH_ONBOARD_ROUTE_05' },
    { status: 500, code: 'APP_V1_AUTH_ONBOARD_ROUTE_03' },
    { status: 400 },
    { status: 500 },
  ],
  invalidInputCode: BODY_PARSER_CODE,
  inputErrorCodes: [
    // A referral code off the pattern is an invalid referral code too, not a malformed body.
    {
      in: 'body',
      field: 'referralCode',
      issue: 'invalid',
      status: 400,
      code: 'APP_V1_AUTH_ONBOARD_ROUTE_04',
    },
  ],
});

/** GET /v1/auth/referral/validate */
export const validateReferralCode = /* @__PURE__ */ defineOperation({
  id: 'validateReferralCode',
  sdk: 'auth.validateReferral',
  area: 'auth',
  method: 'GET',
  path: '/v1/auth/referral/validate',
  auth: /* @__PURE__ */ auth.key(),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    query: /* @__PURE__ */ z.object({ referralCode: /* @__PURE__ */ referralCode() }),
    response: /* @__PURE__ */ loose({ exists: /* @__PURE__ */ z.boolean() }),
  })),
  errors: [
    { status: 400, code: 'APP_V1_AUTH_REFERRAL_VALIDATE_ROUTE_01' },
    { status: 400, code: 'APP_V1_AUTH_REFERRAL_VALIDATE_ROUTE_02' },
    { status: 500 },
  ],
  invalidInputCode: 'APP_V1_AUTH_REFERRAL_VALIDATE_ROUTE_02',
  inputErrorCodes: [
    {
      in: 'query',
      field: 'referralCode',
      issue: 'missing',
      status: 400,
      code: 'APP_V1_AUTH_REFERRAL_VALIDATE_ROUTE_01',
    },
    {
      in: 'query',
      field: 'referralCode',
      issue: 'invalid',
      status: 400,
      code: 'APP_V1_AUTH_REFERRAL_VALIDATE_ROUTE_02',
    },
  ],
});

const userType = /* @__PURE__ */ openEnum(USER_TYPES);

export { refreshSession };

/** POST /v1/auth/send-otp */
export const sendOtp = /* @__PURE__ */ defineOperation({
  id: 'sendOtp',
  sdk: 'auth.sendOtp',
  area: 'auth',
  method: 'POST',
  path: '/v1/auth/send-otp',
  auth: /* @__PURE__ */ auth.key(),
  successStatus: 201,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    body: /* @__PURE__ */ z.object({
      email: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.toLowerCase()),
      identifier: /* @__PURE__ */ z.optional(
        /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string().check(/* @__PURE__ */ z.minLength(10))),
      ),
      language: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.nullable(/* @__PURE__ */ z.enum(LANGUAGES))),
      userType: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.nullable(/* @__PURE__ */ z.enum(USER_TYPES))),
    }),
    response: /* @__PURE__ */ loose({
      otpId: /* @__PURE__ */ z.string(),
      identifier: /* @__PURE__ */ z.string(),
      profiles: /* @__PURE__ */ z.array(
        /* @__PURE__ */ loose({
          id: /* @__PURE__ */ z.string(),
          nickname: /* @__PURE__ */ z.string(),
          /** Named without a type by the spec: any value. */
          team: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.unknown()),
          /** The body's `userType` values, or null. */
          userType: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.nullable(userType)),
        }),
      ),
    }),
  })),
  errors: [
    { status: 404, code: 'APP_V1_AUTH_SEND_OTP_ROUTE_01' },
    { status: 404, code: 'APP_V1_AUTH_SEND_OTP_ROUTE_02' },
    { status: 401, code: 'APP_V1_AUTH_SEND_OTP_ROUTE_03' },
    { status: 404, code: 'APP_V1_AUTH_SEND_OTP_ROUTE_04' },
    { status: 400 },
    { status: 503 },
    { status: 500 },
  ],
  invalidInputCode: BODY_PARSER_CODE,
});

/** POST /v1/auth/verify-otp */
export const verifyOtp = /* @__PURE__ */ defineOperation({
  id: 'verifyOtp',
  sdk: 'auth.verifyOtp',
  area: 'auth',
  method: 'POST',
  path: '/v1/auth/verify-otp',
  auth: /* @__PURE__ */ auth.key(),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    body: /* @__PURE__ */ z.object({
      otp: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.minLength(9)),
      otpId: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.minLength(1)),
      email: /* @__PURE__ */ z.email(),
      identifier: /* @__PURE__ */ z.optional(
        /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string().check(/* @__PURE__ */ z.minLength(10))),
      ),
      profileId: /* @__PURE__ */ z.optional(
        /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string().check(/* @__PURE__ */ z.minLength(1))),
      ),
      userType: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.nullable(/* @__PURE__ */ z.enum(USER_TYPES))),
    }),
    response: /* @__PURE__ */ loose({
      session: /* @__PURE__ */ z.string(),
      orgId: /* @__PURE__ */ z.string(),
      country: /* @__PURE__ */ z.string(),
      userType,
      teams: /* @__PURE__ */ z.array(
        /* @__PURE__ */ loose({
          teamId: /* @__PURE__ */ z.string(),
          teamName: /* @__PURE__ */ z.string(),
          profileId: /* @__PURE__ */ z.string(),
          profileNickname: /* @__PURE__ */ z.string(),
          profileSuborgId: /* @__PURE__ */ z.string(),
          profileRole: Role,
          userType,
          teamDefaultReceiverWallet: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
          teamProfileSuborgId: /* @__PURE__ */ z.string(),
        }),
      ),
    }),
  })),
  errors: [
    { status: 404, code: 'APP_V1_AUTH_VERIFY_OTP_ROUTE_01' },
    { status: 404, code: 'APP_V1_AUTH_VERIFY_OTP_ROUTE_02' },
    { status: 404, code: 'APP_V1_AUTH_VERIFY_OTP_ROUTE_03' },
    { status: 404, code: 'APP_V1_AUTH_VERIFY_OTP_ROUTE_04' },
    { status: 400 },
    { status: 500 },
  ],
  invalidInputCode: BODY_PARSER_CODE,
});

/** Every auth and onboarding operation, in spec order. */
export const authOperations: readonly [
  typeof onboardUser,
  typeof validateReferralCode,
  typeof refreshSession,
  typeof sendOtp,
  typeof verifyOtp,
] = [onboardUser, validateReferralCode, refreshSession, sendOtp, verifyOtp] as const;
