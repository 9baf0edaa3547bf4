/**
 * OTP login (spec: send-otp, verify-otp) and session refresh (refresh-session).
 */

import { failure } from '../../kernel/fail.js';
import { defineHandlers } from '../../kernel/module.js';
import type { Services } from '../../kernel/services.js';
import { magicOtp } from '../../platform/magic-values.js';
import type { Caller } from './caller.js';
import type { OtpChallengeRow, ProfileRow, SessionRow } from './tables.js';
import { matchesUserType, signInProfiles, userTypeOf } from './user-types.js';

/** Failed verifications an OTP challenge tolerates; after that it no longer verifies. */
export const OTP_MAX_ATTEMPTS = 5;

/** Codes the simulator answers where the spec only gives 500 for a failed provider verification. */
export const OTP_FAILURES = {
  invalid: 'OTP_INVALID',
  expired: 'OTP_EXPIRED',
  attemptsExceeded: 'OTP_ATTEMPTS_EXCEEDED',
} as const;

const SUBJECTS = { en: 'Your sign-in code', es: 'Tu código de acceso' } as const;
const TEXTS = {
  en: (code: string) => `Your sign-in code is ${code}. It expires in a few minutes.`,
  es: (code: string) => `Tu código de acceso es ${code}. Vence en unos minutos.`,
} as const;

const appIdOf = (caller: Caller) => {
  if (!caller.app) throw new Error('Auth routes always have an app');
  return caller.app.id;
};

const isOtcProviderKey = (caller: Caller) => caller.key?.permissions.includes('OTC_PROVIDER') === true;

const profileSummary = ({ store }: Services, profile: ProfileRow) => ({
  id: profile.id,
  nickname: profile.nickname,
  team: { id: profile.teamId, name: store.teams.get(profile.teamId)?.name ?? '' },
  userType: userTypeOf(store, profile),
});

const storedSessionId = (session: Pick<SessionRow, 'userId' | 'appId'>) =>
  `${session.userId}:${session.appId}`;

const otpFailure = (code: (typeof OTP_FAILURES)[keyof typeof OTP_FAILURES], message: string) =>
  failure(code, message);

/** Checks a challenge against a verification; counts a wrong code. */
function checkChallenge(
  services: Services,
  challenge: OtpChallengeRow | undefined,
  input: {
    readonly userId: string;
    readonly appId: string;
    readonly otp: string;
    readonly identifier?: string | null | undefined;
  },
): OtpChallengeRow {
  const { store, clock } = services;
  if (
    !challenge ||
    challenge.userId !== input.userId ||
    challenge.appId !== input.appId ||
    challenge.consumedAt !== null ||
    (input.identifier != null && input.identifier !== challenge.identifier)
  ) {
    throw otpFailure(OTP_FAILURES.invalid, 'The OTP could not be verified.');
  }
  if (clock.now() >= challenge.expiresAt) throw otpFailure(OTP_FAILURES.expired, 'The OTP has expired.');
  if (challenge.failedAttempts >= OTP_MAX_ATTEMPTS) {
    throw otpFailure(
      OTP_FAILURES.attemptsExceeded,
      'Too many failed attempts for this OTP; request a new one.',
    );
  }
  if (challenge.code !== input.otp) {
    const failedAttempts = challenge.failedAttempts + 1;
    // A wrong code counts even though the request fails (and is rolled back).
    store.otpChallenges.durable((table) => table.update(challenge.id, { failedAttempts }));
    if (failedAttempts >= OTP_MAX_ATTEMPTS) {
      throw otpFailure(
        OTP_FAILURES.attemptsExceeded,
        'Too many failed attempts for this OTP; request a new one.',
      );
    }
    throw otpFailure(OTP_FAILURES.invalid, 'The OTP could not be verified.');
  }
  return challenge;
}

