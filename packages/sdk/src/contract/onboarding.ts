/**
 * Auth and onboarding (spec: Endpoints > Auth and onboarding). Every route needs a key of any
 * scope; refresh-session also needs a bearer session.
 */
import * as z from 'zod';
import { auth } from './auth.js';
import { BODY_PARSER_CODE, defineOperation } from './operation.js';
import { Profile, Role } from './resources.js';
import {
  countryCode,
  email,
  jsonObject,
  LANGUAGES,
  loose,
  openEnum,
  referralCode,
  USER_TYPES,
  username,
} from './schemas.js';

/**
 * Domains whose addresses may use `+` sub-addressing at onboarding. For any other domain an
 * address such as `name+tag@domain` is rejected.
 */
export const PLUS_ADDRESSING_ALLOWED_DOMAINS = ['example.com', 'test.com'] as const;

/** True when the (already lowercased) address uses `+` in its local part on a domain not allowlisted. */
const usesForbiddenPlusAddressing = (address: string) => {
  const at = address.lastIndexOf('@');
  const local = address.slice(0, at);
  const domain = address.slice(at + 1);
  return local.includes('+') && !(PLUS_ADDRESSING_ALLOWED_DOMAINS as readonly string[]).includes(domain);
};

/** The onboarding e-mail: trimmed, lowercased, valid, no `+` sub-addressing outside the allowlist. */
const onboardingEmail = () =>
  email().refine(
    (address) => !usesForbiddenPlusAddressing(address),
    `"+" sub-addressing is only accepted for: ${PLUS_ADDRESSING_ALLOWED_DOMAINS.join(', ')}`,
  );

/** A person's name: trimmed, at least 2 characters. */
const personName = () => z.string().trim().min(2);

