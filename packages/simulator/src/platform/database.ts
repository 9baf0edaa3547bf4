/**
 * The database of one simulator: every module registers its tables (`modules/<m>/tables.ts`,
 * with the types of their rows), the platform its own, declared here with theirs. `snapshot()`
 * and `restore()` move the whole content as JSON; seeds fill it. The store's type is the
 * {@link Tables} interface, which each module's tables file extends by declaration merging, so
 * this layer never imports a module.
 */
import * as z from 'zod';
import { copyJson, type JsonObject, type JsonValue } from '../kernel/json.js';
import type { OrderedTable } from '../kernel/ordered-table.js';
import { rowFields, rowSchema } from '../kernel/row-schema.js';
import { Table } from '../kernel/table.js';

/** Values of `GET /v1/maintenance` `status`. */
export const MAINTENANCE_STATUSES = ['ok', 'limited', 'maintenance'] as const;
export type MaintenanceStatus = (typeof MAINTENANCE_STATUSES)[number];

/** State of an access gate. */
export const GATE_STATES = ['open', 'closed'] as const;
export type GateState = (typeof GATE_STATES)[number];

/** An e-mail the platform sent (the outbox). */
export type OutboxMessageRow = {
  readonly id: string;
  readonly to: string;
  readonly kind: string;
  readonly subject: string;
  readonly text: string;
  readonly sentAt: string;
  /** The code of an OTP e-mail. */
  readonly otp?: string;
  readonly data?: JsonObject;
};

