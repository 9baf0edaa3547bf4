/**
 * OpenAPI 3.1 document generated from the operation declarations.
 */
import * as z from 'zod/mini';
import type { AuthRequirement } from './auth.js';
import { ONBOARDING_SCOPES, WALLET_FLOWS } from './channels.js';
import { MAINTENANCE_STATUSES } from './config.js';
import { declaredErrors, ERROR_SOURCE_MEANINGS } from './declared-errors.js';
import {
  boundOfField,
  type InputPart,
  MAX_ID_LENGTH,
  MAX_TEXT_LENGTH,
  patternMaxLength,
} from './input-bounds.js';
import { NOTIFICATION_TYPES } from './notifications.js';
import type { Area, OperationDefinition } from './operation.js';
import { docsOf, type OperationDocs } from './operation-docs.js';
import { OTC_TYPES } from './otc.js';
import { pathParamNames } from './registry.js';
import {
  ACCOUNT_TYPES,
  INVITATION_STATUSES,
  KYC_STATUSES,
  OTC_STATUSES,
  PAYMENT_REQUEST_STATUSES,
  SERVICE_TYPES,
  TRANSACTION_STATUSES,
  WALLET_TYPES,
} from './resources.js';
import { LANGUAGES, printedSchemaOf, ROLES, statedKeywordsOf, statedRulesOf, USER_TYPES } from './schemas.js';
import { TRANSACTION_LIST_TYPES } from './transactions.js';

type JsonSchema = Record<string, unknown>;

/** Options of {@link createOpenApiDocument}. */
export interface OpenApiOptions {
  readonly title?: string;
  readonly version?: string;
  readonly servers?: readonly { url: string; description?: string }[];
  /** The prose of an operation; default the docs of this package's operations. */
  readonly docs?: (operation: OperationDefinition) => OperationDocs;
  /** Recorded examples by operation id (see {@link OperationExamples}); none by default. */
  readonly examples?: Readonly<Record<string, OperationExamples>>;
}

/** One request and its answer, recorded from the simulator. */
export interface OperationExample {
  readonly params?: Readonly<Record<string, string>>;
  readonly query?: Readonly<Record<string, unknown>>;
  /** The context headers (`x-profile-id`, `x-team-id`) it was sent with, if any. */
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: unknown;
  readonly status: number;
  /** The whole answer body (the envelope). */
  readonly response: unknown;
}

/** The recorded examples of one operation, by example name. */
export type OperationExamples = Readonly<Record<string, OperationExample>>;

