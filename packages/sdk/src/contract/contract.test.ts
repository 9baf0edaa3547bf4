import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, test } from 'vitest';
import { readErrorCodes, readRoutes, specErrorCodes } from '../../test/spec-files.js';
import { createOpenApiDocument, portablePattern } from './openapi.js';
import { docsOf, operationDocs } from './operation-docs.js';
import { errorCatalogue, findOperation, operations, registry } from './operations.js';
import { buildPath, pathParamNames } from './registry.js';

const routes = readRoutes();
type JsonObject = Record<string, unknown>;

describe('contract.operations', () => {
  test('one declaration per row of routes.tsv, matching method, path and success status', () => {
    expect(routes).toHaveLength(124);
    expect(operations).toHaveLength(routes.length);
    const declared = operations.map(
      (operation) => `${operation.method} ${operation.path} ${operation.successStatus}`,
    );
    const listed = routes.map((route) => `${route.method} ${route.path} ${route.success}`);
    expect([...declared].sort()).toEqual([...listed].sort());
    expect(new Set(declared).size).toBe(declared.length);
  });

  test('each auth label is the auth text of routes.tsv, and admin rows need the admin role', () => {
    for (const route of routes) {
      const operation = findOperation(route.method, route.path);
      expect(operation, `${route.method} ${route.path}`).toBeDefined();
      expect(operation?.auth.label, `${route.method} ${route.path}`).toBe(route.auth);
      if (route.admin === 'yes') expect(operation?.auth.role, route.path).toBe('admin');
      if (route.admin === 'membership') expect(operation?.auth.role, route.path).toBe('membership');
    }
  });

  test('ids are unique camelCase and every SDK path is unique and never both a method and a namespace', () => {
    const ids = operations.map((operation) => operation.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][A-Za-z0-9]*$/);
    const paths = operations.map((operation) => operation.sdk);
    expect(new Set(paths).size).toBe(paths.length);
    const namespaces = new Set<string>();
    for (const path of paths) {
      const parts = path.split('.');
      for (let index = 1; index < parts.length; index++) namespaces.add(parts.slice(0, index).join('.'));
    }
    for (const path of paths) expect(namespaces.has(path), path).toBe(false);
  });

  test('path params schemas name exactly the params of the path template', () => {
    for (const operation of operations) {
      const names = pathParamNames(operation.path).sort();
      const schema = operation.schemas as { params?: { shape?: Record<string, unknown> } };
      const declared = Object.keys(schema.params?.shape ?? {}).sort();
      expect(declared, operation.id).toEqual(names);
    }
  });

  test('path params, query and body never share a field name (the SDK takes them in one object)', () => {
    for (const operation of operations) {
      const schemas = operation.schemas as Record<string, { shape?: Record<string, unknown> } | undefined>;
      const seen = new Set<string>();
      for (const part of ['params', 'query', 'body']) {
        for (const key of Object.keys(schemas[part]?.shape ?? {})) {
          expect(seen.has(key), `${operation.id}: ${key}`).toBe(false);
          seen.add(key);
        }
      }
    }
  });

  test('every documented error has a status in the spec range and a description', () => {
    for (const operation of operations) {
      const descriptions = docsOf(operation).errors;
      for (const [index, error] of operation.errors.entries()) {
        expect([400, 401, 403, 404, 405, 409, 418, 429, 500, 501, 503], operation.id).toContain(error.status);
        expect(descriptions[index]?.length ?? 0, operation.id).toBeGreaterThan(0);
      }
    }
  });

  test('every operation has docs: a summary and one description per documented error', () => {
    for (const operation of operations) {
      const docs = operationDocs[operation.id];
      expect(docs?.summary.length ?? 0, operation.id).toBeGreaterThan(0);
      expect(docs?.errors.length, operation.id).toBe(operation.errors.length);
    }
    expect(Object.keys(operationDocs).sort()).toEqual(operations.map((operation) => operation.id).sort());
  });

  test('the declarations carry no prose', () => {
    for (const operation of operations) {
      expect(Object.keys(operation), operation.id).not.toContain('summary');
      expect(Object.keys(operation), operation.id).not.toContain('description');
      for (const error of operation.errors)
        expect(Object.keys(error), operation.id).not.toContain('description');
    }
  });
});

