/**
 * The `--help` texts: every subcommand is listed with an example, every flag of the server has an
 * example line, and the guide it names is the one the package ships.
 */
import { describe, expect, test } from 'vitest';
import { parseServeArgs, USAGE } from '../src/cli-options.js';
import { PROXY_USAGE } from '../src/proxy/proxy-command.js';

const flagsOf = (text: string) => [
  ...new Set([...text.matchAll(/^ {2}(?:-\w, )?(--[\w-]+)/gm)].map((m) => m[1] ?? '')),
];

describe('payments-simulator --help', () => {
  test('lists the proxy subcommand with an example and where its own options are', () => {
    expect(USAGE).toMatch(/^Usage: payments-simulator \[options\]\n\s+payments-simulator proxy --upstream/);
    expect(USAGE).toMatch(/^ {2}proxy {2,}/m);
    expect(USAGE).toContain('payments-simulator proxy --help');
    expect(USAGE).toMatch(/^ {29}payments-simulator proxy --upstream https:\/\/\S+/m);
  });

  test('gives an example line for every flag of the server', () => {
    const flags = flagsOf(USAGE).filter((flag) => flag !== '--help');
    expect(flags.length).toBeGreaterThan(10);
    for (const flag of flags)
      expect(USAGE, flag).toMatch(new RegExp(`^ {29}payments-simulator .*${flag}\\b`, 'm'));
  });

  test('every flag it lists is one the parser accepts', () => {
    for (const flag of flagsOf(USAGE)) {
      const parsed = () => parseServeArgs([flag]);
      expect(parsed, flag).not.toThrow(/Unknown option/);
    }
  });

  test('names the guide inside the installed package', () => {
    expect(USAGE).toContain('node_modules/@payments-platform/simulator/docs/dev-server.md');
  });

  test('the proxy help has an example with every required flag', () => {
    expect(PROXY_USAGE).toMatch(/^Example:\n {2}payments-simulator proxy --upstream https:\/\/\S+/m);
  });
});
