/**
 * Onboarding and OTP login: a new user signs up, receives a one-time code by e-mail, logs in with
 * it, acts through the session, refreshes it, and logs out. The simulator plays the platform;
 * its outbox holds the e-mail with the code.
 */
import { createClient, type Session } from '@payments-platform/sdk';
import { createSimulator } from '@payments-platform/simulator';

export async function run(log: (line: string) => void = () => {}) {
  const simulator = createSimulator({ seed: 'empty', randomSeed: 'onboarding-example' });
  const app = await simulator.control.tenancy.createApp({ name: 'Lovelace Books' });
  const apiKey = (await simulator.control.tenancy.createApiKey({ appId: app.id, permissions: ['WRITE'] }))
    .key;

  // #region client
  const sessions: Session[] = [];
  const client = createClient({
    apiKey,
    baseUrl: simulator.baseUrl, // in production: leave baseUrl out and set environment: 'production'
    fetch: simulator.fetch, // in production: leave it out, the global fetch is used
    onSessionChange: (session) => {
      if (session) sessions.push(session);
    },
  });
  // #endregion client

  // #region onboard
  const signUp = await client.auth.onboard({
    email: 'Ada@Example.org',
    firstName: 'Ada',
    lastName: 'Lovelace',
    username: 'ada_l',
    country: 'MX',
    isBusiness: false,
    termsOfService: true,
  });
  // #endregion onboard
  log(
    `Onboarded: team ${signUp.team.id}, profile ${signUp.profile.nickname}, wallet ${signUp.walletCreated}`,
  );

  // #region login
  const login = await client.auth.login({ email: 'ada@example.org' });
  // The user types the code from the e-mail; here the simulator's outbox holds it.
  const { messages } = await simulator.control.platform.outbox({ to: 'ada@example.org' });
  const code = messages.at(-1)?.otp ?? '';
  const verified = await login.verify(code, { profileId: login.profiles[0]?.id ?? signUp.profile.id });
  // #endregion login
  log(`Logged in as ${verified.userType} in ${verified.teams.map((team) => team.teamName).join(', ')}`);

  // #region session
  const { profile, user } = await client.profile.retrieve(); // sent with the session
  const refreshed = await client.refreshSession(); // GET /v1/auth/refresh-session
  await client.auth.logout();
  const afterLogout = await client.session(); // undefined
  // #endregion session
  log(`Profile ${profile.nickname} of ${user.username} (${login.email}); session refreshed, then logged out`);

  return { signUp, login, verified, profile, user, refreshed, afterLogout, sessions };
}
