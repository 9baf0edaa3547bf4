/**
 * Scenarios across the auth and teams areas, through the SDK client: onboarding by invitation,
 * OTP login with two profiles, blocking a member, last-admin protection and activity paging.
 */
import { describe, expect, test } from 'vitest';
import { DEMO } from '../src/index.js';
import { failure, newSimulator, sdk } from './auth-teams-client.js';

const { bruno, carmen, alice, aliceAtBusiness } = DEMO.profiles;
const business = DEMO.teams.business;

describe('scenarios', () => {
  test('onboarding by invitation: the invited e-mail joins the team with the invited role', async () => {
    const simulator = newSimulator();
    const admin = await sdk(simulator, { apiKey: DEMO.keys.email, sessionFor: bruno.id });
    const invitation = await admin.teams.invitations.create({ email: 'Newbie@Example.org', role: 'viewer' });
    expect(
      (await simulator.control.platform.outbox({ to: 'newbie@example.org' })).messages.map(
        (message) => message.kind,
      ),
    ).toEqual(['invitation']);

    const onboarded = await (await sdk(simulator)).auth.onboard({
      email: 'newbie@example.org',
      firstName: 'New',
      lastName: 'Bie',
      username: 'newbie',
      country: 'CO',
      isBusiness: false,
      termsOfService: true,
    });
    expect(onboarded).toMatchObject({
      team: { id: business.id },
      teamMember: { teamId: business.id, role: 'viewer', profileId: onboarded.profile.id },
      invitationAccepted: true,
      walletCreated: true,
    });
    expect(simulator.services.store.invitations.get(invitation.id)?.status).toBe('accepted');
    expect(await admin.teams.invitations.list()).toEqual([]);
    const members = await admin.teams.members.list();
    expect(members.find((member) => member.profileId === onboarded.profile.id)).toMatchObject({
      role: 'viewer',
      addedBy: bruno.id,
      user: { email: 'newbie@example.org' },
    });
    const activity = await admin.teams.activity.list({ teamId: business.id });
    expect(activity.items[0]).toMatchObject({
      ActionName: 'INVITATION_ACCEPTED',
      ProfileId: onboarded.profile.id,
      invitationId: invitation.id,
    });
  });

  test('OTP login with two profiles: login, read the code from the outbox, verify with a profileId', async () => {
    const simulator = newSimulator();
    const client = await sdk(simulator);
    const login = await client.auth.login({ email: DEMO.users.alice.email });
    expect(login.profiles.map((profile) => profile.id)).toEqual([alice.id, aliceAtBusiness.id]);

    const outbox = await simulator.fetch(
      `/_simulator/outbox?to=${encodeURIComponent(DEMO.users.alice.email)}`,
    );
    const { data } = (await outbox.json()) as { data: { messages: Array<{ otp?: string }> } };
    const otp = data.messages.at(-1)?.otp ?? '';
    expect(otp).toHaveLength(9);

    expect(await failure(login.verify(otp))).toEqual({
      status: 404,
      code: 'APP_V1_AUTH_VERIFY_OTP_ROUTE_02',
    });
    const verified = await login.verify(otp, { profileId: aliceAtBusiness.id });
    expect(verified.teams).toHaveLength(2);
    expect(await client.session()).toMatchObject({
      token: verified.session,
      profileId: aliceAtBusiness.id,
      teamId: business.id,
    });
    const members = await client.teams.members.list();
    expect(members.map((member) => member.profileId)).toContain(aliceAtBusiness.id);
    expect(await failure(client.teams.invitations.list())).toEqual({
      status: 403,
      code: 'APP_V1_TEAMS_INVITATIONS_ROUTE_03',
    });
  });

  test('an admin blocks a member, who then gets 403 on header-context routes', async () => {
    const simulator = newSimulator();
    const admin = await sdk(simulator, { sessionFor: bruno.id });
    const carmenSession = await sdk(simulator, { sessionFor: carmen.id });
    const carmenHeaders = (await sdk(simulator)).withContext({ profileId: carmen.id, teamId: business.id });
    const carmenKey = await sdk(simulator, { apiKey: DEMO.keys.memberProfile });
    expect(await carmenSession.teams.members.list()).toHaveLength(5);
    expect(await carmenKey.teams.banks.list()).toHaveLength(5);

    expect(await admin.teams.members.block({ profileId: carmen.id })).toEqual({
      profileId: carmen.id,
      blocked: true,
    });

    expect(await failure(carmenHeaders.teams.members.list())).toEqual({
      status: 403,
      code: 'CONTEXT_INVALID',
    });
    expect(await failure(carmenKey.teams.banks.list())).toEqual({ status: 403, code: 'CONTEXT_INVALID' });
    expect((await failure(carmenSession.teams.members.list())).status).toBe(403);
    const roles = await admin.teams.members.list();
    expect(roles.find((member) => member.profileId === carmen.id)?.role).toBe('blocked');
  });

  test('the last admin cannot demote themself; with a second admin they can', async () => {
    const simulator = newSimulator();
    const bySession = await sdk(simulator, { sessionFor: bruno.id });
    expect(
      await failure(bySession.teams.members.updateRole({ profileId: bruno.id, role: 'member' })),
    ).toEqual({
      status: 403,
      code: 'LAST_ADMIN_REQUIRED',
    });
    await bySession.teams.members.updateRole({ profileId: carmen.id, role: 'admin' });
    expect(await bySession.teams.members.updateRole({ profileId: bruno.id, role: 'member' })).toEqual({
      profileId: bruno.id,
      role: 'member',
    });
    const byCarmen = await sdk(simulator, { sessionFor: carmen.id });
    expect(
      await failure(byCarmen.teams.members.updateRole({ profileId: carmen.id, role: 'viewer' })),
    ).toEqual({
      status: 403,
      code: 'LAST_ADMIN_REQUIRED',
    });
  });

  test('activity pagination over 120 events: 50, 50 and 20, no cursor on the last page', async () => {
    const simulator = newSimulator();
    const client = (await sdk(simulator)).withContext({ profileId: bruno.id, teamId: business.id });
    for (let index = 0; index < 120; index += 1) {
      await client.teams.metadata.update({ step: index } as never);
      await simulator.clock.advance(1000);
    }
    const reader = await sdk(simulator, { sessionFor: bruno.id });
    const sizes: number[] = [];
    const keys: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await reader.teams.activity.list({
        teamId: business.id,
        ...(cursor === undefined ? {} : { exclusiveStartKey: cursor }),
      });
      sizes.push(page.items.length);
      keys.push(...page.items.map((item) => item.SK));
      cursor = page.lastEvaluatedKey;
    } while (cursor !== undefined);
    expect(sizes).toEqual([50, 50, 20]);
    expect(new Set(keys).size).toBe(120);

    const times: string[] = [];
    for await (const item of reader.teams.activity.list({ teamId: business.id, limit: 100 })) {
      times.push(item.CreatedAt);
    }
    expect(times).toHaveLength(120);
    expect([...times].sort().reverse()).toEqual(times);
    expect(times[0]).toBe(new Date(simulator.clock.now() - 1000).toISOString());
  });
});
