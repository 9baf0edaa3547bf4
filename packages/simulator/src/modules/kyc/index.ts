/**
 * The KYC area: verification sessions, status and records, plus the control route that moves a
 * verification to another status.
 */

import { defineArea } from '../../kernel/module.js';
import { kycControlRoutes } from './control.js';
import { kycHandlers } from './handlers.js';
import { kycTables } from './tables.js';

export type { VerificationRow, VerificationWorkflow } from './tables.js';
export { userVerifications, verificationState } from './verifications.js';

/** The KYC area. */
export const kycArea = defineArea({
  tables: kycTables,
  name: 'kyc',
  handlers: kycHandlers,
  control: kycControlRoutes,
});
