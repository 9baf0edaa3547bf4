import { type Address, getAddress, isAddress, maxUint256 } from 'viem';
import type { Eip712Domain } from './domains.js';
import { InvalidPayloadError } from './errors.js';

/**
 * An unsigned integer as builders accept it: a `bigint`, a safe non-negative integer `number`, or
 * a decimal or `0x` hex string (the form JSON payloads carry).
 *
 * @example
 * ```ts
 * import { type UintInput } from '@payments-platform/signing';
 *
 * const amounts: UintInput[] = [1_000_000n, 1_000_000, '1000000', '0xf4240'];
 * ```
 */
export type UintInput = bigint | number | string;

/**
 * The typed-data definition of one flow: field names and Solidity types per struct.
 *
 * @example
 * ```ts
 * import { type TypedDataLayout, permitTypes } from '@payments-platform/signing';
 *
 * const layout: TypedDataLayout = permitTypes;
 * ```
 */
export type TypedDataLayout = Readonly<
  Record<string, readonly { readonly name: string; readonly type: string }[]>
>;

/**
 * A typed-data payload as JSON carries it: every `bigint` becomes a decimal string.
 *
 * @example
 * ```ts
 * import { type PermitTypedData, type TypedDataJson } from '@payments-platform/signing';
 *
 * type PermitJson = TypedDataJson<PermitTypedData>;
 * // PermitJson['message']['value'] is a string
 * ```
 */
export type TypedDataJson<value> = value extends bigint
  ? string
  : value extends readonly unknown[]
    ? { [index in keyof value]: TypedDataJson<value[index]> }
    : value extends object
      ? { -readonly [key in keyof value]: TypedDataJson<value[key]> }
      : value;

/**
 * Turns a typed-data payload into plain JSON values, every `bigint` written as a decimal string,
 * as an API response carries it. Builders and verifiers accept the result as it is.
 *
 * @example
 * ```ts
 * import { buildSplitApprovalTypedData, typedDataToJson } from '@payments-platform/signing';
 *
 * const typedData = buildSplitApprovalTypedData({
 *   chainId: 8453,
 *   otcRequestId: 'otc_01HZX3',
 *   splitIndex: 0,
 *   userWalletAddress: '0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf',
 *   expiresAtMs: 1_767_225_600_000,
 * });
 * const body = JSON.stringify(typedDataToJson(typedData));
 * ```
 */
export function typedDataToJson<value>(typedData: value): TypedDataJson<value> {
  return toJsonValue(typedData) as TypedDataJson<value>;
}

function toJsonValue(value: unknown): unknown {
  if (typeof value === 'bigint') return value.toString();
  if (Array.isArray(value)) return value.map(toJsonValue);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, toJsonValue(entry)]));
  }
  return value;
}

/** Normalises an unsigned integer input to a `bigint` in `[0, max]`. */
export function toUint(value: unknown, path: string, max: bigint = maxUint256): bigint {
  let result: bigint | undefined;
  if (typeof value === 'bigint') result = value;
  else if (typeof value === 'number' && Number.isSafeInteger(value)) result = BigInt(value);
  else if (typeof value === 'string' && /^(0|[1-9][0-9]*|0x[0-9a-fA-F]+)$/.test(value))
    result = BigInt(value);
  if (result === undefined) throw new InvalidPayloadError('expected an unsigned integer', { path });
  if (result < 0n || result > max) throw new InvalidPayloadError(`out of range [0, ${max}]`, { path });
  return result;
}

/** Normalises an address input to its EIP-55 checksummed form; accepts any letter case. */
export function toAddress(value: unknown, path: string): Address {
  if (typeof value !== 'string' || !isAddress(value, { strict: false })) {
    throw new InvalidPayloadError('expected a 20-byte hex address', { path });
  }
  return getAddress(value);
}

/** Checks that a value is a string, optionally non-empty. */
export function toText(value: unknown, path: string, options: { nonEmpty?: boolean } = {}): string {
  if (typeof value !== 'string') throw new InvalidPayloadError('expected a string', { path });
  if (options.nonEmpty && value.length === 0) throw new InvalidPayloadError('must not be empty', { path });
  return value;
}

/** Checks that a value is a boolean. */
export function toBool(value: unknown, path: string): boolean {
  if (typeof value !== 'boolean') throw new InvalidPayloadError('expected a boolean', { path });
  return value;
}

