/**
 * The tenancy module's control actions: apps, API keys, profiles and sessions made directly, as a
 * test sets up its callers.
 */
import { KEY_TYPES, PERMISSIONS } from '@payments-platform/sdk/contract';
import * as z from 'zod';
import { defineControlAction } from '../../kernel/control.js';
import { fail } from '../../kernel/fail.js';
import { lazy, settle } from '../../kernel/lazy.js';
import { ENVIRONMENTS, MAX_SESSION_TTL_MS } from '../../platform/config.js';
import { FIXTURE_ROLES } from '../../platform/fixtures.js';
import { generateApiKey } from './api-keys.js';
import {
  addMember,
  createApp,
  createProfile,
  issueApiKey,
  revokeApiKey,
  setDefaultProfile,
} from './records.js';
import type { SessionRow } from './tables.js';

/** A session as the control API returns it. */
export interface SessionView {
  readonly token: string;
  readonly userId: string;
  readonly profileId: string;
  readonly teamId: string;
  readonly appId: string;
  readonly createdAt: string;
  /** ISO instant after which the session is invalid. */
  readonly expiresAt: string;
  /** Present and true on a platform administrator's session. */
  readonly admin?: true;
}

const sessionView = (session: SessionRow): SessionView => ({
  token: session.token,
  userId: session.userId,
  profileId: session.profileId,
  teamId: session.teamId,
  appId: session.appId,
  createdAt: session.createdAt,
  expiresAt: new Date(session.expiresAt).toISOString(),
  ...(session.admin ? { admin: true as const } : {}),
});

export const CreateAppInput = lazy(() =>
  z.object({
    name: z.string().trim().min(1),
    webhookUrl: z
      .url({ protocol: /^https?$/ })
      .nullable()
      .optional(),
    webhookSecret: z.string().min(1).nullable().optional(),
    complianceSuccessUrl: z.url().nullable().optional(),
    complianceCancelUrl: z.url().nullable().optional(),
  }),
);
export type CreateAppInput = z.input<ReturnType<typeof CreateAppInput>>;

export const CreateApiKeyInput = lazy(() =>
  z.object({
    appId: z.string().min(1),
    name: z.string().min(1).optional(),
    environment: z.enum(ENVIRONMENTS).optional(),
    teamId: z.string().min(1).nullable().optional(),
    profileId: z.string().min(1).nullable().optional(),
    permissions: z.array(z.enum(PERMISSIONS)).optional(),
    type: z.enum(KEY_TYPES).optional(),
  }),
);
export type CreateApiKeyInput = z.input<ReturnType<typeof CreateApiKeyInput>>;

export const CreateSessionInput = lazy(() =>
  z.object({
    profileId: z.string().min(1),
    /** At most a year (`MAX_SESSION_TTL_MS`). */
    ttlMs: z.number().int().positive().max(MAX_SESSION_TTL_MS).optional(),
    /** A platform administrator's session (admin metadata: reads any transaction by id). */
    admin: z.boolean().optional(),
  }),
);
export type CreateSessionInput = z.input<ReturnType<typeof CreateSessionInput>>;

export const AddProfileInput = lazy(() =>
  z
    .object({
      /** The user who gets the profile: by id, or by the e-mail of an existing user. */
      userId: z.string().trim().min(1).optional(),
      email: z.email().trim().toLowerCase().optional(),
      /** The team the profile joins (its app is the profile's app). */
      teamId: z.string().trim().min(1),
      role: z.enum(FIXTURE_ROLES).default('member'),
      /** 4 to 50 letters, digits, `_` and `-`, not starting with `api_`; unique in the app. */
      nickname: z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9_-]{4,50}$/, '4 to 50 letters, digits, "_" and "-"')
        .refine((value) => !value.toLowerCase().startsWith('api_'), 'Cannot start with "api_"')
        .optional(),
      /** Make it the user's default profile. */
      makeDefault: z.boolean().default(false),
    })
    .refine((body) => (body.userId === undefined) !== (body.email === undefined), {
      message: 'Send exactly one of userId and email.',
    }),
);
export type AddProfileInput = z.input<ReturnType<typeof AddProfileInput>>;

