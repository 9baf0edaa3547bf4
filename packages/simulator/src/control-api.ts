/**
 * The control API as typed methods: what `/_simulator` routes do, callable in-process.
 */

import * as z from 'zod';
import { type ClockMode, MAX_INSTANT_MS } from './kernel/clock.js';
import { parseControlInput } from './kernel/control.js';
import { fail } from './kernel/fail.js';
import { generateApiKey } from './modules/tenancy/api-keys.js';
import type { ApiKeyRow, AppRow, MemberRow, ProfileRow, SessionRow } from './modules/tenancy/index.js';
import {
  addMember,
  createApp,
  createProfile,
  issueApiKey,
  revokeApiKey,
  setDefaultProfile,
} from './modules/tenancy/index.js';
import type { SeedName } from './platform/config.js';
import {
  AddProfileInput,
  CreateApiKeyInput,
  CreateAppInput,
  CreateSessionInput,
  FaultsInput,
  GatesInput,
  MaintenanceInput,
} from './platform/control-schemas.js';
import type { MaintenanceStatus, OutboxMessageRow, WebhookDeliveryRow } from './platform/database.js';
import type { FaultRule, FaultRuleState } from './platform/faults.js';
import type { Gates } from './platform/platform-status.js';
import type { Runtime, SimulatorState } from './runtime.js';

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

/** The clock as the control API returns it. */
export interface ClockView {
  /** ISO 8601 instant. */
  readonly now: string;
  readonly epochMs: number;
  /** `frozen` (moves only when advanced) or `wall` (follows real time). */
  readonly mode: ClockMode;
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

/**
 * Control methods of one simulator.
 *
 * @example
 * ```ts
 * const app = simulator.control.createApp({ name: 'Shop' });
 * const { key } = simulator.control.createApiKey({ appId: app.id, permissions: ['WRITE'] });
 * ```
 */
export class ControlApi {
  readonly #runtime: Runtime;

  constructor(runtime: Runtime) {
    this.#runtime = runtime;
  }

  /** Back to a seed (the configured one by default): data, clock, ids, rate limits and faults. */
  reset(seed?: SeedName): { readonly seed: SeedName } {
    this.#runtime.reset(seed);
    return { seed: this.#runtime.seed };
  }

  /** Creates an app. */
  createApp(input: CreateAppInput): AppRow {
    const body = parseControlInput(CreateAppInput, input);
    const { ids, clock, store } = this.#runtime.services;
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
  }

  /** Creates an API key; its prefix names its environment (the simulator's by default). */
  createApiKey(input: CreateApiKeyInput): ApiKeyRow {
    const body = parseControlInput(CreateApiKeyInput, input);
    const { ids, clock, store, config } = this.#runtime.services;
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
  }

  /**
   * Revokes an API key (by the key itself or its id): from then on it answers 403
   * `API_KEY_INVALID`, as an unknown key does. Revoking a revoked key changes nothing.
   */
  revokeApiKey(keyOrId: string): ApiKeyRow {
    const { store, clock } = this.#runtime.services;
    const wanted = keyOrId.trim();
    const row = store.apiKeys.get(wanted) ?? store.apiKeys.first('byKey', wanted);
    if (!row) fail('API_KEY_NOT_FOUND', `No API key ${wanted}.`);
    return revokeApiKey(store, row.id, clock.iso());
  }

  /**
   * Adds a profile of an existing user to a team, with a role: a new member of the team, or a
   * second profile of the user. No invitation, activity item, notification or wallet is made.
   */
  addProfile(input: AddProfileInput): { readonly profile: ProfileRow; readonly member: MemberRow } {
    const body = parseControlInput(AddProfileInput, input);
    const { store, clock, ids } = this.#runtime.services;
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
      store.profiles.by('byNickname', nickname.toLowerCase()).some((profile) => profile.appId === team.appId);
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
  }

  /** Opens a bearer session for a profile (what verify-otp does once the code is right). */
  createSession(input: CreateSessionInput): SessionView {
    const body = parseControlInput(CreateSessionInput, input);
    const { store, sessions } = this.#runtime.services;
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
  }

  /** Sent e-mails, oldest first, optionally to one address. */
  outbox(filter: { readonly to?: string } = {}): OutboxMessageRow[] {
    return this.#runtime.services.outbox.list(filter);
  }

  /** Webhook deliveries, oldest first. */
  webhookDeliveries(): WebhookDeliveryRow[] {
    return this.#runtime.services.webhooks.list();
  }

  /** The clock instant and mode. */
  now(): ClockView {
    const { clock } = this.#runtime;
    const epochMs = clock.now();
    return { now: new Date(epochMs).toISOString(), epochMs, mode: clock.mode };
  }

  /** Advances the clock (in wall mode: moves its offset), running every due timer first. */
  async advanceClock(ms: number): Promise<ClockView> {
    const { clock } = this.#runtime;
    if (clock.now() + ms > MAX_INSTANT_MS) {
      fail('BODY_PARSER_ERROR', 'ms: the clock would move past the largest date.');
    }
    await clock.advance(ms);
    return this.now();
  }

  /** Stops the clock at the current instant; timers then run only when it is advanced. */
  freezeClock(): ClockView {
    this.#runtime.clock.freeze();
    return this.now();
  }

  /** Lets the clock follow real time again from the current instant; due timers run on their own. */
  resumeClock(): ClockView {
    this.#runtime.clock.resume();
    return this.now();
  }

  /** Sets the status `GET /v1/maintenance` answers. */
  setMaintenance(status: MaintenanceStatus): { readonly status: MaintenanceStatus } {
    const body = parseControlInput(MaintenanceInput, { status });
    return { status: this.#runtime.services.platform.setMaintenance(body.status) };
  }

  /** The states of the OTP and KYC gates. */
  gates(): Gates {
    return this.#runtime.services.platform.gates();
  }

  /** Opens or closes the OTP and KYC gates. */
  setGates(gates: GatesInput): Gates {
    const body = parseControlInput(GatesInput, gates);
    return this.#runtime.services.platform.setGates(body);
  }

  /** Replaces the fault rules (`[]` clears them). */
  setFaults(rules: readonly FaultRule[]): FaultRuleState[] {
    const body = parseControlInput(FaultsInput, { rules });
    return this.#runtime.faults.set(body.rules);
  }

  /** The active fault rules with their remaining counts. */
  faults(): FaultRuleState[] {
    return this.#runtime.faults.list();
  }

  /** The whole state as JSON. */
  snapshot(): SimulatorState {
    return this.#runtime.snapshot();
  }

  /** Replaces the whole state with a snapshot. */
  restore(state: unknown): void {
    try {
      this.#runtime.restore(state);
    } catch (error) {
      if (error instanceof z.ZodError) {
        fail('BODY_PARSER_ERROR', `Invalid state: ${z.prettifyError(error)}`);
      }
      fail('BODY_PARSER_ERROR', `Invalid state: ${(error as Error).message}`);
    }
  }
}
