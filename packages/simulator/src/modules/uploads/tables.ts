/**
 * The tables of the uploads module and the types of their rows. Only this module writes
 * them; other modules read them, import the row types through its index, or call the functions
 * the index exports.
 */
import * as z from 'zod';
import { rowFields, rowSchema } from '../../kernel/row-schema.js';
import { Table } from '../../kernel/table.js';
import { defineTables, type TablesOf } from '../../platform/database.js';

/** A signed upload slot (team or profile image) and, once uploaded, its bytes. */
export type UploadRow = {
  /** The token in the upload URL. */
  readonly id: string;
  readonly kind: 'teamImage' | 'profileImage' | 'otcProof';
  readonly appId: string;
  readonly teamId: string | null;
  readonly profileId: string | null;
  readonly filePath: string;
  readonly contentType: string;
  readonly createdAt: string;
  /** Epoch ms after which the upload URL no longer accepts a PUT. */
  readonly expiresAt: number;
  /** The uploaded bytes, base64; null until the PUT. */
  readonly bytesBase64: string | null;
  readonly size: number | null;
  readonly uploadedAt: string | null;
};

const uploadsRow = rowSchema(() =>
  z.strictObject({
    id: rowFields.key(),
    kind: z.enum(['teamImage', 'profileImage', 'otcProof']),
    appId: z.string(),
    teamId: z.string().nullable(),
    profileId: z.string().nullable(),
    filePath: z.string(),
    contentType: z.string(),
    createdAt: rowFields.instant(),
    expiresAt: rowFields.instantMs(),
    bytesBase64: z.base64().nullable(),
    size: rowFields.count().nullable(),
    uploadedAt: rowFields.instant().nullable(),
  }),
);

/** The tables of the uploads module, by name. */
export const uploadsTables = defineTables({
  uploads: () =>
    new Table<UploadRow, 'byFilePath'>({
      name: 'uploads',
      row: uploadsRow,
      key: (row) => row.id,
      secretKey: true,
      indexes: { byFilePath: (row) => row.filePath },
    }),
});

/** The uploads module's tables as the store holds them. */
export type UploadsTables = TablesOf<typeof uploadsTables>;

declare module '../../platform/database.js' {
  interface Tables extends UploadsTables {}
}
