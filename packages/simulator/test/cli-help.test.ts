/**
 * The `--help` texts: every subcommand is listed with an example, every flag of the server has an
 * example line, and the guide it names is the one the package ships.
 */
import { describe, expect, test } from 'vitest';
import { parseServeArgs, USAGE } from '../src/cli-options.js';
import { PROXY_USAGE, parseByteSize, parseProxyArgs } from '../src/proxy/proxy-command.js';

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

  test('the proxy help shows --timeout and --max-body with an example', () => {
    expect(PROXY_USAGE).toMatch(/^ {2}--timeout <ms> {2,}\S/m);
    expect(PROXY_USAGE).toMatch(/^ {2}--max-body <bytes> {2,}\S/m);
    expect(PROXY_USAGE).toMatch(
      /^ {2}payments-simulator proxy --upstream \S+ --timeout \d+ --max-body \w+$/m,
    );
  });
});

describe('payments-simulator proxy arguments', () => {
  const upstream = ['--upstream', 'https://sandbox.example.com'];

  test('--timeout and --max-body become the proxy options', () => {
    expect(parseProxyArgs([...upstream, '--timeout', '5000', '--max-body', '5mb'])).toEqual({
      help: false,
      options: {
        upstream: 'https://sandbox.example.com/',
        port: 4020,
        host: '127.0.0.1',
        timeoutMs: 5000,
        maxBodyBytes: 5 * 1024 * 1024,
      },
      reportFile: undefined,
      recordFile: undefined,
      allow: [],
    });
    const defaults = parseProxyArgs(upstream);
    expect(defaults.help === false && defaults.options).not.toHaveProperty('timeoutMs');
    expect(defaults.help === false && defaults.options).not.toHaveProperty('maxBodyBytes');
  });

  test('--record keeps the exchanges and --allow takes kinds of difference', () => {
    const parsed = parseProxyArgs([...upstream, '--record', 's.har', '--allow', 'invalid-data']);
    expect(parsed).toMatchObject({ recordFile: 's.har', allow: ['invalid-data'], options: { record: true } });
    expect(() => parseProxyArgs([...upstream, '--allow', 'shape'])).toThrow('Invalid --allow "shape"');
  });

  test('byte sizes take a plain number or a binary unit in any case', () => {
    expect(parseByteSize('1048576')).toBe(1048576);
    expect(parseByteSize('512kb')).toBe(512 * 1024);
    expect(parseByteSize('512K')).toBe(512 * 1024);
    expect(parseByteSize('5 MiB')).toBe(5 * 1024 ** 2);
    expect(parseByteSize('1gb')).toBe(1024 ** 3);
    expect(parseByteSize('10b')).toBe(10);
    for (const bad of ['', '0', '-1', '1.5mb', '5xb', 'mb', '1e6', '0x10', '99999999999999999', '1tb']) {
      expect(parseByteSize(bad), bad).toBeUndefined();
    }
  });

  test('a bad value is a usage error naming the flag', () => {
    for (const value of ['0', '-5', '1.5', 'soon', '', '2147483648', '1e3']) {
      expect(() => parseProxyArgs([...upstream, `--timeout=${value}`]), value).toThrow(
        new RegExp(`^Invalid --timeout ${JSON.stringify(value).replace(/[.]/g, '\\.')}:`),
      );
    }
    for (const value of ['0', '5xb', '1.5mb', '']) {
      expect(() => parseProxyArgs([...upstream, `--max-body=${value}`]), value).toThrow(
        /^Invalid --max-body /,
      );
    }
    expect(() => parseProxyArgs([...upstream, '--timeout'])).toThrow(/--timeout/);
    expect(() => parseProxyArgs(['--timeout', '10'])).toThrow('Missing --upstream <url>');
  });
});
