/**
 * Every table declares the schema of its rows, and a restored state is checked against them:
 * a state the simulator saved after the demo fixture and the flows of the test toolkit restores
 * into a fresh simulator unchanged, and a row of a module table with a field of the wrong type,
 * a missing field, an unknown field or an unknown status is refused (control route, state file,
 * `restore`) with the table, the row and the field named, and nothing changed.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createSimulator, DEMO, DEMO_FIXTURE, type SimulatorState } from '../src/index.js';
import { CHANNEL_IDS } from '../src/modules/channels/seed.js';
import { SEED_NAMES } from '../src/platform/config.js';
import { isStateFileError, readStateFile, restoreStateFile } from '../src/state-file.js';
import {
  clientOf,
  completedRampOrder,
  login,
  otcAcceptedOffer,
  paidPaymentRequest,
  send,
} from '../src/testing/index.js';

type Simulator = ReturnType<typeof createSimulator>;
type Rows = Record<string, Array<Record<string, unknown>>>;

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

/** Runs the flows of the test toolkit and a few more, so most tables hold rows the simulator wrote. */
async function runFlows(simulator: Simulator): Promise<void> {
  await paidPaymentRequest(simulator, { amount: 40, customId: 'order-7' });
  await send(simulator, { amount: 12 });
  await send(simulator, { outcome: 'failed', reason: 'reverted' });
  await otcAcceptedOffer(simulator, { amount: 100, rate: 17.5 });
  await completedRampOrder(simulator, { amount: 500 });
  await clientOf(simulator, { apiKey: DEMO.keys.appWrite }).auth.sendOtp({ email: 'alice@example.com' });
  const bruno = await login(simulator, 'bruno', { apiKey: DEMO.keys.email });
  await bruno.teams.invitations.create({ email: 'newbie@example.org', role: 'viewer' });
  await bruno.compliance.checkout.create({
    successUrl: 'https://shop.example/ok',
    cancelUrl: 'https://shop.example/no',
  });
  await bruno.uploads.teamImage({
    teamId: DEMO.teams.business.id,
    file: { name: 'logo.png', contentType: 'image/png', body: PNG },
  });
  await bruno.channels.onboarding.complete({ channelId: CHANNEL_IDS.ramp });
  const brunoApp = await login(simulator, 'bruno', { apiKey: DEMO.keys.app });
  await brunoApp.topup.withdrawals.create({
    codigopaq: '55123456',
    destinationCountry: 'GT',
    chain: 'base-sepolia',
    token: 'USDC',
    amount: 25,
  });
  const carmen = await login(simulator, 'carmen');
  await carmen.kyc.sessions.create({ email: 'carmen@example.com', metadata: { ref: 'a1' } });
  await carmen.profile.image.createUploadUrl({ fileName: 'me.png', contentType: 'image/png' });
}

const storeOf = (state: SimulatorState) => state.store as unknown as Rows;
const copyOf = (state: SimulatorState) => JSON.parse(JSON.stringify(state)) as SimulatorState;

let flowed: SimulatorState;
beforeAll(async () => {
  const simulator = createSimulator({ randomSeed: 'state-rows' });
  await runFlows(simulator);
  flowed = simulator.snapshot();
});

