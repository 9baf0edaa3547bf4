/**
 * Runs the code blocks of the README files that are modules of their own (each file here is one
 * block, between its region markers) and checks what they print.
 */
import '@payments-platform/sdk';
import '@payments-platform/simulator';
import { afterEach, describe, expect, test, vi } from 'vitest';

afterEach(() => vi.restoreAllMocks());

/** Imports a snippet module and returns every line it printed with console.log. */
async function printed(load: () => Promise<unknown>): Promise<unknown[][]> {
  const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  await load();
  return log.mock.calls;
}

describe('README snippets', () => {
  test('use: a list, a call refused before sending, and an answer', async () => {
    const lines = await printed(() => import('./readme-use.js'));
    expect(lines[0]?.[0]).toMatch(/^\d+ countries$/);
    expect(lines[1]?.slice(0, 2)).toEqual(['api_reserved', 'refused:']);
    expect(lines[2]).toEqual(['alice', 'is taken']);
  });

  test('contract: the declarations as data', async () => {
    const lines = await printed(() => import('./readme-contract.js'));
    expect(lines).toEqual([
      [124],
      ['createInvitation'],
      [{ email: 'new@example.com', role: 'member' }],
      [[409]],
    ]);
  });
});
