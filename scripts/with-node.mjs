// Runs a command on a Node of at least the given major: the repository's own toolchain (vitest 5,
// msw 3, tsup 9) wants Node 22.12 or later, and its test run uses Node 24. On a Node that old, the
// binary of that major comes from the npm registry (scripts/ensure-node.mjs, cached in
// node_modules/.cache/node) and goes first on the command's PATH, so `npm`, `npx` and every
// `#!/usr/bin/env node` script below it run on it too. On a Node of that major or newer, the
// command runs as it is.
// Usage: `node scripts/with-node.mjs 24 node scripts/test-stages.mjs` (what `npm test` runs).
import { spawn } from 'node:child_process';
import { delimiter, dirname } from 'node:path';
import { ensureNode } from './ensure-node.mjs';

const [major, command, ...args] = process.argv.slice(2);
if (!/^\d+$/.test(major ?? '') || !command) {
  console.error('usage: node scripts/with-node.mjs <major> <command> [args...]');
  process.exit(2);
}
const running = Number(process.versions.node.split('.')[0]);
const env = { ...process.env };
if (running < Number(major)) {
  const bin = dirname(ensureNode(major, { log: (line) => console.error(line) }));
  env.PATH = `${bin}${delimiter}${env.PATH ?? ''}`;
}
const child = spawn(command, args, { stdio: 'inherit', env });
// The child gets the terminal's signals itself; passing on one sent to this process alone (a CI
// script's `kill`) stops it too.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => child.kill(signal));
}
child.on('error', (error) => {
  console.error(`with-node: ${command}: ${error.message}`);
  process.exit(127);
});
child.on('exit', (code, signal) => {
  if (signal) {
    process.removeAllListeners(signal);
    process.kill(process.pid, signal);
  } else process.exit(code ?? 1);
});
