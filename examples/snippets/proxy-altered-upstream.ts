/**
 * The last block of docs/check-against-contract.md: a simulator whose answer departs from the
 * contract, for the proxy to report.
 */
export { upstream };

// #region altered-upstream
import { startServer } from '@payments-platform/simulator/node';

const upstream = await startServer({
  port: 0,
  validateResponses: false,
  handlers: { checkUsernameAvailability: () => ({}) as never }, // `available` is missing
});
// #endregion altered-upstream
