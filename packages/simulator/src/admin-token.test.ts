import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { ADMIN_TOKEN_ENV, adminTokenOf, StartError } from './admin-token.js';

const folder = mkdtempSync(join(tmpdir(), 'admin-token-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('adminTokenOf', () => {
  test('off loopback with no token given, one is generated, a new one each start', () => {
    const first = adminTokenOf({ host: '0.0.0.0' }, {});
    const second = adminTokenOf({ host: '192.168.1.20' }, {});
    expect(first.generated).toBe(true);
    expect(first.token).toMatch(/^[\w-]{32}$/);
    expect(second).toMatchObject({ generated: true, token: expect.stringMatching(/^[\w-]{32}$/) });
    expect(second.token).not.toBe(first.token);
  });

  test('on loopback with no token given, none', () => {
    for (const host of ['127.0.0.1', 'localhost', '::1']) {
      expect(adminTokenOf({ host }, {}), host).toEqual({ generated: false });
    }
  });

  test('a token given is used as it is, on any interface: the option, the file, the environment', () => {
    const file = join(folder, 'token');
    writeFileSync(file, '  from-file  \nsecond line\n');
    expect(adminTokenOf({ host: '0.0.0.0', adminToken: 'given' }, {})).toEqual({
      token: 'given',
      generated: false,
    });
    expect(adminTokenOf({ host: '0.0.0.0', adminTokenFile: file }, {})).toEqual({
      token: 'from-file',
      generated: false,
    });
    expect(adminTokenOf({ host: '0.0.0.0' }, { [ADMIN_TOKEN_ENV]: ' from-env ' })).toEqual({
      token: 'from-env',
      generated: false,
    });
    expect(adminTokenOf({ host: '127.0.0.1' }, { [ADMIN_TOKEN_ENV]: 'from-env' })).toEqual({
      token: 'from-env',
      generated: false,
    });
  });

  test('an empty or missing token file stops the start, naming the file', () => {
    const empty = join(folder, 'empty');
    writeFileSync(empty, '\n');
    expect(() => adminTokenOf({ host: '0.0.0.0', adminTokenFile: empty }, {})).toThrow(
      new StartError(`The admin token file ${empty} is empty.`),
    );
    const missing = join(folder, 'missing');
    expect(() => adminTokenOf({ host: '0.0.0.0', adminTokenFile: missing }, {})).toThrow(
      `Cannot read the admin token file ${missing}: `,
    );
  });
});
