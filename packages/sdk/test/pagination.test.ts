import { describe, expect, test } from 'vitest';
import { createClient } from '../src/index.js';
import { ok, stubFetch } from './stub-fetch.js';

const BASE = 'http://api.test';
const activity = (index: number) => ({
  PK: 'TEAM#t',
  SK: `ACT#${index}`,
  ActionType: 'TEAM',
  ActionName: `action-${index}`,
  Status: 'ok',
  TeamId: 't',
  ProfileId: 'p',
  CreatedAt: '2026-11-22T00:00:00.000Z',
});

describe('pagination', () => {
  test('cursor lists: for await walks every page until lastEvaluatedKey is absent', async () => {
    const stub = stubFetch((request) => {
      const start = Number(request.url.searchParams.get('exclusiveStartKey') ?? 0);
      const items = Array.from({ length: start < 4 ? 2 : 1 }, (_, index) => activity(start + index));
      return ok(start < 4 ? { items, lastEvaluatedKey: String(start + 2) } : { items });
    });
    const client = createClient({ apiKey: 'k', baseUrl: BASE, fetch: stub.fetch, session: { token: 's' } });
    const names: string[] = [];
    for await (const item of client.teams.activity.list({ teamId: 't', limit: 2 }))
      names.push(item.ActionName);
    expect(names).toEqual(['action-0', 'action-1', 'action-2', 'action-3', 'action-4']);
    expect(stub.requests.map((request) => request.url.searchParams.get('exclusiveStartKey'))).toEqual([
      null,
      '2',
      '4',
    ]);
    expect(stub.requests.every((request) => request.url.searchParams.get('limit') === '2')).toBe(true);
  });

  test('cursor lists: awaiting gives one page, with a single request', async () => {
    const stub = stubFetch(() => ok({ items: [activity(0)], lastEvaluatedKey: 'next' }));
    const client = createClient({ apiKey: 'k', baseUrl: BASE, fetch: stub.fetch, session: { token: 's' } });
    const page = await client.teams.activity.list({ teamId: 't' });
    expect(page.lastEvaluatedKey).toBe('next');
    expect(stub.requests).toHaveLength(1);
  });

  test('offset lists: iteration advances the offset until a short page', async () => {
    const stub = stubFetch((request) => {
      const offset = Number(request.url.searchParams.get('offset'));
      const count = offset === 0 || offset === 3 ? 3 : 1;
      return ok(Array.from({ length: count }, (_, index) => ({ orderId: `o-${offset + index}` })));
    });
    const client = createClient({ apiKey: 'k', baseUrl: BASE, fetch: stub.fetch, validation: 'off' });
    const ids: unknown[] = [];
    for await (const order of client.ramp.orders.list({ limit: 3 }))
      ids.push((order as { orderId: string }).orderId);
    expect(ids).toEqual(['o-0', 'o-1', 'o-2', 'o-3', 'o-4', 'o-5', 'o-6']);
    expect(stub.requests.map((request) => request.url.searchParams.get('offset'))).toEqual(['0', '3', '6']);
  });

  test('iteration stops on the first error and throws it', async () => {
    const stub = stubFetch((_, index) =>
      index === 0
        ? ok({ items: [activity(0)], lastEvaluatedKey: 'k1' })
        : {
            status: 404,
            body: { success: false, error: { code: 'APP_V1_TEAMS_ACTIVITY_01', message: 'gone' } },
          },
    );
    const client = createClient({ apiKey: 'k', baseUrl: BASE, fetch: stub.fetch, session: { token: 's' } });
    const seen: string[] = [];
    await expect(
      (async () => {
        for await (const item of client.teams.activity.list({ teamId: 't' })) seen.push(item.SK);
      })(),
    ).rejects.toMatchObject({ status: 404, code: 'APP_V1_TEAMS_ACTIVITY_01' });
    expect(seen).toEqual(['ACT#0']);
  });
});