/** Links from an operation's success answer to the operations that take the id it created. */
const LINKS: readonly (readonly [from: string, to: string, parameters: Record<string, string>])[] = [
  ['createPaymentRequest', 'getPaymentRequest', { id: '$response.body#/data/id' }],
  ['createPaymentRequest', 'payPaymentRequest', { id: '$response.body#/data/id' }],
  ['createPaymentRequest', 'getPaymentRequestInvoicePdf', { id: '$response.body#/data/id' }],
  ['createPaymentRequest', 'notifyPaymentRequestClient', { id: '$response.body#/data/id' }],
  ['createPaymentRequest', 'getTransaction', { id: '$response.body#/data/txId' }],
  ['createSend', 'prepareSponsoredSendTx', { id: '$response.body#/data/sendId' }],
  ['createSend', 'processSendTx', { id: '$response.body#/data/sendId' }],
  ['createSend', 'processSponsoredSendTx', { id: '$response.body#/data/sendId' }],
  ['createProfileBank', 'getProfileBank', { id: '$response.body#/data/id' }],
  ['createProfileBank', 'updateProfileBank', { id: '$response.body#/data/id' }],
  ['createProfileBank', 'deleteProfileBank', { id: '$response.body#/data/id' }],
  ['createInvitation', 'deleteInvitation', { id: '$response.body#/data/id' }],
  ['createOnrampOrder', 'getRampOrder', { orderId: '$response.body#/data/recordId' }],
  ['createOnrampOrder', 'getTransaction', { id: '$response.body#/data/txId' }],
  ['createOnrampOrder', 'refreshRampUrl', { txId: '$response.body#/data/txId' }],
  ['createOfframpOrder', 'getRampOrder', { orderId: '$response.body#/data/recordId' }],
  ['createOfframpOrder', 'getTransaction', { id: '$response.body#/data/txId' }],
  ['createPaymentRequest', 'listTransactionFiles', { txId: '$response.body#/data/txId' }],
  ['createPaymentRequest', 'createTransactionFileUploadUrls', { txId: '$response.body#/data/txId' }],
  ['createTransactionFileUploadUrls', 'confirmTransactionFiles', { txId: '$request.path.txId' }],
  ['createSend', 'getTransaction', { id: '$response.body#/data/txId' }],
  ['createOtcRequest', 'rejectOtcOffer', { id: '$response.body#/data/id' }],
  ['createOtcRequest', 'acceptOtcOffer', { id: '$response.body#/data/id' }],
  ['createOtcRequest', 'prepareOtcProof', { id: '$response.body#/data/id' }],
  ['createOtcRequest', 'submitOtcProof', { id: '$response.body#/data/id' }],
  ['createOtcRequest', 'verifyOtcProof', { id: '$response.body#/data/id' }],
  ['createOtcRequest', 'denyOtcProof', { id: '$response.body#/data/id' }],
  ['createOtcRequest', 'getOtcProof', { requestId: '$response.body#/data/id' }],
  ['createOtcRequest', 'getTransaction', { id: '$response.body#/data/txId' }],
  ['createTopupWithdrawal', 'getTopupWithdrawalSignPayload', { txId: '$response.body#/data/txId' }],
  ['createTopupWithdrawal', 'processTopupWithdrawalSponsoredTx', { txId: '$response.body#/data/txId' }],
  ['createTopupWithdrawal', 'getTransaction', { id: '$response.body#/data/txId' }],
  ['executeChannel', 'getChannelTransaction', { txId: '$response.body#/data/txId' }],
  ['executeChannel', 'runChannelAction', { actionId: '$response.body#/data/recordId' }],
  [
    'listNotifications',
    'markNotificationSeen',
    { notificationId: '$response.body#/data/items/0/notificationId' },
  ],
];

/** The links of an operation's success answer, by target operation id. */
function linksOf(operation: OperationDefinition): JsonSchema | undefined {
  const links = LINKS.filter(([from]) => from === operation.id);
  if (links.length === 0) return undefined;
  return Object.fromEntries(
    links.map(([, operationId, parameters]) => [operationId, { operationId, parameters }]),
  );
}

/** The recorded examples of one part of a request or of one status, in the document's form. */
function examplesOf(
  examples: OperationExamples | undefined,
  pick: (example: OperationExample) => unknown,
): JsonSchema | undefined {
  const entries = Object.entries(examples ?? {})
    .map(([name, example]) => [name, pick(example)] as const)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => [name, { value }]);
  return entries.length ? { examples: Object.fromEntries(entries) } : undefined;
}

/** What each tag (an area of operations) covers. */
const AREA_DESCRIPTIONS: Record<Area, string> = {
  auth: 'Onboarding, one-time-password login and sessions.',
  teams: 'Teams, members, roles, invitations, activity and tax information.',
  profile: 'Profiles, their images and bank accounts.',
  user: 'The signed-in user and user look-ups.',
  kyc: 'Identity verification sessions and records.',
  compliance: 'Compliance checks and subscriptions.',
  channels: 'Payment channels, discovery of gates and capabilities, and channel transactions.',
  otc: 'Over-the-counter requests, offers, approvals and their signatures.',
  core: 'Payment requests, sends and their signed transactions on the core channel.',
  topup: 'Top-ups and signed withdrawals.',
  ramp: 'On-ramp and off-ramp orders.',
  wallets: 'Wallets, balances and custody.',
  transactions: 'Transactions, their files and invoices.',
  config: 'Platform status and reference data: countries, banks, chains, tokens and fees.',
  notifications: 'Notifications of a profile, seen and unseen.',
};

