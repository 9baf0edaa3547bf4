/**
 * The first block of packages/sdk/README.md: a client of the sandbox from the environment, a
 * list, and an error narrowed to the operation's codes, with try/catch and with `.safe()`.
 */
export { result };

// #region client
import { createClient } from '@payments-platform/sdk';

const { PAYMENTS_API_KEY: apiKey, PAYMENTS_PROFILE_ID: profileId, PAYMENTS_TEAM_ID: teamId } = process.env;
if (!apiKey || !profileId || !teamId) {
  throw new Error('Set PAYMENTS_API_KEY, PAYMENTS_PROFILE_ID and PAYMENTS_TEAM_ID');
}
const client = createClient({ apiKey, environment: 'sandbox' });

const { countries } = await client.config.countries.list({ all: true });
console.log(`${countries.length} countries`);

const team = client.withContext({ profileId, teamId });
try {
  await team.teams.invitations.create({ email: 'alice@example.com' });
} catch (error) {
  // `error.code` narrows to this operation's documented codes
  if (team.teams.invitations.create.isError(error, 'APP_V1_TEAMS_INVITATIONS_ROUTE_02')) {
    console.log('already in the team');
  } else throw error;
}

// or without try/catch
const result = await team.teams.invitations.create({ email: 'alice@example.com' }).safe();
if (!result.ok) console.log(result.error.name);
// #endregion client
