/**
 * The compliance area: the yearly compliance fee by checkout or payment request, plus the
 * control routes of the fee settings.
 */
import { defineArea } from '../../engine/handlers.js';
import { complianceControlRoutes } from './compliance-control.js';
import { complianceHandlers } from './compliance-handlers.js';

/** The compliance area. */
export const complianceArea = defineArea({
  name: 'compliance',
  handlers: complianceHandlers,
  control: complianceControlRoutes,
});
