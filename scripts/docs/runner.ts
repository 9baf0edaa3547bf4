/**
 * Runs an example of the documentation the same way in the page and in Node: the example's file,
 * with the block the reader sees (maybe edited) put back in its region, transpiled by TypeScript
 * to a CommonJS body and run as an async function whose `require` hands out modules the host
 * already loaded (the page's bundle, or Node's own imports). What it prints through `console` is
 * kept, then the function the block sits in is called and what it returns is printed too.
 * The output is text formatted here, never by the host, so the page and Node print alike.
 */

/** The part of the TypeScript API a run needs (the `typescript` module, or the page's `ts`). */
export interface Transpiler {
  transpileModule(
    input: string,
    options: { compilerOptions: { module: number; target: number }; fileName: string },
  ): { outputText: string };
}

/** What the site knows of a runnable block: its file, region and the function it sits in. */
export interface RunnableExample {
  readonly file: string;
  readonly region: string;
  /** The exported function holding the block; absent when the file's top level is the program. */
  readonly entry?: string;
  /** Whether `entry` takes the arguments of the file's `<name>.inputs.ts`. */
  readonly inputs?: boolean;
}

export interface RunHost {
  readonly ts: Transpiler;
  /** The modules an example may import, by specifier. */
  readonly modules: Readonly<Record<string, unknown>>;
  /** The `inputs` export of each file's `<name>.inputs.ts`, by the example file's path. */
  readonly inputs: Readonly<Record<string, Readonly<Record<string, () => unknown>>>>;
}

export interface RunResult {
  readonly status: 'ok' | 'error';
  /** What the example printed, then `→ ` and what its function returned, or the error it threw. */
  readonly output: string;
}

/** The file's text with the region's body replaced by `code`. */
export function withRegion(source: string, region: string, code: string): string {
  const lines = source.split('\n');
  const start = lines.findIndex((line) => line.trim() === `// #region ${region}`);
  const end = lines.findIndex((line, index) => index > start && line.trim() === `// #endregion ${region}`);
  if (start < 0 || end < 0) throw new Error(`No region ${region}`);
  const indent = /^\s*/.exec(lines[start] ?? '')?.[0] ?? '';
  const body = code.split('\n').map((line) => (line.trim() === '' ? '' : indent + line));
  return [...lines.slice(0, start + 1), ...body, ...lines.slice(end)].join('\n');
}

const MAX_DEPTH = 4;
const MAX_ITEMS = 20;
const WIDTH = 96;

/** A key as the output shows it: bare when it is an identifier. */
const keyText = (key: string) => (/^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key));

/** The text of a value that has no parts to show, or undefined for arrays and plain objects. */
function scalar(value: unknown): string | undefined {
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'bigint') return `${value}n`;
  if (typeof value === 'function') return `[Function ${value.name || 'anonymous'}]`;
  if (typeof value === 'symbol') return value.toString();
  if (value === null || typeof value !== 'object') return String(value);
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? 'Invalid Date' : value.toISOString();
  if (value instanceof Map) return `Map(${value.size})`;
  if (value instanceof Set) return `Set(${value.size})`;
  if (ArrayBuffer.isView(value)) return `${value.constructor.name}(${value.byteLength} bytes)`;
  if (Array.isArray(value)) return undefined;
  const prototype = Object.getPrototypeOf(value);
  if (prototype === Object.prototype || prototype === null) return undefined;
  const name = (prototype as { constructor?: { name?: string } }).constructor?.name;
  return name && name !== 'Object' ? `[${name}]` : undefined;
}

/** The parts of an array or plain object: `[label, value]`, the label empty for array items. */
function parts(value: object): { open: string; close: string; items: [string, unknown][]; more: number } {
  if (Array.isArray(value)) {
    const items = value.slice(0, MAX_ITEMS).map((item): [string, unknown] => ['', item]);
    return { open: '[', close: ']', items, more: value.length - items.length };
  }
  const entries = Object.entries(value);
  const items = entries
    .slice(0, MAX_ITEMS)
    .map(([key, item]): [string, unknown] => [`${keyText(key)}: `, item]);
  return { open: '{', close: '}', items, more: entries.length - items.length };
}

