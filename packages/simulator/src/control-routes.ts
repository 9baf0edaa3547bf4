/**
 * The built-in control routes under `/_simulator`. Each does what the method of the same name
 * on {@link ControlApi} does.
 */
import * as z from 'zod';
import type { ControlApi } from './control-api.js';
import { type ControlRoute, defineControlRoute } from './kernel/control.js';
import { CONTROL_BODY_LIMIT_BYTES } from './platform/config.js';
import {
  AddProfileInput,
  AdvanceClockInput,
  CreateApiKeyInput,
  CreateAppInput,
  CreateSessionInput,
  FaultsInput,
  GatesInput,
  MaintenanceInput,
  OutboxQuery,
  ResetInput,
} from './platform/control-schemas.js';

/** A state body: checked by the restore itself, which names what is wrong. */
const ANY_STATE = z.unknown();

/** Every built-in control route, bound to the control methods of one simulator. */
export const builtInControlRoutes = (control: ControlApi): ControlRoute[] => [
  defineControlRoute({
    method: 'POST',
    path: '/reset',
    summary: 'Back to a seed: data, clock, ids, rate limits and faults.',
    body: ResetInput,
    run: ({ body }) => control.reset(body.seed),
  }),
  defineControlRoute({
    method: 'POST',
    path: '/apps',
    summary: 'Create an app.',
    status: 201,
    body: CreateAppInput,
    run: ({ body }) => control.createApp(body),
  }),
  defineControlRoute({
    method: 'POST',
    path: '/api-keys',
    summary: 'Create an API key.',
    status: 201,
    body: CreateApiKeyInput,
    run: ({ body }) => control.createApiKey(body),
  }),
  defineControlRoute({
    method: 'POST',
    path: '/api-keys/{key}/revoke',
    summary: 'Revoke an API key (by key or id); it then answers 403 API_KEY_INVALID.',
    run: ({ params }) => control.revokeApiKey(params.key ?? ''),
  }),
  defineControlRoute({
    method: 'POST',
    path: '/profiles',
    summary: 'Add a profile of an existing user to a team with a role (a member, or a second profile).',
    status: 201,
    body: AddProfileInput,
    run: ({ body }) => control.addProfile(body),
  }),
  defineControlRoute({
    method: 'POST',
    path: '/sessions',
    summary: 'Open a bearer session for a profile.',
    status: 201,
    body: CreateSessionInput,
    run: ({ body }) => control.createSession(body),
  }),
  defineControlRoute({
    method: 'GET',
    path: '/outbox',
    summary: 'Sent e-mails, oldest first.',
    query: OutboxQuery,
    run: ({ query }) => ({
      messages: control.outbox(query.to === undefined ? {} : { to: query.to }),
    }),
  }),
  defineControlRoute({
    method: 'GET',
    path: '/clock',
    summary: 'The clock instant and mode (frozen or wall).',
    run: () => control.now(),
  }),
  defineControlRoute({
    method: 'POST',
    path: '/clock/advance',
    summary: 'Advance the clock (in wall mode: move its offset), running every due timer first.',
    body: AdvanceClockInput,
    lock: false,
    run: ({ body }) => control.advanceClock(body.ms),
  }),
  defineControlRoute({
    method: 'POST',
    path: '/clock/freeze',
    summary: 'Stop the clock at the current instant; timers then run only when it is advanced.',
    run: () => control.freezeClock(),
  }),
  defineControlRoute({
    method: 'POST',
    path: '/clock/resume',
    summary: 'Let the clock follow real time from the current instant; due timers run on their own.',
    run: () => control.resumeClock(),
  }),
  defineControlRoute({
    method: 'GET',
    path: '/webhooks',
    summary: 'Outbound webhook deliveries, oldest first.',
    run: () => ({ deliveries: control.webhookDeliveries() }),
  }),
  defineControlRoute({
    method: 'PUT',
    path: '/maintenance',
    summary: 'Set the maintenance status.',
    body: MaintenanceInput,
    run: ({ body }) => control.setMaintenance(body.status),
  }),
  defineControlRoute({
    method: 'GET',
    path: '/gates',
    summary: 'The OTP and KYC access gates.',
    run: () => control.gates(),
  }),
  defineControlRoute({
    method: 'PUT',
    path: '/gates',
    summary: 'Open or close the OTP and KYC access gates.',
    body: GatesInput,
    run: ({ body }) => control.setGates(body),
  }),
  defineControlRoute({
    method: 'GET',
    path: '/state',
    summary: 'The whole state as JSON.',
    run: () => control.snapshot(),
  }),
  ...(['PUT', 'POST'] as const).map((method) =>
    defineControlRoute({
      method,
      path: '/state',
      summary: 'Replace the whole state with a snapshot (as large as the state exports).',
      body: ANY_STATE,
      bodyLimitBytes: CONTROL_BODY_LIMIT_BYTES,
      run: ({ body }) => {
        control.restore(body);
        return { restored: true };
      },
    }),
  ),
  defineControlRoute({
    method: 'GET',
    path: '/faults',
    summary: 'The active fault rules.',
    run: () => ({ rules: control.faults() }),
  }),
  defineControlRoute({
    method: 'PUT',
    path: '/faults',
    summary: 'Replace the fault rules; `[]` clears them.',
    body: FaultsInput,
    run: ({ body }) => ({ rules: control.setFaults(body.rules) }),
  }),
];
