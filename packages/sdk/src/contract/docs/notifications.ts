/**
 * Documentation text of the notifications operations, keyed by operation id: read by the
 * OpenAPI document, the generated TSDoc and the error catalogue, never by a client at run time.
 */
import type { OperationDocs } from './types.js';

export const notificationsDocs = {
  listNotifications: {
    summary: 'List the notifications of the context team.',
    description:
      "The team comes from the key's team when it has one, else the session's current team (falling back to the first team of the profile); header values do not select it, so an app-level key with headers and no session has no usable team. Query `type` (only `default`, the default), `limit` (integer 1 to 100), `exclusiveStartKey` (the `lastEvaluatedKey` of the previous page) and `profileId`, which keeps only the notifications that profile has not seen; it is applied after `limit`, so a page may be shorter. Returns `{ items[], lastEvaluatedKey }`, the cursor absent on the last page.",
    errors: [
      // 400
      'Invalid type or limit, or no usable team.',
      // 401
      'Missing or invalid context.',
      // 500
      'Lookup failed.',
    ],
  },
  markNotificationSeen: {
    summary: 'Mark one, several or all notifications as seen, or delete one.',
    description:
      'Path `notificationId` is a notification sort key (URL-encoded), or the literal `all` (at most 1,000 notifications) or `multiple`. Query `ids` (required with `multiple`: a non-empty JSON string array or comma-separated ids) and `delete` (only `true` deletes; single notification only, and the session profile must be a team admin). No body. A notification is deleted automatically once every non-API member of the team has seen it. The data depends on the variant: single or already seen `{ markedAsSeen, notification }`; auto-deleted `{ markedAsSeen, deleted, notificationId, message }`; admin delete `{ deleted, notificationId }`; `all` `{ markedAsSeen, count, deletedCount, message }`; `multiple` `{ markedAsSeen, count, invalidIds, deletedCount, message }`.',
    errors: [
      // 400
      'Missing session team or profile, missing id, invalid `ids`, or deletion requested with `all` or `multiple`.',
      // 403
      'Single deletion by a non-admin profile.',
      // 404
      'Single notification not found.',
      // 500
      'Update failed.',
    ],
  },
} as const satisfies Record<string, OperationDocs>;
