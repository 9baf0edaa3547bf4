// A client generated from docs/openapi.json by openapi-typescript (api.d.ts, written beside this
// file by the consumer suite), called through openapi-fetch against the installed simulator's
// standalone server on the demo seed: an operation of every area, the context headers passed per
// call, and a 403 narrowed by its status and code.
import { DEMO } from '@payments-platform/simulator';
import { startServer } from '@payments-platform/simulator/node';
import createClient from 'openapi-fetch';
import type { paths } from './api.js';

type IsNever<T> = [T] extends [never] ? true : false;

const server = await startServer({ port: 0, host: '127.0.0.1', seed: 'demo', randomSeed: 'consumer' });
const results: Record<string, number> = {};
try {
  const bruno = DEMO.profiles.bruno;
  const { token } = await server.simulator.control.tenancy.createSession({ profileId: bruno.id });
  const client = createClient<paths>({ baseUrl: server.url, headers: { 'x-api-key': DEMO.keys.appWrite } });
  const session = { authorization: `Bearer ${token}` };
  const context = { 'x-profile-id': bruno.id, 'x-team-id': bruno.teamId };

  const referral = await client.GET('/v1/auth/referral/validate', {
    params: { query: { referralCode: DEMO.users.alice.referralCode } },
  });
  results.auth = referral.response.status;
  const members = await client.GET('/v1/teams/members', { params: { header: context } });
  results.teams = members.data?.data.length ?? -1;
  const profile = await client.GET('/v1/profile', { headers: session });
  results.profile = profile.data?.data.profile.id === bruno.id ? 200 : -1;
  results.user = (await client.GET('/v1/user/profiles', { headers: session })).response.status;
  const kyc = await client.GET('/v1/kyc/status', { headers: session });
  results.kyc = kyc.response.status;
  results.channels = (await client.GET('/channels')).response.status;
  results.otc = (await client.GET('/v1/otc', { headers: session })).response.status;
  const created = await client.POST('/channel/core/request/create', {
    params: { header: context },
    body: { targetAddress: DEMO.wallets.bruno, amount: 25, channelParams: { customId: 'order-1' } },
  });
  const requestId = created.data?.data.id ?? '';
  const read = await client.GET('/channel/core/request/{id}', { params: { path: { id: requestId } } });
  results.core = read.data?.data.tx.id === created.data?.data.txId ? read.response.status : -1;
  results.ramp = (
    await client.GET('/channel/ramp/onramp/config', { params: { header: context } })
  ).response.status;
  const wallets = await client.GET('/v1/wallet/list', { params: { query: { teamId: bruno.teamId } } });
  results.wallets = wallets.response.status;
  results.transactions = (await client.GET('/v1/txs', { params: { header: context } })).response.status;
  results.config = (await client.GET('/v1/config/chains')).response.status;
  results.notifications = (await client.GET('/v1/notifications', { headers: session })).response.status;

  // A wrong key: the 403 is declared for every keyed operation, so its body is typed, not never.
  const wrongKey = { 'x-api-key': 'sk_sandbox_unknown' };
  const refused = await client.POST('/v1/compliance/pay-via-request', {
    params: { header: context },
    headers: wrongKey,
  });
  if (refused.error && refused.response.status === 403) {
    const typed: IsNever<typeof refused.error> = false;
    const code: string = refused.error.error.code;
    results.compliance = typed === false && code === 'API_KEY_INVALID' ? 403 : -1;
  }
  const topup = await client.GET('/channel/topup/preview', {
    params: { query: { amount: '10', chain: 'base-sepolia', token: 'USDC' } },
    headers: wrongKey,
  });
  if (topup.error) results.topup = topup.error.error.code === 'API_KEY_INVALID' ? 403 : -1;
} finally {
  await server.close();
}
console.log(JSON.stringify(results));
