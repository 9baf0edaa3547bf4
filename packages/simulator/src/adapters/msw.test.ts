import { ConnectionError, createClient } from '@payments-platform/sdk';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createSimulator } from '../simulator.js';

const simulator = createSimulator({ baseUrl: 'http://127.0.0.1:4010' });
const server = setupServer(...simulator.handlers);
beforeAll(() => server.listen({ onUnhandledFrame: 'bypass' }));
afterAll(() => server.close());

const connectionError = async (baseUrl: string) => {
  const client = createClient({ baseUrl, maxRetries: 0 });
  const error = await client.maintenance.retrieve().catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ConnectionError);
  return (error as ConnectionError).message;
};

describe('adapters.msw: a host MSW does not handle', () => {
  test('error: a call to a host none of the handlers answers says MSW is installed but not handling it', async () => {
    const message = await connectionError('http://127.0.0.1:4');
    expect(message).toContain(
      'MSW is installed in this process but is not handling http://127.0.0.1:4: its simulator handlers answer http://127.0.0.1:4010.',
    );
    expect(message).not.toContain('running');
  });

  test('the simulator host is answered through MSW', async () => {
    const client = createClient({ baseUrl: simulator.baseUrl, maxRetries: 0 });
    await expect(client.maintenance.retrieve()).resolves.toMatchObject({ status: expect.any(String) });
  });
});
