/**
 * Documentation text of the auth and onboarding operations, keyed by operation id: read by the
 * OpenAPI document, the generated TSDoc and the error catalogue, never by a client at run time.
 */
import { SUPPORTED_COUNTRY } from './state-rules.js';
import type { OperationDocs } from './types.js';

export const authDocs = {
  onboardUser: {
    summary: 'Create a user with an initial profile and team, or join the team of a pending invitation.',
    description:
      'Creates a user, its initial profile and either a new team or a profile in the team of a pending invitation for the e-mail (then `invitationAccepted` is true). The e-mail is trimmed and lowercased; "+" sub-addressing is rejected except for the allowlisted domains (example.com, test.com). firstName and lastName are trimmed, at least 2 characters. username is trimmed and lowercased, at least 4 characters of letters, digits, `_` and `-`, not starting with `api_`. referralCode (optional) matches `^[A-Z0-9_-]{4}[0-9]{4}$` case-insensitively and is uppercased. country is a supported two-letter code, uppercased. language is `en` or `es` (default `en`). businessName (at least 2 characters) is required when isBusiness is true. teamMetadata defaults to `{}`. termsOfService must be true. Returns the team id, the profile, the team membership, whether an invitation was accepted and whether a wallet was created (false for country SV).',
    stateRules: {
      country: SUPPORTED_COUNTRY,
      referralCode: "an existing user's referral code",
    },
    errors: [
      // 400 APP_V1_AUTH_ONBOARD_ROUTE_04
      'Invalid referral code.',
      // 409 APP_V1_AUTH_ONBOARD_ROUTE_01
      'The user already exists.',
      // 409 APP_V1_AUTH_ONBOARD_ROUTE_05
      'The username is taken.',
      // 500 APP_V1_AUTH_ONBOARD_ROUTE_03
      'Failed to get the organization id.',
      // 400
      'Malformed body.',
      // 500
      'User, team, profile, wallet or organization creation failed; the sub-operation code is returned.',
    ],
  },
  validateReferralCode: {
    summary: 'Check whether a referral code exists.',
    description:
      'Query `referralCode` is required; it is trimmed, uppercased and matched against `^[A-Z0-9_-]{4}[0-9]{4}$`. Returns `{ exists }`.',
    errors: [
      // 400 APP_V1_AUTH_REFERRAL_VALIDATE_ROUTE_01
      'The referral code is missing.',
      // 400 APP_V1_AUTH_REFERRAL_VALIDATE_ROUTE_02
      'The referral code has a bad format.',
      // 500
      'Referral lookup failed.',
    ],
  },
  refreshSession: {
    summary: 'Refresh the bearer session.',
    description:
      'No params or body. Returns either `{ session, expirationTimestamp, userType }` when a new session was minted, or `{ message, expirationTimestamp, userType }` when the presented token and the stored session differed and the stored session was synchronized. `expirationTimestamp` (a number) is omitted when the token cannot be decoded; `userType` is `individual`, `business` or `admin`.',
    errors: [
      // 404 APP_V1_AUTH_REFRESH_SESSION_01
      'The keypair is missing.',
      // 500 APP_V1_AUTH_REFRESH_SESSION_02
      'Failed to create the session.',
    ],
  },
  sendOtp: {
    summary: 'Send a one-time code to a user and list the profiles it can sign in to.',
    description:
      'email is lowercased. identifier (at least 10 characters) is generated when omitted or null. language (`en`, `es`) falls back to the user language, then `en`. userType (`individual`, `business`, `admin`) filters the returned profiles. Returns `otpId`, `identifier` and `profiles`. Access-gate and OTP-provider failures propagate their own status and code.',
    errors: [
      // 404 APP_V1_AUTH_SEND_OTP_ROUTE_01
      'User not found.',
      // 404 APP_V1_AUTH_SEND_OTP_ROUTE_02
      'The user has no profile for this app.',
      // 401 APP_V1_AUTH_SEND_OTP_ROUTE_03
      'The user has no teams with OTC approval.',
      // 404 APP_V1_AUTH_SEND_OTP_ROUTE_04
      'User not found for the requested userType.',
      // 400
      'Malformed body.',
      // 503
      'The OTP access gate is closed; its code is propagated.',
      // 500
      'The OTP provider failed; its status and code are propagated.',
    ],
  },
  verifyOtp: {
    summary: 'Verify a one-time code and obtain a bearer session.',
    description:
      'otp has at least 9 characters; otpId is non-empty; email must be valid; identifier (at least 10 characters) and profileId (non-empty) may be null. profileId is required when the user has several profiles and selects the profile and team of the session; userType must match the selected profile. Returns the session, organization id, country, user type and the teams of the user.',
    errors: [
      // 404 APP_V1_AUTH_VERIFY_OTP_ROUTE_01
      'User not found.',
      // 404 APP_V1_AUTH_VERIFY_OTP_ROUTE_02
      'Multiple profiles found; profileId is required.',
      // 404 APP_V1_AUTH_VERIFY_OTP_ROUTE_03
      'Profile not found.',
      // 404 APP_V1_AUTH_VERIFY_OTP_ROUTE_04
      'The profile does not match the userType.',
      // 400
      'Malformed body.',
      // 500
      'The OTP provider verification failed; user lookup failures propagate their own status and code.',
    ],
  },
} as const satisfies Record<string, OperationDocs>;
