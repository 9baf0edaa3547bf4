/**
 * `npm run demo`: a full flow through the SDK against the in-process simulator.
 */
import { runFlow } from './flow.js';

await runFlow((line) => console.log(`- ${line}`));