describe('row schemas', () => {
  test('every table of the store declares one, built on first use and shared by every simulator', () => {
    const [first, second] = [createSimulator(), createSimulator()];
    const tables = first.services.store.tables();
    expect(tables.map((table) => table.name)).toEqual(Object.keys(first.snapshot().store));
    expect(tables.length).toBeGreaterThanOrEqual(50);
    const others = new Map(second.services.store.tables().map((table) => [table.name, table]));
    for (const table of tables) {
      const schema = table.rowSchema();
      expect(typeof schema.safeParse, table.name).toBe('function');
      expect(table.rowSchema(), table.name).toBe(schema);
      expect(others.get(table.name)?.rowSchema(), table.name).toBe(schema);
    }
  });

  test.each(SEED_NAMES)('the %s seed restores into a fresh simulator unchanged', (seed) => {
    const state = createSimulator({ seed }).snapshot();
    const copy = createSimulator({ seed: seed === 'demo' ? 'empty' : 'demo' });
    copy.restore(copyOf(state));
    expect(copy.snapshot()).toEqual(state);
  });

  test('a state saved after the demo fixture and the flows restores into a fresh simulator unchanged', async () => {
    const fromFixture = createSimulator({ seed: 'empty', fixtures: DEMO_FIXTURE, randomSeed: 'state-rows' });
    await runFlows(fromFixture);
    for (const state of [flowed, fromFixture.snapshot()]) {
      const rows = storeOf(state);
      const filled = Object.keys(rows).filter((name) => (rows[name]?.length ?? 0) > 0);
      // Most tables hold rows, the module tables the flows write among them.
      expect(filled.length).toBeGreaterThanOrEqual(40);
      for (const name of [
        'paymentRequests',
        'otcRequests',
        'rampOrders',
        'uploads',
        'invitations',
        'verifications',
        'complianceCheckouts',
        'channelOnboardings',
        'topupWithdrawals',
      ]) {
        expect(filled, name).toContain(name);
      }
      const fresh = createSimulator({ seed: 'empty' });
      fresh.restore(copyOf(state));
      expect(fresh.snapshot()).toEqual(state);
    }
  });
});