/** Normalises a chain id input to a positive safe integer. */
export function toChainId(value: unknown, path: string): number {
  const chainId = toUint(value, path, BigInt(Number.MAX_SAFE_INTEGER));
  if (chainId === 0n) throw new InvalidPayloadError('chain id must be positive', { path });
  return Number(chainId);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function expectRecord(value: unknown, path: string): Record<string, unknown> {
  if (!isRecord(value)) throw new InvalidPayloadError('expected an object', { path });
  return value;
}

function rejectUnknownKeys(record: Record<string, unknown>, allowed: readonly string[], path: string): void {
  for (const key of Object.keys(record)) {
    if (!allowed.includes(key)) throw new InvalidPayloadError('unexpected field', { path: `${path}.${key}` });
  }
}

const domainFields = [
  { name: 'name', type: 'string' },
  { name: 'version', type: 'string' },
  { name: 'chainId', type: 'uint256' },
  { name: 'verifyingContract', type: 'address' },
] as const;

/** Reads an EIP-712 domain with exactly `name`, `version`, `chainId` and `verifyingContract`. */
export function parseDomain(value: unknown): Eip712Domain {
  const domain = expectRecord(value, 'domain');
  rejectUnknownKeys(
    domain,
    domainFields.map((field) => field.name),
    'domain',
  );
  return {
    name: toText(domain.name, 'domain.name'),
    version: toText(domain.version, 'domain.version'),
    chainId: toChainId(domain.chainId, 'domain.chainId'),
    verifyingContract: toAddress(domain.verifyingContract, 'domain.verifyingContract'),
  };
}

function sameFields(actual: unknown, expected: readonly { name: string; type: string }[]): boolean {
  return (
    Array.isArray(actual) &&
    actual.length === expected.length &&
    actual.every(
      (field, index) =>
        isRecord(field) &&
        Object.keys(field).length === 2 &&
        field.name === expected[index]?.name &&
        field.type === expected[index]?.type,
    )
  );
}

function parseField(type: string, value: unknown, path: string): unknown {
  switch (type) {
    case 'address':
      return toAddress(value, path);
    case 'uint256':
      return toUint(value, path);
    case 'string':
      return toText(value, path);
    case 'bool':
      return toBool(value, path);
    default:
      throw new InvalidPayloadError(`unsupported field type ${type}`, { path });
  }
}

/** The parts of a flow's typed data that a payload must match exactly. */
export interface TypedDataSpec<primaryType extends string, types extends TypedDataLayout> {
  readonly primaryType: primaryType;
  readonly types: types;
}

/** A parsed typed-data payload: canonical types, checksummed addresses and `bigint` integers. */
export interface ParsedTypedData<primaryType extends string, types extends TypedDataLayout, message> {
  domain: Eip712Domain;
  types: types;
  primaryType: primaryType;
  message: message;
}

/**
 * Reads a typed-data payload (built here, or received as JSON) for one flow. The primary type and
 * its field list must match the flow's layout exactly; an `EIP712Domain` entry is allowed when it
 * lists the four domain fields; message fields are normalised (addresses checksummed, integers as
 * `bigint`) and unknown fields are refused.
 */
export function parseTypedData<primaryType extends string, types extends TypedDataLayout, message>(
  input: unknown,
  spec: TypedDataSpec<primaryType, types>,
): ParsedTypedData<primaryType, types, message> {
  const typedData = expectRecord(input, 'typedData');
  rejectUnknownKeys(typedData, ['domain', 'types', 'primaryType', 'message'], 'typedData');
  if (typedData.primaryType !== spec.primaryType) {
    throw new InvalidPayloadError(`expected ${JSON.stringify(spec.primaryType)}`, { path: 'primaryType' });
  }
  const types = expectRecord(typedData.types, 'types');
  for (const [name, fields] of Object.entries(types)) {
    const expected =
      name === 'EIP712Domain' ? domainFields : Object.hasOwn(spec.types, name) ? spec.types[name] : undefined;
    if (!expected || !sameFields(fields, expected)) {
      throw new InvalidPayloadError('does not match the layout of this flow', { path: `types.${name}` });
    }
  }
  for (const name of Object.keys(spec.types)) {
    if (!Object.hasOwn(types, name)) throw new InvalidPayloadError('missing', { path: `types.${name}` });
  }
  const domain = parseDomain(typedData.domain);
  const rawMessage = expectRecord(typedData.message, 'message');
  const fields = spec.types[spec.primaryType] ?? [];
  rejectUnknownKeys(
    rawMessage,
    fields.map((field) => field.name),
    'message',
  );
  const message: Record<string, unknown> = {};
  for (const field of fields) {
    message[field.name] = parseField(field.type, rawMessage[field.name], `message.${field.name}`);
  }
  return { domain, types: spec.types, primaryType: spec.primaryType, message: message as message };
}