/** Enums printed once as named schemas in `components.schemas`, found by their values. */
const NAMED_ENUMS: Record<string, readonly string[]> = {
  AccountType: ACCOUNT_TYPES,
  InvitationStatus: INVITATION_STATUSES,
  KycStatus: KYC_STATUSES,
  Language: LANGUAGES,
  MaintenanceStatus: MAINTENANCE_STATUSES,
  NotificationType: NOTIFICATION_TYPES,
  OnboardingScope: ONBOARDING_SCOPES,
  OtcStatus: OTC_STATUSES,
  OtcType: OTC_TYPES,
  PaymentRequestStatus: PAYMENT_REQUEST_STATUSES,
  Role: ROLES,
  ServiceType: SERVICE_TYPES,
  TransactionListType: TRANSACTION_LIST_TYPES,
  TransactionStatus: TRANSACTION_STATUSES,
  UserType: USER_TYPES,
  WalletFlow: WALLET_FLOWS,
  WalletType: WALLET_TYPES,
};
const enumKey = (values: readonly unknown[]) => JSON.stringify([...values].map(String).sort());
const ENUM_NAMES = new Map(Object.entries(NAMED_ENUMS).map(([name, values]) => [enumKey(values), name]));

/**
 * The characters ECMAScript's `\s` matches (and `String.prototype.trim` removes), spelled out for
 * a character class: Python's `re` and Go read `\s` as another set (`\x1c`-`\x1f` and `\x85` in,
 * `\ufeff` out in Python; ASCII only in Go).
 */
const WHITESPACE =
  '\\t\\n\\u000b\\f\\r \\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff';
/** The characters ECMAScript's `.` matches without the `s` flag: all but its line terminators. */
const ANY_BUT_LINE_TERMINATOR = '[^\\n\\r\\u2028\\u2029]';

/**
 * A pattern that means what it means in ECMAScript in every regex engine a tool may read it with:
 * - `\d` is spelled `[0-9]`: Python's `re` and .NET read `\d` as any Unicode digit;
 * - `\s` and `\S` are spelled as the class of ECMAScript's whitespace and its complement, and `.`
 *   as all but ECMAScript's line terminators, since Python and Go draw both lines elsewhere;
 * - `[\s\S]` (any character) stays, as it means the same everywhere.
 * A tool in another language would otherwise generate text the platform refuses, or refuse text it
 * accepts.
 *
 * @example
 * ```ts
 * portablePattern('^\\d{8,12}$'); // '^[0-9]{8,12}$'
 * portablePattern('[\\d.]'); // '[0-9.]'
 * portablePattern('^\\S'); // '^[^\\t\\n…\\ufeff]'
 * ```
 */
export function portablePattern(pattern: string): string {
  let out = '';
  let inClass = false;
  let classText = '';
  for (let index = 0; index < pattern.length; index += 1) {
    const char = pattern[index] as string;
    if (char === '\\') {
      const next = pattern[index + 1] ?? '';
      index += 1;
      if (next === 'd') out += inClass ? '0-9' : '[0-9]';
      else if (next === 's' && !inClass) out += `[${WHITESPACE}]`;
      else if (next === 'S' && !inClass) out += `[^${WHITESPACE}]`;
      else if (next === 's' && !/\\S/.test(classText)) out += WHITESPACE;
      else if (next === 'S' && !/\\s/.test(classText)) {
        throw new Error(
          `The pattern ${pattern} has \\S in a class without \\s, which no class can spell portably`,
        );
      } else out += `\\${next}`;
      continue;
    }
    if (char === '[' && !inClass) {
      inClass = true;
      classText = classAt(pattern, index);
    } else if (char === ']' && inClass) inClass = false;
    out += char === '.' && !inClass ? ANY_BUT_LINE_TERMINATOR : char;
  }
  return out;
}

