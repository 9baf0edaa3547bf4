/**
 * In-process control actions are transactions like requests: `simulator.control.<module>.<action>()`
 * waits for the request lock, so one called while a request is in flight (between its awaits)
 * runs after it, and the request's rollback cannot wipe the action's write; parallel control
 * calls run one at a time, in the order they were made; a failing action leaves no trace; and
 * invalid input is the same 400 as over HTTP.
 */
import { describe, expect, test } from 'vitest';
import { createSimulator, DEMO, isSimulatorError, type Simulator, TOKEN_ADDRESSES } from '../src/index.js';
import { SimulatorError } from '../src/kernel/simulator-error.js';
import { ChainLedger } from '../src/modules/chain/index.js';

const BASE_SEPOLIA = 84532;
const USDC = TOKEN_ADDRESSES.baseSepolia.USDC.toLowerCase();
const HOLDER = '0x00000000000000000000000000000000000c0de1';

/** A promise with its resolve, to hold a handler between its awaits until the test lets it go. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

const usdcOf = async (simulator: Simulator, address: string) =>
  (await simulator.control.chain.balances({ address, chainId: BASE_SEPOLIA })).balances.find(
    (balance) => balance.tokenAddress === USDC,
  )?.amount ?? '0';

/** A simulator whose `GET /v1/maintenance` credits HOLDER 5 USDC, waits on `held`, then fails. */
function simulatorWithFailingMove(held: Promise<void>, reached: () => void) {
  return createSimulator({
    randomSeed: 'control-lock',
    handlers: {
      getMaintenance: async (services) => {
        const ledger = new ChainLedger(services);
        const usdc = ledger.token(BASE_SEPOLIA, 'USDC');
        ledger.fund({ chainId: BASE_SEPOLIA, address: HOLDER, token: usdc.address, amount: 5_000_000n });
        reached();
        await held;
        throw new SimulatorError(400, 'SIGNATURE_INVALID', 'The signature does not match the payload.');
      },
    },
  });
}

describe('a control action called while a request is in flight', () => {
  test('waits for the request, and its write survives the request’s rollback', async () => {
    const held = gate();
    const reached = gate();
    const simulator = simulatorWithFailingMove(held.opened, reached.open);
    const request = simulator.fetch('/v1/maintenance', { headers: { 'x-api-key': DEMO.keys.app } });
    await reached.opened; // the request has written and now waits between its awaits

    let funded = false;
    const fund = simulator.control.chain
      .fund({ chainId: BASE_SEPOLIA, address: HOLDER, token: 'USDC', amount: '100' })
      .then((balance) => {
        funded = true;
        return balance;
      });
    // Several turns of the event loop: the action still waits for the lock the request holds.
    for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setImmediate(resolve));
    expect(funded).toBe(false);

    held.open();
    const response = await request;
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('SIGNATURE_INVALID');
    expect(await fund).toMatchObject({ amount: '100000000' });
    // The request's 5 USDC are undone; the action's 100 USDC stay.
    expect(await usdcOf(simulator, HOLDER)).toBe('100000000');
  });

  test('a control route over HTTP interleaves the same way', async () => {
    const held = gate();
    const reached = gate();
    const simulator = simulatorWithFailingMove(held.opened, reached.open);
    const request = simulator.fetch('/v1/maintenance', { headers: { 'x-api-key': DEMO.keys.app } });
    await reached.opened;
    const fund = simulator.fetch('/_simulator/chain/fund', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ chainId: BASE_SEPOLIA, address: HOLDER, token: 'USDC', amount: '100' }),
    });
    held.open();
    expect((await request).status).toBe(400);
    expect((await fund).status).toBe(200);
    expect(await usdcOf(simulator, HOLDER)).toBe('100000000');
  });
});

