/**
 * Teams (spec: Endpoints > Teams): members and roles, invitations, countries, banks, default
 * receiver wallet, metadata, notification e-mail, tax info, activity log and image. Every
 * mutation writes an activity entry.
 */

import { BODY_PARSER_CODE } from '@payments-platform/sdk/contract';
import { type FailCode, fail } from '../../kernel/fail.js';
import type { JsonObject, JsonValue } from '../../kernel/json.js';
import { defineArea, defineHandlers } from '../../kernel/module.js';
import type { Store } from '../../platform/database.js';
import type { Role } from '../../platform/roles.js';
import { type ActivityInput, activityPage, recordActivity } from '../activity/index.js';
import { notifyTeam } from '../notifications/index.js';
import {
  type Caller,
  canRead,
  canWrite,
  changeMemberRole,
  changeTeamDetails,
  inCallerApp,
  type MemberRow,
  ownerInTeam,
  type TeamDetails,
  type TeamRow,
  teamOwner,
} from '../tenancy/index.js';
import { openUpload } from '../uploads/index.js';
import { expireInvitation, INVITATION_EXPIRY_JOB } from './invitations.js';
import { leavesTeamWithoutAdmin } from './rules/admins.js';
import { teamsTables } from './tables.js';
import { setDefaultTaxInfo, taxInfoEntries, taxInfoValue, upsertTaxInfo } from './team-metadata.js';
import { imageUrlOf, invitationView, memberView, teamView } from './views.js';

export { pendingInvitationFor } from './invitations.js';
export { reservedKeysIn } from './team-metadata.js';

/** Codes the simulator answers where the spec only says "403 propagated". */
export const TEAM_MEMBER_FAILURES = {
  notInTeam: 'MEMBER_NOT_IN_TEAM',
  lastAdmin: 'LAST_ADMIN_REQUIRED',
} as const;

const teamOf = (caller: Caller): TeamRow => {
  if (!caller.team) throw new Error('Team routes always have a team context');
  return caller.team;
};

const actorOf = (caller: Caller) => caller.profile?.id ?? null;

/** Updates a team, records the activity and returns the team view. */
function mutateTeam(
  store: Store,
  now: string,
  caller: Caller,
  patch: (team: TeamRow) => TeamDetails,
  activity: Omit<ActivityInput, 'teamId' | 'profileId'>,
) {
  const team = teamOf(caller);
  const next = changeTeamDetails(store, team.id, patch, now);
  recordActivity(store, now, { ...activity, teamId: team.id, profileId: actorOf(caller) });
  return teamView(next);
}

/** The membership of a profile in the caller's team, or the spec's propagated 403. */
function memberOfTeam(store: Store, caller: Caller, profileId: string, missingCode: FailCode): MemberRow {
  if (profileId.trim() === '') fail(missingCode, 'The profile id is missing.', { status: 400 });
  const member = store.members.get(profileId);
  const owner = member && ownerInTeam(store, member.teamId, member.profileId);
  if (!member || !owner || !canWrite(caller, 'member', owner)) {
    fail(TEAM_MEMBER_FAILURES.notInTeam, `Profile ${profileId} is not a member of this team.`);
  }
  return member;
}

/** Whether `teamId` names the caller's own team (the ownership rule's `team`). */
function isCallerTeam(store: Store, caller: Caller, teamId: string): boolean {
  const team = store.teams.get(teamId);
  return team !== undefined && canWrite(caller, 'team', teamOwner(team));
}

/** Rejects a change that would leave the team without an admin. */
function keepAnAdmin(store: Store, member: MemberRow, nextRole: Role): void {
  if (leavesTeamWithoutAdmin(store.members.by('byTeam', member.teamId), member, nextRole)) {
    fail(
      TEAM_MEMBER_FAILURES.lastAdmin,
      'The team must keep at least one admin; make another member admin first.',
    );
  }
}