/** The text of the character class that opens at `start` of `pattern`, up to its closing `]`. */
function classAt(pattern: string, start: number): string {
  let index = start + 1;
  while (index < pattern.length && pattern[index] !== ']') index += pattern[index] === '\\' ? 2 : 1;
  return pattern.slice(start, index + 1);
}

const isEmptySchema = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 0;

/**
 * Rewrites a printed schema for the document: a known enum becomes a reference to its named
 * schema, an `anyOf` with an empty (any value) branch becomes that branch, which it equals, a
 * pattern names its digits portably ({@link portablePattern}), and `additionalProperties: {}` is
 * written `true`.
 */
function refine(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(refine);
  if (!node || typeof node !== 'object') return node;
  const { anyOf, ...rest } = node as JsonSchema;
  if (typeof rest.pattern === 'string') rest.pattern = portablePattern(rest.pattern);
  // Any value, said the way every tool reads it.
  if (isEmptySchema(rest.additionalProperties)) rest.additionalProperties = true;
  if (Array.isArray(anyOf) && anyOf.some((branch) => Object.keys(branch ?? {}).length === 0)) {
    return refine(rest);
  }
  const name = Array.isArray(rest.enum) ? ENUM_NAMES.get(enumKey(rest.enum)) : undefined;
  if (name) {
    const { enum: _values, type: _type, ...annotations } = rest;
    return { $ref: `#/components/schemas/${name}`, ...annotations };
  }
  const result = Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, refine(value)]));
  return anyOf ? { ...result, anyOf: refine(anyOf) } : result;
}

/**
 * A stated rule's `oneOf` or `anyOf` with each branch made whole: the object's own properties and
 * required ones, plus the branch's. The same in every validator (the object is checked as well),
 * and what a request generator that takes one branch for the whole value (some do) needs to make
 * a valid one.
 */
function wholeBranches(rule: Record<string, unknown>, object: JsonSchema): Record<string, unknown> {
  const { properties, required, type } = object;
  if (!properties) return rule;
  const props = properties as Record<string, unknown>;
  // A schema inside a branch (`not: { required }`) defines each property it requires, as the
  // object does: the same rule, and one lint tools do not flag.
  const defined = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(defined);
    if (!node || typeof node !== 'object') return node;
    const inner = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, defined(value)]));
    const names = Array.isArray(inner.required) ? (inner.required as string[]) : [];
    const missing = names.filter((name) => !(name in ((inner.properties as object) ?? {})) && name in props);
    if (missing.length === 0) return inner;
    const picked = Object.fromEntries(missing.map((name) => [name, props[name]]));
    return { ...inner, properties: { ...picked, ...(inner.properties as object) } };
  };
  const whole = (branch: JsonSchema): JsonSchema => {
    const requiredNames = [
      ...new Set([...((required as string[]) ?? []), ...((branch.required as string[]) ?? [])]),
    ];
    return {
      ...(defined(branch) as JsonSchema),
      type,
      properties: { ...props, ...(branch.properties as object) },
      ...(requiredNames.length > 0 ? { required: requiredNames } : {}),
    };
  };
  return Object.fromEntries(
    Object.entries(rule).map(([key, value]) => [
      key,
      (key === 'oneOf' || key === 'anyOf') && Array.isArray(value) ? value.map(whole) : defined(value),
    ]),
  );
}

/**
 * Refuses a schema whose pattern has a flag that changes what it matches (`i`, `m`, `s`): JSON
 * Schema has no flags, so it would print as another pattern.
 */
