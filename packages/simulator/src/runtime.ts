/**
 * The state and services of one simulator: store, clock, seeded generators, services, rate
 * limiter, faults and the handler table. Simulators share nothing; each has its own runtime.
 */

import { type OperationId, registry } from '@payments-platform/sdk/contract';
import * as z from 'zod';
import { declaredFailuresOnly } from './http/error-check.js';
import type { AnyHandler } from './http/pipeline.js';
import { type BucketState, RateLimiter } from './http/rate-limit.js';
import {
  RequestJournal,
  type RequestJournalState,
  RequestJournalStateSchema,
} from './http/request-journal.js';
import { VirtualClock } from './kernel/clock.js';
import { type AnyControlAction, defineControlAction } from './kernel/control.js';
import { fail } from './kernel/fail.js';
import { Ids } from './kernel/ids.js';
import { deepFreeze, jsonValueProblem, MAX_JSON_DEPTH } from './kernel/json.js';
import type { AreaModule } from './kernel/module.js';
import { type RandomState, SeededRandom } from './kernel/random.js';
import { rowFields } from './kernel/row-schema.js';
import type { Services } from './kernel/services.js';
import { sweepExpiredLogins } from './modules/tenancy/index.js';
import { Sessions } from './modules/tenancy/sessions.js';
import { URL_SIGNING_KEY_PATTERN, UrlSigner } from './modules/transactions/url-signing.js';
import { BUILT_IN_AREAS } from './modules.js';
import {
  CONTROL_BODY_LIMIT_BYTES,
  checkOptionKinds,
  resolveOptions,
  SEED_NAMES,
  type SeedName,
  type SimulatorConfig,
  type SimulatorOptions,
  type Wait,
} from './platform/config.js';
import { createStore, type Store, type StoreSnapshot, type TableDefinitions } from './platform/database.js';
import { type FaultRuleState, Faults } from './platform/faults.js';
import { type Fixture, parseFixture } from './platform/fixtures.js';
import { Retention, resolveRetention } from './platform/retention.js';
import { createPlatformServices } from './platform/services.js';
import { checkStoreRows } from './platform/state-rows.js';
import { Transactions } from './platform/transactions.js';
import { applySeed } from './scenarios/seeds.js';

/** Seeded contents by seed and start instant, each built once; their rows are frozen and shared. */
const SEEDED = new Map<string, StoreSnapshot>();
/** How many seeded contents are kept; the oldest is dropped beyond. */
const SEEDED_LIMIT = 8;

/**
 * The content of a seed at a start instant, built on a store of the built-in tables (a table an
 * extra area adds starts empty, as after any seed). Simulators share the rows, which is safe
 * because a row is never changed in place (`Table.update` makes a new one) and they are frozen.
 */
function seededContent(seed: SeedName, now: number): StoreSnapshot {
  const key = `${seed}@${now}`;
  const cached = SEEDED.get(key);
  if (cached) return cached;
  const store = createStore(BUILT_IN_TABLES);
  applySeed(store, seed, { now });
  const content: Record<string, readonly unknown[]> = {};
  for (const table of store.tables()) content[table.name] = deepFreeze(table.all());
  if (SEEDED.size >= SEEDED_LIMIT) SEEDED.delete(SEEDED.keys().next().value as string);
  SEEDED.set(key, content);
  return content;
}

const tablesOf = (areas: readonly AreaModule[]) =>
  areas.flatMap((area) => (area.tables ? [area.tables as TableDefinitions] : []));
const BUILT_IN_TABLES = tablesOf(BUILT_IN_AREAS);

/** The JSON form of a whole simulator (`GET /_simulator/state`). */
export interface SimulatorState {
  readonly format: 'payments-simulator-state';
  readonly version: 1;
  readonly seed: SeedName;
  /** Virtual clock instant, epoch ms. */
  readonly now: number;
  readonly random: { readonly ids: RandomState; readonly faults: RandomState };
  readonly rateLimits: Readonly<Record<string, BucketState>>;
  readonly faults: readonly FaultRuleState[];
  /**
   * Secrets drawn from the system's random source, never from the seed: the key of signed
   * download URLs (64 hex digits). A state without it keeps the simulator's own key.
   */
  readonly secrets?: { readonly urlSigningKey: string };
  /** The request journal (`GET /_simulator/requests`); a state without it restores an empty one. */
  readonly requests?: RequestJournalState;
  readonly store: StoreSnapshot;
}

