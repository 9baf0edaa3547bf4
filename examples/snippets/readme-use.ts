/**
 * The "Use" block of the repository's README.md: a client on the in-process simulator, one list,
 * and the two ways a call fails (refused before sending, or answered with an error).
 */
export { client, countries, simulator };

// #region use
import { createClient, InputValidationError, isApiError } from '@payments-platform/sdk';
import { createSimulator, DEMO } from '@payments-platform/simulator';

const simulator = createSimulator(); // in a test suite; in production, leave `fetch` out
const client = createClient({
  apiKey: DEMO.keys.appWrite,
  baseUrl: simulator.baseUrl,
  fetch: simulator.fetch,
});

const { countries } = await client.config.countries.list({ all: true });
console.log(`${countries.length} countries`);

for (const username of ['api_reserved', 'alice']) {
  try {
    const { available } = await client.config.username.checkAvailability({ username });
    console.log(username, available ? 'is free' : 'is taken');
  } catch (error) {
    // Inputs are checked against the contract before anything is sent.
    if (error instanceof InputValidationError) console.log(username, 'refused:', error.message);
    // An error answer of the API: status and code.
    else if (isApiError(error)) console.log(username, error.status, error.code);
    else throw error;
  }
}
// #endregion use
