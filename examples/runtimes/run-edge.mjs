// Runs a bundled edge entry in Vercel's edge-runtime, dispatches one request to its fetch handler
// and prints the answer.
// Usage: node examples/runtimes/run-edge.mjs <bundle.js> [request-url]
import { readFileSync } from 'node:fs';
import { EdgeRuntime } from 'edge-runtime';

const RESULT_PREFIX = 'RUNTIME-RESULT ';
const [bundlePath, requestUrl = 'http://edge.local/run'] = process.argv.slice(2);
if (!bundlePath) throw new Error('Usage: run-edge.mjs <bundle.js> [request-url]');

const runtime = new EdgeRuntime({ initialCode: readFileSync(bundlePath, 'utf8') });
const response = await runtime.dispatchFetch(requestUrl);
const text = await response.text();
await response.waitUntil();
if (!response.ok) throw new Error(`The edge handler answered ${response.status}: ${text}`);
console.log(`${RESULT_PREFIX}${text}`);
