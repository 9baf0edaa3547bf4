import { describe, expectTypeOf, test } from 'vitest';
import { createClient } from '../src/index.js';

const client = createClient({ apiKey: 'sk_sandbox_test' });

describe('client types', () => {
  test('methods take one params object typed from the contract', () => {
    expectTypeOf(client.teams.invitations.create).parameter(0).toMatchTypeOf<{ email: string }>();
    expectTypeOf(client.profile.banks.retrieve).parameter(0).toMatchTypeOf<{ id: string }>();
    expectTypeOf(client.wallets.evm.allowance.get).parameter(0).toHaveProperty('action');
  });

  test('methods return the data payload typed from the response schema', async () => {
    const invitation = await client.teams.invitations.create({ email: 'a@b.co' });
    expectTypeOf(invitation.id).toEqualTypeOf<string>();
    expectTypeOf(invitation.status).toMatchTypeOf<string>();
  });

  test('a paged list is iterable over its items', async () => {
    for await (const item of client.teams.activity.list({ teamId: 't' })) {
      expectTypeOf(item.ActionType).toEqualTypeOf<string>();
    }
  });

  test('withContext needs both ids', () => {
    // @ts-expect-error teamId is required
    client.withContext({ profileId: 'p' });
    expectTypeOf(client.withContext({ profileId: 'p', teamId: 't' }).teams.members.list).toBeFunction();
  });

  test('params are optional only when nothing is required', () => {
    expectTypeOf(client.config.countries.list).toBeCallableWith();
    // @ts-expect-error email is required
    client.teams.invitations.create();
  });
});