/** Handlers of send-otp, verify-otp and refresh-session. */
export const otpHandlers = defineHandlers({
  sendOtp: (request) => {
    const { body, caller, store, ids, clock, outbox, config } = request;
    const appId = appIdOf(caller);
    const email = body.email.trim();
    const user = store.users.first('byEmail', email);
    if (!user) throw request.fail('APP_V1_AUTH_SEND_OTP_ROUTE_01', `No user with e-mail ${email}.`);
    const { all, usable } = signInProfiles(store, user.id, appId, isOtcProviderKey(caller));
    if (all.length === 0) {
      throw request.fail('APP_V1_AUTH_SEND_OTP_ROUTE_02', 'The user has no profile in this app.');
    }
    if (usable.length === 0) {
      throw request.fail('APP_V1_AUTH_SEND_OTP_ROUTE_03', 'The user has no teams with OTC approval.');
    }
    const userType = body.userType ?? null;
    const profiles =
      userType === null ? usable : usable.filter((profile) => matchesUserType(store, profile, userType));
    if (profiles.length === 0) {
      throw request.fail(
        'APP_V1_AUTH_SEND_OTP_ROUTE_04',
        `The user has no ${userType ?? ''} profile in this app.`,
      );
    }
    const identifier = body.identifier ?? `idf_${ids.token(24)}`;
    const language = body.language ?? user.language ?? 'en';
    const code = magicOtp(config, user.email) ?? ids.otp();
    const challenge = store.otpChallenges.insert({
      id: ids.prefixed('otp'),
      appId,
      userId: user.id,
      email: user.email,
      code,
      identifier,
      language,
      userType,
      createdAt: clock.iso(),
      expiresAt: clock.now() + config.otpTtlMs,
      failedAttempts: 0,
      consumedAt: null,
    });
    outbox.send({
      to: user.email,
      kind: 'otp',
      subject: SUBJECTS[language],
      text: TEXTS[language](code),
      otp: code,
      data: { otpId: challenge.id, identifier, language },
    });
    return {
      otpId: challenge.id,
      identifier,
      profiles: profiles.map((profile) => profileSummary(request, profile)),
    };
  },

  verifyOtp: (request) => {
    const { body, caller, store, clock, sessions } = request;
    const appId = appIdOf(caller);
    const user = store.users.first('byEmail', body.email.trim().toLowerCase());
    if (!user) throw request.fail('APP_V1_AUTH_VERIFY_OTP_ROUTE_01', `No user with e-mail ${body.email}.`);
    const challenge = checkChallenge(request, store.otpChallenges.get(body.otpId), {
      userId: user.id,
      appId,
      otp: body.otp,
      identifier: body.identifier,
    });
    const { usable } = signInProfiles(store, user.id, appId, isOtcProviderKey(caller));
    let selected: ProfileRow | undefined;
    if (body.profileId != null) {
      selected = usable.find((profile) => profile.id === body.profileId);
      if (!selected) {
        throw request.fail('APP_V1_AUTH_VERIFY_OTP_ROUTE_03', `Profile ${body.profileId} not found.`);
      }
    } else if (usable.length > 1) {
      throw request.fail(
        'APP_V1_AUTH_VERIFY_OTP_ROUTE_02',
        'The user has several profiles; send profileId to choose one.',
      );
    } else {
      selected = usable[0];
      if (!selected) throw request.fail('APP_V1_AUTH_VERIFY_OTP_ROUTE_03', 'The user has no profile.');
    }
    const userType = body.userType ?? null;
    if (userType !== null && !matchesUserType(store, selected, userType)) {
      throw request.fail(
        'APP_V1_AUTH_VERIFY_OTP_ROUTE_04',
        `Profile ${selected.id} is not of user type ${userType}.`,
      );
    }
    store.otpChallenges.update(challenge.id, { consumedAt: clock.iso() });
    const session = sessions.create({
      userId: user.id,
      profileId: selected.id,
      teamId: selected.teamId,
      appId,
      ...(userType === null ? {} : { userType }),
    });
    store.storedSessions.upsert({
      id: storedSessionId(session),
      token: session.token,
      updatedAt: clock.iso(),
    });
    return {
      session: session.token,
      orgId: user.orgId,
      country: user.country,
      userType: userType ?? userTypeOf(store, selected),
      teams: usable.map((profile) => {
        const team = store.teams.get(profile.teamId);
        return {
          teamId: profile.teamId,
          teamName: team?.name ?? '',
          profileId: profile.id,
          profileNickname: profile.nickname,
          profileSuborgId: profile.suborgId,
          profileRole: store.members.get(profile.id)?.role ?? 'member',
          userType: userTypeOf(store, profile),
          teamDefaultReceiverWallet: team?.defaultReceiverWallet ?? null,
          teamProfileSuborgId: profile.suborgId,
        };
      }),
    };
  },

  refreshSession: ({ caller, store, clock, sessions, fail }) => {
    const session = caller.session;
    if (!session || !caller.profile) throw new Error('refresh-session always has a session');
    const user = store.users.get(session.userId);
    if (!user) {
      throw fail('APP_V1_AUTH_REFRESH_SESSION_01', 'The keypair of this session is missing.');
    }
    // The type of the session: the one chosen at verify-otp (`admin` too), else the profile's.
    const userType = session.userType ?? userTypeOf(store, caller.profile);
    const id = storedSessionId(session);
    const stored = store.storedSessions.get(id);
    if (stored && stored.token !== session.token) {
      store.storedSessions.update(id, { token: session.token, updatedAt: clock.iso() });
      return {
        message: 'The stored session was synchronized with the presented token.',
        expirationTimestamp: session.expiresAt,
        userType,
      };
    }
    const next = sessions.create({
      userId: session.userId,
      profileId: session.profileId,
      teamId: session.teamId,
      appId: session.appId,
      ...(session.userType ? { userType: session.userType } : {}),
    });
    store.storedSessions.upsert({ id, token: next.token, updatedAt: clock.iso() });
    return { session: next.token, expirationTimestamp: next.expiresAt, userType };
  },
});
