/**
 * Team notifications: listing and marking as seen (spec: Endpoints > Notifications).
 */
import * as z from 'zod/mini';
import { auth } from './auth.js';
import { BODY_PARSER_CODE, defineOperation, lazySchemas } from './operation.js';
import { Notification } from './resources.js';
import { loose, printedAs, printedList, queryFlag, queryInt } from './schemas.js';

/** Notification types accepted by the list route. */
export const NOTIFICATION_TYPES = ['default'] as const;

/** Path values of the seen route that address more than one notification. */
export const SEEN_ALL = 'all';
export const SEEN_MULTIPLE = 'multiple';

const cleanIds = /* @__NO_SIDE_EFFECTS__ */ (ids: readonly string[]) =>
  ids.map((id) => id.trim()).filter((id) => id.length > 0);

/**
 * Notification ids for the `multiple` variant of the seen route: a JSON array of strings or a
 * comma-separated list on the wire, an array from SDK callers. The result must not be empty.
 */
export const notificationIds = /* @__NO_SIDE_EFFECTS__ */ () =>
  printedAs(
    z
      .pipe(
        z.union([z.array(z.string()), z.string()]),
        z.transform((value, ctx) => {
          if (Array.isArray(value)) return cleanIds(value);
          const text = value.trim();
          if (!text.startsWith('[')) return cleanIds(text.split(','));
          let parsed: unknown;
          try {
            parsed = JSON.parse(text);
          } catch {
            ctx.issues.push({
              code: 'custom',
              message: 'Expected a JSON array of strings',
              input: ctx.value,
            });
            return z.NEVER;
          }
          if (!Array.isArray(parsed) || !parsed.every((item) => typeof item === 'string')) {
            ctx.issues.push({
              code: 'custom',
              message: 'Expected a JSON array of strings',
              input: ctx.value,
            });
            return z.NEVER;
          }
          return cleanIds(parsed);
        }),
      )
      .check(z.refine((ids) => ids.length > 0, 'At least one notification id')),
    printedList({ type: 'string', pattern: '^\\s*[^\\s,\\[][^,]*$' }),
  );

const seenParams = /* @__PURE__ */ z.object({
  notificationId: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.minLength(1)),
});

const seenQuery = /* @__PURE__ */ z.object({
  delete: /* @__PURE__ */ z.optional(/* @__PURE__ */ queryFlag()),
  ids: /* @__PURE__ */ z.optional(/* @__PURE__ */ notificationIds()),
});

/**
 * The path and query of the seen route checked together: `ids` is required when the path is
 * `multiple`, and deletion is only allowed for a single notification.
 */
export const markNotificationSeenInput = /* @__PURE__ */ z.extend(seenParams, seenQuery.shape).check(
  /* @__PURE__ */ z.superRefine((input, ctx) => {
    if (input.notificationId === SEEN_MULTIPLE && input.ids === undefined) {
      ctx.addIssue({ code: 'custom', path: ['ids'], message: '`ids` is required with `multiple`' });
    }
    if (
      input.delete === true &&
      (input.notificationId === SEEN_ALL || input.notificationId === SEEN_MULTIPLE)
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['delete'],
        message: 'Deletion is only allowed for a single notification',
      });
    }
  }),
);

/** GET /v1/notifications */
export const listNotifications = /* @__PURE__ */ defineOperation({
  id: 'listNotifications',
  sdk: 'notifications.list',
  area: 'notifications',
  method: 'GET',
  path: '/v1/notifications',
  auth: /* @__PURE__ */ auth.headerContext({
    label: 'Key + context (session, both headers, or profile-and-team-scoped key)',
    // The notification team comes from the key's team id when present, so a team-scoped key lists.
    contextFrom: ['session', 'headers', 'profileKey', 'teamKey'],
  }),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    query: /* @__PURE__ */ z.object({
      type: /* @__PURE__ */ z._default(/* @__PURE__ */ z.enum(NOTIFICATION_TYPES), 'default'),
      limit: /* @__PURE__ */ z.optional(/* @__PURE__ */ queryInt(1, 100)),
      exclusiveStartKey: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
      profileId: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
    }),
    response: /* @__PURE__ */ loose({
      items: /* @__PURE__ */ z.array(Notification),
      lastEvaluatedKey: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
    }),
  })),
  errors: [{ status: 400 }, { status: 401 }, { status: 500 }],
  invalidInputCode: BODY_PARSER_CODE,
  pagination: {
    kind: 'cursor',
    cursorParam: 'exclusiveStartKey',
    nextCursorField: 'lastEvaluatedKey',
    itemsField: 'items',
  },
});

/** POST /v1/notifications/{notificationId}/seen */
export const markNotificationSeen = /* @__PURE__ */ defineOperation({
  id: 'markNotificationSeen',
  sdk: 'notifications.markSeen',
  area: 'notifications',
  method: 'POST',
  path: '/v1/notifications/{notificationId}/seen',
  auth: /* @__PURE__ */ auth.session(),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    params: seenParams,
    query: seenQuery,
    response: /* @__PURE__ */ z.union([
      /* @__PURE__ */ loose({
        markedAsSeen: /* @__PURE__ */ z.literal(true),
        count: /* @__PURE__ */ z.number(),
        invalidIds: /* @__PURE__ */ z.array(/* @__PURE__ */ z.string()),
        deletedCount: /* @__PURE__ */ z.number(),
        message: /* @__PURE__ */ z.string(),
      }),
      /* @__PURE__ */ loose({
        markedAsSeen: /* @__PURE__ */ z.literal(true),
        count: /* @__PURE__ */ z.number(),
        deletedCount: /* @__PURE__ */ z.number(),
        message: /* @__PURE__ */ z.string(),
      }),
      /* @__PURE__ */ loose({
        markedAsSeen: /* @__PURE__ */ z.literal(true),
        deleted: /* @__PURE__ */ z.literal(true),
        notificationId: /* @__PURE__ */ z.string(),
        message: /* @__PURE__ */ z.string(),
      }),
      /* @__PURE__ */ loose({ markedAsSeen: /* @__PURE__ */ z.literal(true), notification: Notification }),
      /* @__PURE__ */ loose({
        deleted: /* @__PURE__ */ z.literal(true),
        notificationId: /* @__PURE__ */ z.string(),
      }),
    ]),
  })),
  errors: [{ status: 400 }, { status: 403 }, { status: 404 }, { status: 500 }],
  invalidInputCode: BODY_PARSER_CODE,
});

export const notificationsOperations: readonly [typeof listNotifications, typeof markNotificationSeen] = [
  listNotifications,
  markNotificationSeen,
] as const;
