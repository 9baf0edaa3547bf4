/**
 * The compliance area: the yearly compliance fee by checkout or payment request, plus the
 * control routes of the fee settings.
 */
import { defineArea } from '../../kernel/module.js';
import { complianceControlRoutes } from './control.js';
import { complianceHandlers } from './handlers.js';

/** The compliance area. */
export const complianceArea = defineArea({
  name: 'compliance',
  handlers: complianceHandlers,
  control: complianceControlRoutes,
});
