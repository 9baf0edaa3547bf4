/**
 * The code of docs/errors.md: error classes, codes narrowed per operation, `.safe()`, and the
 * retry rules.
 */
import {
  type ApiError,
  ConflictError,
  createClient,
  isApiError,
  isPaymentsError,
  NotFoundError,
  ServiceUnavailableError,
} from '@payments-platform/sdk';
import { createSimulator, DEMO } from '@payments-platform/simulator';

export async function errorsSetup() {
  const simulator = createSimulator({ randomSeed: 'errors-guide' });
  const client = createClient({
    apiKey: DEMO.keys.profileWrite,
    baseUrl: simulator.baseUrl,
    fetch: simulator.fetch,
    session: {
      token: (await simulator.control.tenancy.createSession({ profileId: DEMO.profiles.bruno.id })).token,
    },
    maxRetries: 2,
  });
  return { simulator, client };
}

/** Catching by class, by status and code, and by the operation's own codes. */
export async function catchErrors(setup?: Awaited<ReturnType<typeof errorsSetup>>) {
  const { client } = setup ?? (await errorsSetup());

  // #region classes
  try {
    await client.teams.invitations.create({ email: 'alice@example.com' }); // already in the app
  } catch (error) {
    if (error instanceof ConflictError)
      console.log(409, error.code); // one class per status
    else if (isApiError(error))
      console.log(error.status, error.code); // any other status
    else if (isPaymentsError(error))
      console.log(error.name); // ConnectionError, TimeoutError, ...
    else throw error;
  }
  // #endregion classes

  // #region typed-codes
  try {
    await client.teams.invitations.create({ email: 'alice@example.com' });
  } catch (error) {
    // true only for an ApiError of this operation; error.code is narrowed to its codes
    if (client.teams.invitations.create.isError(error, 'APP_V1_TEAMS_INVITATIONS_ROUTE_02')) {
      console.log('already invited');
    }
  }
  // #endregion typed-codes

  // #region safe
  const result = await client.profile.banks.retrieve({ id: '30000000-0000-4000-8000-00000000dead' }).safe();
  if (result.ok) console.log(result.data.accountAlias);
  else if (result.error instanceof NotFoundError) console.log(`no bank account (${result.error.code})`);
  // #endregion safe

  return { result };
}

/** GETs are retried on 503; POSTs never are. */
export async function retries(setup?: Awaited<ReturnType<typeof errorsSetup>>) {
  const { simulator, client } = setup ?? (await errorsSetup());
  // #region retries
  // Two 503s in a row: the GET is retried (maxRetries 2) and succeeds on the third attempt.
  await simulator.control.platform.setFaults({
    rules: [{ operationId: 'listTeamMembers', status: 503, count: 2 }],
  });
  const members = await client.teams.members.list();

  // One 503 on a POST: it is not retried, because the API has no idempotency keys and a
  // repeated POST could create a second invitation (or pay twice).
  await simulator.control.platform.setFaults({
    rules: [{ operationId: 'createInvitation', status: 503, count: 1 }],
  });
  const failed = await client.teams.invitations.create({ email: 'once@example.com' }).safe();
  // A retry would have succeeded (the fault answers once), so a 503 here means one attempt.
  const postRetried = !(failed.ok === false && failed.error instanceof ServiceUnavailableError);
  console.log(`GET after two 503s: ${members.length} members; POST after one 503: retried ${postRetried}`);
  // #endregion retries

  return { members, failed, postRetried, error: failed.ok ? undefined : (failed.error as ApiError) };
}