const word = z.number().int().min(0).max(0xffffffff);
const randomState = z.tuple([word, word, word, word]);

/** Levels a state nests beyond the API's limit: state, store, table, row. */
export const STATE_EXTRA_DEPTH = 8;

/** Schema that checks the outline of a {@link SimulatorState} before a restore. */
export const SimulatorStateSchema = z.object({
  format: z.literal('payments-simulator-state'),
  version: z.literal(1),
  seed: z.enum(['demo', 'empty']),
  now: rowFields.instantMs(),
  random: z.object({ ids: randomState, faults: randomState }),
  rateLimits: z.record(z.string(), z.object({ tokens: z.number(), updatedAt: rowFields.instantMs() })),
  faults: z.array(z.record(z.string(), z.unknown())),
  secrets: z.object({ urlSigningKey: z.string().regex(URL_SIGNING_KEY_PATTERN) }).optional(),
  requests: RequestJournalStateSchema.optional(),
  store: z.record(z.string(), z.array(z.unknown())),
});

/** What the state control actions reach of a simulator's runtime. */
export interface SimulatorLifecycle {
  /** The seed the store was last reset to. */
  readonly seed: SeedName;
  /** Back to a seed: store, clock, generators, limits and faults. */
  reset(seed?: SeedName): void;
  /** The whole state as JSON. */
  snapshot(): SimulatorState;
  /** Replaces the whole state; a 400 `BODY_PARSER_ERROR` for an invalid one. */
  restore(state: unknown): void;
}

declare module './kernel/services.js' {
  interface Services {
    /** The whole simulator's state: reset, snapshot and restore. */
    readonly lifecycle: SimulatorLifecycle;
    /** The journal of the API requests served. */
    readonly requests: RequestJournal;
  }
}

const realWait: Wait = (ms, signal) =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });

/**
 * Everything one simulator holds.
 *
 * @example
 * ```ts
 * const runtime = new Runtime({ seed: 'empty' });
 * runtime.services.store.countries.size;
 * ```
 */
export class Runtime {
  readonly config: SimulatorConfig;
  readonly store: Store;
  readonly clock: VirtualClock;
  readonly random: SeededRandom;
  readonly faultRandom: SeededRandom;
  readonly ids: Ids;
  /** The signer of download URLs, with a random key kept with the state. */
  readonly urlSigning: UrlSigner;
  readonly services: Services;
  readonly rateLimiter: RateLimiter;
  readonly faults: Faults;
  /** The journal of the API requests served. */
  readonly requests: RequestJournal;
  readonly handlers = new Map<string, AnyHandler>();
  /** The control actions of its areas (built-in and extra). */
  readonly controlActions: AnyControlAction[] = [];
  readonly wait: Wait;
  /** The lock and undo journal every request and job runs in. */
  readonly transactions = new Transactions();
  /** The bounds of the journals. */
  readonly retention: Retention;
  /** Fixtures loaded after the seed (at the start and on every reset). */
  readonly fixtures: readonly Fixture[];
  #seed: SeedName;

