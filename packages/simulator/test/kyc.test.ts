/**
 * The KYC area through the SDK client with strict response validation: verification sessions
 * (sandbox demo sessions approved at once, production sessions `not started`), status with the
 * KYB switch for business-team admins, the user KYC records, the control route that moves a
 * verification, and the profile view's KYC state.
 */
import { describe, expect, test } from 'vitest';
import { createSimulator, DEMO, SimulatorError } from '../src/index.js';
import { kycHandlers } from '../src/modules/kyc/handlers.js';
import { control, thrownBy } from './kyc-helpers.js';
import { clientFor, demoSimulator, failure } from './profile-user-client.js';

const { alice, aliceAtBusiness, bruno, carmen } = DEMO.profiles;
const MINUTE = 60_000;

function production() {
  return createSimulator({ randomSeed: 'test', environment: 'production' });
}

describe('POST /v1/kyc/session', () => {
  test('sandbox: 201 with the demo session approved at once, stored as the user KYC record', async () => {
    const simulator = demoSimulator();
    const client = await clientFor(simulator, { profileId: carmen.id });
    const data = await client.kyc.sessions.create({ email: 'carmen@example.com', metadata: { ref: 'a1' } });
    expect(data).toEqual({
      sessionUrl: `https://verify.payments-platform.test/session/${data.verificationId}`,
      verificationId: expect.stringMatching(/^vs_[A-Za-z0-9]{24}$/),
      status: 'approved',
    });
    const [record] = simulator.services.store.verifications.by('byUser', DEMO.users.carmen.id);
    expect(record).toMatchObject({
      workflow: 'kyc',
      userId: DEMO.users.carmen.id,
      profileId: carmen.id,
      teamId: null,
      email: 'carmen@example.com',
      metadata: { ref: 'a1' },
      status: 'approved',
    });
  });

  test('the response status is 201 and metadata defaults to {}', async () => {
    const simulator = demoSimulator();
    const session = await simulator.control.tenancy.createSession({ profileId: carmen.id });
    const response = await simulator.fetch('/v1/kyc/session', {
      method: 'POST',
      headers: {
        'x-api-key': DEMO.keys.app,
        authorization: `Bearer ${session.token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ email: 'carmen@example.com' }),
    });
    expect(response.status).toBe(201);
    expect(simulator.services.store.verifications.all()[0]?.metadata).toEqual({});
  });

  test('production: a new session starts `not started`', async () => {
    const simulator = production();
    const client = await clientFor(simulator, { profileId: carmen.id, apiKey: DEMO.liveKeys.app });
    const data = await client.kyc.sessions.create({ email: 'carmen@example.com' });
    expect(data.status).toBe('not started');
    expect(await client.kyc.status.retrieve()).toMatchObject({ isVerified: false, status: 'not started' });
  });

  test('an admin of a business team starts the team KYB workflow, keyed by the team', async () => {
    const simulator = demoSimulator();
    const client = await clientFor(simulator, { profileId: bruno.id });
    const data = await client.kyc.sessions.create({ email: 'bruno@example.com' });
    const { store } = simulator.services;
    expect(store.verifications.by('byTeam', DEMO.teams.business.id)).toEqual([
      expect.objectContaining({
        verificationId: data.verificationId,
        workflow: 'kyb',
        userId: DEMO.users.bruno.id,
      }),
    ]);
    expect(store.verifications.by('byUser', DEMO.users.bruno.id)).toEqual([]);
  });

  test('the admin of an individual team goes through user KYC', async () => {
    const simulator = demoSimulator();
    await (await clientFor(simulator, { profileId: alice.id })).kyc.sessions.create({
      email: 'alice@example.com',
    });
    expect(simulator.services.store.verifications.by('byUser', DEMO.users.alice.id)).toHaveLength(1);
  });

  test('400 BODY_PARSER_ERROR for a missing or invalid e-mail', async () => {
    const simulator = demoSimulator();
    const loose = await clientFor(simulator, { profileId: carmen.id, validation: 'off' });
    for (const body of [{}, { email: 'not-an-email' }, { email: 'carmen@example.com', metadata: 'x' }]) {
      expect(await failure(loose.kyc.sessions.create(body as never))).toEqual({
        status: 400,
        code: 'BODY_PARSER_ERROR',
      });
    }
    expect(simulator.services.store.verifications.size).toBe(0);
  });

  test('401 SESSION_REQUIRED without a session, even with a profile-scoped key', async () => {
    const simulator = demoSimulator();
    const client = await clientFor(simulator, { apiKey: DEMO.keys.memberProfile });
    expect(await failure(client.kyc.sessions.create({ email: 'carmen@example.com' }))).toEqual({
      status: 401,
      code: 'SESSION_REQUIRED',
    });
  });

  test('503 KYC_GATE_CLOSED while the KYC gate is closed, on all three routes', async () => {
    const simulator = demoSimulator();
    await simulator.control.platform.setGates({ kyc: 'closed' });
    const client = await clientFor(simulator, { profileId: carmen.id });
    const closed = { status: 503, code: 'KYC_GATE_CLOSED' };
    expect(await failure(client.kyc.sessions.create({ email: 'carmen@example.com' }))).toEqual(closed);
    expect(await failure(client.kyc.status.retrieve())).toEqual(closed);
    expect(await failure(client.kyc.verifications.list())).toEqual(closed);
    await simulator.control.platform.setGates({ kyc: 'open' });
    expect(await client.kyc.status.retrieve()).toMatchObject({ status: 'none' });
  });

  test('404 USER_NOT_FOUND (propagated) when the profile user is gone', async () => {
    const simulator = demoSimulator();
    const client = await clientFor(simulator, { profileId: carmen.id });
    simulator.services.store.users.delete(DEMO.users.carmen.id);
    expect(await failure(client.kyc.sessions.create({ email: 'carmen@example.com' }))).toEqual({
      status: 404,
      code: 'USER_NOT_FOUND',
    });
  });

  test('500 when the provider fails (a fault rule), and no record is stored', async () => {
    const simulator = demoSimulator();
    await simulator.control.platform.setFaults({
      rules: [{ operationId: 'createKycSession', status: 500, count: 1 }],
    });
    const client = await clientFor(simulator, { profileId: carmen.id });
    expect(await failure(client.kyc.sessions.create({ email: 'carmen@example.com' }))).toEqual({
      status: 500,
      code: 'SIMULATED_FAULT',
    });
    expect(simulator.services.store.verifications.size).toBe(0);
  });
});

describe('GET /v1/kyc/status', () => {
  test('without a record: isVerified false, status none, verification null', async () => {
    const simulator = demoSimulator();
    for (const profileId of [carmen.id, bruno.id, alice.id]) {
      expect(await (await clientFor(simulator, { profileId })).kyc.status.retrieve()).toEqual({
        isVerified: false,
        status: 'none',
        verification: null,
      });
    }
  });

  test('with a record: the newest record of the workflow and its state', async () => {
    const simulator = demoSimulator();
    const client = await clientFor(simulator, { profileId: carmen.id });
    const session = await client.kyc.sessions.create({
      email: 'carmen@example.com',
      metadata: { ref: 'a1' },
    });
    const record = simulator.services.store.verifications.all()[0];
    expect(await client.kyc.status.retrieve()).toEqual({
      isVerified: true,
      status: 'approved',
      verification: {
        id: record?.id,
        verificationId: session.verificationId,
        status: 'approved',
        verficationProvider: 'simulator',
        createdAt: '2025-01-01T00:00:00.000Z',
        data: {
          workflow: 'kyc',
          email: 'carmen@example.com',
          sessionUrl: session.sessionUrl,
          metadata: { ref: 'a1' },
          updatedAt: '2025-01-01T00:00:00.000Z',
        },
      },
    });
  });

  test('a business-team admin reads the team KYB; the team members keep their own user KYC', async () => {
    const simulator = demoSimulator();
    const brunoClient = await clientFor(simulator, { profileId: bruno.id });
    const kyb = await brunoClient.kyc.sessions.create({ email: 'bruno@example.com' });
    const status = await brunoClient.kyc.status.retrieve();
    expect(status).toMatchObject({ isVerified: true, status: 'approved' });
    expect(status.verification).toMatchObject({
      verificationId: kyb.verificationId,
      data: { workflow: 'kyb', teamId: DEMO.teams.business.id },
    });
    expect(await (await clientFor(simulator, { profileId: carmen.id })).kyc.status.retrieve()).toMatchObject({
      status: 'none',
      verification: null,
    });
  });

  test('user KYC belongs to the user: every profile of the user reads it', async () => {
    const simulator = demoSimulator();
    await (await clientFor(simulator, { profileId: alice.id })).kyc.sessions.create({
      email: 'alice@example.com',
    });
    expect(
      await (await clientFor(simulator, { profileId: aliceAtBusiness.id })).kyc.status.retrieve(),
    ).toMatchObject({
      isVerified: true,
      status: 'approved',
    });
  });

  test('401 SESSION_INVALID for an unknown session', async () => {
    const simulator = demoSimulator();
    expect(
      await failure((await clientFor(simulator, { token: 'ses_unknown' })).kyc.status.retrieve()),
    ).toEqual({
      status: 401,
      code: 'SESSION_INVALID',
    });
  });
});

describe('GET /v1/kyc/verifications', () => {
  test('the user KYC records, newest first; KYB records are not listed', async () => {
    const simulator = production();
    const client = await clientFor(simulator, { profileId: alice.id, apiKey: DEMO.liveKeys.app });
    const first = await client.kyc.sessions.create({ email: 'alice@example.com' });
    await simulator.clock.advance(MINUTE);
    const second = await client.kyc.sessions.create({ email: 'alice@example.com' });
    const list = await client.kyc.verifications.list();
    expect(list.map((record) => record.verificationId)).toEqual([
      second.verificationId,
      first.verificationId,
    ]);
    expect(list.map((record) => record.createdAt)).toEqual([
      '2025-01-01T00:01:00.000Z',
      '2025-01-01T00:00:00.000Z',
    ]);

    const brunoClient = await clientFor(simulator, { profileId: bruno.id, apiKey: DEMO.liveKeys.app });
    await brunoClient.kyc.sessions.create({ email: 'bruno@example.com' });
    expect(await brunoClient.kyc.verifications.list()).toEqual([]);
  });

  test('an empty list without records', async () => {
    const simulator = demoSimulator();
    expect(await (await clientFor(simulator, { profileId: carmen.id })).kyc.verifications.list()).toEqual([]);
  });
});

describe('POST /_simulator/kyc/{verificationId}', () => {
  test('moves a verification to another status; status, list and the profile view follow', async () => {
    const simulator = production();
    const client = await clientFor(simulator, { profileId: carmen.id, apiKey: DEMO.liveKeys.app });
    const { verificationId } = await client.kyc.sessions.create({ email: 'carmen@example.com' });
    expect((await client.profile.retrieve()).kyc).toEqual({ isVerified: false, status: 'not started' });

    await simulator.clock.advance(MINUTE);
    const moved = await control(simulator, 'POST', `/kyc/${verificationId}`, { status: 'in review' });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ verificationId, status: 'in review' });
    expect(await client.kyc.status.retrieve()).toMatchObject({ isVerified: false, status: 'in review' });

    await control(simulator, 'POST', `/kyc/${verificationId}`, { status: 'approved' });
    expect(await client.kyc.status.retrieve()).toMatchObject({ isVerified: true, status: 'approved' });
    expect((await client.kyc.verifications.list())[0]).toMatchObject({
      status: 'approved',
      data: { updatedAt: '2025-01-01T00:01:00.000Z' },
    });
    expect((await client.profile.retrieve()).kyc).toEqual({ isVerified: true, status: 'approved' });

    await control(simulator, 'POST', `/kyc/${verificationId}`, { status: 'declined' });
    expect((await client.profile.retrieve()).kyc).toEqual({ isVerified: false, status: 'declined' });
  });

  test('404 VERIFICATION_NOT_FOUND for an unknown id; 400 BODY_PARSER_ERROR for an unknown status', async () => {
    const simulator = demoSimulator();
    const unknown = await control(simulator, 'POST', '/kyc/vs_unknown', { status: 'approved' });
    expect([unknown.status, unknown.body.error?.code]).toEqual([404, 'VERIFICATION_NOT_FOUND']);
    const { verificationId } = await (
      await clientFor(simulator, { profileId: carmen.id })
    ).kyc.sessions.create({
      email: 'carmen@example.com',
    });
    const invalid = await control(simulator, 'POST', `/kyc/${verificationId}`, { status: 'maybe' });
    expect([invalid.status, invalid.body.error?.code]).toEqual([400, 'BODY_PARSER_ERROR']);
  });
});

describe('GET /v1/profile KYC state', () => {
  test('is the user KYC state: none without a record, approved after a sandbox session', async () => {
    const simulator = demoSimulator();
    const client = await clientFor(simulator, { profileId: carmen.id });
    expect((await client.profile.retrieve()).kyc).toEqual({ isVerified: false, status: 'none' });
    await client.kyc.sessions.create({ email: 'carmen@example.com' });
    expect((await client.profile.retrieve()).kyc).toEqual({ isVerified: true, status: 'approved' });
  });

  test('a business-team admin profile shows the user KYC, not the team KYB', async () => {
    const simulator = demoSimulator();
    const client = await clientFor(simulator, { profileId: bruno.id });
    await client.kyc.sessions.create({ email: 'bruno@example.com' });
    expect((await client.profile.retrieve()).kyc).toEqual({ isVerified: false, status: 'none' });
  });
});

describe('codes only a caller the engine never produces can reach', () => {
  test('400 _01 for a caller without a profile, on each route', async () => {
    const simulator = demoSimulator();
    const cases = [
      ['createKycSession', 'APP_V1_KYC_SESSION_ROUTE_01'],
      ['getKycStatus', 'APP_V1_KYC_STATUS_ROUTE_01'],
      ['listKycVerifications', 'APP_V1_KYC_VERIFICATIONS_ROUTE_01'],
    ] as const;
    for (const [id, code] of cases) {
      const thrown = await thrownBy(simulator, kycHandlers, id, {}, { email: 'a@example.com', metadata: {} });
      expect(thrown).toBeInstanceOf(SimulatorError);
      expect(thrown).toMatchObject({ status: 400, code });
    }
  });

  test('404 profile not found when the session profile is no longer stored', async () => {
    const simulator = demoSimulator();
    const { store } = simulator.services;
    const profile = store.profiles.get(carmen.id);
    const team = store.teams.get(DEMO.teams.business.id);
    store.profiles.delete(carmen.id);
    const cases = [
      ['createKycSession', 'APP_V1_KYC_SESSION_ROUTE_04'],
      ['getKycStatus', 'APP_V1_KYC_STATUS_ROUTE_02'],
      ['listKycVerifications', 'APP_V1_KYC_VERIFICATIONS_ROUTE_04'],
    ] as const;
    for (const [id, code] of cases) {
      const thrown = await thrownBy(
        simulator,
        kycHandlers,
        id,
        { profile: profile ?? null, team: team ?? null },
        { email: 'a@example.com', metadata: {} },
      );
      expect(thrown).toBeInstanceOf(SimulatorError);
      expect(thrown).toMatchObject({ status: 404, code });
    }
  });
});
