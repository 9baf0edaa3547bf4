/**
 * Responses of a real server: for every operation, a response with undocumented fields at every
 * level, and with any value in the fields the spec leaves open, passes the response schema, which
 * is exactly what the client checks with `validation: 'strict'`. The sample responses are
 * generated from the schemas themselves, so a field constrained later is caught here.
 */
import { describe, expect, test } from 'vitest';
import { createClient } from '../client.js';
import { operations } from './operations.js';

/** The parts of a zod schema's definition the generator reads. */
interface Definition {
  readonly type: string;
  readonly [key: string]: unknown;
}

interface Schema {
  readonly _zod: { readonly def: Definition };
  safeParse(value: unknown): { success: boolean; data?: unknown };
}

const defOf = (schema: unknown): Definition => (schema as Schema)._zod.def;
const parses = (schema: unknown, value: unknown) => (schema as Schema).safeParse(value).success;

/** Values a string or number with checks may need: the first one its checks accept is used. */
const STRINGS = [
  'sample',
  '2025-01-01T00:00:00.000Z',
  `0x${'a1'.repeat(20)}`,
  '00000000-0000-4000-8000-000000000000',
  'user@example.com',
  '1',
  'https://example.com/x',
];
const NUMBERS = [1, 0, 0.5];

/** An undocumented field added to every object. */
const EXTRA_KEY = 'undocumentedByTheSpec';
const extraValue = () => ({ nested: [1, 'two', null], flag: true });

/** Values of every JSON type, for the fields the spec leaves open. */
const ANY_VALUES: readonly unknown[] = [
  null,
  0,
  -1.5,
  'text',
  '',
  true,
  false,
  [],
  [1, 'a'],
  { a: { b: 1 } },
];

type Path = readonly (string | number)[];

/**
 * A value the schema accepts, with {@link EXTRA_KEY} on every object (those that keep unknown keys
 * and those that do not), and the paths of the fields whose schema takes any value.
 */
function sample(schema: unknown, path: Path, open: Path[], choice = 0): unknown {
  const def = defOf(schema);
  const next = (inner: unknown, at: Path = path) => sample(inner, at, open, choice);
  switch (def.type) {
    case 'unknown':
    case 'any':
      open.push(path);
      return { anyValue: 1 };
    case 'string':
      return STRINGS.find((value) => parses(schema, value)) ?? 'sample';
    case 'number':
      return NUMBERS.find((value) => parses(schema, value)) ?? 1;
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'literal':
      return (def.values as unknown[])[0];
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>)[0];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
      return next(def.innerType);
    case 'lazy':
      return next((def.getter as () => unknown)());
    case 'pipe':
      return next(def.in);
    case 'array':
      return [next(def.element, [...path, 0])];
    case 'record':
      return { key: next(def.valueType, [...path, 'key']) };
    case 'union': {
      // The option `choice` picks (the last one past the end), else the first that takes its sample.
      const options = def.options as unknown[];
      const preferred = options[Math.min(choice, options.length - 1)];
      for (const option of [preferred, ...options]) {
        const found: Path[] = [];
        const value = sample(option, path, found, choice);
        if (parses(option, value)) {
          open.push(...found);
          return value;
        }
      }
      throw new Error(`No option of the union at ${path.join('.')} accepts its own sample`);
    }
    case 'object': {
      const shape = def.shape as Record<string, unknown>;
      const value: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(shape)) value[key] = next(field, [...path, key]);
      value[EXTRA_KEY] = extraValue();
      return value;
    }
    default:
      throw new Error(`No sample for a ${def.type} schema at ${path.join('.')}`);
  }
}

/** A copy of `value` with `replacement` at `path`. */
function withValueAt(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[head as number] = withValueAt(copy[head as number], rest, replacement);
    return copy;
  }
  const record = value as Record<string, unknown>;
  return { ...record, [head as string]: withValueAt(record[head as string], rest, replacement) };
}

/** Enough choices to take every option of the widest union of a response (five). */
const CHOICES = [0, 1, 2, 3, 4];

const jsonOperations = operations.filter(
  (operation) => !('responseType' in operation) || operation.responseType !== 'binary',
);

/**
 * Fields the spec names without a type (or as an opaque value): each must take any value. Paths
 * use `0` for an array element.
 */
