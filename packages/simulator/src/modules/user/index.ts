/**
 * The user area: the profiles of the context user and the default profile.
 */
import { defineArea } from '../../kernel/module.js';
import { userHandlers } from './handlers.js';

/** The user area. */
export const userArea = defineArea({ name: 'user', handlers: userHandlers });