function assertPrintableChecks(schema: object): void {
  const checks = (schema as { _zod?: { def?: { checks?: readonly unknown[] } } })._zod?.def?.checks ?? [];
  for (const check of checks) {
    const pattern = (check as { _zod?: { def?: { pattern?: unknown } } })._zod?.def?.pattern;
    if (pattern instanceof RegExp && /[ims]/.test(pattern.flags)) {
      throw new Error(`The pattern ${pattern} has flags a JSON Schema pattern cannot carry; spell them out`);
    }
  }
}

const toSchema = (schema: z.ZodMiniType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _ignored, ...json } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
    // A schema that states its rule apart (see `printedAs`) prints as that rule.
    override: ({ zodSchema, jsonSchema }) => {
      assertPrintableChecks(zodSchema);
      // A cross-field rule that JSON Schema can say too: its keywords on the object, or in `allOf`
      // where the object has them already; each branch whole (see `wholeBranches`).
      const keywords = io === 'input' ? statedKeywordsOf(zodSchema) : [];
      for (const stated of keywords) {
        const rule = wholeBranches(stated, jsonSchema as JsonSchema) as typeof jsonSchema;
        const allOf = jsonSchema.allOf ?? [];
        const known = [jsonSchema, ...allOf].some((other) =>
          Object.entries(rule).every(([key, value]) => JSON.stringify(other[key]) === JSON.stringify(value)),
        );
        if (known) continue;
        if (Object.keys(rule).some((key) => key in jsonSchema)) jsonSchema.allOf = [...allOf, rule];
        else Object.assign(jsonSchema, rule);
      }
      const printed = io === 'input' ? printedSchemaOf(zodSchema) : undefined;
      if (!printed) return;
      for (const key of Object.keys(jsonSchema)) delete jsonSchema[key];
      Object.assign(
        jsonSchema,
        '_zod' in printed ? toSchema(printed as z.ZodMiniType, io) : structuredClone(printed),
      );
    },
  }) as JsonSchema;
  return refine(json) as JsonSchema;
};

const isStringSchema = (node: JsonSchema) =>
  node.type === 'string' || (Array.isArray(node.type) && node.type.includes('string'));

/**
 * A request schema with the contract's length bounds printed (see `input-bounds.ts`): every string
 * schema that allows more than `max` characters gets `maxLength: max`, so a tool that generates
 * requests stays inside what the platform takes. A top-level field (a property of the part's
 * object, or of a branch of it) takes the bound of its name, an array its items' bound; every
 * string below it, and every key, the text bound. A string of fixed values (`enum`, `const`), a
 * UUID or a pattern that bounds its length within the bound is bounded already; a `not` is left
 * as it is, as a bound inside it would widen the rule.
 */
function withLengthBounds(node: unknown, max: number, part?: InputPart): unknown {
  if (Array.isArray(node)) return node.map((item) => withLengthBounds(item, max, part));
  if (!node || typeof node !== 'object') return node;
  const schema: JsonSchema = { ...(node as JsonSchema) };
  const fixed =
    schema.enum !== undefined ||
    schema.const !== undefined ||
    schema.format === 'uuid' ||
    (typeof schema.pattern === 'string' && patternMaxLength(schema.pattern) <= max);
  const own = schema.maxLength;
  if (isStringSchema(schema) && !fixed && !(typeof own === 'number' && own <= max)) schema.maxLength = max;
  for (const keyword of ['anyOf', 'oneOf', 'allOf'] as const) {
    if (schema[keyword] !== undefined) schema[keyword] = withLengthBounds(schema[keyword], max, part);
  }
  if (schema.items !== undefined) schema.items = withLengthBounds(schema.items, max);
  if (schema.prefixItems !== undefined) schema.prefixItems = withLengthBounds(schema.prefixItems, max);
  if (schema.properties !== undefined) {
    schema.properties = Object.fromEntries(
      Object.entries(schema.properties as JsonSchema).map(([name, property]) => [
        name,
        withLengthBounds(property, part === undefined ? MAX_TEXT_LENGTH : boundOfField(part, name)),
      ]),
    );
  }
  if (typeof schema.additionalProperties === 'object') {
    schema.additionalProperties = withLengthBounds(schema.additionalProperties, MAX_TEXT_LENGTH);
  }
  if (typeof schema.propertyNames === 'object') {
    schema.propertyNames = withLengthBounds(schema.propertyNames, MAX_TEXT_LENGTH);
  }
  return schema;
}

