/**
 * The control blocks of packages/simulator/README.md: in-process, and over HTTP against the
 * standalone server.
 */
import { createSimulator, DEMO } from '@payments-platform/simulator';

/** Faults, a session, a request with it, and the clock moved past its expiry. */
export async function controlInProcess() {
  const simulator = createSimulator({ randomSeed: 'control' });
  // #region in-process
  await simulator.control.platform.setFaults({
    rules: [
      { operationId: 'listChains', status: 503, count: 1 },
      { method: 'GET', path: '/v1/profile/banks/{id}', network: 'reset', probability: 0.2 },
    ],
  });
  const session = await simulator.control.tenancy.createSession({ profileId: DEMO.profiles.bruno.id });
  const members = await simulator.fetch('/v1/teams/members', {
    headers: { 'x-api-key': DEMO.keys.app, authorization: `Bearer ${session.token}` },
  });
  await simulator.clock.advance(24 * 60 * 60 * 1000); // the session has now expired
  // #endregion in-process
  const expired = await simulator.fetch('/v1/teams/members', {
    headers: { 'x-api-key': DEMO.keys.app, authorization: `Bearer ${session.token}` },
  });
  return { members: members.status, expired: expired.status };
}

/** The control routes over HTTP, from any language; here with the global `fetch`. */
export async function controlOverHttp(
  serverUrl: string,
  ids: { key: string; userId: string; teamId: string; requestId: string },
) {
  const { key, userId, teamId, requestId } = ids;
  // #region over-http
  const base = `${serverUrl}/_simulator`; // serverUrl: 'http://127.0.0.1:4010' by default
  const post = async (path: string, body?: unknown) => {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const envelope = await response.json();
    if (!envelope.success)
      throw new Error(`${response.status} ${envelope.error.code}: ${envelope.error.message}`);
    return envelope.data;
  };

  await post(`/api-keys/${encodeURIComponent(key)}/revoke`);
  const added = await post('/profiles', { userId, teamId, role: 'member' });
  const delivery = await post('/webhooks/deliver', { event: 'requestPaid', requestId });
  console.log(delivery.status); // 'delivered' or 'failed', after the one attempt
  // #endregion over-http
  return { added, delivery };
}
