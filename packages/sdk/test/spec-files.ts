/**
 * Reads the facts of the API specification the repository keeps as data in `spec/`:
 * `routes.tsv` (every operation with its method, path, auth, admin role and success status)
 * and `error-codes.tsv` (every error code the specification names, with its route and status).
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const specDirectory = join(repositoryRoot, 'spec');

/** The data rows of a tab-separated file in `spec/`, its header checked against `columns`. */
function readTable(file: string, columns: readonly string[]): string[][] {
  const [header = '', ...lines] = readFileSync(join(specDirectory, file), 'utf8').trim().split('\n');
  if (header !== columns.join('\t'))
    throw new Error(`spec/${file}: expected the header ${columns.join(' ')}`);
  return lines.map((line) => line.split('\t'));
}

/** One row of routes.tsv. */
export interface RouteRow {
  readonly area: string;
  readonly method: string;
  readonly path: string;
  readonly auth: string;
  readonly admin: string;
  readonly success: number;
}

/** The rows of routes.tsv. */
export function readRoutes(): RouteRow[] {
  return readTable('routes.tsv', ['area', 'method', 'path', 'auth', 'admin', 'success']).map(
    ([area = '', method = '', path = '', auth = '', admin = '', success = '']) => ({
      area,
      method,
      path,
      auth,
      admin,
      success: Number(success),
    }),
  );
}

/** One row of error-codes.tsv: a code the spec names on a route, with the status it states (if any). */
export interface ErrorCodeRow {
  readonly code: string;
  /** The status the spec puts right before the code, or `undefined` where it states none. */
  readonly status: number | undefined;
  readonly method: string;
  readonly path: string;
}

/** The rows of error-codes.tsv. */
export function readErrorCodes(): ErrorCodeRow[] {
  return readTable('error-codes.tsv', ['code', 'status', 'method', 'path']).map(
    ([code = '', status = '', method = '', path = '']) => ({
      code,
      status: status === '-' ? undefined : Number(status),
      method,
      path,
    }),
  );
}

/** Every error code the spec names. */
export function specErrorCodes(): Set<string> {
  return new Set(readErrorCodes().map((row) => row.code));
}
