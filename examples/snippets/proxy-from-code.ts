/**
 * The "From code" block of docs/check-against-contract.md: the validation proxy in-process, in
 * front of the sandbox, with a client pointed at it.
 */
// #region from-code
import { createClient } from '@payments-platform/sdk';
import { createValidationProxy } from '@payments-platform/simulator/node';

const apiKey = process.env.SANDBOX_KEY;
if (!apiKey) throw new Error('Set SANDBOX_KEY');
const proxy = await createValidationProxy({
  upstream: 'https://sandbox.example.com',
  log: false, // or (line) => console.log(line)
});
const client = createClient({ apiKey, baseUrl: proxy.url });
await client.config.countries.list();
// ... your flow ...
const report = await proxy.close();
if (report.withDifferences > 0) throw new Error(JSON.stringify(report.exchanges, null, 2));
console.log(`${report.checked} checked, no differences`);
// #endregion from-code
