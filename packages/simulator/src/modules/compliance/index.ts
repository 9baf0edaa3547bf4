/**
 * The compliance area: the yearly compliance fee by checkout or payment request, plus the
 * control routes of the fee settings.
 */

import { defineArea } from '../../kernel/module.js';
import { complianceControlRoutes } from './control.js';
import { complianceHandlers } from './handlers.js';
import { complianceTables } from './tables.js';

export { loadComplianceData } from './seed.js';
export type { ComplianceCheckoutRow, ComplianceSettingsRow } from './tables.js';

/** The compliance area. */
export const complianceArea = defineArea({
  tables: complianceTables,
  name: 'compliance',
  handlers: complianceHandlers,
  control: complianceControlRoutes,
});
