/**
 * Fault injection: rules matched against API requests, first match wins. A matching rule fires
 * with its `probability` (rolled on the simulator's seeded fault generator) until its `count` is
 * used up, and then adds latency, answers an error status, or resets the connection: before the
 * operation runs (`when: 'before'`, the default), or after it ran and committed (`when: 'after'`,
 * the answer lost on its way back, or sent `truncated` or `malformed`). Rules with `webhook`
 * instead apply to outbound webhook deliveries: duplicated, delayed or reordered.
 */
import { registry } from '@payments-platform/sdk/contract';
import * as z from 'zod';
import { type Duration, durationMs } from '../kernel/clock.js';
import type { SeededRandom } from '../kernel/random.js';
import { WEBHOOK_EVENTS } from './database.js';

/** The statuses whose fault answer carries `Retry-After`. */
export const RETRY_AFTER_STATUSES: readonly number[] = [429, 503];

/** The schema of one fault rule. */
export const FaultRuleSchema = z
  .strictObject({
    /** Matches one operation by id. */
    operationId: z
      .string()
      .refine((id) => registry.byId(id) !== undefined, 'Unknown operation id')
      .optional(),
    /** Matches a method (with `path`, or alone). */
    method: z
      .string()
      .transform((method) => method.toUpperCase())
      .pipe(z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']))
      .optional(),
    /** Matches a concrete path (`/v1/profile/banks/b-1`) or a template (`/v1/profile/banks/{id}`). */
    path: z.string().startsWith('/').optional(),
    /** Chance that a matching request is hit, 0 to 1. Default 1. */
    probability: z.number().min(0).max(1).optional(),
    /** How many hits before the rule is used up. Default unlimited. */
    count: z.number().int().positive().optional(),
    /** Wall-clock latency added before answering, in ms. */
    latencyMs: z.number().int().min(0).max(120_000).optional(),
    /** Error status to answer with. */
    status: z.number().int().min(400).max(599).optional(),
    /** Error code of the answer. Default `SIMULATED_FAULT`. */
    code: z.string().min(1).optional(),
    /** Error message of the answer. */
    message: z.string().optional(),
    /** `reset`: drop the connection instead of answering. */
    network: z.literal('reset').optional(),
    /** `before` (default): the operation does not run. `after`: it runs and commits, then the fault applies. */
    when: z.enum(['before', 'after']).optional(),
    /** With `when: 'after'`: the real answer cut mid-body (`truncated`), or a body that is not JSON (`malformed`). */
    body: z.enum(['truncated', 'malformed']).optional(),
    /** With status 429 or 503: the `Retry-After` seconds. Default 1. */
    retryAfter: z.number().int().min(0).max(86_400).optional(),
  })
  .refine(
    (rule) =>
      rule.status !== undefined ||
      rule.network !== undefined ||
      rule.latencyMs !== undefined ||
      rule.body !== undefined,
    "A rule needs status, network or latencyMs (or body, with when: 'after')",
  )
  .refine(
    (rule) => !(rule.status !== undefined && rule.network !== undefined),
    'Use status or network, not both',
  )
  .refine(
    (rule) =>
      rule.body === undefined ||
      (rule.when === 'after' && rule.status === undefined && rule.network === undefined),
    "body ('truncated' or 'malformed') breaks the real answer: it needs when: 'after', and no status or network",
  )
  .refine(
    (rule) => rule.retryAfter === undefined || RETRY_AFTER_STATUSES.includes(rule.status ?? 0),
    'retryAfter goes with status 429 or 503',
  );

/** The events a webhook rule names, or `*` for every event. */
const WEBHOOK_RULE_EVENTS = [...WEBHOOK_EVENTS, '*'] as const;

const isDuration = (value: number | string) => {
  try {
    durationMs(value as Duration);
    return true;
  } catch {
    return false;
  }
};

/** The longest a webhook rule delays a delivery: thirty days of virtual time. */
const MAX_WEBHOOK_DELAY_MS = 30 * 24 * 60 * 60 * 1000;

/** The schema of one webhook fault rule. */
export const WebhookFaultRuleSchema = z
  .strictObject({
    /** The event it applies to (`requestPaid`), or `*` for every event. */
    webhook: z.enum(WEBHOOK_RULE_EVENTS),
    /** Deliver the event this many extra times (each its own delivery, at the same instant). */
    duplicate: z.number().int().min(1).max(10).optional(),
    /** Deliver it this much later on the virtual clock (`'5m'`, or ms). */
    delay: z
      .union([z.number().int().min(0), z.string()])
      .refine(isDuration, 'a duration is ms (2000) or a number with a unit (ms, s, m, h, d)')
      .refine(
        (value) => !isDuration(value) || durationMs(value as Duration) <= MAX_WEBHOOK_DELAY_MS,
        'at most 30 days',
      )
      .optional(),
    /** Hold it back and deliver it right after the next event of the same app. */
    reorder: z.literal(true).optional(),
    /** How many events before the rule is used up. Default unlimited. */
    count: z.number().int().positive().optional(),
    /** Chance that an event is hit, 0 to 1. Default 1. */
    probability: z.number().min(0).max(1).optional(),
  })
  .refine(
    (rule) => rule.duplicate !== undefined || rule.delay !== undefined || rule.reorder !== undefined,
    'A webhook rule needs duplicate, delay or reorder',
  );

/** The schema a rule is read with: a webhook rule when it names `webhook`. */
const schemaOf = (rule: unknown) =>
  typeof rule === 'object' && rule !== null && 'webhook' in rule ? WebhookFaultRuleSchema : FaultRuleSchema;

/**
 * A rule of either kind: API requests, or webhook deliveries (`webhook`). A refused rule is
 * explained by the schema of its kind, not as a mismatch of both.
 */
export const AnyFaultRuleSchema = z.union([FaultRuleSchema, WebhookFaultRuleSchema], {
  error: (issue) => {
    const parsed = schemaOf(issue.input).safeParse(issue.input);
    if (parsed.success) return undefined;
    return parsed.error.issues
      .map((problem) =>
        problem.path.length === 0 ? problem.message : `${problem.path.join('.')}: ${problem.message}`,
      )
      .join('; ');
  },
});

const RestoredRuleSchema = z.looseObject({ remaining: z.number().int().positive().optional() });

/** One fault rule of API requests. */
export type ApiFaultRule = z.input<typeof FaultRuleSchema>;

/** One webhook fault rule. */
export type WebhookFaultRule = z.input<typeof WebhookFaultRuleSchema>;

/** One fault rule: of API requests, or of webhook deliveries (`webhook`). */
export type FaultRule = ApiFaultRule | WebhookFaultRule;

/** An API rule with what is left of its count. */
export interface ApiFaultRuleState extends z.output<typeof FaultRuleSchema> {
  /** Hits left; absent when unlimited. */
  readonly remaining?: number;
}

/** A webhook rule with what is left of its count. */
export interface WebhookFaultRuleState extends z.output<typeof WebhookFaultRuleSchema> {
  /** Hits left; absent when unlimited. */
  readonly remaining?: number;
}

/** A rule with what is left of its count. */
export type FaultRuleState = ApiFaultRuleState | WebhookFaultRuleState;

/** What a webhook rule does to one delivery. */
export interface WebhookFault {
  /** Extra deliveries of the same event. */
  readonly duplicate: number;
  /** Virtual ms to deliver later. */
  readonly delayMs: number;
  /** Held back until the next event. */
  readonly reorder: boolean;
}

const isWebhookRule = (rule: FaultRuleState): rule is WebhookFaultRuleState => 'webhook' in rule;
const parseRule = (rule: unknown): FaultRuleState => schemaOf(rule).parse(rule);

/** The request facts a rule is matched against. */
export interface FaultTarget {
  readonly operationId: string;
  readonly method: string;
  readonly path: string;
  readonly template: string;
}

/** The code of a fault answer when the rule gives none. */
export const SIMULATED_FAULT_CODE = 'SIMULATED_FAULT';

/**
 * The active fault rules of one simulator.
 *
 * @example
 * ```ts
 * faults.set([{ operationId: 'listChains', status: 503, count: 1 }]);
 * faults.hit({ operationId: 'listChains', method: 'GET', path: '/v1/config/chains', template: '/v1/config/chains' });
 * ```
 */
export class Faults {
  readonly #random: SeededRandom;
  #rules: FaultRuleState[] = [];

  constructor(random: SeededRandom) {
    this.#random = random;
  }

  /** Replaces every rule (an empty list clears them). Throws a `ZodError` on an invalid rule. */
  set(rules: readonly FaultRule[]): FaultRuleState[] {
    this.#rules = rules.map((rule) => {
      const parsed = parseRule(rule);
      return parsed.count === undefined ? parsed : { ...parsed, remaining: parsed.count };
    });
    return this.list();
  }

  /** The rules with their remaining counts. */
  list(): FaultRuleState[] {
    return this.#rules.map((rule) => ({ ...rule }));
  }

  /** Restores rules from a snapshot; throws a `ZodError` on an invalid rule. */
  restore(rules: readonly unknown[]): void {
    this.#rules = rules.map((entry) => {
      const { remaining, ...rule } = RestoredRuleSchema.parse(entry);
      const parsed = parseRule(rule);
      return remaining === undefined ? parsed : { ...parsed, remaining };
    });
  }

  /** Whether any rule is set: without one no request is hit. */
  get active(): boolean {
    return this.#rules.length > 0;
  }

  /** The rule that fires for a request, if any (first matching rule; its roll decides). */
  hit(target: FaultTarget): ApiFaultRuleState | undefined {
    const index = this.#rules.findIndex((rule) => !isWebhookRule(rule) && matches(rule, target));
    return index === -1 ? undefined : (this.#fire(index) as ApiFaultRuleState | undefined);
  }

  /** What the rules do to a delivery of `event`, if a webhook rule fires for it. */
  hitWebhook(event: string): WebhookFault | undefined {
    const index = this.#rules.findIndex(
      (rule) =>
        isWebhookRule(rule) &&
        (rule.webhook === '*' || rule.webhook === event) &&
        (rule.remaining === undefined || rule.remaining > 0),
    );
    const rule = index === -1 ? undefined : (this.#fire(index) as WebhookFaultRuleState | undefined);
    if (rule === undefined) return undefined;
    return {
      duplicate: rule.duplicate ?? 0,
      delayMs: rule.delay === undefined ? 0 : durationMs(rule.delay as Duration),
      reorder: rule.reorder === true,
    };
  }

  /** Rolls the rule at `index` and uses one of its count when it fires. */
  #fire(index: number): FaultRuleState | undefined {
    const rule = this.#rules[index] as FaultRuleState;
    const probability = rule.probability ?? 1;
    if (probability < 1 && this.#random.next() >= probability) return undefined;
    if (rule.remaining !== undefined) {
      const remaining = rule.remaining - 1;
      if (remaining <= 0) this.#rules.splice(index, 1);
      else this.#rules[index] = { ...rule, remaining };
    }
    return rule;
  }
}

function matches(rule: ApiFaultRuleState, target: FaultTarget): boolean {
  if (rule.remaining !== undefined && rule.remaining <= 0) return false;
  if (rule.operationId !== undefined && rule.operationId !== target.operationId) return false;
  if (rule.method !== undefined && rule.method !== target.method) return false;
  if (rule.path !== undefined && rule.path !== target.path && rule.path !== target.template) return false;
  return true;
}
