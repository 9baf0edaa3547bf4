/**
 * A full flow through the SDK against the in-process simulator: reference data, onboarding, OTP
 * login, profile and bank account, an invitation accepted through onboarding, team activity, and
 * typed errors. `npm run demo` prints it; examples/demo.test.ts checks it.
 */
import { createClient, isApiError } from '@payments-platform/sdk';
import { createSimulator } from '@payments-platform/simulator';

/** What the flow reports, line by line. */
export type Log = (line: string) => void;

/** Runs the flow and returns what a test can check. */
export async function runFlow(log: Log) {
  const simulator = createSimulator({ seed: 'demo', randomSeed: 'demo' });
  const apiKey = simulator.createApiKey({ appId: 'app_demo', permissions: ['WRITE', 'EMAIL'] }).key;
  const client = createClient({
    apiKey,
    baseUrl: simulator.baseUrl,
    fetch: simulator.fetch,
    validation: 'strict',
  });

  const { status } = await client.maintenance.retrieve();
  const { countries } = await client.config.countries.list();
  const mexico = await client.config.countries.banks({ country: 'mx' });
  log(`Platform ${status}; ${countries.length} countries with banks; ${mexico.banks.length} banks in Mexico`);

  const signUp = await client.auth.onboard({
    email: ' Ada@Example.org ',
    firstName: 'Ada',
    lastName: 'Lovelace',
    username: 'Ada_L',
    country: 'MX',
    isBusiness: true,
    businessName: 'Analytical Engines',
    termsOfService: true,
  });
  log(
    `Onboarded ada@example.org: team ${signUp.team.id}, profile ${signUp.profile.nickname}, wallet created: ${signUp.walletCreated}`,
  );

  const login = await client.auth.login({ email: 'ada@example.org' });
  const code = simulator.outbox({ to: 'ada@example.org' }).at(-1)?.otp;
  if (!code) throw new Error('The simulator sent no OTP');
  const verified = await login.verify(code, { profileId: signUp.profile.id });
  log(
    `Logged in with the e-mailed code as ${verified.userType}; session stored: ${Boolean(await client.session())}`,
  );

  const { profile, user } = await client.profile.retrieve();
  log(`Profile ${profile.nickname} of ${user.firstName} ${user.lastName} (${user.country})`);

  const bank = await client.profile.banks.create({
    accountName: 'Ada Lovelace',
    accountAlias: 'Payroll',
    accountType: 'CHECKING',
    accountNumber: '0123456789',
    country: 'MX',
    currencySymbol: 'MXN',
    bankSlug: mexico.banks[0]?.slug ?? 'banorte',
    additionalData: { clabe: '012180001234567897' },
  });
  log(`Bank account ${bank.accountAlias} added at ${bank.bankSlug}`);

  const invitation = await client.teams.invitations.create({ email: 'charles@example.org', role: 'analyst' });
  log(
    `Invited charles@example.org as ${invitation.role}; status ${invitation.status}, expires ${invitation.expiresAt}`,
  );

  const joined = await client.auth.onboard({
    email: 'charles@example.org',
    firstName: 'Charles',
    lastName: 'Babbage',
    username: 'cbabbage',
    country: 'MX',
    isBusiness: false,
    termsOfService: true,
  });
  log(
    `Charles onboarded into the same team: ${joined.team.id === signUp.team.id}, invitation accepted: ${joined.invitationAccepted}`,
  );

  const members = await client.teams.members.list();
  log(
    `Team members: ${members.map((member) => `${member.profile?.nickname ?? member.profileId} (${member.role})`).join(', ')}`,
  );

  const actions: string[] = [];
  for await (const item of client.teams.activity.list({ teamId: signUp.team.id, limit: 2 }))
    actions.push(item.ActionName);
  log(`Team activity, newest first, paged two at a time: ${actions.join(', ')}`);

  let conflict = '';
  try {
    await client.teams.invitations.create({ email: 'charles@example.org' });
  } catch (error) {
    if (isApiError(error, 'APP_V1_TEAMS_INVITATIONS_ROUTE_02')) conflict = `${error.status} ${error.code}`;
  }
  log(`Inviting Charles again is refused: ${conflict}`);

  const grace = await client.teams.invitations.create({ email: 'grace@example.org', role: 'viewer' });
  simulator.clock.advance(8 * 24 * 60 * 60 * 1000);
  // The session has expired on the simulator clock too: log out and act through header context.
  await client.auth.logout();
  const admin = client.withContext({ profileId: signUp.profile.id, teamId: signUp.team.id });
  const pending = await admin.teams.invitations.list();
  log(
    `Eight days later on the simulator clock, the invitation to ${grace.email} has expired: ${pending.length} pending`,
  );

  return { signUp, verified, bank, invitation, joined, members, actions, conflict, pending };
}
