/**
 * The public functions of the tenancy module.
 */
import { defineArea } from '../../kernel/module.js';
import { tenancyTables } from './tables.js';

export { platformError } from './api-keys.js';
export type { Caller } from './caller.js';
export {
  inCallerApp,
  keyScopeAllows,
  type Owner,
  ownsRecord,
  withinCallerScope,
} from './ownership.js';
export { matchesUserType, signInProfiles, userTypeOf } from './user-types.js';

/** The tenancy module. */
export const tenancyArea = defineArea({ name: 'tenancy', tables: tenancyTables });