const OPEN_BY_SPEC: Readonly<Record<string, readonly Path[]>> = {
  // "profiles[] { id, nickname, team, userType }"
  sendOtp: [['profiles', 0, 'team']],
  // "`providerPayload` is channel-specific (example fields `url`, `orderCustomId`, `expiresAt`, ...)"
  executeChannel: [
    ['providerPayload', 'url'],
    ['providerPayload', 'orderCustomId'],
    ['providerPayload', 'expiresAt'],
    ['providerPayload', 'refreshUrlEndpoint'],
  ],
  refreshRampUrl: [
    ['providerPayload', 'url'],
    ['providerPayload', 'expiresAt'],
  ],
  // "`providers` (`channelId`, `slug`, `name`, `rating`)"
  getDiscoveryGate: [['gate', 'providers', 0, 'rating']],
  // "`detail`" (fields not listed), "`offers` for OTC-correlated transactions"
  getPaymentRequest: [['detail'], ['offers']],
  getChannelTransaction: [['detail'], ['steps', 0], ['offers']],
  // "Response data shape is not shown for these routes"
  createTopupWithdrawal: [[]],
  processSendTx: [[]],
  previewSend: [[]],
  listRampOrders: [[]],
  getOtcGating: [[]],
  // "`quote`: ... `raw`"; "`context` appears only when the adapter supplies it"
  quoteChannel: [['quote', 'raw'], ['context']],
  // "`limits` (nullable)"
  getDiscoveryCapability: [['capability', 'limits']],
  // "external wallet `{ transferTxHash, unsignedApproveTx, ... }`"
  requestGasSponsorship: [['unsignedApproveTx']],
};

describe('response schemas and a real server', () => {
  test.each(jsonOperations.map((operation) => [operation.id, operation] as const))(
    '%s: extra fields at every level pass and are kept',
    (_id, operation) => {
      const response = operation.schemas.response;
      for (const choice of CHOICES) {
        const value = sample(response, [], [], choice);
        const result = response.safeParse(value);
        expect(result.success, JSON.stringify(result.error?.issues)).toBe(true);
        expect(result.data).toEqual(value);
      }
    },
  );

  test.each(jsonOperations.map((operation) => [operation.id, operation] as const))(
    '%s: every field that takes any value passes with a value of each JSON type',
    (_id, operation) => {
      const response = operation.schemas.response;
      for (const choice of CHOICES) {
        const open: Path[] = [];
        const value = sample(response, [], open, choice);
        for (const path of open) {
          for (const replacement of ANY_VALUES) {
            const changed = withValueAt(value, path, replacement);
            const result = response.safeParse(changed);
            expect(result.success, `${path.join('.')} = ${JSON.stringify(replacement)}`).toBe(true);
          }
        }
      }
    },
  );

  test('the fields the spec names without a type take any value', () => {
    const byId = new Map(jsonOperations.map((operation) => [operation.id as string, operation]));
    for (const [id, paths] of Object.entries(OPEN_BY_SPEC)) {
      const operation = byId.get(id);
      expect(operation, id).toBeDefined();
      const open: Path[] = [];
      for (const choice of CHOICES) sample(operation?.schemas.response, [], open, choice);
      const openKeys = open.map((path) => path.join('.'));
      for (const path of paths) expect(openKeys, `${id}: ${path.join('.')}`).toContain(path.join('.'));
    }
  });
});

describe('through the client with strict validation', () => {
  const clientAnswering = (status: number, data: unknown) =>
    createClient({
      apiKey: 'sk_sandbox_test',
      baseUrl: 'http://127.0.0.1:9',
      validation: 'strict',
      maxRetries: 0,
      fetch: async () =>
        new Response(JSON.stringify({ success: true, data }), {
          status,
          headers: { 'content-type': 'application/json' },
        }),
    });

  test('channel validate: "Data is adapter-defined": a signature of null and fields of its own pass', async () => {
    const data = { ok: false, signature: null, reason: 'Not 8 to 12 digits', details: { length: 3 } };
    const client = clientAnswering(200, data);
    await expect(
      client.channels.validate({
        channelSlug: 'topup',
        paramKey: 'codigopaq',
        value: '123',
        capabilityId: '7a1c0e52-4f0b-4d6e-9a51-0c3b2f6d1e01',
      }),
    ).resolves.toEqual(data);
  });

  test('send-otp: `profiles[].team` as a string or an object, `userType` null, and undocumented fields', async () => {
    const data = {
      otpId: 'otp_1',
      identifier: 'identifier-01',
      profiles: [
        { id: 'p-1', nickname: 'alice', team: 'Acme Imports', userType: null, teamRole: 'admin' },
        {
          id: 'p-2',
          nickname: 'alice-2',
          team: { id: 't-2', name: 'Two', image: null },
          userType: 'business',
        },
      ],
      requestedAt: 1_767_225_600,
    };
    const client = clientAnswering(201, data);
    await expect(client.auth.sendOtp({ email: 'alice@example.com' })).resolves.toEqual(data);
  });
});