  constructor(options: SimulatorOptions) {
    checkOptionKinds(options);
    const fixtures = (options.fixtures === undefined ? [] : [options.fixtures].flat()).map((input) =>
      parseFixture(input),
    );
    const lifetimes = Object.assign({}, ...fixtures.map((fixture) => fixture.lifetimes ?? {})) as NonNullable<
      Fixture['lifetimes']
    >;
    const config = resolveOptions({
      ...options,
      ...(lifetimes.sessionMs === undefined ? {} : { sessionTtlMs: lifetimes.sessionMs }),
      ...(lifetimes.otpMs === undefined ? {} : { otpTtlMs: lifetimes.otpMs }),
      ...(lifetimes.invitationMs === undefined ? {} : { invitationTtlMs: lifetimes.invitationMs }),
    });
    const areas = [...BUILT_IN_AREAS, ...(options.areas ?? [])];
    this.store = createStore(tablesOf(areas));
    this.config = config;
    if (options.urlSigningKey !== undefined && !URL_SIGNING_KEY_PATTERN.test(options.urlSigningKey)) {
      throw new RangeError('urlSigningKey must be 64 lowercase hex digits (32 bytes)');
    }
    this.urlSigning = new UrlSigner(options.urlSigningKey);
    this.fixtures = fixtures;
    this.#seed = config.seed;
    this.wait = options.wait ?? realWait;
    this.clock = new VirtualClock(config.startMs, {
      mode: config.clock,
      ...(options.onTimerError === undefined ? {} : { onTimerError: options.onTimerError }),
      ...(options.onTimersRun === undefined ? {} : { onTimersRun: options.onTimersRun }),
    });
    this.random = new SeededRandom(config.randomSeed);
    this.faultRandom = new SeededRandom(`${config.randomSeed}:faults`);
    this.ids = new Ids(this.random);
    this.rateLimiter = new RateLimiter(config.rateLimit);
    this.faults = new Faults(this.faultRandom);
    const { transactions } = this;
    for (const table of this.store.tables()) table.attachJournal(transactions.journal);
    this.clock.attachJournal(transactions.journal);
    transactions.addSavepoint(() => {
      const state = this.random.state;
      return () => {
        this.random.state = state;
      };
    });
    this.retention = new Retention(this.store, this.clock, resolveRetention(options.retention));
    this.requests = new RequestJournal(this.retention.settings.requests);
    this.retention.addSweep((now) => sweepExpiredLogins(this.store, now));
    transactions.onCommit(() => this.retention.apply());
    const platform = createPlatformServices({
      store: this.store,
      clock: this.clock,
      ids: this.ids,
      config,
      faults: this.faults,
      transactions,
    });
    const { jobs } = platform;
    const runtime = this;
    this.services = {
      ...platform,
      sessions: new Sessions(this.store, this.clock, this.ids, config.sessionTtlMs),
      urlSigning: this.urlSigning,
      requests: this.requests,
      lifecycle: {
        get seed() {
          return runtime.seed;
        },
        reset: (seed) => this.reset(seed),
        snapshot: () => this.snapshot(),
        restore: (state) => this.restoreOrFail(state),
      },
    };
    for (const [index, area] of areas.entries()) {
      // A built-in handler answers only the failures its operation declares, when responses are checked.
      const checked = config.validateResponses && index < BUILT_IN_AREAS.length;
      for (const [id, handler] of Object.entries(area.handlers ?? {})) {
        if (!handler) continue;
        const operation = registry.byId(id);
        this.handlers.set(
          id,
          checked && operation
            ? declaredFailuresOnly(operation, handler as AnyHandler)
            : (handler as AnyHandler),
        );
      }
      for (const [kind, runner] of Object.entries(area.jobs ?? {})) {
        jobs.define(kind, (payload) => runner(payload, this.services));
      }
      this.controlActions.push(...(area.control ?? []));
    }
    for (const [id, handler] of Object.entries(options.handlers ?? {})) {
      if (handler) this.handlers.set(id as OperationId, handler as AnyHandler);
      else if (handler === null) this.handlers.delete(id as OperationId);
    }
    this.#loadSeed(this.#seed, config.startMs);
  }

