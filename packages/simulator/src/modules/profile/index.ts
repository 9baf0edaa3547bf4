/**
 * The profile area: the session profile, its bank accounts, image, metadata and nickname.
 */
import { defineArea } from '../../kernel/module.js';
import { profileHandlers } from './handlers.js';

/** The profile area. */
export const profileArea = defineArea({ name: 'profile', handlers: profileHandlers });
