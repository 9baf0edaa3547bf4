/**
 * The blocks of packages/sdk/README.md on fields the contract does not know yet and on ky options
 * of one's own: a client of the sandbox with extra hooks and retry statuses, and calls that send
 * extra body and query fields.
 */
import { createClient } from '@payments-platform/sdk';
import { DEMO } from '@payments-platform/simulator';

/** Runs both blocks against whatever answers the sandbox host (MSW in the test beside it). */
export async function run(): Promise<void> {
  const apiKey = DEMO.keys.appWrite;
  const email = 'welcome@example.com';
  // #region ky-options
  const client = createClient({
    apiKey,
    ky: {
      hooks: {
        beforeRequest: [({ request }) => request.headers.set('x-trace-id', crypto.randomUUID())],
        afterResponse: [({ request, response }) => console.log(request.method, request.url, response.status)],
      },
      retry: { statusCodes: [408, 429, 500, 502, 503, 504] },
    },
  });
  // #endregion ky-options
  const team = client.withContext({ profileId: DEMO.profiles.bruno.id, teamId: DEMO.teams.business.id });
  // #region extra-fields
  await team.teams.invitations.create({ email }, { extraBody: { note: 'welcome' } });
  await client.config.countries.list({}, { extraQuery: { region: 'latam' } });
  // #endregion extra-fields
}
