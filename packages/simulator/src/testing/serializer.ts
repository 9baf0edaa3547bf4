/**
 * A snapshot serializer (the `{ test, serialize }` plugin shape vitest's and Jest's
 * `expect.addSnapshotSerializer` take) that replaces generated values with stable placeholders:
 * ids, timestamps, hashes, addresses and tokens. Within one snapshotted value the same generated
 * value always gets the same placeholder, so the snapshot still shows which ids are equal, and it
 * no longer changes when a test makes one more call before.
 */

/** The kinds of values replaced, in the order they are tried. */
export const PLACEHOLDER_KINDS = ['time', 'hash', 'address', 'uuid', 'id', 'token'] as const;
/** A kind of replaced value. */
export type PlaceholderKind = (typeof PLACEHOLDER_KINDS)[number];

const PATTERNS: Readonly<Record<PlaceholderKind, string>> = {
  // ISO 8601 instants: 2025-01-01T00:00:00.000Z, with or without milliseconds or an offset.
  time: String.raw`\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})`,
  // Transaction hashes and signatures: 0x and 64 or more hex digits.
  hash: String.raw`\b0x[0-9a-fA-F]{64,}\b`,
  address: String.raw`\b0x[0-9a-fA-F]{40}\b`,
  uuid: String.raw`\b[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}\b`,
  // Prefixed ids (`whd_4fG7...`): a lowercase prefix, then 12 or more letters and digits with a digit or a capital.
  id: String.raw`\b[a-z]{2,10}_(?=[0-9A-Za-z]*[0-9A-Z])[0-9A-Za-z]{12,}\b`,
  // Opaque tokens and nanoid ids: 20 or more letters and digits, with letters and digits both.
  token: String.raw`\b(?=[0-9A-Za-z]*[0-9])(?=[0-9A-Za-z]*[A-Za-z])[0-9A-Za-z]{20,}\b`,
};

/** Options of {@link createSnapshotSerializer}. */
export interface SnapshotSerializerOptions {
  /** The kinds replaced; every kind by default. */
  readonly kinds?: readonly PlaceholderKind[];
  /** Values kept as they are (a fixed demo id or address you want to read in the snapshot). */
  readonly keep?: readonly string[];
}

/** The printer pretty-format hands a plugin. */
type Printer = (value: unknown, ...rest: never[]) => string;

/** The plugin shape of `expect.addSnapshotSerializer` (pretty-format's `NewPlugin`). */
export interface SnapshotSerializer {
  test(value: unknown): boolean;
  serialize(
    value: unknown,
    config: unknown,
    indentation: string,
    depth: number,
    refs: unknown,
    printer: Printer,
  ): string;
}

/**
 * A serializer with its own placeholders; see {@link snapshotSerializer} for the default one.
 *
 * @example
 * ```ts
 * expect.addSnapshotSerializer(createSnapshotSerializer({ keep: [DEMO.wallets.business] }));
 * ```
 */
export function createSnapshotSerializer(options: SnapshotSerializerOptions = {}): SnapshotSerializer {
  const kinds = options.kinds ?? PLACEHOLDER_KINDS;
  const keep = new Set(options.keep ?? []);
  const pattern = new RegExp(kinds.map((kind) => `(?<${kind}>${PATTERNS[kind]})`).join('|'), 'g');
  /** Values made by this serializer: printed as they are, never replaced again. */
  const made = new WeakSet<object>();

  const replaceIn = (text: string, seen: Map<string, string>): string =>
    text.replace(pattern, (match: string, ...rest: unknown[]) => {
      if (keep.has(match)) return match;
      const groups = rest.at(-1) as Record<PlaceholderKind, string | undefined>;
      const kind = kinds.find((name) => groups[name] !== undefined) ?? 'token';
      const key = `${kind}:${match.toLowerCase()}`;
      let placeholder = seen.get(key);
      if (placeholder === undefined) {
        const count = [...seen.keys()].filter((name) => name.startsWith(`${kind}:`)).length + 1;
        placeholder = `[${kind} ${count}]`;
        seen.set(key, placeholder);
      }
      return placeholder;
    });

  const hasGenerated = (value: unknown, visiting: Set<object>): boolean => {
    if (typeof value === 'string') {
      pattern.lastIndex = 0;
      const found = [...value.matchAll(pattern)].some((match) => !keep.has(match[0]));
      return found;
    }
    if (typeof value !== 'object' || value === null || visiting.has(value)) return false;
    visiting.add(value);
    const values = Array.isArray(value) ? value : Object.values(value);
    return values.some((item) => hasGenerated(item, visiting));
  };

  const copy = (value: unknown, seen: Map<string, string>, copies: Map<object, unknown>): unknown => {
    if (typeof value === 'string') return replaceIn(value, seen);
    if (typeof value !== 'object' || value === null) return value;
    const existing = copies.get(value);
    if (existing !== undefined) return existing;
    if (Array.isArray(value)) {
      const list: unknown[] = [];
      copies.set(value, list);
      made.add(list);
      for (const item of value) list.push(copy(item, seen, copies));
      return list;
    }
    const prototype = Object.getPrototypeOf(value);
    if (prototype !== Object.prototype && prototype !== null) return value;
    const record: Record<string, unknown> = {};
    copies.set(value, record);
    made.add(record);
    for (const [key, item] of Object.entries(value)) record[key] = copy(item, seen, copies);
    return record;
  };

  return {
    test: (value) => {
      if (typeof value === 'string') return hasGenerated(value, new Set());
      if (typeof value !== 'object' || value === null || made.has(value)) return false;
      const prototype = Object.getPrototypeOf(value);
      if (!Array.isArray(value) && prototype !== Object.prototype && prototype !== null) return false;
      return hasGenerated(value, new Set());
    },
    serialize: (value, config, indentation, depth, refs, printer) => {
      const replaced = copy(value, new Map(), new Map());
      // A replaced string is printed by the printer's own string rules (quotes, escapes).
      const print = printer as (...args: unknown[]) => string;
      return print(replaced, config, indentation, depth, refs);
    },
  };
}

/**
 * The default serializer: every kind of generated value replaced.
 *
 * @example
 * ```ts
 * expect.addSnapshotSerializer(snapshotSerializer);
 * expect(await client.core.requests.retrieve({ id })).toMatchSnapshot();
 * // { id: "[uuid 1]", createdAt: "[time 1]", tx: { id: "[uuid 2]", ... } }
 * ```
 */
export const snapshotSerializer: SnapshotSerializer = createSnapshotSerializer();
