/**
 * What `login` of authentication.ts takes: the rows of a server's user table, kept here in a
 * `Map`. The documentation site calls `login` with these when its Run button is pressed; the
 * test beside it uses the same.
 */
import type { Session } from '@payments-platform/sdk';
import type { SessionRows } from './authentication.js';

/** A user table in memory, with every session written to it in order. */
export function memoryRows(): { rows: SessionRows; writes: Array<Session | undefined> } {
  const table = new Map<string, Session | undefined>();
  const writes: Array<Session | undefined> = [];
  const rows: SessionRows = {
    read: async (userId) => table.get(userId),
    write: async (userId, session) => {
      writes.push(session);
      table.set(userId, session);
    },
  };
  return { rows, writes };
}

/** The arguments of each function of authentication.ts that takes some. */
export const inputs = {
  login: () => [memoryRows().rows],
};
