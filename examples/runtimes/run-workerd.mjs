// Runs the bundled Worker in workerd through miniflare, against a simulator at a loopback URL,
// and prints what the Worker answered.
// Usage: node examples/runtimes/run-workerd.mjs <worker.js> <simulator-url> <api-key>
import { readFileSync } from 'node:fs';
import { Miniflare } from 'miniflare';

const RESULT_PREFIX = 'RUNTIME-RESULT ';
const [workerPath, simulatorUrl, apiKey] = process.argv.slice(2);
if (!workerPath || !simulatorUrl || !apiKey) {
  throw new Error('Usage: run-workerd.mjs <worker.js> <simulator-url> <api-key>');
}

const miniflare = new Miniflare({
  modules: true,
  script: readFileSync(workerPath, 'utf8'),
  compatibilityDate: '2025-01-01',
  bindings: { SIMULATOR_URL: simulatorUrl, API_KEY: apiKey },
});
try {
  const response = await miniflare.dispatchFetch('http://worker.local/run');
  const text = await response.text();
  if (!response.ok) throw new Error(`The Worker answered ${response.status}: ${text}`);
  console.log(`${RESULT_PREFIX}${text}`);
} finally {
  await miniflare.dispose();
}