describe('parallel control calls', () => {
  test('run one at a time in the order they were made: the same ids and balances as a serial run', async () => {
    const names = ['One', 'Two', 'Three', 'Four', 'Five', 'Six'];
    const parallel = createSimulator({ randomSeed: 'control-order' });
    const apps = await Promise.all(names.map((name) => parallel.control.tenancy.createApp({ name })));

    const serial = createSimulator({ randomSeed: 'control-order' });
    const expected = [];
    for (const name of names) expected.push(await serial.control.tenancy.createApp({ name }));

    expect(apps.map((app) => [app.id, app.name])).toEqual(expected.map((app) => [app.id, app.name]));
    expect(parallel.snapshot().store).toEqual(serial.snapshot().store);
  });

  test('transfers that each need the one before settle in call order', async () => {
    const simulator = createSimulator({ randomSeed: 'control-chain-order' });
    const recipient = '0x00000000000000000000000000000000000a0001';
    const first = simulator.control.chain.fund({
      chainId: BASE_SEPOLIA,
      address: HOLDER,
      token: 'USDC',
      amount: '10',
    });
    const gas = simulator.control.chain.fund({ chainId: BASE_SEPOLIA, address: HOLDER, amount: '0.01' });
    // Made before the funds exist, the transfer succeeds only because the calls run in order.
    const transfer = simulator.control.chain.transfer({
      chainId: BASE_SEPOLIA,
      from: HOLDER,
      to: recipient,
      token: 'USDC',
      amount: '4',
    });
    await Promise.all([first, gas, transfer]);
    await simulator.control.chain.confirmTx({ hash: (await transfer).hash });
    expect(await usdcOf(simulator, HOLDER)).toBe('6000000');
    expect(await usdcOf(simulator, recipient)).toBe('4000000');
  });

  test('a failing call among them leaves no trace: later calls draw the ids a run without it draws', async () => {
    // The URL signing key is random unless given: both runs share one, so their snapshots compare.
    const options = { randomSeed: 'control-failure', urlSigningKey: 'cf'.repeat(32) };
    const withFailure = createSimulator(options);
    const calls = await Promise.allSettled([
      withFailure.control.tenancy.createApp({ name: 'First' }),
      withFailure.control.tenancy.createApiKey({ appId: 'app_missing' }),
      withFailure.control.tenancy.createApp({ name: 'Second' }),
    ]);
    expect(calls.map((call) => call.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const failure = (calls[1] as PromiseRejectedResult).reason;
    expect(isSimulatorError(failure) && [failure.status, failure.code]).toEqual([404, 'APP_NOT_FOUND']);

    const without = createSimulator(options);
    await without.control.tenancy.createApp({ name: 'First' });
    await without.control.tenancy.createApp({ name: 'Second' });
    expect(withFailure.snapshot()).toEqual(without.snapshot());
  });
});

describe('in-process input', () => {
  test('invalid input is the 400 BODY_PARSER_ERROR the route answers, and nothing is written', async () => {
    const simulator = createSimulator({ randomSeed: 'control-input' });
    const before = simulator.snapshot();
    const bad = { chainId: BASE_SEPOLIA, address: 'not-an-address', amount: '1' };
    const thrown = await simulator.control.chain.fund(bad).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(SimulatorError);
    const over = await simulator.fetch('/_simulator/chain/fund', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(bad),
    });
    const envelope = (await over.json()) as { error: { code: string; message: string } };
    expect([(thrown as SimulatorError).status, (thrown as SimulatorError).code]).toEqual([
      over.status,
      envelope.error.code,
    ]);
    expect((thrown as SimulatorError).code).toBe('BODY_PARSER_ERROR');
    expect((thrown as SimulatorError).message).toBe(envelope.error.message);
    expect(simulator.snapshot()).toEqual(before);
  });

  test('path params come in the same object as the body: a ramp order id and a chain hash', async () => {
    const simulator = createSimulator({ randomSeed: 'control-params' });
    const missing = await simulator.control.ramp
      .fail({ orderId: 'rmp_missing', reason: 'declined' })
      .catch((error: unknown) => error);
    expect(isSimulatorError(missing) && missing.code).toBe('RAMP_ORDER_NOT_FOUND');
    const noHash = await simulator.control.chain
      .confirmTx({} as { hash: string })
      .catch((error: unknown) => error);
    expect(isSimulatorError(noHash) && [noHash.status, noHash.code]).toEqual([400, 'BODY_PARSER_ERROR']);
  });
});
