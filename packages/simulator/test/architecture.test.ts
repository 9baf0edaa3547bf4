/**
 * The layers of the workspace, checked from the import lines of every source file: the arrows
 * between the packages, no cycle between the folders of any package's `src/`, the layers inside
 * the simulator, the declared order of its modules, and that each table is written only by the
 * module that declares it.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { ADAPTER_IMPORTS, MODULE_ORDER, ROOT_FILES } from './architecture-rules.js';

const here = dirname(fileURLToPath(import.meta.url));
const packagesDir = resolve(here, '../..');
const simulatorSrc = resolve(here, '../src');

interface ImportLine {
  readonly file: string;
  readonly line: number;
  readonly specifier: string;
}

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(name) && !/\.test(-d)?\.ts$/.test(name) ? [path] : [];
  });

const IMPORT =
  /(?:^|\s)(?:import|export)\s[^'"]*?\sfrom\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^import\s*['"]([^'"]+)['"]/g;

/** Every import, export-from and dynamic import of a file, with its line number. */
function importsOf(file: string): ImportLine[] {
  const text = readFileSync(file, 'utf8');
  const found: ImportLine[] = [];
  for (const match of text.matchAll(IMPORT)) {
    const specifier = match[1] ?? match[2] ?? match[3];
    if (specifier === undefined) continue;
    const offset = (match.index ?? 0) + match[0].indexOf(specifier);
    found.push({ file, line: text.slice(0, offset).split('\n').length, specifier });
  }
  return found;
}

const where = (entry: ImportLine) =>
  `${relative(packagesDir, entry.file)}:${entry.line} imports '${entry.specifier}'`;

/** The path of a simulator source file relative to `src`, with `/` separators. */
const srcPath = (file: string) => relative(simulatorSrc, file).split(sep).join('/');

type Layer =
  | { readonly kind: 'kernel' | 'platform' | 'scenarios' | 'http' | 'adapters' | 'testing' | 'root' }
  | { readonly kind: 'composition'; readonly folder: string }
  | { readonly kind: 'module'; readonly name: string; readonly rest: string };

function layerOf(path: string): Layer {
  const [top, name, ...rest] = path.split('/');
  if (top === 'modules' && name !== undefined) return { kind: 'module', name, rest: rest.join('/') };
  if (
    top === 'kernel' ||
    top === 'platform' ||
    top === 'scenarios' ||
    top === 'http' ||
    top === 'adapters' ||
    top === 'testing'
  ) {
    return { kind: top };
  }
  // The validation proxy is an adapter of its own: it forwards HTTP and reads the contract.
  if (top === 'proxy') return { kind: 'adapters' };
  // The inspector page is served by the composition root's control routes.
  if (top === 'inspector') return { kind: 'composition', folder: top };
  return { kind: 'root' };
}

const orderOf = (module: string) => (MODULE_ORDER as readonly string[]).indexOf(module);

/** Why an import from `from` to `to` (both relative to `src`) breaks the layering, or null. */
/** What the matchers read an in-process simulator's state through (see the testing rule). */
const MATCHER_READS = ['kernel/control.ts', 'kernel/services.ts', 'simulator.ts'];

function violation(from: string, to: string): string | null {
  const source = layerOf(from);
  const target = layerOf(to);
  const isIndexOf = (layer: Layer) => layer.kind === 'module' && layer.rest === 'index.ts';
  switch (source.kind) {
    case 'kernel':
      return target.kind === 'kernel' ? null : 'the kernel imports nothing of the other layers';
    case 'platform':
      return target.kind === 'kernel' || target.kind === 'platform'
        ? null
        : 'the platform imports only the kernel';
    case 'module': {
      if (target.kind === 'kernel' || target.kind === 'platform') return null;
      if (target.kind !== 'module')
        return `a module never imports ${target.kind === 'root' ? to : `${target.kind}/`}`;
      if (target.name === source.name) return null;
      if (!isIndexOf(target))
        return `a module imports another module through its index.ts only (${target.name})`;
      if (orderOf(source.name) < 0) return `module ${source.name} is not in MODULE_ORDER`;
      return orderOf(target.name) < orderOf(source.name)
        ? null
        : `module ${source.name} may import only modules declared before it, not ${target.name}`;
    }
    case 'scenarios':
      if (target.kind === 'kernel' || target.kind === 'platform' || target.kind === 'scenarios') return null;
      return isIndexOf(target) ? null : 'scenarios build through modules’ index.ts only';
    case 'http':
      if (target.kind === 'kernel' || target.kind === 'platform' || target.kind === 'http') return null;
      return target.kind === 'module' && target.name === 'tenancy'
        ? null
        : 'the HTTP layer imports only the kernel, the platform and tenancy';
    case 'adapters':
      return (ADAPTER_IMPORTS as readonly string[]).includes(target.kind)
        ? null
        : 'adapters import only the HTTP layer (and each other), never the kernel, the platform, a module or the composition root';
    case 'testing':
      // The test toolkit uses the simulator as an app's test does: through the package's entries
      // (the msw entry types the handlers `mswTest` serves). The matchers alone also read an
      // in-process simulator's control actions at once, outside the request lock, as
      // `snapshot()` does, so a matcher answers synchronously: they reach the control kernel and
      // the composition root's list of built-in actions for that.
      return target.kind === 'testing' ||
        to === 'index.ts' ||
        to === 'msw.ts' ||
        (from === 'testing/matchers.ts' && MATCHER_READS.includes(to))
        ? null
        : 'the testing entries import only each other and the package entries (index.ts, msw.ts)';
    case 'composition':
      return null;
    case 'root':
      return (ROOT_FILES as readonly string[]).includes(from) || from.split('/').length === 1
        ? null
        : `${from} is not a composition file`;
  }
}

