/**
 * Fault injection: rules matched against API requests, first match wins. A matching rule fires
 * with its `probability` (rolled on the simulator's seeded fault generator) until its `count` is
 * used up, and then adds latency, answers an error status, or resets the connection.
 */
import { registry } from '@payments-platform/sdk/contract';
import * as z from 'zod';
import type { SeededRandom } from '../kernel/random.js';

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
  })
  .refine(
    (rule) => rule.status !== undefined || rule.network !== undefined || rule.latencyMs !== undefined,
    'A rule needs status, network or latencyMs',
  )
  .refine(
    (rule) => !(rule.status !== undefined && rule.network !== undefined),
    'Use status or network, not both',
  );

const RestoredRuleSchema = z.looseObject({ remaining: z.number().int().positive().optional() });

/** One fault rule. */
export type FaultRule = z.input<typeof FaultRuleSchema>;

/** A rule with what is left of its count. */
export interface FaultRuleState extends z.output<typeof FaultRuleSchema> {
  /** Hits left; absent when unlimited. */
  readonly remaining?: number;
}

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
      const parsed = FaultRuleSchema.parse(rule);
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
      const parsed = FaultRuleSchema.parse(rule);
      return remaining === undefined ? parsed : { ...parsed, remaining };
    });
  }

  /** Whether any rule is set: without one no request is hit. */
  get active(): boolean {
    return this.#rules.length > 0;
  }

  /** The rule that fires for a request, if any (first matching rule; its roll decides). */
  hit(target: FaultTarget): FaultRuleState | undefined {
    const index = this.#rules.findIndex((rule) => matches(rule, target));
    if (index === -1) return undefined;
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

function matches(rule: FaultRuleState, target: FaultTarget): boolean {
  if (rule.remaining !== undefined && rule.remaining <= 0) return false;
  if (rule.operationId !== undefined && rule.operationId !== target.operationId) return false;
  if (rule.method !== undefined && rule.method !== target.method) return false;
  if (rule.path !== undefined && rule.path !== target.path && rule.path !== target.template) return false;
  return true;
}
