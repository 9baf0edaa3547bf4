/**
 * Clock modes of a simulator: a wall clock follows real time and runs durable timers on its own
 * (faked timers here, so nothing waits), freeze and resume on the control API, and the state
 * route taking back a state larger than the API body limit over the Node server.
 */
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createSimulator, DEMO } from '../src/index.js';
import { startServer } from '../src/server.js';

const START = Date.parse('2026-03-01T09:00:00.000Z');

afterEach(() => {
  vi.useRealTimers();
});

const control = async (simulator: ReturnType<typeof createSimulator>, path: string, init?: RequestInit) =>
  ((await (await simulator.fetch(`/_simulator${path}`, init)).json()) as { data: Record<string, unknown> })
    .data;

describe('clock modes', () => {
  test('frozen by default: createSimulator() stands still at 2025-01-01', () => {
    const simulator = createSimulator();
    expect(simulator.clock.mode).toBe('frozen');
    expect(simulator.clock.iso()).toBe('2025-01-01T00:00:00.000Z');
  });

  test('wall: records are stamped at real time and an invitation expires on its own', async () => {
    vi.useFakeTimers({ now: START, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const simulator = createSimulator({ clock: 'wall', fixtures: { lifetimes: { invitationMs: 2_000 } } });
    expect(simulator.clock.now()).toBe(START);
    const { token } = await simulator.control.tenancy.createSession({ profileId: DEMO.profiles.bruno.id });
    await vi.advanceTimersByTimeAsync(500);
    const response = await simulator.fetch('/v1/teams/invitations', {
      method: 'POST',
      headers: {
        'x-api-key': DEMO.keys.app,
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ email: 'later@example.org' }),
    });
    const invitation = (
      (await response.json()) as { data: { id: string; createdAt: string; expiresAt: string } }
    ).data;
    expect(invitation.createdAt).toBe(new Date(START + 500).toISOString());
    expect(invitation.expiresAt).toBe(new Date(START + 2_500).toISOString());
    await vi.advanceTimersByTimeAsync(1_999);
    expect(simulator.services.store.invitations.get(invitation.id)?.status).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(simulator.services.store.invitations.get(invitation.id)?.status).toBe('expired');
  });

  test('control: freeze stops the wall clock, advance moves it, resume follows real time again', async () => {
    vi.useFakeTimers({ now: START, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const simulator = createSimulator({ clock: 'wall', seed: 'empty' });
    expect(await control(simulator, '/clock')).toEqual({
      now: new Date(START).toISOString(),
      epochMs: START,
      mode: 'wall',
    });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await control(simulator, '/clock/freeze', { method: 'POST' })).toMatchObject({
      epochMs: START + 1_000,
      mode: 'frozen',
    });
    await vi.advanceTimersByTimeAsync(5_000);
    expect((await control(simulator, '/clock')).epochMs).toBe(START + 1_000);
    const advanced = await control(simulator, '/clock/advance', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ms: 60_000 }),
    });
    expect(advanced.epochMs).toBe(START + 61_000);
    expect(await control(simulator, '/clock/resume', { method: 'POST' })).toMatchObject({
      epochMs: START + 61_000,
      mode: 'wall',
    });
    await vi.advanceTimersByTimeAsync(250);
    expect((await control(simulator, '/clock')).epochMs).toBe(START + 61_250);
  });

  test('wall: a restored state never takes the clock back; jobs due meanwhile run at once', async () => {
    vi.useFakeTimers({ now: START, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const before = createSimulator({ clock: 'wall', fixtures: { lifetimes: { invitationMs: 1_000 } } });
    const { token } = await before.control.tenancy.createSession({ profileId: DEMO.profiles.bruno.id });
    await before.fetch('/v1/teams/invitations', {
      method: 'POST',
      headers: {
        'x-api-key': DEMO.keys.app,
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ email: 'restart@example.org' }),
    });
    const saved = JSON.parse(JSON.stringify(before.snapshot()));
    before.clock.freeze();
    vi.setSystemTime(START + 60_000);
    const after = createSimulator({ clock: 'wall' });
    after.restore(saved);
    expect(after.clock.now()).toBe(START + 60_000);
    await vi.advanceTimersByTimeAsync(0);
    expect(after.services.store.invitations.all().map((row) => row.status)).toEqual(['expired']);
  });

  test('state route: PUT and POST take back a state larger than the 1 MiB API limit', async () => {
    const server = await startServer({ port: 0, seed: 'empty' });
    try {
      const app = await server.simulator.control.tenancy.createApp({ name: 'x'.repeat(2 * 1024 * 1024) });
      const exported = await (await fetch(`${server.url}/_simulator/state`)).text();
      expect(exported.length).toBeGreaterThan(2 * 1024 * 1024);
      const state = JSON.stringify((JSON.parse(exported) as { data: unknown }).data);
      server.simulator.reset();
      for (const method of ['PUT', 'POST']) {
        const response = await fetch(`${server.url}/_simulator/state`, {
          method,
          headers: { 'content-type': 'application/json' },
          body: state,
        });
        expect(response.status).toBe(200);
      }
      expect(server.simulator.services.store.apps.get(app.id)?.name).toHaveLength(2 * 1024 * 1024);
    } finally {
      await server.close();
    }
  }, 30_000);
});