/** The JSON Schema of an input part, with its length bounds. */
const inputSchema = (schema: z.ZodMiniType, part: InputPart): JsonSchema =>
  withLengthBounds(toSchema(schema, 'input'), MAX_TEXT_LENGTH, part) as JsonSchema;

const HTTP_REASONS: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  400: 'Bad request',
  401: 'Session or context missing or invalid',
  403: 'Key, permission or ownership failure',
  404: 'Not found',
  409: 'Conflict',
  413: 'Payload too large',
  418: 'Action refused',
  429: 'Rate limited or cooldown active',
  500: 'Internal or propagated failure',
  501: 'Not implemented by the adapter',
  503: 'Gate closed or service unavailable',
};

/** Security alternatives of an auth requirement (OR of ANDs). */
function security(requirement: AuthRequirement): Record<string, string[]>[] {
  switch (requirement.pattern) {
    case 'public':
      return [];
    case 'key':
      return [{ apiKey: [] }];
    case 'session':
      return [{ apiKey: [], session: [] }];
    default: {
      const alternatives: Record<string, string[]>[] = [];
      if (requirement.contextFrom.includes('session')) alternatives.push({ apiKey: [], session: [] });
      if (requirement.contextFrom.includes('headers')) {
        alternatives.push({ apiKey: [], profileId: [], teamId: [] });
      }
      // A scoped key supplies its own context; an optional-context route accepts a bare key too.
      alternatives.push({ apiKey: [] });
      return alternatives;
    }
  }
}

/**
 * The operation's description, followed by the rules its input schemas check that a JSON Schema
 * cannot show (see `statedRule`) and the rules its handler checks against the platform's state
 * (`stateRules` of its docs), so the document states every rule a request is refused for.
 */
function describe(operation: OperationDefinition, docs: OperationDocs): { description?: string } {
  const { params, query, body } = operation.schemas;
  const rules = [
    ...[params, query, body].flatMap((schema) => (schema ? statedRulesOf(schema) : [])),
    ...Object.entries(docs.stateRules ?? {}).map(([field, rule]) => `\`${field}\`: ${rule}`),
  ];
  const stated = rules.length === 0 ? '' : `Input rules: ${rules.map((rule) => `${rule}.`).join(' ')}`;
  const description = [docs.description ?? '', stated].filter((part) => part !== '').join('\n\n');
  return description === '' ? {} : { description };
}

function queryParameters(schema: z.ZodMiniType | undefined): JsonSchema[] {
  if (!schema) return [];
  const json = inputSchema(schema, 'query');
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: property,
    ...(property.type === 'array' ? { style: 'form', explode: true } : {}),
  }));
}

/** A parameter with the values the recorded requests gave it. */
function withExamples(
  parameter: JsonSchema,
  examples: OperationExamples | undefined,
  values: (example: OperationExample) => Readonly<Record<string, unknown>> | undefined,
): JsonSchema {
  // A list parameter sent once prints its example as a list of one, the value the schema reads.
  const list = (parameter.schema as JsonSchema | undefined)?.type === 'array';
  return {
    ...parameter,
    ...examplesOf(examples, (example) => {
      const value = values(example)?.[parameter.name as string];
      return list && value !== undefined && !Array.isArray(value) ? [value] : value;
    }),
  };
}

