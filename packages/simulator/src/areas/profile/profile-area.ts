/**
 * The profile area: the session profile, its bank accounts, image, metadata and nickname.
 */
import { defineArea } from '../../engine/handlers.js';
import { profileHandlers } from './profile-handlers.js';

/** The profile area. */
export const profileArea = defineArea({ name: 'profile', handlers: profileHandlers });
