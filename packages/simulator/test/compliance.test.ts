/**
 * The compliance area through the SDK client with strict response validation: the checkout
 * session of the yearly fee (redirect URLs from the body or the app), the fee payment request of
 * the team (got or created), the context order, the fee settings and every documented code.
 */
import { describe, expect, test } from 'vitest';
import { createSimulator, DEMO, SimulatorError } from '../src/index.js';
import { complianceHandlers } from '../src/modules/compliance/handlers.js';
import { COMPLIANCE_DEMO } from '../src/modules/compliance/seed.js';
import { control, thrownBy } from './kyc-helpers.js';
import { clientFor, demoSimulator, failure } from './profile-user-client.js';

const { alice, bruno, carmen, diego, omar, pablo } = DEMO.profiles;
const business = DEMO.teams.business.id;
const DAY = 86_400_000;

/** A demo simulator whose fee maker is Omar (the OTC desk admin). */
async function withFeeMaker() {
  const simulator = demoSimulator();
  const set = await control(simulator, 'PUT', '/compliance', { feeMakerProfileId: omar.id });
  expect(set.status).toBe(200);
  return simulator;
}

describe('POST /v1/compliance/checkout', () => {
  test('a session context with the app defaults: a subscription checkout session', async () => {
    const simulator = demoSimulator();
    const data = await (await clientFor(simulator, { profileId: bruno.id })).compliance.checkout.create();
    expect(data).toEqual({
      checkoutUrl: `https://checkout.payments-platform.test/c/${data.sessionId}`,
      sessionId: expect.stringMatching(/^cs_[A-Za-z0-9]{24}$/),
      mode: 'subscription',
    });
    expect(simulator.services.store.complianceCheckouts.get(data.sessionId)).toMatchObject({
      appId: DEMO.apps.main.id,
      teamId: business,
      profileId: bruno.id,
      successUrl: COMPLIANCE_DEMO.successUrl,
      cancelUrl: COMPLIANCE_DEMO.cancelUrl,
      status: 'open',
      expiresAt: simulator.clock.now() + DAY,
    });
  });

  test('successUrl and cancelUrl of the body override the defaults, each on its own', async () => {
    const simulator = demoSimulator();
    const client = await clientFor(simulator, { profileId: bruno.id });
    const { store } = simulator.services;
    const one = await client.compliance.checkout.create({ successUrl: 'https://shop.example.com/ok' });
    expect(store.complianceCheckouts.get(one.sessionId)).toMatchObject({
      successUrl: 'https://shop.example.com/ok',
      cancelUrl: COMPLIANCE_DEMO.cancelUrl,
    });
    const both = await client.compliance.checkout.create({
      successUrl: 'https://shop.example.com/ok',
      cancelUrl: 'https://shop.example.com/back',
    });
    expect(store.complianceCheckouts.get(both.sessionId)).toMatchObject({
      successUrl: 'https://shop.example.com/ok',
      cancelUrl: 'https://shop.example.com/back',
    });
  });

  test('context from both headers, or a profile-scoped key; no admin role needed', async () => {
    const simulator = demoSimulator();
    const { store } = simulator.services;
    const headers = (await clientFor(simulator)).withContext({ profileId: diego.id, teamId: business });
    const viaHeaders = await headers.compliance.checkout.create();
    expect(store.complianceCheckouts.get(viaHeaders.sessionId)?.profileId).toBe(diego.id);
    const viaKey = await (
      await clientFor(simulator, {
        apiKey: DEMO.keys.memberProfile,
      })
    ).compliance.checkout.create();
    expect(store.complianceCheckouts.get(viaKey.sessionId)?.profileId).toBe(carmen.id);
  });

  test('a valid session comes before the headers, and the headers before the key scope', async () => {
    const simulator = demoSimulator();
    const { store } = simulator.services;
    const session = (await clientFor(simulator, { profileId: bruno.id })).withContext({
      profileId: diego.id,
      teamId: business,
    });
    const first = await session.compliance.checkout.create();
    expect(store.complianceCheckouts.get(first.sessionId)?.profileId).toBe(bruno.id);
    const headers = (await clientFor(simulator, { apiKey: DEMO.keys.team })).withContext({
      profileId: diego.id,
      teamId: business,
    });
    const second = await headers.compliance.checkout.create();
    expect(store.complianceCheckouts.get(second.sessionId)?.profileId).toBe(diego.id);
  });

  test('400 _01 without any context', async () => {
    const simulator = demoSimulator();
    expect(await failure((await clientFor(simulator)).compliance.checkout.create())).toEqual({
      status: 400,
      code: 'APP_V1_COMPLIANCE_CHECKOUT_ROUTE_01',
    });
  });

  test('404 _02 for a context without a profile (a team-scoped key)', async () => {
    const simulator = demoSimulator();
    expect(
      await failure((await clientFor(simulator, { apiKey: DEMO.keys.team })).compliance.checkout.create()),
    ).toEqual({
      status: 404,
      code: 'APP_V1_COMPLIANCE_CHECKOUT_ROUTE_02',
    });
  });

  test('400 _03 when a redirect URL resolves to nothing (an app without defaults)', async () => {
    const simulator = demoSimulator();
    const client = await clientFor(simulator, { apiKey: DEMO.keys.otherApp, profileId: pablo.id });
    const missing = { status: 400, code: 'APP_V1_COMPLIANCE_CHECKOUT_ROUTE_03' };
    expect(await failure(client.compliance.checkout.create())).toEqual(missing);
    expect(
      await failure(client.compliance.checkout.create({ successUrl: 'https://a.example.com/ok' })),
    ).toEqual(missing);
    expect(
      await failure(client.compliance.checkout.create({ cancelUrl: 'https://a.example.com/no' })),
    ).toEqual(missing);
    expect(simulator.services.store.complianceCheckouts.size).toBe(0);
    const ok = await client.compliance.checkout.create({
      successUrl: 'https://a.example.com/ok',
      cancelUrl: 'https://a.example.com/no',
    });
    expect(ok.mode).toBe('subscription');
  });

  test('app defaults set through POST /_simulator/apps', async () => {
    const simulator = createSimulator({ randomSeed: 'test', seed: 'empty' });
    const created = await control(simulator, 'POST', '/apps', {
      name: 'Shop',
      complianceSuccessUrl: 'https://shop.example.com/paid',
      complianceCancelUrl: 'https://shop.example.com/cancelled',
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      complianceSuccessUrl: 'https://shop.example.com/paid',
      complianceCancelUrl: 'https://shop.example.com/cancelled',
    });
    const invalid = await control(simulator, 'POST', '/apps', { name: 'Bad', complianceSuccessUrl: 'nope' });
    expect([invalid.status, invalid.body.error?.code]).toEqual([400, 'BODY_PARSER_ERROR']);
  });

  test('400 _06 for an invalid body or JSON', async () => {
    const simulator = demoSimulator();
    const loose = await clientFor(simulator, { profileId: bruno.id, validation: 'off' });
    expect(await failure(loose.compliance.checkout.create({ successUrl: 'not a url' }))).toEqual({
      status: 400,
      code: 'APP_V1_COMPLIANCE_CHECKOUT_ROUTE_06',
    });
    const session = await simulator.control.tenancy.createSession({ profileId: bruno.id });
    const response = await simulator.fetch('/v1/compliance/checkout', {
      method: 'POST',
      headers: {
        'x-api-key': DEMO.keys.app,
        authorization: `Bearer ${session.token}`,
        'content-type': 'application/json',
      },
      body: '{"successUrl":',
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
      'APP_V1_COMPLIANCE_CHECKOUT_ROUTE_06',
    );
  });

  test('401 SESSION_INVALID for an unknown session, even with usable headers', async () => {
    const simulator = demoSimulator();
    const client = (await clientFor(simulator, { token: 'ses_unknown' })).withContext({
      profileId: bruno.id,
      teamId: business,
    });
    expect(await failure(client.compliance.checkout.create())).toEqual({
      status: 401,
      code: 'SESSION_INVALID',
    });
  });

  test('500 _04 and _05 only as platform failures, forced with fault rules', async () => {
    const simulator = demoSimulator();
    const client = await clientFor(simulator, { profileId: bruno.id });
    for (const code of ['APP_V1_COMPLIANCE_CHECKOUT_ROUTE_04', 'APP_V1_COMPLIANCE_CHECKOUT_ROUTE_05']) {
      await simulator.control.platform.setFaults({
        rules: [{ operationId: 'createComplianceCheckout', status: 500, code, count: 1 }],
      });
      expect(await failure(client.compliance.checkout.create())).toEqual({ status: 500, code });
    }
    expect(simulator.services.store.complianceCheckouts.size).toBe(0);
  });
});

describe('POST /v1/compliance/pay-via-request', () => {
  test("creates the team's fee payment request of the year, then answers the same pending one", async () => {
    const simulator = await withFeeMaker();
    const client = await clientFor(simulator, { apiKey: DEMO.keys.memberProfile });
    const data = await client.compliance.payViaRequest();
    const customId = `compliance-fee:${business}:2025`;
    expect(data).toEqual({
      amountUsd: 100,
      customId,
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      url: `https://pay.payments-platform.test/r/${data.id}`,
      embedUrl: `https://pay.payments-platform.test/embed/${data.id}`,
      txId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      channelTableType: 'ch_core_request',
      createdAt: '2025-01-01T00:00:00.000Z',
      status: 'open',
    });
    expect(simulator.services.store.paymentRequests.get(data.id ?? '')).toMatchObject({
      status: 'open',
      amount: 100,
      currencyToken: 'USD',
      customId,
      makerProfileId: omar.id,
      makerTeamId: DEMO.teams.otcDesk.id,
      targetAddress: DEMO.wallets.omar,
      payerTeamId: business,
      appId: DEMO.apps.main.id,
    });

    await simulator.clock.advance(DAY);
    expect(await client.compliance.payViaRequest()).toEqual(data);
    const other = await clientFor(simulator, { apiKey: DEMO.keys.profile });
    expect((await other.compliance.payViaRequest()).id).toBe(data.id);
    expect(simulator.services.store.paymentRequests.size).toBe(1);
  });

  test('each team has its own request', async () => {
    const simulator = await withFeeMaker();
    const one = await (await clientFor(simulator, { profileId: carmen.id })).compliance.payViaRequest();
    const two = await (
      await clientFor(simulator, {
        apiKey: DEMO.keys.individualProfile,
      })
    ).compliance.payViaRequest();
    expect(two.id).not.toBe(one.id);
    expect(two.customId).toBe(`compliance-fee:${DEMO.teams.individual.id}:2025`);
  });

  test('a completed request is answered without payment URLs; a failed one is replaced', async () => {
    const simulator = await withFeeMaker();
    const client = await clientFor(simulator, { profileId: carmen.id });
    const { store } = simulator.services;
    const first = await client.compliance.payViaRequest();
    store.paymentRequests.update(first.id ?? '', { status: 'failed' });
    const second = await client.compliance.payViaRequest();
    expect(second.id).not.toBe(first.id);
    // `status` and `txId` are not in the contract's payment request; read them as the extra fields they are.
    const extra = second as Record<string, unknown>;
    expect(extra.status).toBe('open');
    store.paymentRequests.update(second.id ?? '', {
      status: 'completed',
      completedAt: simulator.clock.iso(),
    });
    expect(await client.compliance.payViaRequest()).toEqual({
      amountUsd: 100,
      customId: second.customId,
      txId: extra.txId,
      completedAt: '2025-01-01T00:00:00.000Z',
      status: 'completed',
    });
    expect(store.paymentRequests.size).toBe(2);
  });

  test('a new year opens a new request; a new fee applies to new requests only', async () => {
    const simulator = await withFeeMaker();
    const client = await clientFor(simulator, { apiKey: DEMO.keys.memberProfile });
    const y2025 = await client.compliance.payViaRequest();
    await control(simulator, 'PUT', '/compliance', { feeAmountUsd: 250 });
    expect((await client.compliance.payViaRequest()).amountUsd).toBe(100);
    await simulator.clock.advance(365 * DAY);
    const y2026 = await client.compliance.payViaRequest();
    expect(y2026).toMatchObject({
      customId: `compliance-fee:${business}:2026`,
      amountUsd: 250,
      status: 'open',
    });
    expect(y2026.id).not.toBe(y2025.id);
  });

  test('400 _01 without any context', async () => {
    const simulator = await withFeeMaker();
    expect(await failure((await clientFor(simulator)).compliance.payViaRequest())).toEqual({
      status: 400,
      code: 'APP_V1_COMPLIANCE_PAY_VIA_REQUEST_ROUTE_01',
    });
  });

  test('404 _02 for a context without a payer profile (a team-scoped key)', async () => {
    const simulator = await withFeeMaker();
    expect(
      await failure((await clientFor(simulator, { apiKey: DEMO.keys.team })).compliance.payViaRequest()),
    ).toEqual({
      status: 404,
      code: 'APP_V1_COMPLIANCE_PAY_VIA_REQUEST_ROUTE_02',
    });
  });

  test('the demo seed configures the platform fee maker, so the request works out of the box', async () => {
    const simulator = demoSimulator();
    const client = await clientFor(simulator, { profileId: carmen.id });
    const data = await client.compliance.payViaRequest();
    expect(data).toMatchObject({ amountUsd: 100 });
    const [request] = simulator.services.store.paymentRequests.all();
    expect(request).toMatchObject({ makerProfileId: COMPLIANCE_DEMO.feeMaker.profileId });
  });

  test('500 _03 while no fee-maker profile is configured (the empty seed configures none)', async () => {
    const simulator = demoSimulator();
    const client = await clientFor(simulator, { profileId: carmen.id });
    await control(simulator, 'PUT', '/compliance', { feeMakerProfileId: null });
    expect(await failure(client.compliance.payViaRequest())).toEqual({
      status: 500,
      code: 'APP_V1_COMPLIANCE_PAY_VIA_REQUEST_ROUTE_03',
    });
    await control(simulator, 'PUT', '/compliance', { feeMakerProfileId: omar.id });
    await control(simulator, 'PUT', '/compliance', { feeMakerProfileId: null });
    expect((await failure(client.compliance.payViaRequest())).code).toBe(
      'APP_V1_COMPLIANCE_PAY_VIA_REQUEST_ROUTE_03',
    );
    expect(simulator.services.store.paymentRequests.size).toBe(0);
  });

  test('404 _04 when the configured fee maker is not a profile', async () => {
    const simulator = demoSimulator();
    await control(simulator, 'PUT', '/compliance', {
      feeMakerProfileId: '20000000-0000-4000-8000-0000000000ff',
    });
    expect(
      await failure((await clientFor(simulator, { profileId: carmen.id })).compliance.payViaRequest()),
    ).toEqual({
      status: 404,
      code: 'APP_V1_COMPLIANCE_PAY_VIA_REQUEST_ROUTE_04',
    });
  });

  test('500 _05 only as a platform failure, forced with a fault rule', async () => {
    const simulator = await withFeeMaker();
    const code = 'APP_V1_COMPLIANCE_PAY_VIA_REQUEST_ROUTE_05';
    await simulator.control.platform.setFaults({
      rules: [{ operationId: 'payComplianceViaRequest', status: 500, code, count: 1 }],
    });
    const client = await clientFor(simulator, { profileId: carmen.id });
    expect(await failure(client.compliance.payViaRequest())).toEqual({ status: 500, code });
    expect(simulator.services.store.paymentRequests.size).toBe(0);
  });

  test('401 CONTEXT_INVALID for headers of a profile outside the team ("Invalid context gives 401 or 400")', async () => {
    const simulator = await withFeeMaker();
    const client = (await clientFor(simulator)).withContext({ profileId: alice.id, teamId: business });
    expect(await failure(client.compliance.payViaRequest())).toEqual({
      status: 401,
      code: 'CONTEXT_INVALID',
    });
  });
});

describe('GET and PUT /_simulator/compliance', () => {
  test('read and change the fee settings; fields left out keep their value', async () => {
    const simulator = demoSimulator();
    expect((await control(simulator, 'GET', '/compliance')).body.data).toEqual({
      feeMakerProfileId: COMPLIANCE_DEMO.feeMaker.profileId,
      feeAmountUsd: 100,
    });
    await control(simulator, 'PUT', '/compliance', { feeMakerProfileId: omar.id });
    expect((await control(simulator, 'PUT', '/compliance', { feeAmountUsd: 75 })).body.data).toEqual({
      feeMakerProfileId: omar.id,
      feeAmountUsd: 75,
    });
    const invalid = await control(simulator, 'PUT', '/compliance', { feeAmountUsd: -1 });
    expect([invalid.status, invalid.body.error?.code]).toEqual([400, 'BODY_PARSER_ERROR']);
    simulator.reset();
    expect((await control(simulator, 'GET', '/compliance')).body.data).toMatchObject({
      feeMakerProfileId: COMPLIANCE_DEMO.feeMaker.profileId,
    });
    simulator.reset('empty');
    expect((await control(simulator, 'GET', '/compliance')).body.data).toMatchObject({
      feeMakerProfileId: null,
    });
  });
});

describe('missing context inside the handlers', () => {
  test('400 _01 for a caller without a team', async () => {
    const simulator = await withFeeMaker();
    const cases = [
      ['createComplianceCheckout', 'APP_V1_COMPLIANCE_CHECKOUT_ROUTE_01'],
      ['payComplianceViaRequest', 'APP_V1_COMPLIANCE_PAY_VIA_REQUEST_ROUTE_01'],
    ] as const;
    for (const [id, code] of cases) {
      const thrown = await thrownBy(simulator, complianceHandlers, id, {});
      expect(thrown).toBeInstanceOf(SimulatorError);
      expect(thrown).toMatchObject({ status: 400, code });
    }
  });
});
