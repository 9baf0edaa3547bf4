/**
 * Helpers of the notifications tests: notifications written straight through the service, item
 * fields read from the SDK's permissive item type, and raw requests for input the SDK rejects.
 */
import { DEMO, type Simulator } from '../src/index.js';
import { type NotificationKind, notifyTeam } from '../src/modules/notifications/notify.js';

/** The fields of a notification item the tests read. */
export interface NotificationItem {
  readonly SK: string;
  readonly kind: string;
  readonly title: string;
  readonly body: string;
  readonly data: Record<string, unknown>;
  readonly createdAt: string;
  readonly seenBy: string[];
}

/** The item type of the SDK is open; the simulator's items have these fields. */
export const asItems = (items: readonly unknown[]) => items as readonly NotificationItem[];

/** Sort keys of items. */
export const keysOf = (items: readonly unknown[]) => asItems(items).map((item) => item.SK);

/**
 * Writes `count` notifications of a team, one second apart (the clock moves), oldest first;
 * returns their sort keys in that order.
 */
export async function seedNotifications(
  simulator: Simulator,
  teamId: string,
  count: number,
  kind: NotificationKind = 'payment.received',
): Promise<string[]> {
  const { store, clock } = simulator.services;
  const keys: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const row = notifyTeam(store, clock.iso(), {
      teamId,
      kind,
      title: `Event ${index}`,
      body: `Event number ${index}.`,
      data: { index },
    });
    keys.push(row.SK);
    await simulator.clock.advance(1000);
  }
  return keys;
}

/** A raw POST to the seen route with a bearer session of `profileId`; returns status and body. */
export async function rawSeen(
  simulator: Simulator,
  profileId: string,
  pathValue: string,
  search = '',
): Promise<{ status: number; body: { data?: unknown; error?: { code: string } } }> {
  const session = await simulator.control.tenancy.createSession({ profileId });
  const response = await simulator.fetch(`/v1/notifications/${pathValue}/seen${search}`, {
    method: 'POST',
    headers: { 'x-api-key': DEMO.keys.app, authorization: `Bearer ${session.token}` },
  });
  return { status: response.status, body: (await response.json()) as never };
}
