// The packages as a user installs them. Runs `npm publish --dry-run` of each package, packs the
// three built packages, checks each tarball
// (license, changelog, README links that resolve inside it, internal dependencies as caret ranges),
// then installs the tarballs into fresh projects under the system's temporary folder, one per module
// setting (ESM with node16, ESM with bundler, CommonJS with node16), and in each: a strict `tsc` with
// `skipLibCheck: false` over the app in `app/` (every public entry point, a custom handler, the
// store, a control method, a narrowed error, the signing helpers), the app run with Node, and a
// vitest + MSW test; in the first, `payments-simulator --help` and the guide it names. Then the
// testing examples as an app runs them: examples/testing-vitest and examples/testing-playwright
// copied into another fresh project with the tarballs, vitest, @playwright/test and esbuild, a
// strict `tsc` over them, and their vitest files run there (the in-process fixtures and matchers,
// the MSW variant, the snapshot serializer, and the Playwright suite in the system's Chromium with
// two workers, each against its own server); each test run is printed.
// Errors inside other libraries' declarations are listed but do not fail the run; errors in our
// packages' declarations or in the app do. The projects are deleted afterwards (`--keep` keeps them).
// Usage: `npm run build && node test/consumer/run.mjs` (the root `npm test` builds first).
import { execFileSync, spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, posix, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const PACKAGES = ['sdk', 'signing', 'simulator'];
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

  // 2. One fresh project per module setting.
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
  // `@playwright/test` is the optional peer of the playwright entry, which the app imports.
  const tools = ['typescript', 'vitest', '@types/node', '@playwright/test'].map(
    (name) => `${name}@${versionOf(name)}`,
  );

  // Installs one after the other (they share npm's cache), then the checks of the three projects
  // side by side.
  const installed = [];
  for (const project of projects) {
    const dir = join(work, project.name);
    mkdirSync(dir);
    cpSync(join(here, 'app'), dir, { recursive: true });
    writeFileSync(join(dir, 'entries.ts'), entriesSourceOf(entryPointsOf(project.type)));
    writeFileSync(
      join(dir, 'package.json'),
      `${JSON.stringify({ name: `consumer-${project.name}`, private: true, type: project.type }, null, 2)}\n`,
    );
    writeFileSync(
      join(dir, 'tsconfig.json'),
      `${JSON.stringify({ compilerOptions: { ...strict, ...project.compilerOptions }, include: ['*.ts'] }, null, 2)}\n`,
    );
    const installStart = performance.now();
    const install = await installTarballs(dir, tarballs, packed, tools);
    if (install.status !== 0) {
      failures.push(`${project.name}: npm install failed\n${install.output}`);
      continue;
    }
    installed.push({ ...project, dir, installSeconds: seconds(installStart) });
  }

  const checkProject = async ({ name, type, dir, installSeconds }) => {
    const entryPoints = runtimeEntriesOf(entryPointsOf(type));
    // Strict type check with the libraries' declarations, emitting the app for Node.
    const tscStart = performance.now();
    const tsc = await run(
      process.execPath,
      [join(dir, 'node_modules/typescript/bin/tsc'), '-p', '.', '--pretty', 'false'],
      dir,
    );
    const tscSeconds = seconds(tscStart);
    const { errors, ours, theirs } = typeErrorsOf(name, tsc);
    if (errors.length > 0) {
      // An error anywhere stops the emit (noEmitOnError): check again without it to run the app.
      await run(
        process.execPath,
        [join(dir, 'node_modules/typescript/bin/tsc'), '-p', '.', '--noEmitOnError', 'false'],
        dir,
      );
    }

    // The app, run with Node.
    const app = await run(process.execPath, [join('out', 'main.js')], dir);
    let report;
    try {
      report = JSON.parse(app.output.trim().split('\n').at(-1) ?? '');
    } catch {
      failures.push(`${name}: the app did not print its report\n${app.output}`);
    }
    if (report) {
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
    }

    // The app's vitest + MSW test, run on the TypeScript source by vitest.
    const vitest = await run(
      process.execPath,
      [join(dir, 'node_modules/vitest/vitest.mjs'), 'run', 'app.test.ts', '--reporter', 'dot'],
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
    }
    log(
      `${name}: install ${installSeconds} s, tsc ${tscSeconds} s (${ours.length} errors of ours or the app's, ${theirs.length} in other libraries), app and vitest run`,
    );
  };
  await Promise.all(installed.map(checkProject));

  // 3. The testing examples as an app runs them: the folders examples/testing-vitest (the
  // in-process fixtures and matchers, the MSW variant, the snapshot serializer) and
  // examples/testing-playwright (a page in Chromium, two workers, a simulator server each), copied
  // as they are into a new project that installs the tarballs, then type-checked strictly and run.
  // After the other projects, so the browser tests do not share the CPU with three `tsc`.
  await runExamples(tarballs, packed, strict);
} finally {
  if (keep) log(`kept ${relative(process.cwd(), work) || work}`);
  else rmSync(work, { recursive: true, force: true });
}