  /**
   * Empties the store and loads a seed at an instant, then the fixtures. Without fixtures it loads
   * the rows of a content built once per seed and instant, with the indexes built afresh.
   */
  #loadSeed(seed: SeedName, now: number): void {
    if (this.fixtures.length > 0) {
      applySeed(this.store, seed, { now, fixtures: this.fixtures });
      return;
    }
    this.store.stage(seededContent(seed, now), { copy: false })();
  }

  /** The seed the store was last reset to. */
  get seed(): SeedName {
    return this.#seed;
  }

  /**
   * Back to a seed (the configured one by default): store, clock, generators, limits and faults.
   * A wall-clock simulator keeps its current instant; a frozen one goes back to its start.
   */
  reset(seed: SeedName = this.config.seed): void {
    this.#seed = seed;
    const start = this.config.clock === 'wall' ? this.clock.now() : this.config.startMs;
    this.clock.reset(start);
    this.random.reseed(this.config.randomSeed);
    this.faultRandom.reseed(`${this.config.randomSeed}:faults`);
    this.rateLimiter.restore({});
    this.faults.set([]);
    this.requests.clear();
    this.services.webhooks.forgetHeld();
    this.#loadSeed(seed, start);
    this.services.jobs.rearm();
    this.retention.rewind();
  }

  /** The whole state as JSON. */
  snapshot(): SimulatorState {
    return {
      format: 'payments-simulator-state',
      version: 1,
      seed: this.#seed,
      now: this.clock.now(),
      random: { ids: this.random.state, faults: this.faultRandom.state },
      rateLimits: this.rateLimiter.snapshot(),
      faults: this.faults.list(),
      secrets: { urlSigningKey: this.urlSigning.key },
      requests: this.requests.snapshot(),
      store: this.store.snapshot(),
    };
  }

  /**
   * Replaces the whole state with a snapshot (pending jobs are re-armed; plain clock timers are
   * dropped). A wall-clock simulator never goes back in time: it keeps the later of its own
   * instant and the snapshot's, and jobs due meanwhile run at once. The store is built aside and
   * swapped in, so a failed restore changes nothing.
   */
  restore(state: unknown): void {
    // Rows are bounded by the API's nesting limit; a state wraps them in a few more levels.
    const deep = jsonValueProblem(state, MAX_JSON_DEPTH + STATE_EXTRA_DEPTH);
    if (deep !== undefined) throw new Error(`the state: ${deep}`);
    const parsed = SimulatorStateSchema.parse(state);
    checkStoreRows(parsed.store, this.store.tables());
    const installStore = this.store.stage(parsed.store);
    const previous = {
      seed: this.#seed,
      now: this.clock.now(),
      random: { ids: this.random.state, faults: this.faultRandom.state },
      rateLimits: this.rateLimiter.snapshot(),
      faults: this.faults.list(),
      urlSigningKey: this.urlSigning.key,
      requests: this.requests.snapshot(),
    };
    let undoStore: (() => void) | undefined;
    try {
      undoStore = installStore();
      this.clock.reset(this.clock.mode === 'wall' ? Math.max(parsed.now, this.clock.now()) : parsed.now);
      this.random.state = parsed.random.ids;
      this.faultRandom.state = parsed.random.faults;
      this.rateLimiter.restore(parsed.rateLimits);
      this.faults.restore(parsed.faults);
      if (parsed.secrets !== undefined) this.urlSigning.key = parsed.secrets.urlSigningKey;
      this.requests.restore(parsed.requests);
      this.services.webhooks.forgetHeld();
      this.#seed = parsed.seed;
      this.services.jobs.rearm();
      this.retention.rewind();
    } catch (error) {
      undoStore?.();
      this.clock.reset(previous.now);
      this.random.state = previous.random.ids;
      this.faultRandom.state = previous.random.faults;
      this.rateLimiter.restore(previous.rateLimits);
      this.faults.restore(previous.faults);
      this.urlSigning.key = previous.urlSigningKey;
      this.requests.restore(previous.requests);
      this.#seed = previous.seed;
      this.services.jobs.rearm();
      throw error;
    }
  }

  /** {@link Runtime.restore}, failing with a 400 `BODY_PARSER_ERROR` that names what is wrong. */
  restoreOrFail(state: unknown): void {
    try {
      this.restore(state);
    } catch (error) {
      // One line per problem, each naming its field (`now: ...`, `store.jobs[0].at: ...`).
      const reason =
        error instanceof z.ZodError
          ? error.issues
              .map((issue) => `${issue.path.map(String).join('.') || '(state)'}: ${issue.message}`)
              .join('\n')
          : (error as Error).message;
      fail('BODY_PARSER_ERROR', `Invalid state: ${reason}`);
    }
  }
}

/** The control actions of the whole state: back to a seed, export it, replace it. */
export const STATE_CONTROL = [
  defineControlAction({
    module: 'state',
    name: 'reset',
    method: 'POST',
    path: '/reset',
    summary:
      'Back to a seed (`seed?`, the configured one by default): data, clock, ids, rate limits, faults and the request journal.',
    body: z.object({ seed: z.enum(SEED_NAMES).optional() }),
    run: ({ body, services }) => {
      services.lifecycle.reset(body.seed);
      return { seed: services.lifecycle.seed };
    },
  }),
  defineControlAction({
    module: 'state',
    name: 'snapshot',
    method: 'GET',
    path: '/state',
    summary: 'The whole state as JSON.',
    run: ({ services }) => services.lifecycle.snapshot(),
  }),
  defineControlAction({
    module: 'state',
    name: 'restore',
    method: ['PUT', 'POST'],
    path: '/state',
    summary: 'Replace the whole state with a snapshot (up to 64 MiB, as large as the state exports).',
    body: z.unknown(),
    bodyLimitBytes: CONTROL_BODY_LIMIT_BYTES,
    run: ({ body, services }) => {
      services.lifecycle.restore(body);
      return { restored: true as const };
    },
  }),
] as const;