/** Handlers of the teams area. */
export const teamsHandlers = defineHandlers({
  listTeamMembers: ({ caller, store }) =>
    store.members.by('byTeam', teamOf(caller).id).map((member) => memberView(store, member)),

  blockTeamMember: ({ params, caller, store, clock }) => {
    const team = teamOf(caller);
    const member = memberOfTeam(store, caller, params.profileId, 'APP_V1_TEAMS_MEMBERS_PROFILEID_ROUTE_02');
    if (member.role !== 'blocked') {
      keepAnAdmin(store, member, 'blocked');
      changeMemberRole(store, member.profileId, 'blocked');
      recordActivity(store, clock.iso(), {
        teamId: team.id,
        profileId: actorOf(caller),
        actionType: 'TEAM_MEMBER',
        actionName: 'MEMBER_BLOCKED',
        details: { targetProfileId: member.profileId, previousRole: member.role },
      });
      notifyTeam(store, clock.iso(), {
        teamId: team.id,
        kind: 'member.blocked',
        title: 'Member blocked',
        body: `A member of ${team.name} (${member.role}) was blocked.`,
        data: { profileId: member.profileId, previousRole: member.role, blockedBy: actorOf(caller) },
      });
    }
    return { profileId: member.profileId, blocked: true as const };
  },

  updateTeamMemberRole: ({ params, body, caller, store, clock }) => {
    const team = teamOf(caller);
    const member = memberOfTeam(
      store,
      caller,
      params.profileId,
      'APP_V1_TEAMS_MEMBERS_PROFILEID_ROLE_ROUTE_02',
    );
    if (member.role !== body.role) {
      keepAnAdmin(store, member, body.role);
      changeMemberRole(store, member.profileId, body.role);
      recordActivity(store, clock.iso(), {
        teamId: team.id,
        profileId: actorOf(caller),
        actionType: 'TEAM_MEMBER',
        actionName: 'ROLE_UPDATED',
        details: { targetProfileId: member.profileId, previousRole: member.role, role: body.role },
      });
      notifyTeam(store, clock.iso(), {
        teamId: team.id,
        kind: 'member.roleUpdated',
        title: 'Member role changed',
        body: `A member of ${team.name} is now ${body.role} (was ${member.role}).`,
        data: { profileId: member.profileId, previousRole: member.role, role: body.role },
      });
    }
    return { profileId: member.profileId, role: body.role };
  },

  listInvitations: ({ caller, store }) =>
    store.invitations
      .by('byTeam', teamOf(caller).id)
      .filter((invitation) => invitation.status === 'pending')
      .map(invitationView),

  createInvitation: ({ body, caller, store, clock, ids, jobs, outbox, config, fail }) => {
    const team = teamOf(caller);
    const email = body.email.trim().toLowerCase();
    const user = store.users.first('byEmail', email);
    if (user && store.profiles.by('byUser', user.id).some((profile) => profile.appId === team.appId)) {
      throw fail('APP_V1_TEAMS_INVITATIONS_ROUTE_02', `${email} already has a profile in this app.`);
    }
    const nowMs = clock.now();
    const now = new Date(nowMs).toISOString();
    const expiresAtMs = nowMs + config.invitationTtlMs;
    for (const previous of store.invitations.by('byEmail', email)) {
      if (previous.teamId === team.id && previous.status === 'pending') {
        store.invitations.update(previous.id, { status: 'rejected', updatedAt: now });
      }
    }
    const invitation = store.invitations.insert({
      id: ids.uuid(),
      appId: team.appId,
      teamId: team.id,
      email,
      role: body.role,
      invitedBy: actorOf(caller),
      status: 'pending',
      expiresAt: new Date(expiresAtMs).toISOString(),
      createdAt: now,
      updatedAt: now,
    });
    jobs.schedule(INVITATION_EXPIRY_JOB, expiresAtMs, invitation.id);
    recordActivity(store, now, {
      teamId: team.id,
      profileId: actorOf(caller),
      actionType: 'INVITATION',
      actionName: 'INVITATION_CREATED',
      details: { invitationId: invitation.id, email, role: body.role },
    });
    notifyTeam(store, now, {
      teamId: team.id,
      kind: 'invitation.created',
      title: 'Invitation sent',
      body: `${email} was invited to join ${team.name} as ${body.role}.`,
      data: { invitationId: invitation.id, email, role: body.role, invitedBy: actorOf(caller) },
    });
    if (caller.key?.permissions.includes('EMAIL') === true) {
      outbox.send({
        to: email,
        kind: 'invitation',
        subject: `You are invited to join ${team.name}`,
        text: `You have been invited to join ${team.name} as ${body.role}. Sign up with this e-mail address before ${invitation.expiresAt} to accept.`,
        data: { invitationId: invitation.id, teamId: team.id, role: body.role },
      });
    }
    return invitationView(invitation);
  },

  deleteInvitation: ({ params, caller, store, clock, fail }) => {
    const team = teamOf(caller);
    if (params.id.trim() === '') {
      throw fail('APP_V1_TEAMS_INVITATIONS_ID_ROUTE_03', 'The invitation id is missing.');
    }
    const invitation = store.invitations.get(params.id);
    if (!invitation || !inCallerApp(caller, invitation)) {
      throw fail('APP_V1_TEAMS_INVITATIONS_ID_ROUTE_04', `Invitation ${params.id} not found.`);
    }
    if (!canWrite(caller, 'invitation', invitation)) {
      throw fail(
        'APP_V1_TEAMS_INVITATIONS_ID_ROUTE_05',
        `Invitation ${params.id} does not belong to this team.`,
      );
    }
    if (invitation.status !== 'pending') return invitationView(invitation);
    const now = clock.iso();
    const rejected = store.invitations.update(invitation.id, { status: 'rejected', updatedAt: now });
    recordActivity(store, now, {
      teamId: team.id,
      profileId: actorOf(caller),
      actionType: 'INVITATION',
      actionName: 'INVITATION_REJECTED',
      details: { invitationId: invitation.id, email: invitation.email },
    });
    return invitationView(rejected);
  },

  addTeamCountry: ({ body, caller, store, clock, fail }) => {
    const team = teamOf(caller);
    if (!store.countries.has(body.country)) {
      throw fail('APP_V1_TEAMS_COUNTRIES_03', `Country ${body.country} is not supported.`);
    }
    if (team.countries.includes(body.country)) return teamView(team);
    return mutateTeam(
      store,
      clock.iso(),
      caller,
      (row) => ({ countries: [...row.countries, body.country] }),
      {
        actionType: 'TEAM',
        actionName: 'COUNTRY_ADDED',
        details: { country: body.country },
      },
    );
  },

  removeTeamCountry: ({ body, caller, store, clock }) => {
    const team = teamOf(caller);
    if (!team.countries.includes(body.country)) return teamView(team);
    return mutateTeam(
      store,
      clock.iso(),
      caller,
      (row) => ({ countries: row.countries.filter((country) => country !== body.country) }),
      { actionType: 'TEAM', actionName: 'COUNTRY_REMOVED', details: { country: body.country } },
    );
  },

  listTeamBanks: ({ caller, store }) =>
    store.members.by('byTeam', teamOf(caller).id).flatMap((member) => {
      const profile = store.profiles.get(member.profileId);
      if (!profile) return [];
      const imageUrl = imageUrlOf(profile.imagePath);
      return [
        {
          profile: {
            id: profile.id,
            nickname: profile.nickname,
            metadata: profile.metadata,
            createdAt: profile.createdAt,
            updatedAt: profile.updatedAt,
            ...(imageUrl === undefined ? {} : { imageUrl }),
          },
          banks: store.bankAccounts.by('byProfile', profile.id).map((bank) => ({
            ...bank,
            currency: { symbol: bank.currencySymbol },
          })),
        },
      ];
    }),

  updateTeamDefaultReceiverWallet: ({ body, caller, store, clock }) => {
    const wallet = body.defaultReceiverWallet ?? null;
    return mutateTeam(store, clock.iso(), caller, () => ({ defaultReceiverWallet: wallet }), {
      actionType: 'TEAM',
      actionName: 'DEFAULT_RECEIVER_WALLET_UPDATED',
      details: { defaultReceiverWallet: wallet },
    });
  },

  updateTeamMetadata: ({ body, caller, store, clock }) => {
    const { name, description, ...rest } = body;
    const extra = rest as JsonObject;
    return mutateTeam(
      store,
      clock.iso(),
      caller,
      (row) => ({
        ...(name === undefined ? {} : { name }),
        ...(description === undefined ? {} : { description }),
        metadata: { ...row.metadata, ...extra },
      }),
      {
        actionType: 'TEAM',
        actionName: 'METADATA_UPDATED',
        details: {
          fields: [
            ...(name === undefined ? [] : ['name']),
            ...(description === undefined ? [] : ['description']),
            ...Object.keys(extra),
          ],
        },
      },
    );
  },

  updateTeamNotificationEmail: ({ body, caller, store, clock }) => {
    const email = body.notificationEmail?.trim().toLowerCase() ?? null;
    return mutateTeam(store, clock.iso(), caller, () => ({ notificationEmail: email }), {
      actionType: 'TEAM',
      actionName: 'NOTIFICATION_EMAIL_UPDATED',
      details: { notificationEmail: email },
    });
  },

  upsertTeamTaxInfo: ({ body, caller, store, clock, operation, fail }) => {
    if (!store.countries.has(body.country)) {
      throw fail(operation.invalidInputCode, `country: ${body.country} is not a supported country.`);
    }
    return mutateTeam(
      store,
      clock.iso(),
      caller,
      (row) => ({
        metadata: {
          ...row.metadata,
          taxInfo: taxInfoValue(upsertTaxInfo(taxInfoEntries(row.metadata), body)),
        },
      }),
      {
        actionType: 'TAX_INFO',
        actionName: 'TAX_INFO_UPSERTED',
        details: { country: body.country, taxId: body.taxId },
      },
    );
  },

  setTeamDefaultTaxInfo: ({ body, caller, store, clock, operation, fail }) => {
    const team = teamOf(caller);
    if (!store.countries.has(body.country)) {
      throw fail(operation.invalidInputCode, `country: ${body.country} is not a supported country.`);
    }
    const entries = setDefaultTaxInfo(taxInfoEntries(team.metadata), body.country, body.taxId);
    if (!entries) {
      throw fail('TAX_INFO_NOT_FOUND', `The team has no tax info ${body.taxId} for ${body.country}.`);
    }
    return mutateTeam(
      store,
      clock.iso(),
      caller,
      (row) => ({ metadata: { ...row.metadata, taxInfo: taxInfoValue(entries) } }),
      {
        actionType: 'TAX_INFO',
        actionName: 'TAX_INFO_DEFAULT_SET',
        details: { country: body.country, taxId: body.taxId },
      },
    );
  },

  listTeamActivity: ({ params, query, caller, store, fail }) => {
    const team = store.teams.get(params.teamId);
    if (!team || !canRead(caller, 'team', teamOwner(team))) {
      throw fail('APP_V1_TEAMS_ACTIVITY_01', `Team ${params.teamId} not found.`);
    }
    const page = activityPage(store, team.id, {
      limit: query.limit,
      profileId: query.profileId,
      exclusiveStartKey: query.exclusiveStartKey,
    });
    return {
      items: page.items.map(({ Details, ...item }) => ({ ...Details, ...item })),
      ...(page.lastEvaluatedKey === undefined ? {} : { lastEvaluatedKey: page.lastEvaluatedKey }),
    };
  },

  createTeamImageUploadUrl: (request) => {
    const { params, body, caller, store } = request;
    const team = teamOf(caller);
    if (!isCallerTeam(store, caller, params.teamId)) {
      throw request.fail('V1_TEAM_IMAGE_UPLOAD_URL_01', "teamId: not the session's team.", {
        status: 400,
      });
    }
    const { upload, uploadUrl } = openUpload(request, {
      kind: 'teamImage',
      appId: team.appId,
      teamId: team.id,
      profileId: actorOf(caller),
      contentType: body.contentType,
      folder: `teams/${team.id}/image`,
      extension: body.fileName.split('.').pop() ?? 'img',
    });
    return { uploadUrl, filePath: upload.filePath, expiresAt: new Date(upload.expiresAt).toISOString() };
  },

  confirmTeamImage: ({ params, body, caller, store, clock, fail }) => {
    if (!isCallerTeam(store, caller, params.teamId)) {
      throw fail('V1_TEAM_IMAGE_CONFIRM_01', "teamId: not the session's team.", { status: 400 });
    }
    const upload = store.uploads.first('byFilePath', body.filePath);
    if (
      upload?.kind !== 'teamImage' ||
      !canWrite(caller, 'teamImage', upload) ||
      upload.bytesBase64 === null
    ) {
      // The client's mistake, so a 400 with the body code; 500 `_02` stays for platform failures.
      throw fail(
        BODY_PARSER_CODE,
        `filePath: no uploaded image of this team at ${body.filePath} (PUT the file to its upload URL first).`,
      );
    }
    const view = mutateTeam(store, clock.iso(), caller, () => ({ imagePath: upload.filePath }), {
      actionType: 'TEAM',
      actionName: 'IMAGE_UPDATED',
      details: { filePath: upload.filePath } satisfies Record<string, JsonValue>,
    });
    return { imageUrl: view.imageUrl ?? `/${upload.filePath}` };
  },
});

/** The teams area. */
export const teamsArea = defineArea({
  tables: teamsTables,
  name: 'teams',
  handlers: teamsHandlers,
  jobs: { [INVITATION_EXPIRY_JOB]: expireInvitation },
});
export { acceptInvitation } from './records.js';
export type { InvitationRow, InvitationStatus } from './tables.js';
