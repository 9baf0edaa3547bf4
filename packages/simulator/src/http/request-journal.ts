/**
 * The request journal: every API request the simulator served (in-process, through MSW or over
 * the standalone server), newest last, for tests that verify what an app sent. An entry keeps the
 * operation, the path and query, the body with anything secret-shaped masked (as in the request
 * log), the key's name (never the key), the answer's status and error code, the virtual-clock
 * instant, the duration, and whether the operation committed and which fault rule hit it. It is
 * bounded (the oldest go first and are counted), emptied on reset and kept in snapshots.
 *
 * Entries are recorded as the pipeline saw them and turned into their JSON view on first read, so
 * a request pays for no parsing or masking unless the journal is read.
 */
import * as z from 'zod';
import type { ApiFaultRuleState } from '../platform/faults.js';
import { maskSecrets } from './request-log.js';

/** A fault rule as the journal names it: what it did, without its matching fields and counters. */
export interface JournalFault {
  /** `before`: the operation did not run; `after`: it ran and committed, then the answer was lost. */
  readonly when: 'before' | 'after';
  readonly status?: number;
  readonly code?: string;
  readonly network?: 'reset';
  readonly latencyMs?: number;
  readonly body?: 'truncated' | 'malformed';
}

/** One request of the journal, as `GET /_simulator/requests` answers it. */
export interface RequestJournalEntry {
  /** 1 for the first request after a reset, then one more for each. */
  readonly seq: number;
  readonly operationId: string;
  readonly method: string;
  /** The operation's path (`/v1/core/requests/{id}`). */
  readonly pathTemplate: string;
  /** The path as requested, without the base path or the query. */
  readonly path: string;
  /** The query parameters (a repeated one as an array), secret-shaped values masked. */
  readonly query: Readonly<Record<string, string | readonly string[]>>;
  /** The JSON body, secret-shaped strings masked; text that is not JSON as masked text; `null` when none. */
  readonly body: unknown;
  /** The name of the request's API key, never the key; `null` without a known key. */
  readonly keyName: string | null;
  /** The status the client got; 0 when the connection was dropped. */
  readonly status: number;
  /** The error code of an error answer. */
  readonly errorCode: string | null;
  /** The virtual-clock instant the request arrived, ISO 8601. */
  readonly at: string;
  /** Wall-clock time the simulator took, in ms (fault latency included). */
  readonly durationMs: number;
  /** Whether the operation ran and its effects were kept (a success, or an `after` fault). */
  readonly committed: boolean;
  /** The fault rule that hit the request, if one did. */
  readonly fault: JournalFault | null;
}

/** Filters of the request journal (`GET /_simulator/requests`). */
export interface RequestJournalFilter {
  readonly operationId?: string | undefined;
  readonly status?: number | undefined;
  /** Entries at or after this virtual-clock instant (epoch ms). */
  readonly since?: number | undefined;
  /** The newest `limit` entries (still newest last). */
  readonly limit?: number | undefined;
}

/** What the journal answers: the entries, newest last, and how many older ones were dropped. */
export interface RequestJournalView {
  readonly requests: RequestJournalEntry[];
  readonly dropped: number;
}

/** What the pipeline records of one request. */
export interface RequestRecord {
  readonly operationId: string;
  readonly method: string;
  readonly pathTemplate: string;
  readonly path: string;
  /** `?...` or `''`. */
  readonly search: string;
  /** The body text as read; `undefined` when it was never read (a GET, or a request refused first). */
  readonly bodyText: string | undefined;
  readonly keyName: string | null;
  readonly status: number;
  /** The JSON text of an error answer, to read its code from. */
  readonly errorBody: string | undefined;
  readonly atMs: number;
  readonly durationMs: number;
  readonly committed: boolean;
  readonly fault: ApiFaultRuleState | undefined;
}

/** The default bound of the journal. */
export const DEFAULT_REQUEST_JOURNAL_LIMIT = 1000;

/** The schema of a journal in a snapshot. */
export const RequestJournalStateSchema = z.object({
  entries: z.array(
    z.object({
      seq: z.number().int().positive(),
      operationId: z.string(),
      method: z.string(),
      pathTemplate: z.string(),
      path: z.string(),
      query: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
      body: z.unknown(),
      keyName: z.string().nullable(),
      status: z.number().int().min(0).max(599),
      errorCode: z.string().nullable(),
      at: z.iso.datetime(),
      durationMs: z.number().min(0),
      committed: z.boolean(),
      fault: z.record(z.string(), z.unknown()).nullable(),
    }),
  ),
  dropped: z.number().int().min(0),
  next: z.number().int().positive().optional(),
});

/** The journal as a snapshot holds it. */
export interface RequestJournalState {
  readonly entries: readonly RequestJournalEntry[];
  readonly dropped: number;
  /** The seq of the next entry. */
  readonly next: number;
}

/** Masks every secret-shaped string of a JSON value. */
function maskValue(value: unknown): unknown {
  if (typeof value === 'string') return maskSecrets(value);
  if (Array.isArray(value)) return value.map(maskValue);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, maskValue(item)]));
  }
  return value;
}

function bodyOf(text: string | undefined): unknown {
  if (text === undefined || text.trim() === '') return null;
  try {
    return maskValue(JSON.parse(text));
  } catch {
    return maskSecrets(text);
  }
}

function queryOf(search: string): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  if (search === '' || search === '?') return query;
  const params = new URLSearchParams(search);
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key).map(maskSecrets);
    query[maskSecrets(key)] = values.length === 1 ? (values[0] as string) : values;
  }
  return query;
}

