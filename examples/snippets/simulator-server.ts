/**
 * The `startServer` block of packages/simulator/README.md.
 */
// #region start-server
import { startServer } from '@payments-platform/simulator/node';

const server = await startServer({ port: 0 });
const response = await fetch(`${server.url}/v1/maintenance`);
console.log(response.status, await response.json()); // 200 { success: true, data: { status: 'ok' } }
await server.close();
// #endregion start-server
