import { describe, expect, test } from 'vitest';
import { stubbedClient } from '../../test/stub-fetch.js';
import { InputValidationError } from '../core/errors.js';
import { runChannelAction } from './channels.js';
import { createPaymentRequest } from './core.js';
import {
  CURSOR_FIELDS,
  isIdField,
  longerThan,
  MAX_ID_LENGTH,
  MAX_TEXT_LENGTH,
  patternMaxLength,
} from './input-bounds.js';
import { createOpenApiDocument } from './openapi.js';
import type { OperationDefinition } from './operation.js';
import { operations } from './operations.js';
import { acceptOtcOffer, listOtcRequests } from './otc.js';
import { getProfileBank } from './profile.js';

const WALLET = '0xb0b0000000000000000000000000000000000002';
const text = (length: number) => 'a'.repeat(length);
const issuesOf = (result: {
  success: boolean;
  error?: { issues: readonly { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((issue) => ({ path: issue.path, message: issue.message }));

describe('longerThan', () => {
  test('counts characters as JSON Schema does: a surrogate pair is one, a lone surrogate one', () => {
    expect(longerThan(text(4096), 4096)).toBe(false);
    expect(longerThan(text(4097), 4096)).toBe(true);
    expect(longerThan('😀'.repeat(4096), 4096)).toBe(false);
    expect(longerThan(`${'😀'.repeat(4096)}a`, 4096)).toBe(true);
    expect(longerThan('\ud800'.repeat(4097), 4096)).toBe(true);
  });
});

describe('patternMaxLength', () => {
  test('reads the longest match of a pattern anchored at both ends with bounded repetitions', () => {
    expect(patternMaxLength('^[A-Z]{2}$')).toBe(2);
    expect(patternMaxLength('^[A-Z0-9_-]{4}[0-9]{4}$')).toBe(8);
    expect(patternMaxLength('^(?:0|[1-9][0-9]{0,58})(?:\\.[0-9]{1,18})?$')).toBe(78);
    expect(patternMaxLength('^(ab){3}c?$')).toBe(7);
    expect(patternMaxLength('^(?:a|bcd)$')).toBe(3);
    expect(patternMaxLength('^[\\]a]{2}\\u00e9$')).toBe(3);
  });

  test('is Infinity for a pattern that does not bound the length or that it does not follow', () => {
    for (const pattern of [
      '^[a-z]+$',
      '^a*$',
      '^a{2,}$',
      '^a|b$',
      '[A-Z]{2}',
      '^[A-Z]{2}',
      '^\\d{3}\\$',
      '^(?=a)a$',
      '^(a)\\1$',
    ]) {
      expect(patternMaxLength(pattern), pattern).toBe(Number.POSITIVE_INFINITY);
    }
  });
});

describe('the input schemas of every operation', () => {
  const body = (channelParams: Record<string, unknown>) => ({
    targetAddress: WALLET,
    amount: 25,
    channelParams,
  });

  test('refuse a body string over MAX_TEXT_LENGTH at its own path, and take one at the bound', () => {
    expect(
      issuesOf(createPaymentRequest.schemas.body.safeParse(body({ note: text(MAX_TEXT_LENGTH + 1) }))),
    ).toEqual([{ path: ['channelParams', 'note'], message: `At most ${MAX_TEXT_LENGTH} characters` }]);
    expect(createPaymentRequest.schemas.body.safeParse(body({ note: text(MAX_TEXT_LENGTH) })).success).toBe(
      true,
    );
  });

  test('refuse a string deep in a free-form value, and a key over the bound', () => {
    const deep = { addedFee: { label: [{ text: text(MAX_TEXT_LENGTH + 1) }] } };
    expect(issuesOf(createPaymentRequest.schemas.body.safeParse(body(deep)))).toEqual([
      {
        path: ['channelParams', 'addedFee', 'label', 0, 'text'],
        message: `At most ${MAX_TEXT_LENGTH} characters`,
      },
    ]);
    const key = text(MAX_TEXT_LENGTH + 1);
    expect(issuesOf(createPaymentRequest.schemas.body.safeParse(body({ addedFee: { [key]: 1 } })))).toEqual([
      { path: ['channelParams', 'addedFee'], message: `A key of at most ${MAX_TEXT_LENGTH} characters` },
    ]);
    const atBound = { addedFee: { [text(MAX_TEXT_LENGTH)]: [text(MAX_TEXT_LENGTH)] } };
    expect(createPaymentRequest.schemas.body.safeParse(body(atBound)).success).toBe(true);
  });

  test('refuse a path id, an id field and an id in a free-form body over MAX_ID_LENGTH only where the field carries an id', () => {
    expect(getProfileBank.schemas.params.safeParse({ id: text(MAX_ID_LENGTH) }).success).toBe(true);
    expect(issuesOf(getProfileBank.schemas.params.safeParse({ id: text(MAX_ID_LENGTH + 1) }))).toEqual([
      { path: ['id'], message: `At most ${MAX_ID_LENGTH} characters` },
    ]);
    const accept = (offerId: string) =>
      acceptOtcOffer.schemas.body.safeParse({ offerId, userSignature: '0x01' });
    expect(accept(text(MAX_ID_LENGTH)).success).toBe(true);
    expect(issuesOf(accept(text(MAX_ID_LENGTH + 1)))).toEqual([
      { path: ['offerId'], message: `At most ${MAX_ID_LENGTH} characters` },
    ]);
    // A free-form body's keys are not declared fields: its strings keep the text bound.
    expect(runChannelAction.schemas.body.safeParse({ orderId: text(MAX_ID_LENGTH + 1) }).success).toBe(true);
  });

  test('refuse a query value over the bound, a query flag included', () => {
    expect(
      issuesOf(listOtcRequests.schemas.query.safeParse({ buyCurrency: text(MAX_TEXT_LENGTH + 1) })),
    ).toEqual([{ path: ['buyCurrency'], message: `At most ${MAX_TEXT_LENGTH} characters` }]);
    expect(listOtcRequests.schemas.query.safeParse({ buyCurrency: text(MAX_TEXT_LENGTH) }).success).toBe(
      true,
    );
    const countries = operations.find((operation) => operation.id === 'listCountries');
    const flag = countries?.schemas.query as { safeParse: (value: unknown) => { success: boolean } };
    expect(flag.safeParse({ all: text(MAX_TEXT_LENGTH) }).success).toBe(true);
    expect(flag.safeParse({ all: text(MAX_TEXT_LENGTH + 1) }).success).toBe(false);
  });

  test('walk a value that holds itself without looping', () => {
    const cyclic: Record<string, unknown> = { note: 'x' };
    cyclic.self = cyclic;
    expect(runChannelAction.schemas.body.safeParse(cyclic).success).toBe(true);
  });

  test('bound every paging cursor as an id', () => {
    const cursors = (operations as readonly OperationDefinition[]).flatMap((operation) =>
      operation.pagination?.kind === 'cursor' ? [operation.pagination.cursorParam] : [],
    );
    expect(cursors.length).toBeGreaterThan(0);
    for (const cursor of cursors) {
      expect(CURSOR_FIELDS).toContain(cursor);
      expect(isIdField('query', cursor)).toBe(true);
    }
  });
});

describe('the SDK', () => {
  const clientOn = () => stubbedClient({ validation: 'warn' });
  const refusal = async (call: Promise<unknown>) =>
    call.then(
      () => undefined,
      (error: unknown) => error,
    );

  test('refuses an over-long body string, nested value, query value or path id before sending', async () => {
    const { client, stub } = clientOn();
    const calls = [
      client.core.requests.create({
        targetAddress: WALLET,
        amount: 25,
        channelParams: { note: text(MAX_TEXT_LENGTH + 1) },
      }),
      client.core.requests.create({
        targetAddress: WALLET,
        amount: 25,
        channelParams: { addedFee: { memo: { lines: [text(MAX_TEXT_LENGTH + 1)] } } },
      }),
      client.otc.requests.list({ buyCurrency: text(MAX_TEXT_LENGTH + 1) }),
      client.profile.banks.retrieve({ id: text(MAX_ID_LENGTH + 1) }),
    ];
    for (const call of calls) {
      const error = await refusal(call);
      expect(error).toBeInstanceOf(InputValidationError);
      expect((error as Error).message).toMatch(
        /At most (4096|256) characters, received a string of (4097|257) characters/,
      );
    }
    expect(stub.requests).toHaveLength(0);
  });

  test('sends values at the bounds', async () => {
    const { client, stub } = clientOn();
    await client.core.requests.create({
      targetAddress: WALLET,
      amount: 25,
      channelParams: { note: text(MAX_TEXT_LENGTH), addedFee: { memo: text(MAX_TEXT_LENGTH) } },
    });
    await client.otc.requests.list({ buyCurrency: text(MAX_TEXT_LENGTH) });
    await client.profile.banks.retrieve({ id: text(MAX_ID_LENGTH) });
    expect(stub.requests).toHaveLength(3);
  });
});

describe('the OpenAPI document', () => {
  const document = createOpenApiDocument(operations) as {
    info: { description: string };
    paths: Record<string, Record<string, Record<string, unknown>>>;
  };
  const operationOf = (path: string, method: string) =>
    document.paths[path]?.[method] as {
      parameters: { name: string; schema: Record<string, unknown> }[];
      requestBody?: {
        content: { 'application/json': { schema: Record<string, Record<string, Record<string, unknown>>> } };
      };
    };

  test('prints the bounds as maxLength: path ids and id fields 256, other strings and keys 4096, tighter ones kept', () => {
    const bank = operationOf('/v1/profile/banks/{id}', 'get');
    expect(bank.parameters.find((parameter) => parameter.name === 'id')?.schema.maxLength).toBe(
      MAX_ID_LENGTH,
    );
    const list = operationOf('/v1/otc', 'get');
    expect(list.parameters.find((parameter) => parameter.name === 'buyCurrency')?.schema.maxLength).toBe(
      MAX_TEXT_LENGTH,
    );
    const accept = operationOf('/channel/core/otc/{id}/accept-offer', 'post');
    const acceptBody = accept.requestBody?.content['application/json'].schema.properties;
    expect(acceptBody?.offerId?.maxLength).toBe(MAX_ID_LENGTH);
    const create = operationOf('/channel/core/request/create', 'post');
    const channelParams = create.requestBody?.content['application/json'].schema.properties
      ?.channelParams as {
      properties: Record<
        string,
        { maxLength?: number; anyOf?: { propertyNames?: { maxLength?: number } }[] }
      >;
    };
    expect(channelParams.properties.note?.maxLength).toBe(MAX_TEXT_LENGTH);
    expect(channelParams.properties.addedFee?.anyOf?.[0]?.propertyNames?.maxLength).toBe(MAX_TEXT_LENGTH);
    const username = operationOf('/v1/profile/username', 'patch');
    expect(username.requestBody?.content['application/json'].schema.properties?.nickname?.maxLength).toBe(50);
    // A pattern that bounds the length already prints no maxLength.
    const country = operationOf('/v1/auth/onboard', 'post')?.requestBody?.content['application/json'].schema
      .properties?.country;
    expect(country?.pattern).toBe('^[A-Z]{2}$');
    expect(country).not.toHaveProperty('maxLength');
    expect(document.info.description).toContain(`at most ${MAX_TEXT_LENGTH} characters`);
  });
});
