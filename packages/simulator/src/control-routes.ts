/**
 * The built-in control routes under `/_simulator`. Each does what the method of the same name
 * on {@link ControlApi} does.
 */
import * as z from 'zod';
import { CONTROL_BODY_LIMIT_BYTES } from './platform/config.js';
import { defineControlRoute } from './platform/control-route.js';
import {
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

/** Every built-in control route. */
export const BUILT_IN_CONTROL_ROUTES = [
  defineControlRoute({
    method: 'POST',
    path: '/reset',
    summary: 'Back to a seed: data, clock, ids, rate limits and faults.',
    body: ResetInput,
    run: ({ body, control }) => control.reset(body.seed),
  }),
  defineControlRoute({
    method: 'POST',
    path: '/apps',
    summary: 'Create an app.',
    status: 201,
    body: CreateAppInput,
    run: ({ body, control }) => control.createApp(body),
  }),
  defineControlRoute({
    method: 'POST',
    path: '/api-keys',
    summary: 'Create an API key.',
    status: 201,
    body: CreateApiKeyInput,
    run: ({ body, control }) => control.createApiKey(body),
  }),
  defineControlRoute({
    method: 'POST',
    path: '/sessions',
    summary: 'Open a bearer session for a profile.',
    status: 201,
    body: CreateSessionInput,
    run: ({ body, control }) => control.createSession(body),
  }),
  defineControlRoute({
    method: 'GET',
    path: '/outbox',
    summary: 'Sent e-mails, oldest first.',
    query: OutboxQuery,
    run: ({ query, control }) => ({
      messages: control.outbox(query.to === undefined ? {} : { to: query.to }),
    }),
  }),
  defineControlRoute({
    method: 'GET',
    path: '/clock',
    summary: 'The virtual clock instant.',
    run: ({ control }) => control.now(),
  }),
  defineControlRoute({
    method: 'POST',
    path: '/clock/advance',
    summary: 'Advance the virtual clock, running every due timer first.',
    body: AdvanceClockInput,
    lock: false,
    run: ({ body, control }) => control.advanceClock(body.ms),
  }),
  defineControlRoute({
    method: 'GET',
    path: '/webhooks',
    summary: 'Outbound webhook deliveries, oldest first.',
    run: ({ control }) => ({ deliveries: control.webhookDeliveries() }),
  }),
  defineControlRoute({
    method: 'PUT',
    path: '/maintenance',
    summary: 'Set the maintenance status.',
    body: MaintenanceInput,
    run: ({ body, control }) => control.setMaintenance(body.status),
  }),
  defineControlRoute({
    method: 'GET',
    path: '/gates',
    summary: 'The OTP and KYC access gates.',
    run: ({ control }) => control.gates(),
  }),
  defineControlRoute({
    method: 'PUT',
    path: '/gates',
    summary: 'Open or close the OTP and KYC access gates.',
    body: GatesInput,
    run: ({ body, control }) => control.setGates(body),
  }),
  defineControlRoute({
    method: 'GET',
    path: '/state',
    summary: 'The whole state as JSON.',
    run: ({ control }) => control.snapshot(),
  }),
  defineControlRoute({
    method: 'PUT',
    path: '/state',
    summary: 'Replace the whole state with a snapshot.',
    body: z.unknown(),
    bodyLimitBytes: CONTROL_BODY_LIMIT_BYTES,
    run: ({ body, control }) => {
      control.restore(body);
      return { restored: true };
    },
  }),
  defineControlRoute({
    method: 'GET',
    path: '/faults',
    summary: 'The active fault rules.',
    run: ({ control }) => ({ rules: control.faults() }),
  }),
  defineControlRoute({
    method: 'PUT',
    path: '/faults',
    summary: 'Replace the fault rules; `[]` clears them.',
    body: FaultsInput,
    run: ({ body, control }) => ({ rules: control.setFaults(body.rules) }),
  }),
];
