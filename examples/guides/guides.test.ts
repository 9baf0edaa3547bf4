import { DEMO } from '@payments-platform/simulator';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { memoryRows } from './authentication.inputs.js';
import { contexts, localStorageSessionStore, login } from './authentication.js';
import { catchErrors, retries } from './errors.js';
import { files } from './files-and-images.js';
import { firstCall } from './getting-started.js';
import { paginate } from './pagination.js';

describe('guides.getting-started', () => {
  test('a first call answers; a key of the other environment gets 403', async () => {
    const result = await firstCall();
    expect(result.status).toBe('ok');
    expect(result.chains.length).toBeGreaterThan(0);
    expect(result.refused).toMatchObject({
      ok: false,
      error: { status: 403, name: 'PermissionDeniedError' },
    });
  });
});

describe('guides.authentication', () => {
  test('a scoped key and header context act as the same team', async () => {
    const { fromKey, fromHeaders } = await contexts();
    expect(fromKey.map((member) => member.profileId).sort()).toEqual(
      fromHeaders.map((member) => member.profileId).sort(),
    );
    expect(fromKey.map((member) => member.profileId)).toContain(DEMO.profiles.bruno.id);
  });

  test('OTP login keeps the session in the server store; logout clears it', async () => {
    const { rows, writes } = memoryRows();
    const result = await login(rows);
    expect(result.profile.id).toBe(DEMO.profiles.aliceAtBusiness.id);
    expect(result.refreshed?.token).toMatch(/\S/);
    expect(writes.filter(Boolean).length).toBeGreaterThanOrEqual(2);
    expect(result.afterLogout).toBeUndefined();
  });

  test('the browser store round-trips a session through Storage', () => {
    const data = new Map<string, string>();
    const storage = {
      getItem: (key: string) => data.get(key) ?? null,
      setItem: (key: string, value: string) => void data.set(key, value),
      removeItem: (key: string) => void data.delete(key),
    } as Storage;
    const store = localStorageSessionStore(storage);
    expect(store.get()).toBeUndefined();
    store.set({ token: 'session-token', expiresAt: 1 });
    expect(store.get()).toEqual({ token: 'session-token', expiresAt: 1 });
    store.clear();
    expect(data.size).toBe(0);
  });
});

describe('guides.errors', () => {
  test('errors are caught by class, by operation code, and through safe()', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    await catchErrors();
    expect(log.mock.calls).toEqual([
      [409, 'APP_V1_TEAMS_INVITATIONS_ROUTE_02'],
      ['already invited'],
      [expect.stringMatching(/^no bank account \(\S+\)$/)],
    ]);
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  test('a GET is retried through two 503s; a POST is not retried', async () => {
    // The SDK waits between retries with timers; fake timers run those waits at once.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const pending = retries();
    await vi.runAllTimersAsync();
    const result = await pending;
    expect(result.members.length).toBeGreaterThan(0);
    expect(result.postRetried).toBe(false);
    expect(result.error?.status).toBe(503);
  });
});

describe('guides.pagination', () => {
  test('one page, the next by cursor, every item, and an offset list', async () => {
    const result = await paginate();
    expect(result.page.items).toHaveLength(2);
    expect(result.page.lastEvaluatedKey).toBeDefined();
    expect(result.next.items[0]).not.toEqual(result.page.items[0]);
    expect(result.actions.length).toBeGreaterThanOrEqual(3);
    expect(result.actions.slice(0, 2)).toEqual(result.page.items.map((item) => item.ActionName));
    expect(result.otcRequests).toBeGreaterThanOrEqual(0);
  });
});

describe('guides.files-and-images', () => {
  test('files attach to a transaction, an image sets the profile, the invoice is a PDF', async () => {
    const result = await files();
    expect(result.attached.map((file) => file.fileName).sort()).toEqual(['delivery note.png', 'receipt.pdf']);
    expect(result.imageUrl).toMatch(/\S/);
    expect(new TextDecoder().decode(result.pdf.slice(0, 5))).toBe('%PDF-');
  });
});
