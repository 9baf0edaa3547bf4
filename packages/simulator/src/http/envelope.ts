/**
 * The response envelope: `{ success: true, data }` or `{ success: false, error: { code, message } }`.
 */
import { isSimulatorError } from '../kernel/simulator-error.js';
import { type ResponseData, responseOf } from './request-data.js';

/** Content type of every JSON answer. */
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** The body of a failure. */
export interface ErrorEnvelope {
  readonly success: false;
  readonly error: { readonly code: string; readonly message: string };
}

/** The body of a success. */
export interface SuccessEnvelope<Data> {
  readonly success: true;
  readonly data: Data;
}

const JSON_HEADERS: Readonly<Record<string, string>> = Object.freeze({ 'content-type': JSON_CONTENT_TYPE });

const json = (status: number, body: unknown, headers?: Readonly<Record<string, string>>): ResponseData => {
  let all = JSON_HEADERS;
  if (headers !== undefined) {
    const merged: Record<string, string> = {};
    for (const name of Object.keys(headers)) merged[name] = headers[name] as string;
    merged['content-type'] = JSON_CONTENT_TYPE;
    all = merged;
  }
  return { status, headers: all, body: JSON.stringify(body) };
};

/** A success envelope, as plain data. */
export function successData(
  status: number,
  data: unknown,
  headers?: Readonly<Record<string, string>>,
): ResponseData {
  const body: SuccessEnvelope<unknown> = { success: true, data: data === undefined ? null : data };
  return json(status, body, headers);
}

/** An error envelope, as plain data. */
export function errorData(
  status: number,
  code: string,
  message: string,
  headers?: Readonly<Record<string, string>>,
): ResponseData {
  const body: ErrorEnvelope = { success: false, error: { code, message } };
  return json(status, body, headers);
}

/**
 * The envelope of a thrown value, as plain data: a `SimulatorError` keeps its status, code and
 * headers; anything else is a 500 `INTERNAL_ERROR`.
 */
export function errorDataFor(error: unknown, context = 'the simulator'): ResponseData {
  if (isSimulatorError(error)) return errorData(error.status, error.code, error.message, error.headers);
  const detail = error instanceof Error ? error.message : String(error);
  return errorData(500, 'INTERNAL_ERROR', `Unexpected failure in ${context}: ${detail}`);
}

/** A success envelope response. */
export function successResponse(
  status: number,
  data: unknown,
  headers?: Readonly<Record<string, string>>,
): Response {
  return responseOf(successData(status, data, headers));
}

/** An error envelope response. */
export function errorResponse(
  status: number,
  code: string,
  message: string,
  headers?: Readonly<Record<string, string>>,
): Response {
  return responseOf(errorData(status, code, message, headers));
}

/**
 * The envelope of a thrown value: a `SimulatorError` keeps its status, code and headers; anything
 * else is a 500 `INTERNAL_ERROR`.
 */
export function responseForError(error: unknown, context = 'the simulator'): Response {
  return responseOf(errorDataFor(error, context));
}
