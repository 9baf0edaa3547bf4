/**
 * Reads the API specification that sits beside the repository (`../shared/spec`).
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const specDirectory = join(repositoryRoot, '..', 'shared', 'spec');

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
  const [, ...lines] = readFileSync(join(specDirectory, 'routes.tsv'), 'utf8').trim().split('\n');
  return lines.map((line) => {
    const [area = '', method = '', path = '', auth = '', admin = '', success = ''] = line.split('\t');
    return { area, method, path, auth, admin, success: Number(success) };
  });
}

/** The text of api-spec.md. */
export function readSpecText(): string {
  return readFileSync(join(specDirectory, 'api-spec.md'), 'utf8');
}

const FULL_CODE =
  /^(?:APP_[A-Z0-9_]+|V1_[A-Z0-9_]+|CH-\d\d|CHID#GET-\d\d|APP_CHANNEL_CORE_SEND_PREVIEW#\d+)$/;
const ABBREVIATED = /^(?:\.\.\.)?(_[A-Z0-9_]*\d\d)$/;

/**
 * Every error code the spec text names, with abbreviations (`..._02`, `_02`, `..._ROUTE_02`)
 * expanded against the last full code before them. Placeholders such as `CH-NN` are skipped.
 */
export function specErrorCodes(text = readSpecText()): Set<string> {
  const codes = new Set<string>();
  let last: string | undefined;
  for (const match of text.matchAll(/`([^`]+)`/g)) {
    const token = match[1] as string;
    if (FULL_CODE.test(token)) {
      codes.add(token);
      last = token;
      continue;
    }
    const suffix = ABBREVIATED.exec(token)?.[1];
    if (suffix && last) {
      const segments = suffix.split('_').filter(Boolean).length;
      const base = last.split('_');
      codes.add([...base.slice(0, base.length - segments), ...suffix.split('_').filter(Boolean)].join('_'));
    }
  }
  // Bare numeric codes ("Numeric codes: 1 request not found; 2 ...").
  for (const match of text.matchAll(/Numeric codes: ([^.]+)\./g)) {
    for (const numeric of (match[1] as string).matchAll(/(?:^|; )(\d) /g)) codes.add(numeric[1] as string);
  }
  return codes;
}
