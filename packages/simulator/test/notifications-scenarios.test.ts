/**
 * Notification scenarios through the SDK client: platform events notify the team, every non-API
 * member sees them, the last one to mark a notification seen deletes it, only admins delete, and
 * `multiple` reports the ids it could not use.
 */
import { describe, expect, test } from 'vitest';
import { DEMO } from '../src/index.js';
import { INVITATION_TTL_MS } from '../src/modules/teams/invitations.js';
import { failure, newSimulator, sdk } from './auth-teams-client.js';
import { asItems, keysOf } from './notifications-client.js';

const { bruno, carmen, diego, elena, aliceAtBusiness } = DEMO.profiles;

describe('notification scenarios', () => {
  test('an invitation notifies the team; every non-API member sees it; the last to mark it deletes it', async () => {
    const simulator = newSimulator();
    const admin = await sdk(simulator, { sessionFor: bruno.id });
    await admin.teams.members.updateRole({ profileId: aliceAtBusiness.id, role: 'api' });
    const invitation = await admin.teams.invitations.create({ email: 'guest@example.org', role: 'viewer' });

    const audience = [bruno.id, carmen.id, diego.id];
    const keys = new Map<string, string>();
    for (const profileId of audience) {
      const page = await (await sdk(simulator, { sessionFor: profileId })).notifications.list({ profileId });
      const [newest] = asItems(page.items);
      expect(newest).toMatchObject({
        kind: 'invitation.created',
        data: { invitationId: invitation.id, email: 'guest@example.org', role: 'viewer' },
        seenBy: [],
      });
      keys.set(profileId, newest?.SK as string);
    }
    const key = keys.get(bruno.id) as string;
    expect(new Set(keys.values())).toEqual(new Set([key]));
    // The blocked member has no access at all; the API member reads but is not waited for.
    expect(
      await failure((await sdk(simulator, { apiKey: DEMO.keys.blockedProfile })).notifications.list()),
    ).toMatchObject({ status: 403 });
    const apiMember = await sdk(simulator, { sessionFor: aliceAtBusiness.id });
    expect(keysOf((await apiMember.notifications.list()).items)).toContain(key);

    for (const profileId of [bruno.id, carmen.id]) {
      expect(
        await (await sdk(simulator, { sessionFor: profileId })).notifications.markSeen({
          notificationId: key,
        }),
      ).toMatchObject({ markedAsSeen: true, notification: { SK: key } });
    }
    const carmenView = await (await sdk(simulator, { sessionFor: carmen.id })).notifications.list({
      profileId: carmen.id,
    });
    expect(keysOf(carmenView.items)).not.toContain(key);
    const diegoView = await (await sdk(simulator, { sessionFor: diego.id })).notifications.list({
      profileId: diego.id,
    });
    expect(keysOf(diegoView.items)).toContain(key);

    expect(
      await (await sdk(simulator, { sessionFor: diego.id })).notifications.markSeen({ notificationId: key }),
    ).toEqual({
      markedAsSeen: true,
      deleted: true,
      notificationId: key,
      message: 'Every member of the team has seen the notification; it was deleted.',
    });
    expect(keysOf((await admin.notifications.list()).items)).not.toContain(key);
    expect(await failure(admin.notifications.markSeen({ notificationId: key }))).toEqual({
      status: 404,
      code: 'NOTIFICATION_NOT_FOUND',
    });
    expect(simulator.services.store.members.get(elena.id)?.role).toBe('blocked');
  });

  test('a non-admin cannot delete a notification; an admin can', async () => {
    const simulator = newSimulator();
    const admin = await sdk(simulator, { sessionFor: bruno.id });
    await admin.teams.invitations.create({ email: 'guest@example.org', role: 'member' });
    const [key] = keysOf((await admin.notifications.list()).items);
    const member = await sdk(simulator, { sessionFor: carmen.id });
    expect(
      await failure(member.notifications.markSeen({ notificationId: key as string, delete: true })),
    ).toEqual({
      status: 403,
      code: 'NOTIFICATION_DELETE_FORBIDDEN',
    });
    expect(keysOf((await member.notifications.list()).items)).toContain(key);
    expect(await admin.notifications.markSeen({ notificationId: key as string, delete: true })).toEqual({
      deleted: true,
      notificationId: key,
    });
    expect(keysOf((await member.notifications.list()).items)).not.toContain(key);
  });

  test('multiple marks the valid ids and reports the invalid ones', async () => {
    const simulator = newSimulator();
    const admin = await sdk(simulator, { sessionFor: bruno.id });
    await admin.teams.invitations.create({ email: 'one@example.org', role: 'member' });
    await simulator.clock.advance(1000);
    await admin.teams.invitations.create({ email: 'two@example.org', role: 'viewer' });
    const keys = keysOf((await admin.notifications.list()).items);
    expect(keys).toHaveLength(2);
    const result = await (await sdk(simulator, { sessionFor: carmen.id })).notifications.markSeen({
      notificationId: 'multiple',
      ids: [...keys, 'NOTIF#missing', 'not-a-key'],
    });
    expect(result).toEqual({
      markedAsSeen: true,
      count: 2,
      invalidIds: ['NOTIF#missing', 'not-a-key'],
      deletedCount: 0,
      message: '2 notifications marked as seen, 0 deleted, 2 invalid.',
    });
    const unseenByCarmen = await admin.notifications.list({ profileId: carmen.id });
    expect(unseenByCarmen.items).toEqual([]);
  });

  test('team events notify: invitation accepted, member role changed, member blocked, invitation expired', async () => {
    const simulator = newSimulator();
    const admin = await sdk(simulator, { sessionFor: bruno.id });
    await admin.teams.invitations.create({ email: 'joiner@example.org', role: 'member' });
    const onboarded = await (await sdk(simulator)).auth.onboard({
      email: 'joiner@example.org',
      firstName: 'Jo',
      lastName: 'Iner',
      username: 'joiner',
      country: 'CO',
      isBusiness: false,
      termsOfService: true,
    });
    await admin.teams.members.updateRole({ profileId: diego.id, role: 'analyst' });
    await admin.teams.members.block({ profileId: carmen.id });
    await admin.teams.invitations.create({ email: 'late@example.org', role: 'viewer' });
    await simulator.clock.advance(INVITATION_TTL_MS);

    const reader = await sdk(simulator, { apiKey: DEMO.keys.team });
    const items = asItems((await reader.notifications.list()).items);
    expect(items.map((item) => item.kind)).toEqual([
      'invitation.expired',
      'invitation.created',
      'member.blocked',
      'member.roleUpdated',
      'invitation.accepted',
      'invitation.created',
    ]);
    expect(items[0]).toMatchObject({ data: { email: 'late@example.org', role: 'viewer' } });
    expect(items[2]).toMatchObject({
      data: { profileId: carmen.id, previousRole: 'member', blockedBy: bruno.id },
    });
    expect(items[3]).toMatchObject({
      data: { profileId: diego.id, previousRole: 'viewer', role: 'analyst' },
    });
    expect(items[4]).toMatchObject({
      title: 'Invitation accepted',
      data: { email: 'joiner@example.org', role: 'member', profileId: onboarded.profile.id },
    });
    // The new member is part of the audience: the acceptance waits for them too.
    const joiner = await sdk(simulator, { sessionFor: onboarded.profile.id });
    expect(keysOf((await joiner.notifications.list()).items)).toContain(items[4]?.SK);
  });
});