/**
 * The folders of a package's `src/` that import each other in a circle, each with the imports
 * that close it (type imports included: a folder that needs another's types sits above it too).
 * Every folder is a node of its own, a nested one apart from its parent. The files at the top of
 * `src/` are the package's entries and the pieces they share, not a folder of one layer, so they
 * are not a node.
 */
function folderCycles(pkg: string): string[] {
  const src = join(packagesDir, pkg, 'src');
  const folderOf = (file: string) => relative(src, dirname(file)).split(sep).join('/');
  const edges = new Map<string, Map<string, string[]>>();
  for (const file of sourceFiles(src)) {
    const from = folderOf(file);
    if (from === '') continue;
    for (const entry of importsOf(file)) {
      if (!entry.specifier.startsWith('.')) continue;
      const to = folderOf(resolve(dirname(file), entry.specifier));
      if (to === '' || to === from) continue;
      const targets = edges.get(from) ?? new Map<string, string[]>();
      edges.set(from, targets);
      targets.set(to, [...(targets.get(to) ?? []), where(entry)]);
    }
  }
  // Tarjan's strongly connected components: a component of two or more folders is a cycle.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const components: string[][] = [];
  const visit = (folder: string) => {
    index.set(folder, index.size);
    low.set(folder, index.get(folder) as number);
    stack.push(folder);
    for (const next of edges.get(folder)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(folder, Math.min(low.get(folder) as number, low.get(next) as number));
      } else if (stack.includes(next)) {
        low.set(folder, Math.min(low.get(folder) as number, index.get(next) as number));
      }
    }
    if (low.get(folder) !== index.get(folder)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop() as string;
      component.push(member);
    } while (member !== folder);
    if (component.length > 1) components.push(component.sort());
  };
  for (const folder of [...edges.keys()].sort()) if (!index.has(folder)) visit(folder);
  return components.map((component) => {
    const imports = component.flatMap((from) =>
      component.flatMap((to) => (edges.get(from)?.get(to) ?? []).map((line) => `  ${line}`)),
    );
    return [
      `${pkg}/src: ${component.map((folder) => `${folder}/`).join(', ')} import each other:`,
      ...imports,
    ].join('\n');
  });
}