/** Installs the tarballs and the runners into a new project, and runs the testing examples there. */
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
    env,
  );
}

async function runExamples(tarballs, packed, strict) {
  const name = 'examples';
  const examples = ['testing-vitest', 'testing-playwright'];
  const dir = join(work, name);
  mkdirSync(dir);
  for (const example of examples) {
    cpSync(join(root, 'examples', example), join(dir, example), { recursive: true });
  }
  writeFileSync(
    join(dir, 'package.json'),
    `${JSON.stringify({ name: 'consumer-examples', private: true, type: 'module' }, null, 2)}\n`,
  );
  // The page's script (app.ts) runs in the browser, the rest in Node.
  const compilerOptions = {
    ...strict,
    module: 'node16',
    moduleResolution: 'node16',
    lib: ['ES2022', 'DOM', 'DOM.Iterable'],
    noEmit: true,
  };
  writeFileSync(
    join(dir, 'tsconfig.json'),
    `${JSON.stringify({ compilerOptions, include: examples.map((example) => `${example}/**/*.ts`) }, null, 2)}\n`,
  );
  // The runners, the serve.ts bundler and the type checker, at this repository's versions.
  const tools = ['typescript', '@types/node', 'vitest', '@playwright/test', 'esbuild'].map(
    (tool) => `${tool}@${versionOf(tool)}`,
  );
  // Playwright never downloads a browser here: the examples launch the system's Chromium.
  const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', NO_COLOR: '1' };
  const installStart = performance.now();
  const install = await installTarballs(dir, tarballs, packed, tools, env);
  if (install.status !== 0) {
    failures.push(`${name}: npm install failed\n${install.output}`);
    return;
  }
  const installSeconds = seconds(installStart);

  const tscStart = performance.now();
  const tsc = await run(
    process.execPath,
    [join(dir, 'node_modules/typescript/bin/tsc'), '-p', '.', '--pretty', 'false'],
    dir,
  );
  const { ours, theirs } = typeErrorsOf(name, tsc);
  const tscSeconds = seconds(tscStart);

  // Every vitest file of the two folders; the Playwright specs run through playwright.test.ts.
  const files = examples.flatMap((example) =>
    readdirSync(join(dir, example))
      .filter((file) => file.endsWith('.test.ts'))
      .map((file) => `${example}/${file}`),
  );
  const args = ['run', ...files, '--testTimeout', '20000', '--reporter', 'verbose'];
  const reportFile = join(dir, 'vitest-report.json');
  log(`${name}: vitest ${args.join(' ')}`);
  const vitestStart = performance.now();
  const vitest = await run(
    process.execPath,
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
  log(
    `${name}: install ${installSeconds} s, tsc ${tscSeconds} s (${ours.length} errors of ours or the examples', ${theirs.length} in other libraries), vitest ${vitestSeconds} s`,
  );
}

for (const note of notes) console.log(`consumer: note: ${note}`);
for (const failure of failures) console.error(`consumer: FAIL ${failure}`);
log(`${failures.length} failures in ${seconds(started)} s`);
process.exit(failures.length === 0 ? 0 : 1);
