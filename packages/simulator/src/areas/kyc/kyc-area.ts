/**
 * The KYC area: verification sessions, status and records, plus the control route that moves a
 * verification to another status.
 */
import { defineArea } from '../../engine/handlers.js';
import { kycControlRoutes } from './kyc-control.js';
import { kycHandlers } from './kyc-handlers.js';

/** The KYC area. */
export const kycArea = defineArea({ name: 'kyc', handlers: kycHandlers, control: kycControlRoutes });
