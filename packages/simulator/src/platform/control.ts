/**
 * The platform's control actions: the clock, the maintenance status and access gates, fault
 * rules, and the outbox and webhook journals.
 */

import { registry } from '@payments-platform/sdk/contract';
import * as z from 'zod';
import { type ClockMode, type Duration, durationMs, MAX_INSTANT_MS } from '../kernel/clock.js';
import { defineControlAction } from '../kernel/control.js';
import { fail } from '../kernel/fail.js';
import { lazy, settle } from '../kernel/lazy.js';
import type { Services } from '../kernel/services.js';
import { MAX_CLOCK_ADVANCE_MS } from './config.js';
import { GATE_STATES, MAINTENANCE_STATUSES } from './database.js';
import { AnyFaultRuleSchema } from './faults.js';
import { MAX_RETENTION } from './retention.js';
import { SIMULATOR_VERSION } from './version.js';

/** The clock as the control API returns it. */
export interface ClockView {
  /** ISO 8601 instant. */
  readonly now: string;
  readonly epochMs: number;
  /** `frozen` (moves only when advanced) or `wall` (follows real time). */
  readonly mode: ClockMode;
}

/** The clock instant and mode. */
export const clockView = ({ clock }: Services): ClockView => {
  const epochMs = clock.now();
  return { now: new Date(epochMs).toISOString(), epochMs, mode: clock.mode };
};

/**
 * `ms`, or a `duration` in the clock's grammar (`'2s'`, `'15m'`, `'8d'`, or ms): one of them, at
 * most ten years ({@link MAX_CLOCK_ADVANCE_MS}).
 */
const AdvanceClockInput = lazy(() =>
  z
    .object({
      ms: z.number().int().min(0).max(MAX_CLOCK_ADVANCE_MS).optional(),
      duration: z
        .union([z.number(), z.string()])
        .transform((duration, context) => {
          try {
            return durationMs(duration as Duration);
          } catch (error) {
            context.addIssue({ code: 'custom', message: (error as Error).message });
            return z.NEVER;
          }
        })
        .pipe(z.number().max(MAX_CLOCK_ADVANCE_MS))
        .optional(),
    })
    .refine((body) => (body.ms === undefined) !== (body.duration === undefined), {
      message: "give the time to advance as ms (2000) or as duration ('2s'), one of them",
    }),
);

/**
 * The filters of the request journal, as query parameters or in-process input: an operation id
 * the contract knows, a status, an instant (ISO 8601 or epoch ms) and how many of the newest.
 */
const RequestsQuery = lazy(() =>
  z.object({
    operationId: z
      .string()
      .refine((id) => registry.byId(id) !== undefined, 'Unknown operation id')
      .optional(),
    status: z.coerce.number().int().min(0).max(599).optional(),
    since: z
      .union([z.number(), z.string()])
      .transform((value, context) => {
        const ms =
          typeof value === 'number'
            ? value
            : /^\d+$/.test(value.trim())
              ? Number(value)
              : z.iso.datetime({ offset: true }).safeParse(value).success
                ? Date.parse(value)
                : Number.NaN;
        if (!Number.isSafeInteger(ms) || ms < 0) {
          context.addIssue({ code: 'custom', message: 'Expected an ISO 8601 instant or epoch ms' });
          return z.NEVER;
        }
        return ms;
      })
      .optional(),
    limit: z.coerce.number().int().min(1).max(MAX_RETENTION).optional(),
  }),
);
/** What `GET /_simulator/health` answers: nothing of the state, so it needs no admin token. */
export interface HealthView {
  readonly status: 'ok';
  /** The package that answers. */
  readonly name: '@payments-platform/simulator';
  /** Its version. */
  readonly version: string;
  /** Whole seconds since the process started (the wall clock, not the simulator's clock). */
  readonly uptimeSeconds: number;
}

/** The health answer. */
export const healthView = (): HealthView => ({
  status: 'ok',
  name: '@payments-platform/simulator',
  version: SIMULATOR_VERSION,
  uptimeSeconds: Math.floor(performance.now() / 1000),
});

