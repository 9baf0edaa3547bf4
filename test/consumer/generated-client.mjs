// A client generated from docs/openapi.json, in a project the suite installed already (the
// minimal CommonJS one, with openapi-fetch added to its install): openapi-typescript (the
// repository's own) writes api.d.ts beside generated-client/client.mts, a strict `tsc` with
// `skipLibCheck: false` compiles both, and Node runs the client against the installed simulator's
// standalone server. It must answer for an operation of every tag of the document.
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const document = join(root, 'docs', 'openapi.json');

/**
 * Generates, type-checks and runs the client in `project.dir`; `typeCheck(project, args, config)`
 * reports type errors as the suite does, `run` runs a command, `node` is the row's Node binary.
 */
export async function checkGeneratedClient({ project, strict, typeCheck, run, node, check, log }) {
  const { name, dir } = project;
  copyFileSync(join(here, 'generated-client', 'client.mts'), join(dir, 'client.mts'));
  // Its exports map `./*.js` to `./*.mjs`, so its command is found by path.
  const cli = join(root, 'node_modules', 'openapi-typescript', 'bin', 'cli.js');
  const generate = await run(
    process.execPath,
    // openapi-typescript prints with TypeScript's compiler API, which the repository's TypeScript 7
    // does not have: scripts/typescript-5.mjs hands it the 5.9 compiler.
    [
      '--import',
      join(root, 'scripts', 'typescript-5.mjs'),
      cli,
      document,
      '--output',
      join(dir, 'api.d.ts'),
      '--redocly',
      join(root, 'redocly.yaml'),
    ],
    root,
  );
  check(generate.status === 0, `${name}: openapi-typescript failed\n${generate.output}`);
  const compilerOptions = {
    ...strict,
    module: 'nodenext',
    moduleResolution: 'nodenext',
    outDir: 'out-client',
  };
  writeFileSync(
    join(dir, 'tsconfig.client.json'),
    `${JSON.stringify({ compilerOptions, include: ['client.mts', 'api.d.ts'] }, null, 2)}\n`,
  );
  const { errors } = await typeCheck(project, [], 'tsconfig.client.json');
  check(errors.length === 0, `${name}: the generated client: ${errors.length} type errors, none expected`);
  const result = await run(node, [join('out-client', 'client.mjs')], dir);
  let answers = {};
  try {
    answers = JSON.parse(result.output.trim().split('\n').at(-1) ?? '');
  } catch {
    check(false, `${name}: the generated client printed no report\n${result.output}`);
  }
  const tags = JSON.parse(readFileSync(document, 'utf8')).tags.map((tag) => tag.name);
  const missing = tags.filter((tag) => !(answers[tag] > 0));
  check(
    missing.length === 0,
    `${name}: the generated client got no answer for ${missing.join(', ')}: ${result.output}`,
  );
  log(`${name}: generated openapi-fetch client, strict tsc clean, answers ${JSON.stringify(answers)}`);
}
