#!/usr/bin/env node
/**
 * `payments-simulator`: the standalone simulator. Prints one line with its URL (and, with the
 * demo seed, the ready-made keys and ids) and shuts down cleanly on SIGINT / SIGTERM.
 */
import { parseArgs } from 'node:util';
import { startServer } from './adapters/node.js';
import { SEED_NAMES, type SeedName } from './platform/config.js';
import { ENVIRONMENTS, type SimulatorEnvironment } from './platform/rows.js';
import { runProxyCommand } from './proxy/proxy-command.js';
import { DEMO, type DemoKeyName } from './scenarios/demo.js';

const USAGE = `Usage: payments-simulator [options]

  --port <n>             port to listen on; 0 picks a free one (default 4010)
  --host <host>          interface to listen on (default 127.0.0.1)
  --seed <demo|empty>    data to start from (default demo)
  --environment <env>    sandbox or production (default sandbox)
  --admin-token <token>  require Authorization: Bearer <token> on /_simulator routes
  --random-seed <seed>   seed of ids, tokens and OTP codes
  -h, --help             show this help

  payments-simulator proxy --upstream <url>   check a platform against the contract (proxy --help)`;

function fail(message: string): never {
  process.stderr.write(`${message}\n\n${USAGE}\n`);
  process.exit(2);
}

function demoLines(environment: SimulatorEnvironment): string[] {
  const keys = environment === 'sandbox' ? DEMO.keys : DEMO.liveKeys;
  const lines = ['', `Demo app: ${DEMO.apps.main.id} (webhook ${DEMO.apps.main.webhookUrl})`, 'API keys:'];
  for (const [name, key] of Object.entries(keys) as Array<[DemoKeyName, string]>) {
    lines.push(`  ${name.padEnd(18)} ${key.padEnd(42)} ${DEMO.keyDescriptions[name]}`);
  }
  lines.push('Teams:');
  for (const [name, team] of Object.entries(DEMO.teams))
    lines.push(`  ${name.padEnd(18)} ${team.id}  ${team.name}`);
  lines.push('Profiles:');
  for (const [name, profile] of Object.entries(DEMO.profiles)) {
    lines.push(`  ${name.padEnd(18)} ${profile.id}  ${profile.role} of ${profile.teamId}`);
  }
  lines.push('Users:');
  for (const [name, user] of Object.entries(DEMO.users))
    lines.push(`  ${name.padEnd(18)} ${user.id.padEnd(12)} ${user.email}`);
  lines.push(`Sessions: POST /_simulator/sessions {"profileId":"${DEMO.profiles.bruno.id}"}`);
  return lines;
}

async function main(): Promise<void> {
  let parsed: ReturnType<typeof parse>;
  function parse() {
    return parseArgs({
      options: {
        port: { type: 'string', default: '4010' },
        host: { type: 'string', default: '127.0.0.1' },
        seed: { type: 'string', default: 'demo' },
        environment: { type: 'string', default: 'sandbox' },
        'admin-token': { type: 'string' },
        'random-seed': { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
    });
  }
  try {
    parsed = parse();
  } catch (error) {
    fail((error as Error).message);
  }
  const { values } = parsed;
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`Invalid --port ${values.port}`);
  if (!(SEED_NAMES as readonly string[]).includes(values.seed)) fail(`Invalid --seed ${values.seed}`);
  if (!(ENVIRONMENTS as readonly string[]).includes(values.environment)) {
    fail(`Invalid --environment ${values.environment}`);
  }
  const seed = values.seed as SeedName;
  const environment = values.environment as SimulatorEnvironment;
  const server = await startServer({
    port,
    host: values.host,
    seed,
    environment,
    ...(values['admin-token'] === undefined ? {} : { adminToken: values['admin-token'] }),
    ...(values['random-seed'] === undefined ? {} : { randomSeed: values['random-seed'] }),
  });
  const lines = [`Payments Platform simulator (${environment}, ${seed} seed) listening on ${server.url}`];
  if (seed === 'demo') lines.push(...demoLines(environment));
  process.stdout.write(`${lines.join('\n')}\n`);

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`Received ${signal}, shutting down\n`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`Shutdown failed: ${(error as Error).message}\n`);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

const run = process.argv[2] === 'proxy' ? () => runProxyCommand(process.argv.slice(3)) : main;
run().catch((error: unknown) => {
  process.stderr.write(`payments-simulator: ${(error as Error).message}\n`);
  process.exit(1);
});