/** A value on one line. */
function compact(value: unknown, depth: number, seen: readonly unknown[]): string {
  const text = scalar(value);
  if (text !== undefined) return text;
  if (seen.includes(value)) return '[Circular]';
  const { open, close, items, more } = parts(value as object);
  if (items.length === 0 && more === 0) return `${open}${close}`;
  if (depth >= MAX_DEPTH) return open === '[' ? '[Array]' : '[Object]';
  const inner = [...seen, value];
  const shown = items.map(([label, item]) => label + compact(item, depth + 1, inner));
  if (more > 0) shown.push(`… ${more} more`);
  return open === '[' ? `[${shown.join(', ')}]` : `{ ${shown.join(', ')} }`;
}

/** A value on as many lines as it needs, each at most about WIDTH wide, nested by two spaces. */
function pretty(value: unknown, depth: number, indent: string, seen: readonly unknown[]): string {
  const line = compact(value, depth, seen);
  if (indent.length + line.length <= WIDTH || scalar(value) !== undefined || seen.includes(value))
    return line;
  if (depth >= MAX_DEPTH) return line;
  const { open, close, items, more } = parts(value as object);
  const next = `${indent}  `;
  const inner = [...seen, value];
  const shown = items.map(([label, item]) => `${next}${label}${pretty(item, depth + 1, next, inner)}`);
  if (more > 0) shown.push(`${next}… ${more} more`);
  return `${open}\n${shown.join(',\n')}\n${indent}${close}`;
}

/**
 * A value as the output shows it: a string as it is; anything else JSON-like, keys in their
 * order, broken over lines when long, class instances and cycles named, depth and length capped.
 */
export function formatValue(value: unknown): string {
  return typeof value === 'string' ? value : pretty(value, 0, '', []);
}

/** A `console` whose output lands in `lines`. */
function capture(lines: string[]) {
  const write =
    (prefix: string) =>
    (...args: unknown[]) =>
      void lines.push(prefix + args.map((arg) => formatValue(arg)).join(' '));
  return {
    log: write(''),
    info: write(''),
    debug: write(''),
    warn: write('warn: '),
    error: write('error: '),
  };
}

type AsyncBody = (...args: unknown[]) => Promise<unknown>;
const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (
  ...args: string[]
) => AsyncBody;

/**
 * Runs `example` with the block's code `code` (the region's text as the docs show it) on `host`;
 * `source` is the text of the example's file.
 */
export async function runExample(
  example: RunnableExample,
  source: string,
  code: string,
  host: RunHost,
): Promise<RunResult> {
  const lines: string[] = [];
  try {
    const program = withRegion(source, example.region, code);
    const { outputText } = host.ts.transpileModule(program, {
      fileName: example.file,
      compilerOptions: { module: 1 /* CommonJS */, target: 9 /* ES2022 */ },
    });
    const exports: Record<string, unknown> = {};
    const require = (specifier: string) => {
      if (!(specifier in host.modules)) throw new Error(`The page has no module ${specifier}`);
      return host.modules[specifier];
    };
    const body = new AsyncFunction('require', 'exports', 'module', 'console', outputText);
    await body(require, exports, { exports }, capture(lines));
    if (example.entry) {
      const fn = exports[example.entry];
      if (typeof fn !== 'function') throw new Error(`${example.file} exports no function ${example.entry}`);
      const inputs = example.inputs ? host.inputs[example.file]?.[example.entry] : undefined;
      if (example.inputs && !inputs) throw new Error(`No inputs for ${example.entry}`);
      const args = inputs ? ((await inputs()) as unknown[]) : [];
      const returned = await (fn as AsyncBody)(...args);
      if (returned !== undefined) lines.push(`→ ${returned === '' ? '""' : formatValue(returned)}`);
    }
    return { status: 'ok', output: lines.join('\n') };
  } catch (error) {
    lines.push(`✗ ${formatValue(error)}`);
    return { status: 'error', output: lines.join('\n') };
  }
}
