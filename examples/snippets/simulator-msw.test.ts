/**
 * Runs the MSW block of packages/simulator/README.md: with its setup, a sandbox client with no
 * base URL and no injected `fetch` is answered by the simulator behind `setupServer`, and each
 * test starts from the seed again.
 */
import { createClient } from '@payments-platform/sdk';
import { DEMO } from '@payments-platform/simulator';
import { expect, test } from 'vitest';
import { simulator } from './simulator-msw-setup.js';

const client = createClient({ apiKey: DEMO.keys.appWrite });

test('a sandbox client without baseUrl or fetch is answered by the simulator', async () => {
  const { chains } = await client.config.chains.list();
  expect(chains.length).toBeGreaterThan(0);
  await simulator.control.tenancy.createApp({ name: 'Made in the first test' });
});

test('the next test starts from the seed again', async () => {
  expect(JSON.stringify(await simulator.control.state.snapshot())).not.toContain('Made in the first test');
});
