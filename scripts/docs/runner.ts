/**
 * Runs an example of the documentation the same way in the page and in Node: the example's file,
 * with the block the reader sees (maybe edited) put back in its region between two markers,
 * stripped of its types by sucrase to a CommonJS body and run as an async function whose
 * `require` hands out modules the host already loaded (the page's bundle, or Node's own imports).
 * The rest of the file is the block's hidden setup: it runs, but only the block speaks. The output
 * is what the block prints through `console` while it runs, what the function returns when the
 * block is where it returns, the tests the block declares (run by the host's test harness), or,
 * when the block printed nothing, the values of the names it declares. The output is text
 * formatted here, never by the host, so the page and Node print alike.
 */
import { transform } from 'sucrase';

/** What the site knows of a runnable block: its file, region and the function it sits in. */
export interface RunnableExample {
  readonly file: string;
  readonly region: string;
  /** The exported function holding the block; absent when the file's top level is the program. */
  readonly entry?: string;
  /** Whether `entry` takes the arguments of the file's `<name>.inputs.ts`. */
  readonly inputs?: boolean;
}

/** Whether the block is running: the harness reads it when a test is declared and runs one. */
export interface RegionState {
  active: boolean;
}

/** Runs the tests an example declares with the page's own `test` and `expect`. */
export interface TestHarness {
  /** The modules it stands in for (`vitest`, `@payments-platform/simulator/vitest`), by specifier. */
  readonly modules: Readonly<Record<string, unknown>>;
  /** Runs the tests declared while the block ran, printing a line per test; throws when one fails. */
  runTests(): Promise<void>;
}

export interface RunHost {
  /**
   * The modules an example may import, by specifier; a relative import is looked up by its path
   * from the repository root (`examples/testing-vitest/shop.ts`).
   */
  readonly modules: Readonly<Record<string, unknown>>;
  /** The `inputs` export of each file's `<name>.inputs.ts`, by the example file's path. */
  readonly inputs: Readonly<Record<string, Readonly<Record<string, () => unknown>>>>;
  /**
   * The `exercise` export of each file's `<name>.inputs.ts`, by the example file's path: what to
   * do with what a function returns (send a receiver a delivery), its output the block's.
   */
  readonly exercises?: Readonly<Record<string, Readonly<Record<string, (returned: never) => unknown>>>>;
  /** A fresh test harness for a run, told when the block runs. */
  readonly harness?: (region: RegionState, print: (line: string) => void) => TestHarness;
}

export interface RunResult {
  readonly status: 'ok' | 'error';
  /** What the example printed, then `→ ` and what its function returned, or the error it threw. */
  readonly output: string;
}

/** The file's text with the region's body replaced by `code`. */
export function withRegion(source: string, region: string, code: string): string {
  return withMarkedRegion(source, region, code, '', '');
}

/** The file's text with the region's body replaced by `code` between the lines `before` and `after`. */
function withMarkedRegion(source: string, region: string, code: string, before: string, after: string) {
  const lines = source.split('\n');
  const start = lines.findIndex((line) => line.trim() === `// #region ${region}`);
  const end = lines.findIndex((line, index) => index > start && line.trim() === `// #endregion ${region}`);
  if (start < 0 || end < 0) throw new Error(`No region ${region}`);
  const indent = /^\s*/.exec(lines[start] ?? '')?.[0] ?? '';
  const body = code.split('\n').map((line) => (line.trim() === '' ? '' : indent + line));
  const marks = (line: string) => (line ? [indent + line] : []);
  return [...lines.slice(0, start + 1), ...marks(before), ...body, ...marks(after), ...lines.slice(end)].join(
    '\n',
  );
}

const MAX_DEPTH = 4;
const MAX_ITEMS = 20;
const WIDTH = 96;

/** A key as the output shows it: bare when it is an identifier. */
const keyText = (key: string) => (/^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key));

/** A property with a getter, shown as such. */
const ACCESSOR = Symbol('accessor');

/**
 * The keys of an API surface (a plain object whose members are all functions or surfaces, as a
 * client or a namespace), or undefined for any other value.
 */
