/**
 * Onboarding (spec: POST /v1/auth/onboard) and referral codes (GET /v1/auth/referral/validate).
 */

import type { Ids } from '../../kernel/ids.js';
import { defineHandlers } from '../../kernel/module.js';
import type { Store } from '../../platform/database.js';
import type { Role } from '../../platform/roles.js';
import { recordActivity } from '../activity/index.js';
import { notifyTeam } from '../notifications/index.js';
import { acceptInvitation, pendingInvitationFor, reservedKeysIn } from '../teams/index.js';
import type { TeamRow } from '../tenancy/index.js';
import { addMember, countReferral, createProfile, createTeam, createUser } from '../tenancy/index.js';
import { addWallet } from '../wallets/index.js';

/** Countries whose new users get no wallet at onboarding. */
export const COUNTRIES_WITHOUT_WALLET = ['SV'] as const;

/**
 * A new referral code: the first four characters of the username (uppercased, letters, digits,
 * `_` and `-`) and four digits, unique among users.
 */
export function newReferralCode(store: Store, ids: Ids, username: string): string {
  const stem = username
    .toUpperCase()
    .replace(/[^A-Z0-9_-]/g, '')
    .padEnd(4, 'X')
    .slice(0, 4);
  for (;;) {
    const digits = ids.otp(4);
    const code = `${stem}${digits}`;
    if (store.users.count('byReferralCode', code) === 0) return code;
  }
}

/** The longest profile nickname (spec: Profile, nickname 4 to 50 characters). */
export const NICKNAME_MAX_LENGTH = 50;

/**
 * The nickname of the profile onboarding creates: the username, cut to the profile's 50
 * characters (the username itself has no maximum), so the new profile is valid.
 */
export const nicknameForUsername = (username: string): string => username.slice(0, NICKNAME_MAX_LENGTH);

/**
 * Whether a (trimmed, lowercased) username is taken for a new user of an app: a user has it, or a
 * profile of the app already has it, or the nickname onboarding would give it, as its nickname
 * (case-insensitive). Onboarding and `GET /v1/config/username` both apply this one rule.
 */
export function usernameTaken(store: Store, appId: string, username: string): boolean {
  if (store.users.count('byUsername', username) > 0) return true;
  const nicknames = new Set([username, nicknameForUsername(username)]);
  return [...nicknames].some((nickname) =>
    store.profiles.by('byNickname', nickname.toLowerCase()).some((profile) => profile.appId === appId),
  );
}

/** Handlers of onboarding and referral validation. */
export const onboardingHandlers = defineHandlers({
  onboardUser: ({ body, caller, store, ids, clock, operation, fail }) => {
    const app = caller.app;
    if (!app) throw new Error('onboard always has an app');
    if (!store.countries.has(body.country)) {
      throw fail(operation.invalidInputCode, `country: ${body.country} is not a supported country.`);
    }
    const reserved = reservedKeysIn(body.teamMetadata);
    if (reserved.length > 0) {
      throw fail(
        operation.invalidInputCode,
        `teamMetadata cannot hold the reserved keys ${reserved.join(', ')}.`,
      );
    }
    if (store.users.count('byEmail', body.email) > 0) {
      throw fail('APP_V1_AUTH_ONBOARD_ROUTE_01', `A user with e-mail ${body.email} already exists.`);
    }
    if (usernameTaken(store, app.id, body.username)) {
      throw fail('APP_V1_AUTH_ONBOARD_ROUTE_05', `The username ${body.username} is taken.`);
    }
    const referrer =
      body.referralCode === undefined ? undefined : store.users.first('byReferralCode', body.referralCode);
    if (body.referralCode !== undefined && !referrer) {
      throw fail(
        'APP_V1_AUTH_ONBOARD_ROUTE_04',
        `referralCode: ${body.referralCode} is no user's referral code.`,
      );
    }

    const now = clock.iso();
    const userId = ids.uuid();
    const profileId = ids.uuid();
    const invitation = pendingInvitationFor(store, app.id, body.email);

    let team: TeamRow;
    let role: Role;
    if (invitation) {
      const invitedTeam = store.teams.get(invitation.teamId);
      if (!invitedTeam) throw new Error(`Invitation ${invitation.id} names a missing team`);
      team = invitedTeam;
      role = invitation.role;
    } else {
      team = createTeam(
        store,
        {
          id: ids.uuid(),
          appId: app.id,
          name: body.isBusiness ? (body.businessName ?? '').trim() : `${body.firstName} ${body.lastName}`,
          description: body.teamDescription ?? null,
          isBusiness: body.isBusiness,
          metadata: body.teamMetadata as TeamRow['metadata'],
          countries: [body.country],
        },
        now,
      );
      role = 'admin';
    }

    createUser(
      store,
      {
        id: userId,
        email: body.email,
        username: body.username,
        firstName: body.firstName,
        lastName: body.lastName,
        country: body.country,
        language: body.language,
        referralCode: newReferralCode(store, ids, body.username),
        referredBy: referrer?.id ?? null,
        defaultProfileId: profileId,
        orgId: `org_${ids.nanoid(16)}`,
      },
      now,
    );
    if (referrer) countReferral(store, referrer.id, now);
    const profile = createProfile(
      store,
      {
        id: profileId,
        userId,
        teamId: team.id,
        appId: app.id,
        nickname: nicknameForUsername(body.username),
        suborgId: `suborg_${ids.nanoid(16)}`,
      },
      now,
    );
    addMember(
      store,
      { profileId, teamId: team.id, role, addedBy: invitation ? invitation.invitedBy : null },
      now,
    );

    if (invitation) {
      acceptInvitation(store, invitation.id, now);
      recordActivity(store, now, {
        teamId: team.id,
        profileId,
        actionType: 'INVITATION',
        actionName: 'INVITATION_ACCEPTED',
        details: { invitationId: invitation.id, email: invitation.email, role },
      });
      notifyTeam(store, now, {
        teamId: team.id,
        kind: 'invitation.accepted',
        title: 'Invitation accepted',
        body: `${invitation.email} joined ${team.name} as ${role}.`,
        data: { invitationId: invitation.id, email: invitation.email, role, profileId },
      });
    } else {
      recordActivity(store, now, {
        teamId: team.id,
        profileId,
        actionType: 'TEAM',
        actionName: 'TEAM_CREATED',
        details: { name: team.name, isBusiness: team.isBusiness },
      });
    }

    const walletCreated = !(COUNTRIES_WITHOUT_WALLET as readonly string[]).includes(body.country);
    if (walletCreated) {
      addWallet(
        store,
        { id: ids.prefixed('wal'), address: ids.hex(20), custody: 'platform', profileId, teamId: team.id },
        now,
      );
    }

    return {
      team: { id: team.id },
      profile: { id: profile.id, nickname: profile.nickname, suborgId: profile.suborgId },
      teamMember: { profileId, teamId: team.id, role },
      invitationAccepted: invitation !== undefined,
      walletCreated,
    };
  },

  validateReferralCode: ({ query, store }) => ({
    exists: store.users.count('byReferralCode', query.referralCode) > 0,
  }),
});
