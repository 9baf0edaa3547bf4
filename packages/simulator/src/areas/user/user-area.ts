/**
 * The user area: the profiles of the context user and the default profile.
 */
import { defineArea } from '../../engine/handlers.js';
import { userHandlers } from './user-handlers.js';

/** The user area. */
export const userArea = defineArea({ name: 'user', handlers: userHandlers });