describe('a wrong row in a module table', () => {
  /** The state with one row changed, and what restoring it says; the simulator is left as it was. */
  const refusal = (table: string, change: (row: Record<string, unknown>) => void, index = 0) => {
    const state = copyOf(flowed);
    const row = storeOf(state)[table]?.[index];
    if (!row) throw new Error(`no row ${index} in ${table}`);
    change(row);
    const simulator = createSimulator();
    const before = JSON.stringify(simulator.snapshot());
    let message = '';
    try {
      simulator.restore(state);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(JSON.stringify(simulator.snapshot())).toBe(before);
    return message;
  };

  test('an amount stored as a number where the simulator writes a string', () => {
    expect(
      refusal('balances', (row) => {
        row.amount = 5;
      }),
    ).toMatch(
      /^Invalid state: store\.balances\[0\]\.amount: .*expected string, received number \(row "[^"]+"\)$/,
    );
  });

  test('an amount that is not a whole number of base units', () => {
    for (const amount of ['-5', '1.5', '1e6', '']) {
      expect(
        refusal('balances', (row) => {
          row.amount = amount;
        }),
        amount,
      ).toMatch(/^Invalid state: store\.balances\[0\]\.amount: not a whole number of base units/);
    }
  });

  test('a missing required field', () => {
    expect(
      refusal('users', (row) => {
        delete row.email;
      }),
    ).toMatch(/^Invalid state: store\.users\[0\]\.email: .*expected string, received undefined/);
  });

  test('an unknown status value', () => {
    expect(
      refusal('paymentRequests', (row) => {
        row.status = 'paid';
      }),
    ).toMatch(
      /^Invalid state: store\.paymentRequests\[0\]\.status: Invalid option: expected one of "open"\|"completed"\|"failed"/,
    );
    expect(
      refusal('chainTxs', (row) => {
        row.status = 'lost';
      }),
    ).toMatch(/^Invalid state: store\.chainTxs\[0\]\.status: /);
  });

  test('a field no row of the table has', () => {
    expect(
      refusal('users', (row) => {
        row.isRoot = true;
      }),
    ).toMatch(/^Invalid state: store\.users\[0\]\.isRoot: not a field of this table's rows/);
  });

  test('a wrong field deep inside a row, named by its whole path', () => {
    expect(
      refusal('otcRequests', (row) => {
        (row.splits as Array<Record<string, unknown>>)[0] = {
          ...(row.splits as Array<Record<string, unknown>>)[0],
          status: 'lost',
        };
      }),
    ).toMatch(/^Invalid state: store\.otcRequests\[0\]\.splits\[0\]\.status: /);
    expect(
      refusal('members', (row) => {
        row.role = 'owner';
      }),
    ).toMatch(/^Invalid state: store\.members\[0\]\.role: /);
    expect(
      refusal('sessions', (row) => {
        row.expiresAt = '2030-01-01T00:00:00.000Z';
      }),
    ).toMatch(/^Invalid state: store\.sessions\[0\]\.expiresAt: .*expected number/);
  });

  test('a row whose key is a credential is named by its place, never by its key', () => {
    const sessions = storeOf(flowed).sessions ?? [];
    const uploads = storeOf(flowed).uploads ?? [];
    expect(sessions.length).toBeGreaterThan(0);
    expect(uploads.length).toBeGreaterThan(0);
    const sessionMessage = refusal('sessions', (row) => {
      row.expiresAt = 'soon';
    });
    expect(sessionMessage).toMatch(/^Invalid state: store\.sessions\[0\]\.expiresAt: /);
    expect(sessionMessage).not.toContain(String(sessions[0]?.token));
    expect(sessionMessage).not.toContain('(row ');
    const uploadMessage = refusal('uploads', (row) => {
      row.size = -1;
    });
    expect(uploadMessage).toMatch(/^Invalid state: store\.uploads\[0\]\.size: /);
    expect(uploadMessage).not.toContain(String(uploads[0]?.id));
    // A duplicate session is refused without quoting the token either.
    const state = copyOf(flowed);
    const copied = storeOf(state).sessions ?? [];
    copied.push({ ...copied[0] });
    const simulator = createSimulator();
    const message = (() => {
      try {
        simulator.restore(state);
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message).toMatch(/Duplicate key \[redacted\] in table sessions/);
    expect(message).not.toContain(String(sessions[0]?.token));
    // Other tables still name the row by its key.
    expect(
      refusal('users', (row) => {
        row.email = 42;
      }),
    ).toMatch(/\(row "usr_[^"]+"\)$/);
  });

  test('over the control route: 400 BODY_PARSER_ERROR naming the field, and the state kept', async () => {
    const simulator = createSimulator();
    const before = simulator.snapshot();
    const state = copyOf(flowed);
    const order = storeOf(state).rampOrders?.[0] as Record<string, unknown>;
    order.cryptoUnits = 1000;
    const response = await simulator.fetch('/_simulator/state', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(state),
    });
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { code: string; message: string } };
    expect(error.code).toBe('BODY_PARSER_ERROR');
    expect(error.message).toMatch(/store\.rampOrders\[0\]\.cryptoUnits: .*expected string, received number/);
    expect(simulator.snapshot()).toEqual(before);
  });

  describe('in a state file', () => {
    let dir: string;
    beforeAll(() => {
      dir = mkdtempSync(join(tmpdir(), 'payments-simulator-rows-'));
    });
    afterAll(() => {
      rmSync(dir, { recursive: true, force: true });
    });

    test('names the file, the table, the row and the field, and leaves the file as it was', () => {
      const state = copyOf(flowed);
      const coreSend = storeOf(state).coreSends?.[0] as Record<string, unknown>;
      coreSend.decimals = -6;
      const path = join(dir, 'state.json');
      const text = `${JSON.stringify(state)}\n`;
      writeFileSync(path, text);
      const simulator = createSimulator();
      const before = simulator.snapshot();
      let error: unknown;
      try {
        restoreStateFile(simulator, path, readStateFile(path) as SimulatorState);
      } catch (caught) {
        error = caught;
      }
      expect(isStateFileError(error)).toBe(true);
      expect((error as Error).message).toContain(path);
      expect((error as Error).message).toMatch(/store\.coreSends\[0\]\.decimals: .*>=0 \(row "[^"]+"\)/);
      expect(readFileSync(path, 'utf8')).toBe(text);
      expect(simulator.snapshot()).toEqual(before);
    });
  });
});
