import { describe, expect, test } from 'vitest';
import {
  authOperations,
  onboardUser,
  PLUS_ADDRESSING_ALLOWED_DOMAINS,
  refreshSession,
  sendOtp,
  validateReferralCode,
  verifyOtp,
} from './onboarding.js';

const onboardBody = {
  email: 'ana@mail.com',
  firstName: 'Ana',
  lastName: 'Lopez',
  username: 'ana_lopez',
  country: 'MX',
  isBusiness: false,
  termsOfService: true,
};

const parseOnboard = (overrides: Record<string, unknown>) =>
  onboardUser.schemas.body.safeParse({ ...onboardBody, ...overrides });

describe('auth.onboard', () => {
  test('body: email is trimmed and lowercased', () => {
    const body = onboardUser.schemas.body.parse({ ...onboardBody, email: '  Ana@Mail.COM ' });
    expect(body.email).toBe('ana@mail.com');
  });
  test('body: an invalid email is rejected', () => {
    expect(parseOnboard({ email: 'not-an-email' }).success).toBe(false);
  });
  test('body: "+" sub-addressing is accepted on an allowlisted domain', () => {
    const domain = PLUS_ADDRESSING_ALLOWED_DOMAINS[0];
    const body = onboardUser.schemas.body.parse({ ...onboardBody, email: `Ana+Test@${domain}` });
    expect(body.email).toBe(`ana+test@${domain}`);
  });
  test('body: "+" sub-addressing is rejected on other domains', () => {
    expect(parseOnboard({ email: 'ana+promo@mail.com' }).success).toBe(false);
  });
  test('body: firstName and lastName are trimmed', () => {
    const body = onboardUser.schemas.body.parse({ ...onboardBody, firstName: ' Al ', lastName: '  Li ' });
    expect(body.firstName).toBe('Al');
    expect(body.lastName).toBe('Li');
  });
  test('body: firstName and lastName need at least 2 characters after trimming', () => {
    expect(parseOnboard({ firstName: ' A ' }).success).toBe(false);
    expect(parseOnboard({ lastName: 'B' }).success).toBe(false);
  });
  test('body: username is trimmed and lowercased', () => {
    const body = onboardUser.schemas.body.parse({ ...onboardBody, username: ' Ana-Lopez_1 ' });
    expect(body.username).toBe('ana-lopez_1');
  });
  test('body: username needs at least 4 characters', () => {
    expect(parseOnboard({ username: 'abc' }).success).toBe(false);
  });
  test('body: username accepts only letters, digits, "_" and "-"', () => {
    expect(parseOnboard({ username: 'ana.lopez' }).success).toBe(false);
  });
  test('body: username cannot start with "api_"', () => {
    expect(parseOnboard({ username: 'API_user' }).success).toBe(false);
  });
  test('body: referralCode is optional and uppercased', () => {
    expect(onboardUser.schemas.body.parse(onboardBody).referralCode).toBeUndefined();
    const body = onboardUser.schemas.body.parse({ ...onboardBody, referralCode: ' ab_d1234 ' });
    expect(body.referralCode).toBe('AB_D1234');
  });
  test('body: a malformed referralCode is rejected', () => {
    expect(parseOnboard({ referralCode: 'ABCDE123' }).success).toBe(false);
  });
  test('body: country is uppercased', () => {
    expect(onboardUser.schemas.body.parse({ ...onboardBody, country: 'co' }).country).toBe('CO');
  });
  test('body: country must be two letters', () => {
    expect(parseOnboard({ country: 'COL' }).success).toBe(false);
  });
  test('body: language defaults to en and accepts es', () => {
    expect(onboardUser.schemas.body.parse(onboardBody).language).toBe('en');
    expect(onboardUser.schemas.body.parse({ ...onboardBody, language: 'es' }).language).toBe('es');
  });
  test('body: an unknown language is rejected', () => {
    expect(parseOnboard({ language: 'fr' }).success).toBe(false);
  });
  test('body: isBusiness is a required boolean', () => {
    expect(onboardUser.schemas.body.parse(onboardBody).isBusiness).toBe(false);
    expect(parseOnboard({ isBusiness: undefined }).success).toBe(false);
    expect(parseOnboard({ isBusiness: 'yes' }).success).toBe(false);
  });
  test('body: businessName is accepted when isBusiness is true', () => {
    const body = onboardUser.schemas.body.parse({ ...onboardBody, isBusiness: true, businessName: 'Acme' });
    expect(body.businessName).toBe('Acme');
  });
  test('body: businessName is required when isBusiness is true', () => {
    expect(parseOnboard({ isBusiness: true }).success).toBe(false);
  });
  test('body: businessName needs at least 2 characters', () => {
    expect(parseOnboard({ isBusiness: true, businessName: 'A' }).success).toBe(false);
  });
  test('body: teamMetadata defaults to an empty object and keeps given keys', () => {
    expect(onboardUser.schemas.body.parse(onboardBody).teamMetadata).toEqual({});
    const body = onboardUser.schemas.body.parse({ ...onboardBody, teamMetadata: { plan: 'pro' } });
    expect(body.teamMetadata).toEqual({ plan: 'pro' });
  });
  test('body: teamMetadata must be an object', () => {
    expect(parseOnboard({ teamMetadata: 'pro' }).success).toBe(false);
  });
  test('body: teamDescription is an optional string', () => {
    const body = onboardUser.schemas.body.parse({ ...onboardBody, teamDescription: 'Our team' });
    expect(body.teamDescription).toBe('Our team');
    expect(parseOnboard({ teamDescription: 5 }).success).toBe(false);
  });
  test('body: termsOfService must be true', () => {
    expect(onboardUser.schemas.body.parse(onboardBody).termsOfService).toBe(true);
    expect(parseOnboard({ termsOfService: false }).success).toBe(false);
    expect(parseOnboard({ termsOfService: undefined }).success).toBe(false);
  });
  test('response: team, profile, membership and flags', () => {
    const data = onboardUser.schemas.response.parse({
      team: { id: 't-1' },
      profile: { id: 'p-1', nickname: 'ana_lopez', suborgId: 'org-1' },
      teamMember: { profileId: 'p-1', teamId: 't-1', role: 'admin' },
      invitationAccepted: false,
      walletCreated: true,
    });
    expect(data.teamMember.role).toBe('admin');
  });
});

