/**
 * The code of docs/pagination.md: one page, every item, cursor and offset lists.
 */
import { createClient } from '@payments-platform/sdk';
import { createSimulator, DEMO } from '@payments-platform/simulator';

export async function paginate() {
  const simulator = createSimulator({ randomSeed: 'pagination-guide' });
  const client = createClient({
    apiKey: DEMO.keys.profileWrite,
    baseUrl: simulator.baseUrl,
    fetch: simulator.fetch,
    session: {
      token: (await simulator.control.tenancy.createSession({ profileId: DEMO.profiles.bruno.id })).token,
    },
  });
  for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) {
    await client.teams.invitations.create({ email, role: 'viewer' }); // three activity items
  }
  const teamId = DEMO.teams.business.id;

  // #region one-page
  const page = await client.teams.activity.list({ teamId, limit: 2 }); // one request
  page.items; // the first two items, newest first
  page.lastEvaluatedKey; // the cursor of the next page; absent on the last one
  const next = await client.teams.activity.list({
    teamId,
    limit: 2,
    exclusiveStartKey: page.lastEvaluatedKey,
  });
  console.log(page.items.length, 'then', next.items.length, 'items; next cursor:', next.lastEvaluatedKey);
  // #endregion one-page

  // #region every-item
  const actions: string[] = [];
  for await (const item of client.teams.activity.list({ teamId, limit: 2 })) {
    actions.push(item.ActionName); // requests the next page when this one runs out
  }
  // #endregion every-item

  // #region offset
  // Offset lists (OTC requests, ramp orders) iterate the same way, with limit and offset.
  let otcRequests = 0;
  for await (const item of client.otc.requests.list({ limit: 50 })) {
    if (item.otcRequest.status !== 'cancelled') otcRequests += 1;
  }
  // #endregion offset

  return { page, next, actions, otcRequests };
}