/** The platform's control actions. */
export const PLATFORM_CONTROL = [
  defineControlAction({
    module: 'platform',
    name: 'health',
    method: 'GET',
    path: '/health',
    summary:
      'Liveness for a container or a CI job to wait on: the package version and uptime, nothing of the state.',
    // It reads no state (no token needed) and waits for no transaction.
    open: true,
    lock: false,
    run: () => healthView(),
  }),
  defineControlAction({
    module: 'platform',
    name: 'outbox',
    method: 'GET',
    path: '/outbox',
    summary: 'Sent e-mails, oldest first (OTP e-mails carry `otp`), optionally to one address (`to`).',
    get query() {
      return settle(this, 'query', z.object({ to: z.string().optional() }));
    },
    run: ({ query, services }) => ({
      messages: services.outbox.list(query.to === undefined ? {} : { to: query.to }),
    }),
  }),
  defineControlAction({
    module: 'platform',
    name: 'clock',
    method: 'GET',
    path: '/clock',
    summary: 'The clock instant and mode (`frozen` or `wall`).',
    run: ({ services }) => clockView(services),
  }),
  defineControlAction({
    module: 'platform',
    name: 'advanceClock',
    method: 'POST',
    path: '/clock/advance',
    summary:
      "Advance the clock by `ms` or a `duration` (`'2s'`, `'8d'`), running due timers first (wall mode: its offset).",
    get body() {
      return AdvanceClockInput();
    },
    // Each due job runs as its own transaction.
    lock: false,
    run: async ({ body, services }) => {
      const { clock } = services;
      const ms = body.ms ?? body.duration ?? 0;
      if (clock.now() + ms > MAX_INSTANT_MS) {
        fail(
          'BODY_PARSER_ERROR',
          `${body.ms === undefined ? 'duration' : 'ms'}: the clock would move past the largest date.`,
        );
      }
      await clock.advance(ms);
      return clockView(services);
    },
  }),
  defineControlAction({
    module: 'platform',
    name: 'freezeClock',
    method: 'POST',
    path: '/clock/freeze',
    summary: 'Stop the clock at the current instant; timers then run only when it is advanced.',
    run: ({ services }) => {
      services.clock.freeze();
      return clockView(services);
    },
  }),
  defineControlAction({
    module: 'platform',
    name: 'resumeClock',
    method: 'POST',
    path: '/clock/resume',
    summary: 'Let the clock follow real time from the current instant; due timers run on their own.',
    run: ({ services }) => {
      services.clock.resume();
      return clockView(services);
    },
  }),
  defineControlAction({
    module: 'platform',
    name: 'webhookDeliveries',
    method: 'GET',
    path: '/webhooks',
    summary: 'Outbound webhook deliveries, oldest first.',
    run: ({ services }) => ({ deliveries: services.webhooks.list() }),
  }),
  defineControlAction({
    module: 'platform',
    name: 'requests',
    method: 'GET',
    path: '/requests',
    summary:
      'The request journal: API requests served, newest last (`operationId?`, `status?`, `since?`, `limit?`), with how many were `dropped`.',
    get query() {
      return settle(this, 'query', RequestsQuery());
    },
    run: ({ query, services }) => services.requests.list(query),
  }),
  defineControlAction({
    module: 'platform',
    name: 'setMaintenance',
    method: 'PUT',
    path: '/maintenance',
    summary: 'Set the status `GET /v1/maintenance` reports.',
    get body() {
      return settle(this, 'body', z.object({ status: z.enum(MAINTENANCE_STATUSES) }));
    },
    run: ({ body, services }) => ({ status: services.platform.setMaintenance(body.status) }),
  }),
  defineControlAction({
    module: 'platform',
    name: 'gates',
    method: 'GET',
    path: '/gates',
    summary: 'The OTP and KYC access gates.',
    run: ({ services }) => services.platform.gates(),
  }),
  defineControlAction({
    module: 'platform',
    name: 'setGates',
    method: 'PUT',
    path: '/gates',
    summary: 'Open or close the OTP and KYC access gates (`{ otp?, kyc? }`).',
    get body() {
      return settle(
        this,
        'body',
        z.object({ otp: z.enum(GATE_STATES).optional(), kyc: z.enum(GATE_STATES).optional() }),
      );
    },
    run: ({ body, services }) => services.platform.setGates(body),
  }),
  defineControlAction({
    module: 'platform',
    name: 'faults',
    method: 'GET',
    path: '/faults',
    summary: 'The active fault rules with their remaining counts.',
    run: ({ services }) => ({ rules: services.faults.list() }),
  }),
  defineControlAction({
    module: 'platform',
    name: 'setFaults',
    method: 'PUT',
    path: '/faults',
    summary:
      "Replace the fault rules (first match wins; `when: 'after'` faults a committed request, `webhook` rules duplicate, delay or reorder deliveries); `[]` clears them.",
    get body() {
      return settle(this, 'body', z.object({ rules: z.array(AnyFaultRuleSchema) }));
    },
    run: ({ body, services }) => ({ rules: services.faults.set(body.rules) }),
  }),
] as const;