/** The context headers an operation reads: both optional, as a session or scoped key may stand in. */
function headerParameters(requirement: AuthRequirement): JsonSchema[] {
  if (!requirement.contextFrom.includes('headers')) return [];
  return [
    ['x-profile-id', 'Acting profile; send it with `x-team-id`, the profile a member of the team.'],
    ['x-team-id', 'Acting team; send it with `x-profile-id`.'],
  ].map(([name, description]) => ({
    name,
    in: 'header',
    required: false,
    description: `${description} A valid session takes precedence.`,
    schema: { type: 'string', format: 'uuid' },
  }));
}

/**
 * A path param's schema. An empty segment names no route, a URL drops the segments `.` and `..`,
 * and a handler reads a blank id as none, so a plain string param is none of those.
 */
function segmentSchema(schema: JsonSchema | undefined): JsonSchema {
  const json = schema ?? { type: 'string' };
  const plain = ['enum', 'format', 'pattern'].every((keyword) => json[keyword] === undefined);
  return json.type === 'string' && plain
    ? {
        ...json,
        minLength: Math.max(1, (json.minLength as number | undefined) ?? 0),
        pattern: portablePattern(SEGMENT_PATTERN),
      }
    : json;
}

/**
 * A path segment that a URL keeps and that names something once trimmed: not blank, `.` or `..`
 * (written without a lookahead).
 */
const SEGMENT_PATTERN = '^\\s*(?:[^.\\s]|\\.[^.]|\\.\\.[\\s\\S])[\\s\\S]*$';

function pathParameters(operation: OperationDefinition): JsonSchema[] {
  const json = operation.schemas.params ? inputSchema(operation.schemas.params, 'params') : {};
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  return pathParamNames(operation.path).map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: withLengthBounds(segmentSchema(properties[name]), MAX_ID_LENGTH),
  }));
}

function responses(
  operation: OperationDefinition,
  docs: OperationDocs,
  examples: OperationExamples | undefined,
): Record<string, JsonSchema> {
  const answered = (status: number) =>
    examplesOf(examples, (example) => (example.status === status ? example.response : undefined));
  const result: Record<string, JsonSchema> = {};
  const success =
    operation.responseType === 'binary'
      ? { content: { 'application/pdf': { schema: { type: 'string', contentEncoding: 'binary' } } } }
      : {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['success', 'data'],
                properties: {
                  success: { const: true },
                  data: toSchema(operation.schemas.response, 'output'),
                },
              },
              ...answered(operation.successStatus),
            },
          },
        };
  const links = linksOf(operation);
  result[String(operation.successStatus)] = {
    description: HTTP_REASONS[operation.successStatus] ?? 'Success',
    ...success,
    ...(links ? { links } : {}),
  };
  const byStatus = new Map<number, string[]>();
  const descriptions = docs.errors;
  for (const [index, error] of declaredErrors(operation).entries()) {
    const lines = byStatus.get(error.status) ?? [];
    const description =
      error.source === 'route' ? (descriptions[index] ?? '') : ERROR_SOURCE_MEANINGS[error.source];
    const line = error.code ? `\`${error.code}\`: ${description}` : description;
    if (!lines.includes(line)) lines.push(line);
    byStatus.set(error.status, lines);
  }
  for (const [status, lines] of [...byStatus].sort(([a], [b]) => a - b)) {
    result[String(status)] = {
      description: `${HTTP_REASONS[status] ?? 'Error'}. ${lines.join(' ')}`,
      content: {
        'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' }, ...answered(status) },
      },
    };
  }
  return result;
}

/**
 * The JSON Schema of the failure envelope, `{ success: false, error: { code, message? } }`: the
 * `ErrorEnvelope` component of the API's OpenAPI document and of the simulator's control document.
 *
 * @example
 * ```ts
 * const components = { schemas: { ErrorEnvelope: ERROR_ENVELOPE_SCHEMA } };
 * ```
 */
