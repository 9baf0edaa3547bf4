/**
 * Snapshots, resets, isolation between simulators and determinism under a random seed.
 */
import { describe, expect, test } from 'vitest';
import { createSimulator, DEMO } from '../src/index.js';

const mint = async (randomSeed: string | number) => {
  const simulator = createSimulator({ randomSeed });
  const app = await simulator.control.tenancy.createApp({ name: 'Shop' });
  const key = await simulator.control.tenancy.createApiKey({ appId: app.id });
  const session = await simulator.control.tenancy.createSession({ profileId: DEMO.profiles.bruno.id });
  return [
    app.id,
    key.id,
    key.key,
    session.token,
    simulator.services.ids.uuid(),
    simulator.services.ids.otp(),
  ];
};

describe('state', () => {
  test('determinism: the same randomSeed gives the same ids, keys, tokens and codes', async () => {
    expect(await mint(7)).toEqual(await mint(7));
    expect(await mint('seed')).not.toEqual(await mint(7));
  });

  test('reset: back to the seed with the same id sequence and the start instant', async () => {
    const simulator = createSimulator({ randomSeed: 1, now: '2030-05-01T12:00:00Z' });
    const first = (await simulator.control.tenancy.createApp({ name: 'A' })).id;
    await simulator.clock.advance(60_000);
    await simulator.control.platform.setMaintenance({ status: 'maintenance' });
    await simulator.control.platform.setFaults({ rules: [{ operationId: 'listChains', status: 500 }] });
    simulator.reset();
    expect(simulator.clock.iso()).toBe('2030-05-01T12:00:00.000Z');
    expect(simulator.services.store.apps.get(first)).toBeUndefined();
    expect(simulator.services.platform.maintenance()).toBe('ok');
    expect((await simulator.control.platform.faults()).rules).toEqual([]);
    expect((await simulator.control.tenancy.createApp({ name: 'A' })).id).toBe(first);
  });

  test('snapshot/restore: a JSON round trip into another simulator gives the same state and the same next ids', async () => {
    const source = createSimulator({
      randomSeed: 'round-trip',
      rateLimit: { capacity: 5, refillPerSecond: 1 },
    });
    await source.control.tenancy.createApp({ name: 'Before' });
    await source.fetch('/v1/config/chains', { headers: { 'x-api-key': DEMO.keys.app } });
    await source.control.platform.setFaults({
      rules: [{ operationId: 'listTokens', status: 503, count: 2 }],
    });
    await source.control.platform.setGates({ kyc: 'closed' });
    await source.clock.advance(5_000);
    const json = JSON.parse(JSON.stringify(source.snapshot())) as unknown;

    const target = createSimulator({ seed: 'empty', randomSeed: 'other' });
    target.restore(json);
    expect(target.snapshot()).toEqual(source.snapshot());
    expect(target.clock.now()).toBe(source.clock.now());
    expect((await target.control.tenancy.createApp({ name: 'After' })).id).toBe(
      (await source.control.tenancy.createApp({ name: 'After' })).id,
    );
    expect(await target.control.platform.gates()).toEqual({ otp: 'open', kyc: 'closed' });
    expect((await target.control.platform.faults()).rules).toEqual([
      expect.objectContaining({ operationId: 'listTokens', remaining: 2 }),
    ]);
  });

  test('snapshot/restore: pending durable jobs survive and run after the restore', async () => {
    const ran: string[] = [];
    const area = {
      name: 'test',
      jobs: { 'test.job': (payload: unknown) => void ran.push(String(payload)) },
    };
    const source = createSimulator({ areas: [area] });
    source.services.jobs.schedule('test.job', source.clock.now() + 10_000, 'hello');
    const state = source.snapshot();
    const target = createSimulator({ areas: [area] });
    target.restore(state);
    expect(target.services.jobs.pending()).toHaveLength(1);
    await target.clock.advance(10_000);
    expect(ran).toEqual(['hello']);
  });

  test('restore: an invalid state is refused and leaves the simulator as it was', () => {
    const simulator = createSimulator();
    const before = simulator.snapshot();
    expect(() => simulator.restore({ format: 'something else' })).toThrow(/Invalid state/);
    const broken = { ...before, store: { ...before.store, noSuchTable: [] } };
    expect(() => simulator.restore(broken)).toThrow(/Unknown table/);
    expect(simulator.snapshot()).toEqual(before);
  });

  test('restore: a duplicate key in one table is refused and leaves every table as it was', async () => {
    const simulator = createSimulator();
    await simulator.control.tenancy.createApp({ name: 'Kept' });
    const before = simulator.snapshot();
    const apps = before.store.apps ?? [];
    const broken = {
      ...before,
      store: {
        ...before.store,
        outbox: [],
        teams: [...(before.store.teams ?? []), ...(before.store.teams ?? [])],
      },
    };
    expect(apps.length).toBeGreaterThan(0);
    expect(() => simulator.restore(broken)).toThrow(/Duplicate key/);
    expect(simulator.snapshot()).toEqual(before);
  });

  test('restore: the restored rows are copies, so changing the snapshot afterwards changes nothing', () => {
    const simulator = createSimulator();
    const state = simulator.snapshot();
    simulator.restore(state);
    const apps = state.store.apps as Array<{ id: string; name: string }>;
    const first = apps[0] as { id: string; name: string };
    first.name = 'Changed after the restore';
    expect(simulator.services.store.apps.get(first.id)?.name).not.toBe('Changed after the restore');
  });

  test('reset: simulators that share a seed start equal, and a change in one never reaches another', async () => {
    // The URL signing key is random per simulator unless given: the twins share a fixed one.
    const urlSigningKey = 'ab'.repeat(32);
    const one = createSimulator({ urlSigningKey });
    const seeded = one.snapshot();
    await one.control.platform.setMaintenance({ status: 'maintenance' });
    one.services.store.teams.update(DEMO.teams.business.id, { name: 'Renamed in one' });
    const two = createSimulator({ urlSigningKey });
    expect(two.services.store.teams.get(DEMO.teams.business.id)?.name).toBe(DEMO.teams.business.name);
    expect(await (await two.fetch('/v1/maintenance')).json()).toEqual({
      success: true,
      data: { status: 'ok' },
    });
    // The read is in the request journal of `two`; everything else is the seed's.
    expect(two.snapshot().requests?.entries.map((entry) => entry.operationId)).toEqual(['getMaintenance']);
    expect({ ...two.snapshot(), requests: seeded.requests }).toEqual(seeded);
    one.reset();
    expect(one.snapshot()).toEqual(seeded);
    expect(one.services.platform.maintenance()).toBe('ok');
  });

  test('isolation: two simulators in one process share no state', async () => {
    const one = createSimulator();
    const two = createSimulator();
    const app = await one.control.tenancy.createApp({ name: 'Only in one' });
    await one.clock.advance(3_600_000);
    await one.control.platform.setMaintenance({ status: 'maintenance' });
    await one.control.platform.setGates({ otp: 'closed' });
    expect(two.services.store.apps.get(app.id)).toBeUndefined();
    expect(two.clock.now()).toBe(Date.parse('2025-01-01T00:00:00.000Z'));
    expect(await (await two.fetch('/v1/maintenance')).json()).toEqual({
      success: true,
      data: { status: 'ok' },
    });
    expect(await two.control.platform.gates()).toEqual({ otp: 'open', kyc: 'open' });
  });

  test('seeds: demo has the documented tenants; empty has only the reference data', () => {
    const demo = createSimulator();
    const { store } = demo.services;
    expect(store.teams.get(DEMO.teams.business.id)?.name).toBe('Acme Imports');
    expect(store.members.by('byTeam', DEMO.teams.business.id).map((member) => member.role)).toEqual([
      'admin',
      'member',
      'viewer',
      'blocked',
      'developer',
    ]);
    for (const address of Object.values(DEMO.wallets)) expect(address).toMatch(/^0x[0-9a-f]{40}$/);
    expect(store.balances.by('byAddress', DEMO.wallets.alice).length).toBeGreaterThan(0);
    expect(store.apiKeys.first('byKey', DEMO.keys.email)?.permissions).toEqual(['WRITE', 'EMAIL']);
    expect(store.apiKeys.first('byKey', DEMO.keys.otcProvider)?.permissions).toEqual([
      'WRITE',
      'OTC_PROVIDER',
    ]);
    expect(store.apiKeys.first('byKey', DEMO.keys.master)?.type).toBe('MASTER');
    expect(store.apps.get(DEMO.apps.main.id)?.webhookSecret).toBe(DEMO.apps.main.webhookSecret);
    const empty = createSimulator({ seed: 'empty' }).services.store;
    expect([empty.apps.size, empty.users.size, empty.apiKeys.size]).toEqual([0, 0, 0]);
    expect(empty.chains.size).toBe(5);
    expect(empty.countries.size).toBe(store.countries.size);
  });

  test('options are checked', () => {
    expect(() => createSimulator({ now: 'not a date' })).toThrow(RangeError);
    expect(() => createSimulator({ sessionTtlMs: 0 })).toThrow(RangeError);
    expect(() => createSimulator({ seed: 'full' as 'demo' })).toThrow(RangeError);
  });
});
