import { describe, expect, test } from 'vitest';
import {
  confirmTransactionFiles,
  countTransactionsToday,
  createTransactionFileUploadUrls,
  getTransaction,
  listTransactionFiles,
  listTransactions,
  transactionsOperations,
} from './transactions.js';

describe('transactions', () => {
  test('params: the transaction id is required', () => {
    expect(getTransaction.schemas.params.parse({ id: 'tx-1' })).toEqual({ id: 'tx-1' });
    expect(getTransaction.schemas.params.safeParse({ id: '' }).success).toBe(false);
  });
  test('auth: reading by id takes a session, headers or a team-scoped key; MASTER needs a session', () => {
    expect(getTransaction.auth.contextFrom).toEqual(['session', 'headers', 'teamKey']);
    expect(getTransaction.auth.masterKey).toBe('needsSession');
  });
  test('query: type defaults to profile', () => {
    expect(listTransactions.schemas.query.parse({})).toEqual({ type: 'profile' });
    expect(listTransactions.schemas.query.parse({ type: 'team' })).toEqual({ type: 'team' });
  });
  test('query: type is profile or team', () => {
    expect(listTransactions.schemas.query.safeParse({ type: 'app' }).success).toBe(false);
  });
  test('query: date is any parseable date string and optional', () => {
    const schema = countTransactionsToday.schemas.query;
    expect(schema.parse({})).toEqual({});
    expect(schema.parse({ date: '2024-05-01' })).toEqual({ date: '2024-05-01' });
    expect(schema.parse({ date: 'May 1, 2024' })).toEqual({ date: 'May 1, 2024' });
  });
  test('query: an unparseable date is rejected', () => {
    expect(countTransactionsToday.schemas.query.safeParse({ date: 'yesterday-ish' }).success).toBe(false);
    expect(countTransactionsToday.schemas.query.safeParse({ date: '' }).success).toBe(false);
  });
  test('response: the count is a number', () => {
    expect(countTransactionsToday.schemas.response.parse(12)).toBe(12);
    expect(countTransactionsToday.schemas.response.safeParse('12').success).toBe(false);
  });
  test('response: unknown keys are kept', () => {
    const data = getTransaction.schemas.response.parse({
      tx: { id: 'tx-1', status: 'settled', txs: {}, channel: null, amountUsd: 10 },
    });
    expect(data.tx).toMatchObject({ status: 'settled', amountUsd: 10 });
  });
});

describe('transactions.files', () => {
  test('auth: listing and confirming let a MASTER key bypass ownership; upload URLs do not', () => {
    expect(listTransactionFiles.auth.masterKey).toBe('bypass');
    expect(confirmTransactionFiles.auth.masterKey).toBe('bypass');
    expect(createTransactionFileUploadUrls.auth.masterKey).toBeUndefined();
  });
  test('params: txId is required', () => {
    expect(listTransactionFiles.schemas.params.safeParse({ txId: '' }).success).toBe(false);
    expect(listTransactionFiles.schemas.params.parse({ txId: 'tx-1' })).toEqual({ txId: 'tx-1' });
  });

  const confirm = confirmTransactionFiles.schemas.body;
  const valid = {
    uploadId: 'up-1',
    filePaths: ['tx-files/tx-1/a.pdf', 'tx-files/tx-1/b.png'],
    fileNames: ['a.pdf', 'b.png'],
  };
  test('body: a complete confirmation is accepted', () => {
    expect(confirm.parse(valid)).toEqual(valid);
  });
  test('body: uploadId is non-empty', () => {
    expect(confirm.safeParse({ ...valid, uploadId: '' }).success).toBe(false);
  });
  test('body: filePaths is a non-empty list of tx-files/ paths', () => {
    expect(confirm.safeParse({ ...valid, filePaths: [], fileNames: [] }).success).toBe(false);
    expect(confirm.safeParse({ ...valid, filePaths: ['uploads/a.pdf', 'tx-files/tx-1/b.png'] }).success).toBe(
      false,
    );
  });
  test('body: fileNames is a non-empty list of the same length as filePaths', () => {
    expect(confirm.safeParse({ ...valid, fileNames: ['a.pdf'] }).success).toBe(false);
    expect(confirm.safeParse({ ...valid, fileNames: 'a.pdf' }).success).toBe(false);
  });

  const upload = createTransactionFileUploadUrls.schemas.body;
  test('body: fileNames needs at least one name', () => {
    expect(upload.parse({ fileNames: ['invoice 2024-05.pdf'] })).toEqual({
      fileNames: ['invoice 2024-05.pdf'],
    });
    expect(upload.safeParse({ fileNames: [] }).success).toBe(false);
  });
  test('body: each file name has an allowed extension', () => {
    expect(upload.parse({ fileNames: ['scan.JPEG', 'receipt.webp', 'proof.bmp'] }).fileNames).toHaveLength(3);
    expect(upload.safeParse({ fileNames: ['scan.tiff'] }).success).toBe(false);
    expect(upload.safeParse({ fileNames: ['scan.tif'] }).success).toBe(false);
    expect(upload.safeParse({ fileNames: ['notes.txt'] }).success).toBe(false);
  });
  test('body: file names hold only letters, digits, spaces and hyphens', () => {
    expect(upload.safeParse({ fileNames: ['my_file.pdf'] }).success).toBe(false);
    expect(upload.safeParse({ fileNames: ['../a.pdf'] }).success).toBe(false);
    expect(upload.safeParse({ fileNames: ['a\u200bb.pdf'] }).success).toBe(false);
  });
  test('body: letters of any script are letters (an API that serves es)', () => {
    expect(upload.parse({ fileNames: ['facturación.pdf', 'Factura Año 2024.png'] }).fileNames).toHaveLength(
      2,
    );
    expect(upload.parse({ fileNames: ['facturacio\u0301n.pdf'] }).fileNames).toHaveLength(1);
  });
});

describe('transactions operations', () => {
  test('are listed in spec order', () => {
    expect(transactionsOperations.map((operation) => `${operation.method} ${operation.path}`)).toEqual([
      'GET /v1/tx/{id}',
      'GET /v1/txs',
      'GET /v1/txs/tx-count-today',
      'GET /v1/txs/{txId}/files',
      'POST /v1/txs/{txId}/files',
      'POST /v1/txs/{txId}/files/upload-url',
    ]);
  });
});
