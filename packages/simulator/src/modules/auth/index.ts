/**
 * Auth and onboarding (spec: Endpoints > Auth and onboarding): onboarding, referral codes, OTP
 * login and session refresh.
 */
import { defineArea } from '../../kernel/module.js';
import { onboardingHandlers } from './onboarding.js';

export { nicknameForUsername, usernameTaken } from './onboarding.js';

/** The auth area. */
export const authArea = defineArea({
  name: 'auth',
  handlers: onboardingHandlers,
});
