/**
 * The notifications area through the SDK client with strict validation: the team of the list,
 * cursor pages newest first, the `profileId` filter, and every variant, status and code of the
 * seen route.
 */
import { createClient } from '@payments-platform/sdk';
import { type OperationById, registry } from '@payments-platform/sdk/contract';
import { describe, expect, test } from 'vitest';
import { DEMO } from '../src/index.js';
import { failFor } from '../src/kernel/fail.js';
import type { HandlerRequest } from '../src/kernel/module.js';
import {
  DEFAULT_NOTIFICATION_LIMIT,
  notificationsHandlers,
  SEEN_ALL_LIMIT,
} from '../src/modules/notifications/index.js';
import { failure, newSimulator, sdk } from './auth-teams-client.js';
import { asItems, keysOf, rawSeen, seedNotifications } from './notifications-client.js';

const { bruno, carmen, diego, alice, aliceAtBusiness, elena } = DEMO.profiles;
const business = DEMO.teams.business;
const individual = DEMO.teams.individual;

describe('GET /v1/notifications', () => {
  test('lists the notifications of the session team with their fields, newest first', async () => {
    const simulator = newSimulator();
    const admin = await sdk(simulator, { sessionFor: bruno.id });
    const invitation = await admin.teams.invitations.create({ email: 'new@example.org', role: 'member' });
    const page = await admin.notifications.list();
    expect(page.lastEvaluatedKey).toBeUndefined();
    expect(page.items).toEqual([
      {
        PK: `TEAM#${business.id}`,
        SK: `NOTIF#${simulator.clock.iso()}#0000000001`,
        notificationId: `NOTIF#${simulator.clock.iso()}#0000000001`,
        teamId: business.id,
        type: 'default',
        kind: 'invitation.created',
        title: 'Invitation sent',
        body: 'new@example.org was invited to join Acme Imports as member.',
        data: { invitationId: invitation.id, email: 'new@example.org', role: 'member', invitedBy: bruno.id },
        createdAt: simulator.clock.iso(),
        seenBy: [],
      },
    ]);
  });

  test("the team is the key's team, else the session's; headers never select it", async () => {
    const simulator = newSimulator();
    const [businessKey] = await seedNotifications(simulator, business.id, 1);
    const [individualKey] = await seedNotifications(simulator, individual.id, 1);

    const byTeamKey = await (await sdk(simulator, { apiKey: DEMO.keys.team })).notifications.list();
    expect(keysOf(byTeamKey.items)).toEqual([businessKey]);
    const byProfileKey = await (
      await sdk(simulator, { apiKey: DEMO.keys.individualProfile })
    ).notifications.list();
    expect(keysOf(byProfileKey.items)).toEqual([individualKey]);
    const bySession = await (await sdk(simulator, { sessionFor: carmen.id })).notifications.list();
    expect(keysOf(bySession.items)).toEqual([businessKey]);
    // A key with a team bounds the session: a session of another team is refused (403), so the
    // session can never act outside the key's team.
    const keyOverSession = (
      await sdk(simulator, {
        apiKey: DEMO.keys.individualProfile,
        sessionFor: bruno.id,
      })
    ).notifications.list();
    expect((await failure(keyOverSession)).status).toBe(403);
  });

  test('400 NOTIFICATION_TEAM_REQUIRED for an app key with headers and no session', async () => {
    const simulator = newSimulator();
    const withHeaders = (await sdk(simulator)).withContext({ profileId: bruno.id, teamId: business.id });
    expect(await failure(withHeaders.notifications.list())).toEqual({
      status: 400,
      code: 'NOTIFICATION_TEAM_REQUIRED',
    });
  });

  test(`pages of ${DEFAULT_NOTIFICATION_LIMIT} by default, newest first, no cursor on the last page`, async () => {
    const simulator = newSimulator();
    const created = await seedNotifications(simulator, business.id, 45);
    const client = await sdk(simulator, { sessionFor: bruno.id });
    const keys: string[] = [];
    const sizes: number[] = [];
    let cursor: string | undefined;
    do {
      const page = await client.notifications.list(cursor === undefined ? {} : { exclusiveStartKey: cursor });
      sizes.push(page.items.length);
      keys.push(...keysOf(page.items));
      if (page.lastEvaluatedKey !== undefined) expect(page.lastEvaluatedKey).toBe(keys.at(-1));
      cursor = page.lastEvaluatedKey;
    } while (cursor !== undefined);
    expect(sizes).toEqual([20, 20, 5]);
    expect(keys).toEqual([...created].reverse());

    const all: string[] = [];
    for await (const item of client.notifications.list({ limit: 100 })) all.push(keysOf([item])[0] as string);
    expect(all).toEqual([...created].reverse());
  });

  test('limit 1 and 100 are accepted; an exact last page has no cursor', async () => {
    const simulator = newSimulator();
    const created = await seedNotifications(simulator, business.id, 3);
    const client = await sdk(simulator, { apiKey: DEMO.keys.team });
    const one = await client.notifications.list({ limit: 1 });
    expect(keysOf(one.items)).toEqual([created[2]]);
    expect(one.lastEvaluatedKey).toBe(created[2]);
    const rest = await client.notifications.list({ limit: 2, exclusiveStartKey: one.lastEvaluatedKey });
    expect(keysOf(rest.items)).toEqual([created[1], created[0]]);
    expect(rest.lastEvaluatedKey).toBeUndefined();
    expect((await client.notifications.list({ limit: 100 })).items).toHaveLength(3);
  });

  test('a cursor whose notification was deleted still continues after it', async () => {
    const simulator = newSimulator();
    const created = await seedNotifications(simulator, business.id, 4);
    const admin = await sdk(simulator, { sessionFor: bruno.id });
    const first = await admin.notifications.list({ limit: 2 });
    expect(first.lastEvaluatedKey).toBe(created[2]);
    await admin.notifications.markSeen({ notificationId: created[2] as string, delete: true });
    const second = await admin.notifications.list({ limit: 2, exclusiveStartKey: first.lastEvaluatedKey });
    expect(keysOf(second.items)).toEqual([created[1], created[0]]);
  });

  test('profileId keeps the notifications that profile has not seen, after the limit', async () => {
    const simulator = newSimulator();
    const created = await seedNotifications(simulator, business.id, 5);
    const carmenClient = await sdk(simulator, { sessionFor: carmen.id });
    await carmenClient.notifications.markSeen({ notificationId: created[4] as string });
    await carmenClient.notifications.markSeen({ notificationId: created[2] as string });
    const reader = await sdk(simulator, { apiKey: DEMO.keys.team });
    const page = await reader.notifications.list({ limit: 3, profileId: carmen.id });
    expect(keysOf(page.items)).toEqual([created[3]]);
    expect(page.lastEvaluatedKey).toBe(created[2]);
    const next = await reader.notifications.list({
      limit: 3,
      profileId: carmen.id,
      exclusiveStartKey: page.lastEvaluatedKey,
    });
    expect(keysOf(next.items)).toEqual([created[1], created[0]]);
    const unfiltered = await reader.notifications.list({ limit: 3 });
    expect(asItems(unfiltered.items).map((item) => item.seenBy)).toEqual([[carmen.id], [], [carmen.id]]);
  });

  test('pages survive a snapshot and restore', async () => {
    const simulator = newSimulator();
    const created = await seedNotifications(simulator, business.id, 3);
    const state = simulator.snapshot();
    simulator.reset();
    const client = await sdk(simulator, { apiKey: DEMO.keys.team });
    expect((await client.notifications.list()).items).toEqual([]);
    simulator.restore(state);
    expect(keysOf((await client.notifications.list()).items)).toEqual([...created].reverse());
    const [next] = await seedNotifications(simulator, business.id, 1);
    expect(created).not.toContain(next);
    expect(keysOf((await client.notifications.list({ limit: 1 })).items)).toEqual([next]);
  });

  test('400 BODY_PARSER_ERROR for a type other than default or a limit outside 1 to 100', async () => {
    const client = await sdk(newSimulator(), { apiKey: DEMO.keys.team, validation: 'off' });
    expect((await client.notifications.list({ type: 'default' })).items).toEqual([]);
    for (const query of [{ type: 'system' }, { limit: 0 }, { limit: 101 }, { limit: 'ten' }]) {
      expect(await failure(client.notifications.list(query as never))).toEqual({
        status: 400,
        code: 'BODY_PARSER_ERROR',
      });
    }
  });

  test('401 without a usable context or with an invalid session', async () => {
    const simulator = newSimulator();
    expect(await failure((await sdk(simulator)).notifications.list())).toEqual({
      status: 401,
      code: 'CONTEXT_REQUIRED',
    });
    const expired = createClient({
      apiKey: DEMO.keys.app,
      baseUrl: simulator.baseUrl,
      fetch: simulator.fetch,
      validation: 'strict',
      maxRetries: 0,
      session: { token: 'ses_unknown' },
    });
    expect(await failure(expired.notifications.list())).toEqual({ status: 401, code: 'SESSION_INVALID' });
  });

  test('500 when the lookup fails', async () => {
    const simulator = newSimulator();
    await simulator.control.platform.setFaults({
      rules: [{ operationId: 'listNotifications', status: 500, count: 1 }],
    });
    expect(
      (await failure((await sdk(simulator, { apiKey: DEMO.keys.team })).notifications.list())).status,
    ).toBe(500);
  });
});

