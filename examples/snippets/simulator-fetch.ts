/**
 * The direct `fetch` block of packages/simulator/README.md.
 */
export { data, response };

// #region fetch
import { createSimulator, DEMO } from '@payments-platform/simulator';

const simulator = createSimulator({ seed: 'demo', randomSeed: 42 });

const response = await simulator.fetch('/v1/config/chains', {
  headers: { 'x-api-key': DEMO.keys.app },
});
const { data } = await response.json(); // { chains: [{ slug: 'ethereum', chainId: 1, tokens: [...] }, ...] }
// #endregion fetch