describe('auth.validateReferral', () => {
  test('query: referralCode is trimmed and uppercased', () => {
    const query = validateReferralCode.schemas.query.parse({ referralCode: ' abcd1234 ' });
    expect(query.referralCode).toBe('ABCD1234');
  });
  test('query: a missing referralCode is rejected with code _01', () => {
    expect(validateReferralCode.schemas.query.safeParse({}).success).toBe(false);
    const missing = validateReferralCode.inputErrorCodes.find((entry) => entry.issue === 'missing');
    expect(missing?.code).toBe('APP_V1_AUTH_REFERRAL_VALIDATE_ROUTE_01');
  });
  test('query: a badly formatted referralCode is rejected with code _02', () => {
    expect(validateReferralCode.schemas.query.safeParse({ referralCode: 'AB12' }).success).toBe(false);
    const invalid = validateReferralCode.inputErrorCodes.find((entry) => entry.issue === 'invalid');
    expect(invalid?.code).toBe('APP_V1_AUTH_REFERRAL_VALIDATE_ROUTE_02');
  });
});

describe('auth.refreshSession', () => {
  test('response: a newly minted session', () => {
    const data = refreshSession.schemas.response.parse({
      session: 's-1',
      expirationTimestamp: 1700000000,
      userType: 'individual',
    });
    expect(data).toEqual({ session: 's-1', expirationTimestamp: 1700000000, userType: 'individual' });
  });
  test('response: a synchronized session without expirationTimestamp', () => {
    const data = refreshSession.schemas.response.parse({ message: 'synchronized', userType: 'business' });
    expect(data).toEqual({ message: 'synchronized', userType: 'business' });
  });
  test('response: neither a session nor a message is rejected', () => {
    expect(refreshSession.schemas.response.safeParse({ userType: 'admin' }).success).toBe(false);
  });
  test('response: unknown keys are kept', () => {
    const data = refreshSession.schemas.response.parse({ session: 's-1', userType: 'admin', extra: 1 });
    expect(data).toMatchObject({ extra: 1 });
  });
});

