/**
 * The profile area: the session profile, its bank accounts, image, metadata and nickname.
 */

import { defineArea } from '../../kernel/module.js';
import { profileHandlers } from './handlers.js';
import { profileTables } from './tables.js';

/** The profile area. */
export const profileArea = defineArea({
  tables: profileTables,
  name: 'profile',
  handlers: profileHandlers,
});
export { addBankAccount, type NewBankAccount } from './records.js';
export type { BankAccountRow } from './tables.js';