describe('contract.registry', () => {
  test('match: a static segment wins over a path param', () => {
    expect(registry.match('GET', '/channels/discovery')?.operation.path).toBe('/channels/discovery');
    expect(registry.match('GET', '/channels/methods/core')?.operation.path).toBe(
      '/channels/methods/{channelSlug}',
    );
    expect(registry.match('GET', '/channels/core/tx-1')?.operation.path).toBe(
      '/channels/{channelSlug}/{txId}',
    );
    expect(registry.match('GET', '/channels/core')?.params).toEqual({ channelSlug: 'core' });
  });

  test('match: params are decoded, unknown paths and methods give undefined', () => {
    expect(registry.match('GET', '/v1/profile/banks/a%2Fb')?.params).toEqual({ id: 'a/b' });
    expect(registry.match('GET', '/v1/nothing-here')).toBeUndefined();
    expect(registry.match('PUT', '/v1/profile')).toBeUndefined();
    expect(registry.match('GET', '/v1/profile/banks/%E0%A4%A')).toBeUndefined();
  });

  test('match: each param-free template finds its operation with no params, spelled exactly or not', () => {
    const free = registry.all().filter((operation) => !operation.path.includes('{'));
    expect(free.length).toBeGreaterThan(50);
    for (const operation of free) {
      expect(registry.match(operation.method.toLowerCase(), operation.path)).toEqual({
        operation,
        params: {},
      });
      expect(registry.match(operation.method, `${operation.path}/`)?.operation).toBe(operation);
      expect(registry.match(operation.method, `${operation.path}?a=1`)?.operation).toBe(operation);
    }
    const first = registry.match('GET', '/v1/maintenance');
    if (first) (first.params as Record<string, string>).injected = 'x';
    expect(registry.match('GET', '/v1/maintenance')?.params).toEqual({});
  });

  test('buildPath encodes each param as one segment and refuses a missing one', () => {
    expect(buildPath('/v1/profile/banks/{id}', { id: 'a/b c' })).toBe('/v1/profile/banks/a%2Fb%20c');
    expect(() => buildPath('/v1/profile/banks/{id}', {})).toThrow(/Missing path param "id"/);
  });
});

describe('contract.errors', () => {
  test('every error code named in the spec text is in the catalogue', () => {
    const codes = specErrorCodes();
    expect(codes.size).toBeGreaterThan(60);
    const missing = [...codes].filter((code) => !(code in errorCatalogue));
    expect(missing).toEqual([]);
  });

  test('each route documents the codes the spec names on it, with the status the spec states', () => {
    const rows = readErrorCodes();
    expect(rows.length).toBeGreaterThan(100);
    for (const row of rows) {
      const label = `${row.method} ${row.path} ${row.code}`;
      const operation = findOperation(row.method, row.path);
      expect(operation, label).toBeDefined();
      const statuses = operation?.errors
        .filter((error) => 'code' in error && error.code === row.code)
        .map((error) => error.status);
      expect(statuses?.length ?? 0, label).toBeGreaterThan(0);
      if (row.status !== undefined) expect(statuses, label).toContain(row.status);
    }
  });

  test('every catalogue entry has statuses and a meaning', () => {
    for (const [code, info] of Object.entries(errorCatalogue)) {
      expect(info.statuses.length, code).toBeGreaterThan(0);
      expect(info.meaning.length, code).toBeGreaterThan(0);
    }
  });

  test('a code documented with two statuses lists both', () => {
    expect(errorCatalogue.APP_V1_TEAMS_MEMBERS_PROFILEID_ROLE_ROUTE_01.statuses).toEqual([400, 403]);
    expect(errorCatalogue.APP_V1_AUTH_ONBOARD_ROUTE_05.statuses).toEqual([409]);
  });
});