describe('architecture', () => {
  test('no package has a cycle between the folders of its src/', () => {
    const packages = readdirSync(packagesDir).filter((name) =>
      statSync(join(packagesDir, name, 'src'), { throwIfNoEntry: false })?.isDirectory(),
    );
    expect(packages).toEqual(expect.arrayContaining(['sdk', 'signing', 'simulator']));
    expect(packages.flatMap(folderCycles)).toEqual([]);
  });

  test('the SDK imports neither the simulator, the signing package nor viem; signing never imports the simulator', () => {
    const problems: string[] = [];
    for (const [pkg, forbidden] of [
      ['sdk', /^(@payments-platform\/(simulator|signing)|viem)(\/|$)/],
      ['signing', /^@payments-platform\/simulator(\/|$)/],
    ] as const) {
      for (const file of sourceFiles(join(packagesDir, pkg, 'src'))) {
        for (const entry of importsOf(file)) if (forbidden.test(entry.specifier)) problems.push(where(entry));
      }
    }
    expect(problems).toEqual([]);
  });

  test('inside the simulator, every import points down the layers and modules import earlier modules only', () => {
    const problems: string[] = [];
    for (const file of sourceFiles(simulatorSrc)) {
      const from = srcPath(file);
      for (const entry of importsOf(file)) {
        if (!entry.specifier.startsWith('.')) continue;
        const to = srcPath(resolve(dirname(file), entry.specifier.replace(/\.js$/, '.ts')));
        const reason = violation(from, to);
        if (reason !== null) problems.push(`${where(entry)}: ${reason}`);
      }
    }
    expect(problems).toEqual([]);
  });

  test('every module folder is in MODULE_ORDER and has an index.ts', () => {
    const folders = readdirSync(join(simulatorSrc, 'modules')).filter((name) =>
      statSync(join(simulatorSrc, 'modules', name)).isDirectory(),
    );
    expect([...folders].sort()).toEqual([...MODULE_ORDER].sort());
    for (const folder of folders)
      expect(statSync(join(simulatorSrc, 'modules', folder, 'index.ts')).isFile()).toBe(true);
  });

  test('each table is written only by the module that declares it (the platform’s by the platform)', () => {
    const owners = new Map<string, string>();
    const declared = (file: string, owner: string) => {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/^ {2}(\w+): \(\) =>/gm)) owners.set(match[1] as string, owner);
    };
    declared(join(simulatorSrc, 'platform', 'database.ts'), 'platform');
    for (const module of MODULE_ORDER) {
      const tables = join(simulatorSrc, 'modules', module, 'tables.ts');
      if (statSync(tables, { throwIfNoEntry: false })?.isFile()) declared(tables, `modules/${module}`);
    }
    expect(owners.size).toBeGreaterThan(40);
    const write = /\b(?:store|db|database)\.(\w+)\.(insert|upsert|update|delete|clear|load)\(/g;
    const problems: string[] = [];
    for (const file of sourceFiles(simulatorSrc)) {
      const path = srcPath(file);
      const lines = readFileSync(file, 'utf8').split('\n');
      lines.forEach((text, index) => {
        if (/^\s*(\*|\/\/)/.test(text)) return;
        for (const match of text.matchAll(write)) {
          const owner = owners.get(match[1] as string);
          if (owner === undefined) continue;
          if (!path.startsWith(`${owner}/`)) {
            problems.push(
              `${relative(packagesDir, file)}:${index + 1} writes table ${match[1]} (${match[2]}), owned by ${owner}`,
            );
          }
        }
      });
    }
    expect(problems).toEqual([]);
  });

  test('row types are declared beside their tables, and other files re-export them only from the owner’s index', () => {
    expect(statSync(join(simulatorSrc, 'platform', 'rows.ts'), { throwIfNoEntry: false })).toBeUndefined();
    const tablesFile = (path: string) =>
      path === 'platform/database.ts' || /^modules\/[\w-]+\/tables\.ts$/.test(path);
    const owners = new Map<string, string>();
    const problems: string[] = [];
    const files = sourceFiles(simulatorSrc);
    for (const file of files) {
      const path = srcPath(file);
      for (const match of readFileSync(file, 'utf8').matchAll(/^export (?:type|interface) (\w+Row)\b/gm)) {
        const name = match[1] as string;
        if (!tablesFile(path)) problems.push(`${path} declares the row type ${name} outside a tables file`);
        owners.set(name, path);
      }
    }
    expect(owners.size).toBeGreaterThan(40);
    const reexport = /^export\s+(?:type\s+)?\{([^}]*)\}\s+from\s+['"]([^'"]+)['"]/gm;
    for (const file of files) {
      const path = srcPath(file);
      for (const match of readFileSync(file, 'utf8').matchAll(reexport)) {
        const names = (match[1] as string).split(',').map((item) => item.trim().replace(/^type\s+/, ''));
        for (const name of names) {
          const owner = owners.get(name);
          if (owner === undefined) continue;
          const ownerIndex = owner.replace(/tables\.ts$/, 'index.ts');
          if (path === owner || path === ownerIndex || (ROOT_FILES as readonly string[]).includes(path))
            continue;
          problems.push(`${path} re-exports ${name}, which only ${ownerIndex} may`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  test('control actions are declared only in a module’s control.ts, the platform’s, the inspector’s, the runtime or the scenario routes, under their owner’s name', () => {
    const ownerOf = (path: string): string | null => {
      const module = /^modules\/([\w-]+)\/control\.ts$/.exec(path)?.[1];
      if (module !== undefined) return module.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
      if (path === 'platform/control.ts') return 'platform';
      if (path === 'inspector/control.ts') return 'inspector';
      if (path === 'runtime.ts') return 'state';
      if (path === 'scenario-control.ts') return 'scenarios';
      return null;
    };
    const problems: string[] = [];
    let declared = 0;
    for (const file of sourceFiles(simulatorSrc)) {
      const path = srcPath(file);
      if (path === 'kernel/control.ts') continue;
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/defineControlAction\(\{\s*module: '([\w]+)'/g)) {
        declared += 1;
        const owner = ownerOf(path);
        if (owner === null)
          problems.push(`${path} declares control action ${match[1]}; declare it in its owner’s control.ts`);
        else if (owner !== match[1])
          problems.push(`${path} declares an action of module ${match[1]}, not ${owner}`);
      }
      if (ownerOf(path) === null && /defineControlAction\(/.test(text)) {
        problems.push(`${path} calls defineControlAction outside a control file`);
      }
    }
    expect(declared).toBeGreaterThan(40);
    expect(problems).toEqual([]);
  });
});