function surfaceKeys(value: unknown, depth = 0): string[] | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value) || depth > 3) return undefined;
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return undefined;
  const keys = Object.keys(value);
  if (keys.length === 0) return undefined;
  for (const key of keys) {
    const member = (value as Record<string, unknown>)[key];
    if (typeof member !== 'function' && !surfaceKeys(member, depth + 1)) return undefined;
  }
  return keys;
}

/** The text of a value that has no parts to show, or undefined for arrays and plain objects. */
function scalar(value: unknown): string | undefined {
  if (value === ACCESSOR) return '[Getter]';
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
  const surface = surfaceKeys(value);
  if (surface)
    return `{ ${surface.slice(0, 8).join(', ')}${surface.length > 8 ? `, … ${surface.length - 8} more` : ''} }`;
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
  // An accessor is not called: it may compute, or throw where a module is missing.
  const entries = Object.keys(value).map((key): [string, unknown] => {
    const descriptor = Object.getOwnPropertyDescriptor(value, key);
    return [key, descriptor && 'value' in descriptor ? descriptor.value : ACCESSOR];
  });
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

/**
 * A `console` whose output, while the block runs, lands in `lines`; the hidden rest of the example
 * prints nothing, but for its warnings and errors, which go to `host`.
 */
function capture(lines: string[], region: RegionState, host: Console) {
  const write =
    (prefix: string, method: 'log' | 'info' | 'debug' | 'warn' | 'error') =>
    (...args: unknown[]) => {
      if (region.active) lines.push(prefix + args.map((arg) => formatValue(arg)).join(' '));
      else if (method === 'warn' || method === 'error') host[method].apply(host, args);
    };
  return {
    log: write('', 'log'),
    info: write('', 'info'),
    debug: write('', 'debug'),
    warn: write('warn: ', 'warn'),
    error: write('error: ', 'error'),
  };
}

/** The names the block's own statements (not nested ones) declare with `const`, `let` or `var`. */
export function declaredNames(code: string): string[] {
  const names = new Set<string>();
  const text = code.replace(/\/\/.*$/gm, '');
  for (const match of text.matchAll(/^(?:const|let|var)\s+/gm)) {
    // The binding runs to the `=`, `;`, type annotation or line end outside brackets.
    const from = match.index + match[0].length;
    let depth = 0;
    let end = from;
    for (; end < text.length; end++) {
      const char = text[end] ?? '';
      if (char === '{' || char === '[') depth++;
      else if (char === '}' || char === ']') depth--;
      else if (depth === 0 && '=;:\n'.includes(char)) break;
    }
    const binding = text.slice(from, end).trim();
    if (/^[{[]/.test(binding)) {
      // A pattern: a name is one followed by `,`, `}`, `]` or a default, not a key's `:`.
      for (const [, name = ''] of binding.matchAll(/([A-Za-z_$][\w$]*)\s*(?=[,}\]=]|$)/g)) names.add(name);
    } else {
      const name = /^[A-Za-z_$][\w$]*/.exec(binding)?.[0];
      if (name) names.add(name);
    }
  }
  return [...names];
}

/** Lines a declared value shows at most: the block printed nothing, so it is a glance, not a dump. */
const MAX_VALUE_LINES = 8;

function clipped(text: string): string {
  const lines = text.split('\n');
  return lines.length <= MAX_VALUE_LINES
    ? text
    : [...lines.slice(0, MAX_VALUE_LINES - 1), `  … ${lines.length - MAX_VALUE_LINES + 1} more lines`].join(
        '\n',
      );
}

type AsyncBody = (...args: unknown[]) => Promise<unknown>;
const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (
  ...args: string[]
) => AsyncBody;

/** The marker calls around the block, and what they record. */
function regionMarkers(region: RegionState) {
  // The declared values as they are when the block ends, formatted then.
  const state = { entered: false, left: false, values: [] as [string, string][] };
  const marker = {
    enter() {
      state.entered = true;
      region.active = true;
    },
    leave(values: Record<string, () => unknown>) {
      region.active = false;
      state.left = true;
      for (const [name, read] of Object.entries(values)) {
        try {
          state.values.push([name, clipped(formatValue(read()))]);
        } catch {
          // a name the edited block no longer declares
        }
      }
    },
  };
  return { marker, state };
}

/** A module as `require` hands it out: marked as an ES module, so a default import reads `default`. */
function asModule(module: unknown): unknown {
  if (typeof module !== 'object' || module === null || '__esModule' in module) return module;
  return Object.assign(Object.create(null), module, { __esModule: true });
}

/** The path of `specifier` imported by `file`, both from the repository root, without its extension. */
function relativePath(file: string, specifier: string): string {
  const parts = file.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/').replace(/\.[cm]?[jt]s$/, '');
}

/** The example's file with the block in place, as the body of an async function. */
function program(example: RunnableExample, source: string, code: string): string {
  const names = declaredNames(code);
  const values = names.map((name) => `${JSON.stringify(name)}: () => ${name}`).join(', ');
  const marked = withMarkedRegion(
    source,
    example.region,
    code,
    '__region.enter();',
    `__region.leave({ ${values} });`,
  );
  // sucrase writes `export { a }` as `exports.a = a` where it stands: above the declaration, that
  // reads `a` too early, so the lists go last.
  const exportLists: string[] = [];
  const body = marked.replace(/^export \{[^}]*\};?[ \t]*$/gm, (list) => {
    exportLists.push(list);
    return '';
  });
  const program = [body, ...exportLists].join('\n');
  return transform(program, { transforms: ['typescript', 'imports'], filePath: example.file }).code;
}

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
  const region: RegionState = { active: false };
  const { marker, state } = regionMarkers(region);
  const harness = host.harness?.(region, (line) => lines.push(line));
  // The global console too, for what the block's callbacks print from other modules (an app's
  // `markPaid` in an inputs file); what is printed while the block is not running passes through.
  const saved = { ...globalThis.console };
  const console = capture(lines, region, saved);
  Object.assign(globalThis.console, console);
  try {
    const body = new AsyncFunction(
      'require',
      'exports',
      'module',
      'console',
      '__region',
      program(example, source, code),
    );
    const modules: Record<string, unknown> = { ...host.modules, ...harness?.modules };
    const require = (specifier: string) => {
      const key = specifier.startsWith('.') ? relativePath(example.file, specifier) : specifier;
      if (!(key in modules)) throw new Error(`The page has no module ${specifier}`);
      return asModule(modules[key]);
    };
    const exports: Record<string, unknown> = {};
    await body(require, exports, { exports }, console, marker);
    if (example.entry) {
      const fn = exports[example.entry];
      if (typeof fn !== 'function') throw new Error(`${example.file} exports no function ${example.entry}`);
      const inputs = example.inputs ? host.inputs[example.file]?.[example.entry] : undefined;
      if (example.inputs && !inputs) throw new Error(`No inputs for ${example.entry}`);
      const args = inputs ? ((await inputs()) as unknown[]) : [];
      const returned = await (fn as AsyncBody)(...args);
      // A block that returns leaves the function without reaching its end marker.
      if (state.entered && !state.left) {
        region.active = false;
        if (returned !== undefined) lines.push(`→ ${returned === '' ? '""' : formatValue(returned)}`);
      }
      const exercise = host.exercises?.[example.file]?.[example.entry];
      if (exercise && state.left) {
        region.active = true;
        await exercise(returned as never);
        region.active = false;
      }
    }
    if (!state.entered) throw new Error('The block did not run');
    await harness?.runTests();
    if (lines.length === 0) for (const [name, text] of state.values) lines.push(`${name} = ${text}`);
    return { status: 'ok', output: lines.join('\n') };
  } catch (error) {
    lines.push(`✗ ${formatValue(error)}`);
    return { status: 'error', output: lines.join('\n') };
  } finally {
    region.active = false;
    Object.assign(globalThis.console, saved);
  }
}