describe('contract.openapi', () => {
  const document = createOpenApiDocument(operations);

  test('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(JSON.parse(JSON.stringify(document)));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  test('patterns spell \\s, \\S and . as ECMAScript reads them, which other regex engines read otherwise', () => {
    const space =
      '\\t\\n\\u000b\\f\\r \\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff';
    expect(portablePattern('^\\s*x\\S$')).toBe(`^[${space}]*x[^${space}]$`);
    expect(portablePattern('[^,\\s]')).toBe(`[^,${space}]`);
    expect(portablePattern('^\\S[\\s\\S]*a.b\\.c[.]$')).toBe(
      `^[^${space}][\\s\\S]*a[^\\n\\r\\u2028\\u2029]b\\.c[.]$`,
    );
    expect(() => portablePattern('[\\Sa]')).toThrow(/no class can spell/);
    // Every character, alone and between others, is matched the same by the pattern and its spelling.
    const patterns = ['^\\s*\\S\\S\\s*$', '[^,\\s]', '^\\s*\\S.*\\.png\\s*$', '^\\S[\\s\\S]{0,}\\S$'];
    const samples = [
      ...Array.from({ length: 0x3100 }, (_, code) => String.fromCharCode(code)),
      '\ufeff',
      '\u{1f600}',
    ];
    const differences = patterns.flatMap((source) => {
      const original = new RegExp(source, 'u');
      const portable = new RegExp(portablePattern(source), 'u');
      return samples
        .flatMap((char) => [char, `a${char}b`, `${char}${char}`, `a${char}.png`])
        .filter((text) => portable.test(text) !== original.test(text))
        .map((text) => `${source} on ${JSON.stringify(text)}`);
    });
    expect(differences).toEqual([]);
  });

  test('a cross-field rule printed as keywords accepts in the document what the schema accepts', () => {
    const ajv = new Ajv2020({ strict: false });
    ajv.addSchema({ components: document.components }, 'document');
    const paths = document.paths as Record<string, Record<string, JsonObject>>;
    const bodyIn = (method: string, path: string) => {
      const body = paths[path]?.[method]?.requestBody as JsonObject;
      const schema = JSON.stringify((body.content as JsonObject)['application/json']);
      return ajv.compile(JSON.parse(schema.replaceAll('"#/components/', '"document#/components/')).schema);
    };
    const agree = (method: string, path: string, bodies: readonly object[]) => {
      const printed = bodyIn(method, path);
      const { body: schema } = (findOperation(method.toUpperCase(), path)?.schemas ?? {}) as {
        body?: { safeParse(value: unknown): { success: boolean } };
      };
      const verdicts = bodies.map((body) => ({
        body,
        printed: printed(body),
        schema: schema?.safeParse(body).success,
      }));
      expect(verdicts.filter((verdict) => verdict.printed !== verdict.schema)).toEqual([]);
      // Both verdicts are met on some samples.
      expect(new Set(verdicts.map((verdict) => verdict.schema))).toEqual(new Set([true, false]));
    };
    const team = {
      teamId: '10000000-0000-4000-8000-000000000002',
      profileId: '20000000-0000-4000-8000-000000000002',
    };
    const addresses = [
      ' 0x70997970C51812dc3A010C7d01b50e0d17dc79C8 ',
      '0x70997970C51812dc3A010C7d01b50e0d17dc79C',
      '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
      '1BoatSLRHtKNngkdXEeobR76b53LETtpyT',
      'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      'BC1QAR0SRRR7XFKVY5L643LYDNW9RE59GTZZWF5MDQ',
      'bc1QAR0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      'MX72 0123 4567',
    ];
    agree(
      'post',
      '/v1/wallet/external',
      ['EVM', 'SVM', 'BTC', 'FIAT'].flatMap((walletType) =>
        addresses.map((address) => ({ ...team, walletType, address })),
      ),
    );
    const prepared = { prepareId: 'prep_1', attestation: 'att', userSignature: '0x12' };
    agree(
      'post',
      '/channel/core/send/{id}/process-sponsored-tx',
      [
        {},
        { txIndex: 1 },
        prepared,
        { ...prepared, attestation: undefined },
        { ...prepared, prepareId: undefined },
        { attestation: 'att' },
        { userSignature: '0x12', txIndex: 0 },
      ].map((body) => JSON.parse(JSON.stringify(body))),
    );
  });

  test('patterns name digits as [0-9], which every regex engine reads as ASCII digits only', () => {
    expect(portablePattern('^\\d{8,12}$')).toBe('^[0-9]{8,12}$');
    expect(portablePattern('^[\\d.]+\\.\\d$')).toBe('^[0-9.]+\\.[0-9]$');
    expect(portablePattern('^\\\\d\\[\\d]$')).toBe('^\\\\d\\[[0-9]]$');
    const patterns = JSON.stringify(document).match(/"pattern":"(?:[^"\\]|\\.)*"/g) ?? [];
    expect(patterns.length).toBeGreaterThan(20);
    for (const pattern of patterns) {
      const source = JSON.parse(`{${pattern}}`).pattern as string;
      expect(portablePattern(source), source).toBe(source);
    }
  });

  test('lists every operation with its success status and security', () => {
    const paths = document.paths as Record<
      string,
      Record<string, { operationId: string; responses: object; security: unknown[] }>
    >;
    for (const operation of operations) {
      const entry = paths[operation.path]?.[operation.method.toLowerCase()];
      expect(entry?.operationId, operation.id).toBe(operation.id);
      expect(Object.keys(entry?.responses ?? {}), operation.id).toContain(String(operation.successStatus));
      if (operation.auth.pattern === 'public') expect(entry?.security).toEqual([]);
      else expect(entry?.security.length, operation.id).toBeGreaterThan(0);
    }
  });

  test('declares the context headers on every operation that reads them, and none elsewhere', () => {
    const paths = document.paths as Record<
      string,
      Record<string, { parameters: { name: string; in: string }[] }>
    >;
    for (const operation of operations) {
      const headers = paths[operation.path]?.[operation.method.toLowerCase()]?.parameters
        .filter((parameter) => parameter.in === 'header')
        .map((parameter) => parameter.name);
      const expected = operation.auth.contextFrom.includes('headers') ? ['x-profile-id', 'x-team-id'] : [];
      expect(headers, operation.id).toEqual(expected);
    }
  });

  test('prints known enums once as named schemas and refers to them', () => {
    const schemas = (document.components as { schemas: Record<string, object> }).schemas;
    expect(schemas.KycStatus).toEqual({ type: 'string', enum: ['none', 'not started', 'approved'] });
    const text = JSON.stringify(document.paths);
    expect(text).toContain('"$ref":"#/components/schemas/KycStatus"');
    expect(text).not.toContain('"enum":["none","not started","approved"]');
  });

  test("states in the description the schemas' own rules and, by field, the rules checked against the platform's state", () => {
    const paths = document.paths as Record<string, Record<string, { description?: string }>>;
    const onboard = paths['/v1/auth/onboard']?.post?.description ?? '';
    expect(onboard).toContain('Input rules: ');
    expect(onboard).toContain('`country`: one of the countries `GET /v1/config/countries` lists.');
    const preview = paths['/channel/core/send/preview']?.post?.description ?? '';
    expect(preview).toContain('Each recipient needs an address or a vudyTag, not both.');
    expect(preview).toContain("`amount`: the sum of the recipients' amounts.");
  });
});