/** Outbound webhook event names (spec: Events). */
export const WEBHOOK_EVENTS = [
  'requestPaid',
  'requestCancelled',
  'requestClientEmailSet',
  'deploymentPaid',
  'deploymentIssue',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** One outbound webhook delivery, scheduled and then attempted once. */
export type WebhookDeliveryRow = {
  readonly id: string;
  readonly appId: string;
  readonly event: WebhookEvent;
  readonly url: string;
  readonly requestHeaders: Readonly<Record<string, string>>;
  readonly body: { readonly event: WebhookEvent; readonly data: JsonObject };
  readonly scheduledAt: string;
  readonly status: 'scheduled' | 'delivered' | 'failed';
  /** HTTP status of the receiver's answer; null until answered or when the request failed. */
  readonly responseStatus: number | null;
  readonly error: string | null;
  readonly deliveredAt: string | null;
};

/** A durable timer: work of a named kind due at an instant. */
export type JobRow = {
  readonly id: string;
  readonly kind: string;
  readonly at: number;
  readonly seq: number;
  readonly payload: JsonValue;
};

/** Platform-wide switches. */
export type SettingsRow = {
  readonly id: 'platform';
  readonly maintenance: MaintenanceStatus;
  readonly gates: { readonly otp: GateState; readonly kyc: GateState };
};

/** The JSON form of a store: the rows of each table, in insertion order. */
export type StoreSnapshot = { readonly [table: string]: readonly unknown[] };

/** Any table a store holds. */
// biome-ignore lint/suspicious/noExplicitAny: a table of any row and index names
export type AnyTable = Table<any, any> | OrderedTable<any, any>;

/** Table makers by table name: what a module registers. */
export type TableDefinitions = { readonly [name: string]: () => AnyTable };

/** The tables a set of definitions makes. */
export type TablesOf<Definitions extends TableDefinitions> = {
  readonly [Name in keyof Definitions]: ReturnType<Definitions[Name]>;
};

/**
 * Declares the tables of a module.
 *
 * @example
 * ```ts
 * export const activityTables = defineTables({
 *   activity: () => new Table<ActivityRow>({ name: 'activity', key: (row) => row.SK, row: activityRow }),
 * });
 * ```
 */
export function defineTables<const Definitions extends TableDefinitions>(
  definitions: Definitions,
): Definitions {
  return definitions;
}

const settingsRow = rowSchema(() =>
  z.strictObject({
    id: z.literal('platform'),
    maintenance: z.enum(MAINTENANCE_STATUSES),
    gates: z.strictObject({ otp: z.enum(GATE_STATES), kyc: z.enum(GATE_STATES) }),
  }),
);
const outboxRow = rowSchema(() =>
  z.strictObject({
    id: rowFields.key(),
    to: z.string(),
    kind: z.string(),
    subject: z.string(),
    text: z.string(),
    sentAt: rowFields.instant(),
    otp: z.string().optional(),
    data: rowFields.object().optional(),
  }),
);
const webhookDeliveryRow = rowSchema(() =>
  z.strictObject({
    id: rowFields.key(),
    appId: rowFields.key(),
    event: z.enum(WEBHOOK_EVENTS),
    url: z.string(),
    requestHeaders: z.record(z.string(), z.string()),
    body: z.strictObject({ event: z.enum(WEBHOOK_EVENTS), data: rowFields.object() }),
    scheduledAt: rowFields.instant(),
    status: z.enum(['scheduled', 'delivered', 'failed']),
    responseStatus: z.number().int().nullable(),
    error: z.string().nullable(),
    deliveredAt: rowFields.instant().nullable(),
  }),
);
const jobRow = rowSchema(() =>
  z.strictObject({
    id: rowFields.key(),
    kind: rowFields.key(),
    at: rowFields.instantMs(),
    seq: z.number().int(),
    payload: rowFields.json(),
  }),
);

/** The platform's own tables: settings, the outbox, webhook deliveries and durable jobs. */
export const platformTables = defineTables({
  settings: () => new Table<SettingsRow>({ name: 'settings', key: (row) => row.id, row: settingsRow }),
  outbox: () =>
    new Table<OutboxMessageRow, 'byTo'>({
      name: 'outbox',
      key: (row) => row.id,
      row: outboxRow,
      indexes: { byTo: (row) => row.to.toLowerCase() },
    }),
  webhookDeliveries: () =>
    new Table<WebhookDeliveryRow, 'byApp'>({
      name: 'webhookDeliveries',
      key: (row) => row.id,
      row: webhookDeliveryRow,
      indexes: { byApp: (row) => row.appId },
    }),
  jobs: () =>
    new Table<JobRow, 'byKind'>({
      name: 'jobs',
      key: (row) => row.id,
      row: jobRow,
      indexes: { byKind: (row) => row.kind },
    }),
});

/**
 * Every table of a store, by name. The platform's tables are listed here; each module adds its
 * own by declaration merging from its `tables.ts`.
 */
export interface Tables extends TablesOf<typeof platformTables> {}

/** A store: the database with every registered table as a property. */
export type Store = Database & Tables;

/**
 * The in-memory database of one simulator.
 *
 * @example
 * ```ts
 * const store = createStore([tenancyTables, teamsTables]);
 * store.teams.by('byApp', 'app_demo'); // the teams of an app
 * const copy = store.snapshot();
 * store.restore(copy);
 * ```
 */
export class Database {
  readonly #tables: AnyTable[] = [];

  /** Registers tables under their names; a name can be registered once. */
  register(definitions: TableDefinitions): void {
    for (const [name, make] of Object.entries(definitions)) {
      if (name in this) throw new Error(`Table "${name}" is registered twice`);
      const table = make();
      Object.defineProperty(this, name, { value: table, enumerable: true });
      this.#tables.push(table);
    }
  }

  /** Every table, in registration order. */
  tables(): AnyTable[] {
    return [...this.#tables];
  }

  /** Removes every row of every table. */
  clear(): void {
    for (const table of this.tables()) table.clear();
  }

  /** A JSON-serialisable deep copy of every table. */
  snapshot(): StoreSnapshot {
    const snapshot: Record<string, unknown[]> = {};
    for (const table of this.tables()) snapshot[table.name] = copyJson(table.all());
    return snapshot;
  }

  /**
   * Builds every table from a snapshot aside; the returned function installs them all at once
   * and returns the function that puts the former content back. Nothing changes when the
   * snapshot is invalid (unknown table, not an array, duplicate key). The rows are copied unless
   * `copy` is false (rows that nobody else can change, such as a frozen seed).
   */
  stage(snapshot: StoreSnapshot, { copy = true }: { readonly copy?: boolean } = {}): () => () => void {
    const tables = this.tables();
    const known = new Set(tables.map((table) => table.name));
    for (const name of Object.keys(snapshot)) {
      if (!known.has(name)) throw new Error(`Unknown table "${name}" in the snapshot`);
    }
    const installs = tables.map((table) => {
      const rows = snapshot[table.name] ?? [];
      if (!Array.isArray(rows)) throw new Error(`Table "${table.name}" of the snapshot is not an array`);
      try {
        return table.stage(copy ? copyJson(rows) : rows);
      } catch (error) {
        throw new Error(`store.${table.name}: ${(error as Error).message}`, { cause: error });
      }
    });
    return () => {
      const undos = installs.map((install) => install());
      return () => {
        for (const undo of undos) undo();
      };
    };
  }

  /** Replaces the content with a snapshot; tables missing from it end up empty. */
  restore(snapshot: StoreSnapshot): void {
    this.stage(snapshot)();
  }
}

/**
 * Makes a store with the platform's tables and the given modules' tables, in that order.
 *
 * @example
 * ```ts
 * const store = createStore([referenceTables, tenancyTables]);
 * ```
 */
export function createStore(definitions: readonly TableDefinitions[]): Store {
  const database = new Database();
  database.register(platformTables);
  for (const set of definitions) database.register(set);
  return database as Store;
}
