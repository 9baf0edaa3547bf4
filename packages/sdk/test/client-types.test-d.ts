import { describe, expectTypeOf, test } from 'vitest';
import type { PlatformErrorCode } from '../src/contract/errors.js';
import { createInvitation } from '../src/contract/teams.js';
import {
  type ApiError,
  createClient,
  isOperationError,
  type OperationFailureCode,
  type PaymentsError,
} from '../src/index.js';

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

  test('response types have the declared fields only: a misspelt field does not compile', async () => {
    const invitation = await client.teams.invitations.create({ email: 'a@b.co' });
    expectTypeOf(invitation.email).toEqualTypeOf<string>();
    // @ts-expect-error `emial` is not a field of an invitation
    invitation.emial;
    const { countries } = await client.config.countries.list();
    // @ts-expect-error `nmae` is not a field of a country
    countries[0]?.nmae;
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

  test('error codes are typed per operation', async () => {
    const create = client.teams.invitations.create;
    const error: unknown = undefined;
    if (create.isError(error)) {
      expectTypeOf(error.code).toMatchTypeOf<string | undefined>();
      expectTypeOf<'APP_V1_TEAMS_INVITATIONS_ROUTE_02'>().toMatchTypeOf<NonNullable<typeof error.code>>();
    }
    if (create.isError(error, 'APP_V1_TEAMS_INVITATIONS_ROUTE_02')) {
      expectTypeOf(error.code).toEqualTypeOf<'APP_V1_TEAMS_INVITATIONS_ROUTE_02'>();
    }
    if (create.isError(error)) {
      // The route's codes and the platform-wide ones it can fail with: a switch over them sees a bad key.
      expectTypeOf<'API_KEY_INVALID' | 'RATE_LIMITED' | 'APP_V1_TEAMS_INVITATIONS_ROUTE_01'>().toMatchTypeOf<
        typeof error.code
      >();
      expectTypeOf(error.code).toEqualTypeOf<OperationFailureCode<typeof createInvitation>>();
    }
    if (create.isError(error, 'API_KEY_INVALID')) expectTypeOf(error.code).toEqualTypeOf<'API_KEY_INVALID'>();
    // @ts-expect-error a code another operation documents is not one of this operation's codes
    create.isError(error, 'APP_V1_AUTH_ONBOARD_ROUTE_01');
    const result = await create({ email: 'a@b.co' }).safe();
    if (!result.ok) {
      expectTypeOf(result.error).toEqualTypeOf<
        | ApiError<
            'APP_V1_TEAMS_INVITATIONS_ROUTE_01' | 'APP_V1_TEAMS_INVITATIONS_ROUTE_02' | PlatformErrorCode
          >
        | PaymentsError
      >();
    }
    if (result.ok) expectTypeOf(result.data.status).toMatchTypeOf<string>();
  });

  test('a binary operation returns the bytes of the body', async () => {
    expectTypeOf(await client.core.requests.invoicePdf({ id: 'r' })).toEqualTypeOf<Uint8Array>();
  });

  test("the functional guard narrows to the operation's codes too", () => {
    const error: unknown = undefined;
    if (isOperationError(error, createInvitation, 'APP_V1_TEAMS_INVITATIONS_ROUTE_02')) {
      expectTypeOf(error.code).toEqualTypeOf<'APP_V1_TEAMS_INVITATIONS_ROUTE_02'>();
    }
    // @ts-expect-error a code another operation documents
    isOperationError(error, createInvitation, 'APP_V1_AUTH_ONBOARD_ROUTE_01');
  });
});