function errorCodeOf(status: number, body: string | undefined): string | null {
  if (status === 0) return 'CONNECTION_RESET';
  if (status < 400 || body === undefined) return null;
  try {
    const code = (JSON.parse(body) as { error?: { code?: unknown } }).error?.code;
    return typeof code === 'string' ? code : null;
  } catch {
    return null;
  }
}

function faultOf(rule: ApiFaultRuleState | undefined): JournalFault | null {
  if (rule === undefined) return null;
  return {
    when: rule.when ?? 'before',
    ...(rule.status === undefined ? {} : { status: rule.status }),
    ...(rule.status === undefined || rule.code === undefined ? {} : { code: rule.code }),
    ...(rule.network === undefined ? {} : { network: rule.network }),
    ...(rule.latencyMs === undefined ? {} : { latencyMs: rule.latencyMs }),
    ...(rule.body === undefined ? {} : { body: rule.body }),
  };
}

/** One entry: the record as taken, its view made on first read. */
class JournalSlot {
  #record: RequestRecord | undefined;
  #view: RequestJournalEntry | undefined;
  readonly seq: number;

  constructor(seq: number, record: RequestRecord | undefined, view?: RequestJournalEntry) {
    this.seq = seq;
    this.#record = record;
    this.#view = view;
  }

  get operationId(): string {
    return this.#record?.operationId ?? (this.#view as RequestJournalEntry).operationId;
  }

  get status(): number {
    return this.#record?.status ?? (this.#view as RequestJournalEntry).status;
  }

  get atMs(): number {
    return this.#record?.atMs ?? Date.parse((this.#view as RequestJournalEntry).at);
  }

  view(): RequestJournalEntry {
    if (this.#view === undefined) {
      const record = this.#record as RequestRecord;
      this.#view = {
        seq: this.seq,
        operationId: record.operationId,
        method: record.method,
        pathTemplate: record.pathTemplate,
        path: maskSecrets(record.path),
        query: queryOf(record.search),
        body: bodyOf(record.bodyText),
        keyName: record.keyName,
        status: record.status,
        errorCode: errorCodeOf(record.status, record.errorBody),
        at: new Date(record.atMs).toISOString(),
        durationMs: Math.round(record.durationMs * 10) / 10,
        committed: record.committed,
        fault: faultOf(record.fault),
      };
      this.#record = undefined;
    }
    return this.#view;
  }
}

/**
 * The request journal of one simulator.
 *
 * @example
 * ```ts
 * const journal = new RequestJournal(1000);
 * journal.list({ operationId: 'createPaymentRequest' }); // { requests: [...], dropped: 0 }
 * ```
 */
export class RequestJournal {
  readonly #limit: number;
  #slots: JournalSlot[] = [];
  /** Index of the oldest kept slot in `#slots` (dropped ones are sliced off in batches). */
  #start = 0;
  #dropped = 0;
  #next = 1;
  #version = 0;

  constructor(limit: number = DEFAULT_REQUEST_JOURNAL_LIMIT) {
    this.#limit = limit;
  }

  /** A number that changes whenever the journal does (the inspector's revision reads it). */
  get version(): number {
    return this.#version;
  }

  /** Records one request, dropping the oldest beyond the bound. */
  record(record: RequestRecord): void {
    this.#version += 1;
    if (this.#limit === 0) {
      this.#dropped += 1;
      this.#next += 1;
      return;
    }
    this.#slots.push(new JournalSlot(this.#next, record));
    this.#next += 1;
    if (this.#slots.length - this.#start > this.#limit) {
      this.#start += 1;
      this.#dropped += 1;
      // Compacted once the dropped head is as long as the bound, so a push stays cheap.
      if (this.#start >= this.#limit) {
        this.#slots = this.#slots.slice(this.#start);
        this.#start = 0;
      }
    }
  }

  /** How many entries are kept. */
  get size(): number {
    return this.#slots.length - this.#start;
  }

  /** The entries that pass the filter, newest last, and the count of dropped ones. */
  list(filter: RequestJournalFilter = {}): RequestJournalView {
    const { operationId, status, since, limit } = filter;
    const kept: JournalSlot[] = [];
    for (let index = this.#slots.length - 1; index >= this.#start; index--) {
      if (limit !== undefined && kept.length >= limit) break;
      const slot = this.#slots[index] as JournalSlot;
      if (operationId !== undefined && slot.operationId !== operationId) continue;
      if (status !== undefined && slot.status !== status) continue;
      if (since !== undefined && slot.atMs < since) continue;
      kept.push(slot);
    }
    return { requests: kept.reverse().map((slot) => slot.view()), dropped: this.#dropped };
  }

  /** Empties the journal (a reset): seqs start at 1 again. */
  clear(): void {
    this.#version += 1;
    this.#slots = [];
    this.#start = 0;
    this.#dropped = 0;
    this.#next = 1;
  }

  /** The journal as JSON, for a snapshot. */
  snapshot(): RequestJournalState {
    const { requests, dropped } = this.list();
    return { entries: requests, dropped, next: this.#next };
  }

  /** Replaces the journal with a snapshot's (a state without one empties it). */
  restore(
    state:
      | { readonly entries: readonly unknown[]; readonly dropped: number; readonly next?: number | undefined }
      | undefined,
  ): void {
    this.clear();
    if (state === undefined) return;
    const entries = state.entries as RequestJournalEntry[];
    const kept = this.#limit === 0 ? [] : entries.slice(-this.#limit);
    this.#slots = kept.map((entry) => new JournalSlot(entry.seq, undefined, entry));
    this.#dropped = state.dropped + (state.entries.length - kept.length);
    const last = entries.at(-1)?.seq ?? 0;
    this.#next = Math.max(state.next ?? 1, last + 1);
  }
}
