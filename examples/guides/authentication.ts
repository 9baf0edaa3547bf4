/**
 * The code of docs/authentication.md: key scopes, header context, OTP login, refresh, and session
 * stores for a browser and a server.
 */
import { createClient, type Session, type SessionStore } from '@payments-platform/sdk';
import { createSimulator, DEMO } from '@payments-platform/simulator';

export function authSimulator() {
  return createSimulator({ randomSeed: 'authentication-guide' });
}

/** Three ways to give a call its profile and team. */
export async function contexts(simulator = authSimulator()) {
  const options = { baseUrl: simulator.baseUrl, fetch: simulator.fetch };

  // #region scoped-key
  // A key scoped to a profile and team supplies the context by itself.
  const scoped = createClient({ apiKey: DEMO.keys.profileWrite, ...options });
  const fromKey = await scoped.teams.members.list();
  console.log('members, context from the key:', fromKey.length);
  // #endregion scoped-key

  // #region header-context
  // An app-level key names the acting profile and team with x-profile-id and x-team-id.
  const app = createClient({ apiKey: DEMO.keys.appWrite, ...options });
  const acme = app.withContext({ profileId: DEMO.profiles.bruno.id, teamId: DEMO.teams.business.id });
  const fromHeaders = await acme.teams.members.list();
  console.log('members, context from the headers:', fromHeaders.length);
  // or for one call: app.teams.members.list({}, { context: { profileId, teamId } })
  // #endregion header-context

  return { fromKey, fromHeaders };
}

/** A browser session store: the session survives a reload. */
// #region browser-store
export function localStorageSessionStore(storage: Storage, key = 'payments-session'): SessionStore {
  return {
    get: () => {
      const saved = storage.getItem(key);
      return saved === null ? undefined : (JSON.parse(saved) as Session);
    },
    set: (session) => storage.setItem(key, JSON.stringify(session)),
    clear: () => storage.removeItem(key),
  };
}
// #endregion browser-store

/** A server session store: one client per signed-in user, the session kept in the user's row. */
// #region server-store
export interface SessionRows {
  read(userId: string): Promise<Session | undefined>;
  write(userId: string, session: Session | undefined): Promise<void>;
}

export function userSessionStore(rows: SessionRows, userId: string): SessionStore {
  return {
    get: () => rows.read(userId),
    set: (session) => rows.write(userId, session),
    clear: () => rows.write(userId, undefined),
  };
}
// #endregion server-store

/** OTP login with a server store, then a refresh and a logout. */
export async function login(rows: SessionRows, simulator = authSimulator()) {
  const readOtpFromInbox = async (email: string) =>
    (await simulator.control.platform.outbox({ to: email })).messages.at(-1)?.otp ?? '';
  const userId = 'user-42';

  // #region login
  const client = createClient({
    apiKey: DEMO.keys.appWrite,
    baseUrl: simulator.baseUrl,
    fetch: simulator.fetch,
    sessionStore: userSessionStore(rows, userId),
  });
  const attempt = await client.auth.login({ email: 'alice@example.com' });
  // Alice has two profiles: choose one (the session acts as it until the next login).
  // The spec names each profile's `team` without a type, so read its id with care.
  const teamIdOf = (team: unknown) =>
    typeof team === 'object' && team !== null && 'id' in team ? team.id : null;
  const business = attempt.profiles.find((profile) => teamIdOf(profile.team) === DEMO.teams.business.id);
  const code = await readOtpFromInbox('alice@example.com'); // the user types it
  await attempt.verify(code, { profileId: business?.id ?? '' });
  const { profile } = await client.profile.retrieve(); // Authorization: Bearer <session>
  console.log(`acting as ${profile.nickname}`);
  // #endregion login

  // #region refresh
  // Refreshed ahead of expiry (refreshAheadMs, 60 s by default) and once after a 401 on its own;
  // this refreshes now:
  const refreshed = await client.refreshSession();
  console.log('refreshed the session of', refreshed?.profileId);
  await client.auth.logout(); // clears the store
  console.log('after logout:', await client.session());
  // #endregion refresh

  return { business, profile, refreshed, afterLogout: await rows.read(userId) };
}
