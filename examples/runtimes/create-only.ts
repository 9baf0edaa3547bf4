/**
 * Only creates a simulator and prints its base URL: the smallest program that shows whether
 * creating a simulator alone lets a runtime exit (the Deno row of the matrix runs it).
 */
import { createSimulator } from '@payments-platform/simulator';

const simulator = createSimulator({ seed: 'empty' });
console.log(`CREATED ${simulator.baseUrl}`);
