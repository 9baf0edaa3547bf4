import { describe, expect, test } from 'vitest';
import {
  listNotifications,
  markNotificationSeen,
  markNotificationSeenInput,
  notificationIds,
} from './notifications.js';

describe('notifications.list', () => {
  const query = listNotifications.schemas.query;

  test('query: type is only default, and defaults to default', () => {
    expect(query.parse({})).toEqual({ type: 'default' });
    expect(query.parse({ type: 'default' }).type).toBe('default');
    expect(query.safeParse({ type: 'system' }).success).toBe(false);
  });
  test('query: limit is an integer from 1 to 100', () => {
    expect(query.parse({ limit: '100' }).limit).toBe(100);
    expect(query.parse({ limit: 1 }).limit).toBe(1);
    expect(query.safeParse({ limit: '0' }).success).toBe(false);
    expect(query.safeParse({ limit: '101' }).success).toBe(false);
    expect(query.safeParse({ limit: '2.5' }).success).toBe(false);
  });
  test('query: exclusiveStartKey and profileId are strings', () => {
    expect(query.parse({ exclusiveStartKey: 'cursor-1', profileId: 'p1' })).toEqual({
      type: 'default',
      exclusiveStartKey: 'cursor-1',
      profileId: 'p1',
    });
    expect(query.safeParse({ exclusiveStartKey: 5 }).success).toBe(false);
    expect(query.safeParse({ profileId: ['p1'] }).success).toBe(false);
  });
  test('response: items keep unknown keys and the cursor may be absent', () => {
    const data = listNotifications.schemas.response.parse({ items: [{ SK: 'n#1', title: 'Hi' }] });
    expect(data.items[0]).toEqual({ SK: 'n#1', title: 'Hi' });
    expect(data.lastEvaluatedKey).toBeUndefined();
  });
  test('pagination: cursor over exclusiveStartKey and lastEvaluatedKey', () => {
    expect(listNotifications.pagination).toEqual({
      kind: 'cursor',
      cursorParam: 'exclusiveStartKey',
      nextCursorField: 'lastEvaluatedKey',
      itemsField: 'items',
    });
  });
});

describe('notifications.markSeen', () => {
  test('params: notificationId is non-empty', () => {
    expect(markNotificationSeen.schemas.params.parse({ notificationId: 'n#1' })).toEqual({
      notificationId: 'n#1',
    });
    expect(markNotificationSeen.schemas.params.safeParse({ notificationId: '' }).success).toBe(false);
  });
  test('query: delete is on only for the literal true', () => {
    expect(markNotificationSeen.schemas.query.parse({ delete: 'true' })).toEqual({ delete: true });
    expect(markNotificationSeen.schemas.query.parse({ delete: '1' })).toEqual({ delete: false });
    expect(markNotificationSeen.schemas.query.safeParse({ delete: 1 }).success).toBe(false);
  });
  test('query: ids as a JSON string array', () => {
    expect(markNotificationSeen.schemas.query.parse({ ids: '["a", " b "]' })).toEqual({ ids: ['a', 'b'] });
    expect(markNotificationSeen.schemas.query.safeParse({ ids: '[1, 2]' }).success).toBe(false);
    expect(markNotificationSeen.schemas.query.safeParse({ ids: '["a",' }).success).toBe(false);
    expect(markNotificationSeen.schemas.query.safeParse({ ids: '[]' }).success).toBe(false);
  });
  test('query: ids as a comma-separated list or an array', () => {
    expect(notificationIds().parse(' a, b ,,c')).toEqual(['a', 'b', 'c']);
    expect(notificationIds().parse(['a', 'b'])).toEqual(['a', 'b']);
    expect(notificationIds().safeParse(' , ').success).toBe(false);
    expect(notificationIds().safeParse([]).success).toBe(false);
  });
  test('input: ids are required when the path is multiple', () => {
    expect(markNotificationSeenInput.parse({ notificationId: 'multiple', ids: 'a,b' })).toEqual({
      notificationId: 'multiple',
      ids: ['a', 'b'],
    });
    expect(markNotificationSeenInput.safeParse({ notificationId: 'multiple' }).success).toBe(false);
  });
  test('input: deletion is allowed for a single notification only', () => {
    expect(markNotificationSeenInput.parse({ notificationId: 'n#1', delete: 'true' })).toEqual({
      notificationId: 'n#1',
      delete: true,
    });
    expect(markNotificationSeenInput.safeParse({ notificationId: 'all', delete: 'true' }).success).toBe(
      false,
    );
    expect(
      markNotificationSeenInput.safeParse({ notificationId: 'multiple', ids: 'a', delete: true }).success,
    ).toBe(false);
    expect(markNotificationSeenInput.parse({ notificationId: 'all', delete: 'false' }).delete).toBe(false);
  });
  test('response: each documented variant parses and keeps unknown keys', () => {
    const response = markNotificationSeen.schemas.response;
    expect(response.parse({ markedAsSeen: true, notification: { SK: 'n#1' }, extra: 1 })).toMatchObject({
      extra: 1,
    });
    expect(
      response.parse({ markedAsSeen: true, deleted: true, notificationId: 'n#1', message: 'Deleted' }),
    ).toMatchObject({ deleted: true });
    expect(response.parse({ deleted: true, notificationId: 'n#1' })).toEqual({
      deleted: true,
      notificationId: 'n#1',
    });
    expect(response.parse({ markedAsSeen: true, count: 3, deletedCount: 1, message: 'ok' })).toMatchObject({
      count: 3,
    });
    expect(
      response.parse({ markedAsSeen: true, count: 2, invalidIds: ['x'], deletedCount: 0, message: 'ok' }),
    ).toMatchObject({ invalidIds: ['x'] });
    expect(response.safeParse({ markedAsSeen: false }).success).toBe(false);
  });
});
