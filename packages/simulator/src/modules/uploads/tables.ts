/**
 * The tables of the uploads module. Only this module writes them; other modules read them or call
 * the functions its index exports.
 */
import { Table } from '../../kernel/table.js';
import { defineTables, type TablesOf } from '../../platform/database.js';
import type { UploadRow } from '../../platform/rows.js';

/** The tables of the uploads module, by name. */
export const uploadsTables = defineTables({
  uploads: () =>
    new Table<UploadRow, 'byFilePath'>({
      name: 'uploads',
      key: (row) => row.id,
      indexes: { byFilePath: (row) => row.filePath },
    }),
});

/** The uploads module's tables as the store holds them. */
export type UploadsTables = TablesOf<typeof uploadsTables>;

declare module '../../platform/database.js' {
  // biome-ignore lint/suspicious/noEmptyInterface: merges this module's tables into the store
  interface Tables extends UploadsTables {}
}