describe('auth.sendOtp', () => {
  test('body: email is lowercased', () => {
    expect(sendOtp.schemas.body.parse({ email: 'Ana@Mail.com' }).email).toBe('ana@mail.com');
  });
  test('body: email is required', () => {
    expect(sendOtp.schemas.body.safeParse({}).success).toBe(false);
  });
  test('body: identifier has at least 10 characters and may be null', () => {
    const body = sendOtp.schemas.body.parse({ email: 'a@b.co', identifier: '0123456789' });
    expect(body.identifier).toBe('0123456789');
    expect(sendOtp.schemas.body.parse({ email: 'a@b.co', identifier: null }).identifier).toBeNull();
    expect(sendOtp.schemas.body.safeParse({ email: 'a@b.co', identifier: '012345678' }).success).toBe(false);
  });
  test('body: language is en, es or null', () => {
    expect(sendOtp.schemas.body.parse({ email: 'a@b.co', language: 'es' }).language).toBe('es');
    expect(sendOtp.schemas.body.parse({ email: 'a@b.co', language: null }).language).toBeNull();
    expect(sendOtp.schemas.body.safeParse({ email: 'a@b.co', language: 'fr' }).success).toBe(false);
  });
  test('body: userType is a user type or null', () => {
    expect(sendOtp.schemas.body.parse({ email: 'a@b.co', userType: 'business' }).userType).toBe('business');
    expect(sendOtp.schemas.body.parse({ email: 'a@b.co', userType: null }).userType).toBeNull();
    expect(sendOtp.schemas.body.safeParse({ email: 'a@b.co', userType: 'guest' }).success).toBe(false);
  });
  test('response: otp id, identifier and profiles, `team` kept as the server sends it', () => {
    const data = sendOtp.schemas.response.parse({
      otpId: 'otp-1',
      identifier: '0123456789',
      profiles: [
        { id: 'p-1', nickname: 'ana_lopez', team: { id: 't-1', name: 'Team' }, userType: 'individual' },
        { id: 'p-2', nickname: 'ana_lopez_2', team: 't-2', userType: null },
      ],
    });
    expect(data.profiles[0]?.team).toEqual({ id: 't-1', name: 'Team' });
    expect(data.profiles[1]?.team).toBe('t-2');
  });
  test('response: profiles[].team is named without a type, so any value passes', () => {
    for (const team of ['t-1', null, 42, ['t-1'], { teamId: 't-1' }, undefined]) {
      const data = sendOtp.schemas.response.parse({
        otpId: 'otp-1',
        identifier: '0123456789',
        profiles: [{ id: 'p-1', nickname: 'ana_lopez', team, userType: 'individual' }],
      });
      expect(data.profiles[0]?.team).toEqual(team);
    }
  });
});

describe('auth.verifyOtp', () => {
  const verifyBody = { otp: '123456789', otpId: 'otp-1', email: 'ana@mail.com' };
  const parseVerify = (overrides: Record<string, unknown>) =>
    verifyOtp.schemas.body.safeParse({ ...verifyBody, ...overrides });

  test('body: otp has at least 9 characters', () => {
    expect(verifyOtp.schemas.body.parse(verifyBody).otp).toBe('123456789');
    expect(parseVerify({ otp: '12345678' }).success).toBe(false);
  });
  test('body: otpId is non-empty', () => {
    expect(verifyOtp.schemas.body.parse(verifyBody).otpId).toBe('otp-1');
    expect(parseVerify({ otpId: '' }).success).toBe(false);
  });
  test('body: email must be valid', () => {
    expect(verifyOtp.schemas.body.parse(verifyBody).email).toBe('ana@mail.com');
    expect(parseVerify({ email: 'ana' }).success).toBe(false);
  });
  test('body: identifier has at least 10 characters and may be null', () => {
    expect(verifyOtp.schemas.body.parse({ ...verifyBody, identifier: null }).identifier).toBeNull();
    expect(verifyOtp.schemas.body.parse({ ...verifyBody, identifier: '0123456789' }).identifier).toBe(
      '0123456789',
    );
    expect(parseVerify({ identifier: 'short' }).success).toBe(false);
  });
  test('body: profileId is non-empty and may be null', () => {
    expect(verifyOtp.schemas.body.parse({ ...verifyBody, profileId: 'p-1' }).profileId).toBe('p-1');
    expect(verifyOtp.schemas.body.parse({ ...verifyBody, profileId: null }).profileId).toBeNull();
    expect(parseVerify({ profileId: '' }).success).toBe(false);
  });
  test('body: userType is a user type or null', () => {
    expect(verifyOtp.schemas.body.parse({ ...verifyBody, userType: 'admin' }).userType).toBe('admin');
    expect(verifyOtp.schemas.body.parse({ ...verifyBody, userType: null }).userType).toBeNull();
    expect(parseVerify({ userType: 'root' }).success).toBe(false);
  });
  test('response: session and teams, with a nullable default receiver wallet', () => {
    const data = verifyOtp.schemas.response.parse({
      session: 's-1',
      orgId: 'org-1',
      country: 'MX',
      userType: 'individual',
      teams: [
        {
          teamId: 't-1',
          teamName: 'Team',
          profileId: 'p-1',
          profileNickname: 'ana_lopez',
          profileSuborgId: 'org-2',
          profileRole: 'admin',
          userType: 'individual',
          teamDefaultReceiverWallet: null,
          teamProfileSuborgId: 'org-3',
        },
      ],
    });
    expect(data.teams[0]?.teamDefaultReceiverWallet).toBeNull();
  });
});

describe('auth operations', () => {
  test('are listed in spec order', () => {
    expect(authOperations.map((operation) => `${operation.method} ${operation.path}`)).toEqual([
      'POST /v1/auth/onboard',
      'GET /v1/auth/referral/validate',
      'GET /v1/auth/refresh-session',
      'POST /v1/auth/send-otp',
      'POST /v1/auth/verify-otp',
    ]);
  });
});