describe('POST /v1/notifications/{notificationId}/seen', () => {
  test('sends the sort key URL-encoded; the simulator decodes it and marks it seen', async () => {
    const simulator = newSimulator();
    const [key] = await seedNotifications(simulator, business.id, 1);
    const urls: string[] = [];
    const session = await simulator.control.tenancy.createSession({ profileId: carmen.id });
    const client = createClient({
      apiKey: DEMO.keys.app,
      baseUrl: simulator.baseUrl,
      validation: 'strict',
      maxRetries: 0,
      session: { token: session.token },
      fetch: (input, init) => {
        urls.push(input instanceof Request ? input.url : String(input));
        return simulator.fetch(input, init);
      },
    });
    const result = await client.notifications.markSeen({ notificationId: key as string });
    expect(key).toContain('#');
    expect(urls).toEqual([`${simulator.baseUrl}/v1/notifications/${encodeURIComponent(key as string)}/seen`]);
    expect(urls[0]).toContain('NOTIF%23');
    expect(result).toEqual({
      markedAsSeen: true,
      notification: expect.objectContaining({ SK: key, seenBy: [carmen.id] }),
    });
    expect(simulator.services.store.notifications.get(key as string)?.seenBy).toEqual([carmen.id]);

    // Unencoded, `#` starts the fragment: the path is cut and no route matches.
    const unencoded = await simulator.fetch(`/v1/notifications/${key}/seen`, {
      method: 'POST',
      headers: { 'x-api-key': DEMO.keys.app, authorization: `Bearer ${session.token}` },
    });
    expect(unencoded.status).toBe(404);
  });

  test('already seen: the same shape, nothing changes', async () => {
    const simulator = newSimulator();
    const [key] = await seedNotifications(simulator, business.id, 1);
    const client = await sdk(simulator, { sessionFor: bruno.id });
    const first = await client.notifications.markSeen({ notificationId: key as string });
    const again = await client.notifications.markSeen({ notificationId: key as string });
    expect(again).toEqual(first);
    expect(again).toEqual({
      markedAsSeen: true,
      notification: expect.objectContaining({ SK: key, seenBy: [bruno.id] }),
    });
  });

  test('auto-deleted once every non-API, non-blocked member has seen it', async () => {
    const simulator = newSimulator();
    const { store } = simulator.services;
    store.members.update(aliceAtBusiness.id, { role: 'api' });
    const [key] = await seedNotifications(simulator, business.id, 1);
    for (const profileId of [bruno.id, carmen.id]) {
      const result = await (await sdk(simulator, { sessionFor: profileId })).notifications.markSeen({
        notificationId: key as string,
      });
      expect(result).toMatchObject({ markedAsSeen: true, notification: { SK: key } });
    }
    // elena is blocked and alice-acme is an API member: diego is the last one counted.
    const last = await (await sdk(simulator, { sessionFor: diego.id })).notifications.markSeen({
      notificationId: key as string,
    });
    expect(last).toEqual({
      markedAsSeen: true,
      deleted: true,
      notificationId: key,
      message: 'Every member of the team has seen the notification; it was deleted.',
    });
    expect(store.notifications.get(key as string)).toBeUndefined();
    expect(store.members.get(elena.id)?.role).toBe('blocked');
  });

  test('an admin deletes with delete=true: { deleted, notificationId }', async () => {
    const simulator = newSimulator();
    const [key] = await seedNotifications(simulator, business.id, 1);
    const result = await (await sdk(simulator, { sessionFor: bruno.id })).notifications.markSeen({
      notificationId: key as string,
      delete: true,
    });
    expect(result).toEqual({ deleted: true, notificationId: key });
    expect(simulator.services.store.notifications.get(key as string)).toBeUndefined();
  });

  test('delete=false marks as seen like no flag', async () => {
    const simulator = newSimulator();
    const [key] = await seedNotifications(simulator, business.id, 1);
    const result = await (await sdk(simulator, { sessionFor: carmen.id })).notifications.markSeen({
      notificationId: key as string,
      delete: false,
    });
    expect(result).toMatchObject({ markedAsSeen: true, notification: { seenBy: [carmen.id] } });
  });

  test(`all marks the newest ${SEEN_ALL_LIMIT} notifications of the team`, async () => {
    const simulator = newSimulator();
    const { store } = simulator.services;
    const created = await seedNotifications(simulator, business.id, SEEN_ALL_LIMIT + 5);
    await seedNotifications(simulator, individual.id, 1);
    const client = await sdk(simulator, { sessionFor: carmen.id });
    await client.notifications.markSeen({ notificationId: created.at(-1) as string });
    expect(await client.notifications.markSeen({ notificationId: 'all' })).toEqual({
      markedAsSeen: true,
      count: SEEN_ALL_LIMIT - 1,
      deletedCount: 0,
      message: '999 notifications marked as seen, 0 deleted.',
    });
    const unseen = created.filter((key) => !store.notifications.get(key)?.seenBy.includes(carmen.id));
    expect(unseen).toEqual(created.slice(0, 5));
    expect(store.notifications.by('byTeam', individual.id)[0]?.seenBy).toEqual([]);
  });

  test('all deletes what every member has now seen and reports it', async () => {
    const simulator = newSimulator();
    const created = await seedNotifications(simulator, business.id, 3);
    for (const profileId of [bruno.id, diego.id, aliceAtBusiness.id]) {
      await (await sdk(simulator, { sessionFor: profileId })).notifications.markSeen({
        notificationId: created[0] as string,
      });
    }
    const result = await (await sdk(simulator, { sessionFor: carmen.id })).notifications.markSeen({
      notificationId: 'all',
    });
    expect(result).toEqual({
      markedAsSeen: true,
      count: 3,
      deletedCount: 1,
      message: '3 notifications marked as seen, 1 deleted.',
    });
    expect(simulator.services.store.notifications.get(created[0] as string)).toBeUndefined();
  });

  test('multiple takes ids as an array, a JSON array or a comma list and reports invalid ids', async () => {
    const simulator = newSimulator();
    const created = await seedNotifications(simulator, business.id, 4);
    const [otherTeam] = await seedNotifications(simulator, individual.id, 1);
    const client = await sdk(simulator, { sessionFor: carmen.id });
    expect(
      await client.notifications.markSeen({
        notificationId: 'multiple',
        ids: [created[0] as string, 'NOTIF#nope', otherTeam as string],
      }),
    ).toEqual({
      markedAsSeen: true,
      count: 1,
      invalidIds: ['NOTIF#nope', otherTeam],
      deletedCount: 0,
      message: '1 notification marked as seen, 0 deleted, 2 invalid.',
    });

    const json = encodeURIComponent(JSON.stringify([created[1], created[0]]));
    const fromJson = await rawSeen(simulator, carmen.id, 'multiple', `?ids=${json}`);
    expect(fromJson).toMatchObject({ status: 200, body: { data: { count: 1, invalidIds: [] } } });

    const list = encodeURIComponent(`${created[2]}, ${created[3]},unknown`);
    const fromList = await rawSeen(simulator, carmen.id, 'multiple', `?ids=${list}`);
    expect(fromList).toMatchObject({ status: 200, body: { data: { count: 2, invalidIds: ['unknown'] } } });
    for (const key of created) {
      expect(simulator.services.store.notifications.get(key)?.seenBy).toEqual([carmen.id]);
    }
  });

  test('400 NOTIFICATION_ID_REQUIRED for a blank id', async () => {
    const simulator = newSimulator();
    expect(await rawSeen(simulator, bruno.id, '%20%20')).toMatchObject({
      status: 400,
      body: { error: { code: 'NOTIFICATION_ID_REQUIRED' } },
    });
  });

  test('400 NOTIFICATION_IDS_REQUIRED for multiple without ids; 400 BODY_PARSER_ERROR for invalid ids', async () => {
    const simulator = newSimulator();
    const client = await sdk(simulator, { sessionFor: bruno.id, validation: 'off' });
    expect(await failure(client.notifications.markSeen({ notificationId: 'multiple' }))).toEqual({
      status: 400,
      code: 'NOTIFICATION_IDS_REQUIRED',
    });
    for (const ids of ['[1,2]', '[broken', ' , ', '[]']) {
      expect(await rawSeen(simulator, bruno.id, 'multiple', `?ids=${encodeURIComponent(ids)}`)).toMatchObject(
        { status: 400, body: { error: { code: 'BODY_PARSER_ERROR' } } },
      );
    }
  });

  test('400 NOTIFICATION_DELETE_NOT_ALLOWED for delete with all or multiple', async () => {
    const simulator = newSimulator();
    const [key] = await seedNotifications(simulator, business.id, 1);
    const client = await sdk(simulator, { sessionFor: bruno.id });
    expect(await failure(client.notifications.markSeen({ notificationId: 'all', delete: true }))).toEqual({
      status: 400,
      code: 'NOTIFICATION_DELETE_NOT_ALLOWED',
    });
    expect(
      await failure(
        client.notifications.markSeen({ notificationId: 'multiple', ids: [key as string], delete: true }),
      ),
    ).toEqual({ status: 400, code: 'NOTIFICATION_DELETE_NOT_ALLOWED' });
    expect(simulator.services.store.notifications.get(key as string)?.seenBy).toEqual([]);
  });

  test('400 NOTIFICATION_CONTEXT_REQUIRED for a caller without a session profile or team', async () => {
    const simulator = newSimulator();
    const handler = notificationsHandlers.markNotificationSeen;
    if (!handler) throw new Error('markNotificationSeen has no handler');
    const request = {
      ...simulator.services,
      params: { notificationId: 'all' },
      query: {},
      caller: { profile: null, team: null, role: null },
      fail: failFor(registry.byId('markNotificationSeen') as OperationById<'markNotificationSeen'>),
    } as unknown as HandlerRequest<'markNotificationSeen'>;
    expect(() => handler(request)).toThrow(
      expect.objectContaining({ status: 400, code: 'NOTIFICATION_CONTEXT_REQUIRED' }),
    );
  });

  test('403 NOTIFICATION_DELETE_FORBIDDEN when a non-admin asks to delete', async () => {
    const simulator = newSimulator();
    const [key] = await seedNotifications(simulator, business.id, 1);
    for (const profileId of [carmen.id, diego.id, aliceAtBusiness.id]) {
      const client = await sdk(simulator, { sessionFor: profileId });
      expect(
        await failure(client.notifications.markSeen({ notificationId: key as string, delete: true })),
      ).toEqual({ status: 403, code: 'NOTIFICATION_DELETE_FORBIDDEN' });
    }
    expect(simulator.services.store.notifications.get(key as string)?.seenBy).toEqual([]);
  });

  test('404 NOTIFICATION_NOT_FOUND for an unknown key or a notification of another team', async () => {
    const simulator = newSimulator();
    const [otherTeam] = await seedNotifications(simulator, individual.id, 1);
    const client = await sdk(simulator, { sessionFor: bruno.id });
    for (const notificationId of ['NOTIF#2025-01-01T00:00:00.000Z#0000000099', otherTeam as string]) {
      expect(await failure(client.notifications.markSeen({ notificationId }))).toEqual({
        status: 404,
        code: 'NOTIFICATION_NOT_FOUND',
      });
      expect(await failure(client.notifications.markSeen({ notificationId, delete: true }))).toEqual({
        status: 404,
        code: 'NOTIFICATION_NOT_FOUND',
      });
    }
    const aliceClient = await sdk(simulator, { sessionFor: alice.id });
    expect(await aliceClient.notifications.markSeen({ notificationId: otherTeam as string })).toMatchObject({
      markedAsSeen: true,
      deleted: true,
    });
  });

  test('401 SESSION_REQUIRED without a bearer session, even with a scoped key', async () => {
    const simulator = newSimulator();
    const client = await sdk(simulator, { apiKey: DEMO.keys.profile });
    expect(await failure(client.notifications.markSeen({ notificationId: 'all' }))).toEqual({
      status: 401,
      code: 'SESSION_REQUIRED',
    });
  });

  test('500 when the update fails', async () => {
    const simulator = newSimulator();
    await simulator.control.platform.setFaults({
      rules: [{ operationId: 'markNotificationSeen', status: 500, count: 1 }],
    });
    const client = await sdk(simulator, { sessionFor: bruno.id });
    expect((await failure(client.notifications.markSeen({ notificationId: 'all' }))).status).toBe(500);
  });
});