/** POST /v1/auth/onboard */
export const onboardUser = defineOperation({
  id: 'onboardUser',
  sdk: 'auth.onboard',
  area: 'auth',
  method: 'POST',
  path: '/v1/auth/onboard',
  summary: 'Create a user with an initial profile and team, or join the team of a pending invitation.',
  description:
    'Creates a user, its initial profile and either a new team or a profile in the team of a pending invitation for the e-mail (then `invitationAccepted` is true). ' +
    `The e-mail is trimmed and lowercased; "+" sub-addressing is rejected except for the allowlisted domains (${PLUS_ADDRESSING_ALLOWED_DOMAINS.join(', ')}). ` +
    'firstName and lastName are trimmed, at least 2 characters. username is trimmed and lowercased, at least 4 characters of letters, digits, "_" and "-", not starting with "api_". ' +
    'referralCode (optional) matches `^[A-Z0-9_-]{4}[0-9]{4}$` case-insensitively and is uppercased. country is a supported two-letter code, uppercased. language is `en` or `es` (default `en`). ' +
    'businessName (at least 2 characters) is required when isBusiness is true. teamMetadata defaults to `{}`. termsOfService must be true. ' +
    'Returns the team id, the profile, the team membership, whether an invitation was accepted and whether a wallet was created (false for country SV).',
  auth: auth.key(),
  successStatus: 201,
  schemas: {
    body: z
      .object({
        email: onboardingEmail(),
        firstName: personName(),
        lastName: personName(),
        username: username(),
        referralCode: referralCode().optional(),
        country: countryCode(),
        language: z.enum(LANGUAGES).default('en'),
        isBusiness: z.boolean(),
        businessName: z.string().min(2).optional(),
        teamMetadata: jsonObject().default({}),
        teamDescription: z.string().optional(),
        termsOfService: z.literal(true, 'The terms of service must be accepted'),
      })
      .superRefine((body, ctx) => {
        if (body.isBusiness && body.businessName === undefined) {
          ctx.addIssue({
            code: 'custom',
            path: ['businessName'],
            message: 'businessName is required when isBusiness is true',
          });
        }
      }),
    response: loose({
      team: loose({ id: z.string() }),
      profile: loose({ id: z.string(), nickname: z.string(), suborgId: z.string() }),
      teamMember: loose({ profileId: z.string(), teamId: z.string(), role: Role }),
      invitationAccepted: z.boolean(),
      walletCreated: z.boolean(),
    }),
  },
  errors: [
    { status: 400, code: 'APP_V1_AUTH_ONBOARD_ROUTE_04', description: 'Invalid referral code.' },
    { status: 409, code: 'APP_V1_AUTH_ONBOARD_ROUTE_01', description: 'The user already exists.' },
    { status: 409, code: 'APP_V1_AUTH_ONBOARD_ROUTE_05', description: 'The username is taken.' },
    {
      status: 500,
      code: 'APP_V1_AUTH_ONBOARD_ROUTE_03',
      description: 'Failed to get the organization id.',
    },
    { status: 400, description: 'Malformed body.' },
    {
      status: 500,
      description:
        'User, team, profile, wallet or organization creation failed; the sub-operation code is returned.',
    },
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
export const validateReferralCode = defineOperation({
  id: 'validateReferralCode',
  sdk: 'auth.validateReferral',
  area: 'auth',
  method: 'GET',
  path: '/v1/auth/referral/validate',
  summary: 'Check whether a referral code exists.',
  description:
    'Query `referralCode` is required; it is trimmed, uppercased and matched against `^[A-Z0-9_-]{4}[0-9]{4}$`. Returns `{ exists }`.',
  auth: auth.key(),
  successStatus: 200,
  schemas: {
    query: z.object({ referralCode: referralCode() }),
    response: loose({ exists: z.boolean() }),
  },
  errors: [
    {
      status: 400,
      code: 'APP_V1_AUTH_REFERRAL_VALIDATE_ROUTE_01',
      description: 'The referral code is missing.',
    },
    {
      status: 400,
      code: 'APP_V1_AUTH_REFERRAL_VALIDATE_ROUTE_02',
      description: 'The referral code has a bad format.',
    },
    { status: 500, description: 'Referral lookup failed.' },
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

const userType = openEnum(USER_TYPES);

/** Data of refresh-session when a new session was minted. */
const RefreshedSession = loose({
  session: z.string(),
  expirationTimestamp: z.number().optional(),
  userType,
});

/** Data of refresh-session when the stored session was synchronized with the presented token. */
const SynchronizedSession = loose({
  message: z.string(),
  expirationTimestamp: z.number().optional(),
  userType,
});

/** GET /v1/auth/refresh-session */
export const refreshSession = defineOperation({
  id: 'refreshSession',
  sdk: 'auth.refreshSession',
  area: 'auth',
  method: 'GET',
  path: '/v1/auth/refresh-session',
  summary: 'Refresh the bearer session.',
  description:
    'No params or body. Returns either `{ session, expirationTimestamp, userType }` when a new session was minted, or `{ message, expirationTimestamp, userType }` when the presented token and the stored session differed and the stored session was synchronized. ' +
    '`expirationTimestamp` (a number) is omitted when the token cannot be decoded; `userType` is `individual`, `business` or `admin`.',
  auth: auth.session(),
  successStatus: 200,
  schemas: {
    response: z.union([RefreshedSession, SynchronizedSession]),
  },
  errors: [
    { status: 404, code: 'APP_V1_AUTH_REFRESH_SESSION_01', description: 'The keypair is missing.' },
    {
      status: 500,
      code: 'APP_V1_AUTH_REFRESH_SESSION_02',
      description: 'Failed to create the session.',
    },
  ],
  invalidInputCode: BODY_PARSER_CODE,
});

/** POST /v1/auth/send-otp */
export const sendOtp = defineOperation({
  id: 'sendOtp',
  sdk: 'auth.sendOtp',
  area: 'auth',
  method: 'POST',
  path: '/v1/auth/send-otp',
  summary: 'Send a one-time code to a user and list the profiles it can sign in to.',
  description:
    'email is lowercased. identifier (at least 10 characters) is generated when omitted or null. language (`en`, `es`) falls back to the user language, then `en`. ' +
    'userType (`individual`, `business`, `admin`) filters the returned profiles. Returns `otpId`, `identifier` and `profiles`. ' +
    'Access-gate and OTP-provider failures propagate their own status and code.',
  auth: auth.key(),
  successStatus: 201,
  schemas: {
    body: z.object({
      email: z.string().toLowerCase(),
      identifier: z.string().min(10).nullable().optional(),
      language: z.enum(LANGUAGES).nullable().optional(),
      userType: z.enum(USER_TYPES).nullable().optional(),
    }),
    response: loose({
      otpId: z.string(),
      identifier: z.string(),
      profiles: z.array(
        loose({
          id: z.string(),
          nickname: z.string(),
          team: Profile.shape.team,
          userType,
        }),
      ),
    }),
  },
  errors: [
    { status: 404, code: 'APP_V1_AUTH_SEND_OTP_ROUTE_01', description: 'User not found.' },
    {
      status: 404,
      code: 'APP_V1_AUTH_SEND_OTP_ROUTE_02',
      description: 'The user has no profile for this app.',
    },
    {
      status: 401,
      code: 'APP_V1_AUTH_SEND_OTP_ROUTE_03',
      description: 'The user has no teams with OTC approval.',
    },
    {
      status: 404,
      code: 'APP_V1_AUTH_SEND_OTP_ROUTE_04',
      description: 'User not found for the requested userType.',
    },
    { status: 400, description: 'Malformed body.' },
    { status: 503, description: 'The OTP access gate is closed; its code is propagated.' },
    { status: 500, description: 'The OTP provider failed; its status and code are propagated.' },
  ],
  invalidInputCode: BODY_PARSER_CODE,
});

/** POST /v1/auth/verify-otp */
export const verifyOtp = defineOperation({
  id: 'verifyOtp',
  sdk: 'auth.verifyOtp',
  area: 'auth',
  method: 'POST',
  path: '/v1/auth/verify-otp',
  summary: 'Verify a one-time code and obtain a bearer session.',
  description:
    'otp has at least 9 characters; otpId is non-empty; email must be valid; identifier (at least 10 characters) and profileId (non-empty) may be null. ' +
    'profileId is required when the user has several profiles and selects the profile and team of the session; userType must match the selected profile. ' +
    'Returns the session, organization id, country, user type and the teams of the user.',
  auth: auth.key(),
  successStatus: 200,
  schemas: {
    body: z.object({
      otp: z.string().min(9),
      otpId: z.string().min(1),
      email: z.email(),
      identifier: z.string().min(10).nullable().optional(),
      profileId: z.string().min(1).nullable().optional(),
      userType: z.enum(USER_TYPES).nullable().optional(),
    }),
    response: loose({
      session: z.string(),
      orgId: z.string(),
      country: z.string(),
      userType,
      teams: z.array(
        loose({
          teamId: z.string(),
          teamName: z.string(),
          profileId: z.string(),
          profileNickname: z.string(),
          profileSuborgId: z.string(),
          profileRole: Role,
          userType,
          teamDefaultReceiverWallet: z.string().nullable(),
          teamProfileSuborgId: z.string(),
        }),
      ),
    }),
  },
  errors: [
    { status: 404, code: 'APP_V1_AUTH_VERIFY_OTP_ROUTE_01', description: 'User not found.' },
    {
      status: 404,
      code: 'APP_V1_AUTH_VERIFY_OTP_ROUTE_02',
      description: 'Multiple profiles found; profileId is required.',
    },
    { status: 404, code: 'APP_V1_AUTH_VERIFY_OTP_ROUTE_03', description: 'Profile not found.' },
    {
      status: 404,
      code: 'APP_V1_AUTH_VERIFY_OTP_ROUTE_04',
      description: 'The profile does not match the userType.',
    },
    { status: 400, description: 'Malformed body.' },
    {
      status: 500,
      description:
        'The OTP provider verification failed; user lookup failures propagate their own status and code.',
    },
  ],
  invalidInputCode: BODY_PARSER_CODE,
});

/** Every auth and onboarding operation, in spec order. */
export const authOperations = [
  onboardUser,
  validateReferralCode,
  refreshSession,
  sendOtp,
  verifyOtp,
] as const;
