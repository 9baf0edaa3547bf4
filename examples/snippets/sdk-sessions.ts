/**
 * The session and list blocks of packages/sdk/README.md.
 */
import type { PaymentsClient } from '@payments-platform/sdk';

/** OTP login with the code the user received, a call with the session, and logout. */
export async function sessions(client: PaymentsClient, readOtp: (email: string) => Promise<string>) {
  // #region sessions
  const login = await client.auth.login({ email: 'alice@example.com' });
  const otp = await readOtp('alice@example.com'); // the code from the e-mail
  const profile = login.profiles[0];
  if (!profile) throw new Error('alice@example.com has no profile in this app');
  await login.verify(otp, { profileId: profile.id });
  const { profile: me } = await client.profile.retrieve(); // sent with the session
  await client.auth.logout();
  // #endregion sessions
  return me;
}

/** One page of team activity, then every item. */
export async function lists(client: PaymentsClient, teamId: string) {
  const actions: string[] = [];
  // #region lists
  const page = await client.teams.activity.list({ teamId, limit: 50 });
  for await (const item of client.teams.activity.list({ teamId })) actions.push(item.ActionName);
  // #endregion lists
  return { page, actions };
}