/** The tenancy module's control actions. */
export const TENANCY_CONTROL = [
  defineControlAction({
    module: 'tenancy',
    name: 'createApp',
    method: 'POST',
    path: '/apps',
    summary: 'Create an app (`{ name, webhookUrl?, webhookSecret?, ... }`).',
    status: 201,
    get body() {
      return CreateAppInput();
    },
    run: ({ body, services }) => {
      const { ids, clock, store } = services;
      return createApp(
        store,
        {
          id: ids.prefixed('app'),
          name: body.name,
          webhookUrl: body.webhookUrl ?? null,
          webhookSecret: body.webhookSecret ?? null,
          complianceSuccessUrl: body.complianceSuccessUrl ?? null,
          complianceCancelUrl: body.complianceCancelUrl ?? null,
        },
        clock.iso(),
      );
    },
  }),
  defineControlAction({
    module: 'tenancy',
    name: 'createApiKey',
    method: 'POST',
    path: '/api-keys',
    summary: 'Create an API key of an app; its prefix names its environment (the simulator’s by default).',
    status: 201,
    get body() {
      return CreateApiKeyInput();
    },
    run: ({ body, services }) => {
      const { ids, clock, store, config } = services;
      const app = store.apps.get(body.appId);
      if (!app) fail('APP_NOT_FOUND', `No app ${body.appId}.`);
      let teamId = body.teamId ?? null;
      const profileId = body.profileId ?? null;
      if (profileId !== null) {
        const profile = store.profiles.get(profileId);
        if (!profile || profile.appId !== app.id) {
          fail('PROFILE_NOT_FOUND', `No profile ${profileId} in app ${app.id}.`);
        }
        if (teamId !== null && teamId !== profile.teamId) {
          fail('BODY_PARSER_ERROR', `Profile ${profileId} is not in team ${teamId}.`);
        }
        teamId = profile.teamId;
      }
      if (teamId !== null) {
        const team = store.teams.get(teamId);
        if (!team || team.appId !== app.id) {
          fail('TEAM_NOT_FOUND', `No team ${teamId} in app ${app.id}.`);
        }
      }
      const environment = body.environment ?? config.environment;
      const type = body.type ?? 'STANDARD';
      return issueApiKey(
        store,
        {
          id: ids.prefixed('key'),
          key: generateApiKey(ids, environment),
          appId: app.id,
          name: body.name ?? `${type === 'MASTER' ? 'Master' : 'Standard'} key`,
          environment,
          type,
          permissions: body.permissions ?? [],
          teamId,
          profileId,
        },
        clock.iso(),
      );
    },
  }),
  defineControlAction({
    module: 'tenancy',
    name: 'revokeApiKey',
    method: 'POST',
    path: '/api-keys/{key}/revoke',
    summary: 'Revoke an API key (by key or id); it then answers 403 `API_KEY_INVALID`.',
    get params() {
      return settle(this, 'params', z.object({ key: z.string() }));
    },
    run: ({ params, services }) => {
      const { store, clock } = services;
      const wanted = params.key.trim();
      const row = store.apiKeys.get(wanted) ?? store.apiKeys.first('byKey', wanted);
      if (!row) fail('API_KEY_NOT_FOUND', `No API key ${wanted}.`);
      return revokeApiKey(store, row.id, clock.iso());
    },
  }),
  defineControlAction({
    module: 'tenancy',
    name: 'addProfile',
    method: 'POST',
    path: '/profiles',
    summary:
      'Add a profile of an existing user to a team with a role: a new member, or a second profile (no invitation).',
    status: 201,
    get body() {
      return AddProfileInput();
    },
    run: ({ body, services }) => {
      const { store, clock, ids } = services;
      const user =
        body.userId !== undefined
          ? store.users.get(body.userId)
          : store.users.first('byEmail', body.email ?? '');
      if (!user) {
        fail('USER_NOT_FOUND', `No user ${body.userId ?? body.email ?? ''}.`);
      }
      const team = store.teams.get(body.teamId);
      if (!team) fail('TEAM_NOT_FOUND', `No team ${body.teamId}.`);
      if (store.profiles.by('byUser', user.id).some((profile) => profile.teamId === team.id)) {
        fail('PROFILE_EXISTS', `User ${user.id} already has a profile in team ${team.id}.`);
      }
      const takenInApp = (nickname: string) =>
        store.profiles
          .by('byNickname', nickname.toLowerCase())
          .some((profile) => profile.appId === team.appId);
      let nickname = body.nickname;
      if (nickname !== undefined && takenInApp(nickname)) {
        fail('NICKNAME_TAKEN', `The nickname ${nickname} is taken in app ${team.appId}.`);
      }
      if (nickname === undefined) {
        // The username (padded to 4, cut to 50), then with `_2`, `_3`, ... until it is free in the app.
        const stem = user.username.padEnd(4, '_').slice(0, 46);
        nickname = stem;
        for (let suffix = 2; takenInApp(nickname); suffix += 1) nickname = `${stem}_${suffix}`;
      }
      const now = clock.iso();
      const profile = createProfile(
        store,
        {
          id: ids.uuid(),
          userId: user.id,
          teamId: team.id,
          appId: team.appId,
          nickname,
          suborgId: `suborg_${ids.nanoid(16)}`,
        },
        now,
      );
      const member = addMember(store, { profileId: profile.id, teamId: team.id, role: body.role }, now);
      if (body.makeDefault || user.defaultProfileId === null)
        setDefaultProfile(store, user.id, profile.id, now);
      return { profile, member };
    },
  }),
  defineControlAction({
    module: 'tenancy',
    name: 'createSession',
    method: 'POST',
    path: '/sessions',
    summary: 'Open a bearer session for a profile (`admin` for an administrator’s).',
    status: 201,
    get body() {
      return CreateSessionInput();
    },
    run: ({ body, services }) => {
      const { store, sessions } = services;
      const profile = store.profiles.get(body.profileId);
      if (!profile) fail('PROFILE_NOT_FOUND', `No profile ${body.profileId}.`);
      const session = sessions.create({
        userId: profile.userId,
        profileId: profile.id,
        teamId: profile.teamId,
        appId: profile.appId,
        ...(body.ttlMs === undefined ? {} : { ttlMs: body.ttlMs }),
        ...(body.admin ? { admin: true } : {}),
      });
      return sessionView(session);
    },
  }),
] as const;