export const ERROR_ENVELOPE_SCHEMA = {
  type: 'object',
  required: ['success', 'error'],
  properties: {
    success: { const: false },
    error: {
      type: 'object',
      required: ['code'],
      properties: { code: { type: 'string' }, message: { type: 'string' } },
    },
  },
} as const;

/**
 * Builds an OpenAPI 3.1 document describing the given operations.
 *
 * @example
 * ```ts
 * import { createOpenApiDocument, operations } from '@payments-platform/sdk/contract';
 * const document = createOpenApiDocument(operations, { servers: [{ url: 'http://127.0.0.1:4010' }] });
 * ```
 */
export function createOpenApiDocument(
  operations: readonly OperationDefinition[],
  options: OpenApiOptions = {},
): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const docsFor = options.docs ?? docsOf;
  for (const operation of operations) {
    const docs = docsFor(operation);
    const examples = options.examples?.[operation.id];
    const item = paths[operation.path] ?? {};
    paths[operation.path] = item;
    const requestBody = operation.schemas.body
      ? {
          // A request without a body is read as `{}`: the body is required only when `{}` is refused.
          required: !z.safeParse(operation.schemas.body as z.ZodMiniType, {}).success,
          content: {
            'application/json': {
              schema: inputSchema(operation.schemas.body, 'body'),
              ...examplesOf(examples, (example) => example.body),
            },
          },
        }
      : undefined;
    item[operation.method.toLowerCase()] = {
      operationId: operation.id,
      summary: docs.summary,
      ...describe(operation, docs),
      tags: [operation.area],
      security: security(operation.auth),
      parameters: [
        ...pathParameters(operation).map((parameter) =>
          withExamples(parameter, examples, (example) => example.params),
        ),
        ...queryParameters(operation.schemas.query).map((parameter) =>
          withExamples(parameter, examples, (example) => example.query),
        ),
        ...headerParameters(operation.auth).map((parameter) =>
          withExamples(parameter, examples, (example) => example.headers),
        ),
      ],
      ...(requestBody ? { requestBody } : {}),
      responses: responses(operation, docs, examples),
      'x-sdk-method': operation.sdk,
      'x-auth': {
        pattern: operation.auth.pattern,
        label: operation.auth.label,
        contextFrom: operation.auth.contextFrom,
        permissions: operation.auth.permissions,
        role: operation.auth.role,
        ...(operation.auth.masterKey ? { masterKey: operation.auth.masterKey } : {}),
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: options.title ?? 'Payments Platform API',
      version: options.version ?? '1.0.0',
      license: { name: 'MIT', identifier: 'MIT' },
      description: `Every response uses the envelope \`{ success, data }\`; a failure is \`{ success: false, error: { code, message } }\`. Every string of a request (a body value at any depth, free-form values and their keys included, and a query value) is at most ${MAX_TEXT_LENGTH} characters, a path id or a field that carries an id or a cursor at most ${MAX_ID_LENGTH}, unless its schema is tighter; a longer one is refused with 400 and the route's input code.`,
    },
    servers: options.servers ?? [{ url: 'http://127.0.0.1:4010', description: 'Local simulator' }],
    tags: [...new Set(operations.map((operation) => operation.area))].map((name) => ({
      name,
      description: AREA_DESCRIPTIONS[name],
    })),
    paths,
    components: {
      securitySchemes: {
        apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key', description: 'Application key.' },
        session: { type: 'http', scheme: 'bearer', description: 'Session from POST /v1/auth/verify-otp.' },
        profileId: { type: 'apiKey', in: 'header', name: 'x-profile-id', description: 'Acting profile.' },
        teamId: { type: 'apiKey', in: 'header', name: 'x-team-id', description: 'Acting team.' },
      },
      schemas: {
        ...Object.fromEntries(
          Object.entries(NAMED_ENUMS).map(([name, values]) => [name, { type: 'string', enum: values }]),
        ),
        ErrorEnvelope: ERROR_ENVELOPE_SCHEMA,
      },
    },
  };
}
