/**
 * OTP login: send the code, then verify it and keep the session.
 */

import { sendOtp, verifyOtp } from '../contract/onboarding.js';
import { type CoreClient, call, sessionFromVerification } from '../core/call.js';
import type { RequestOptions } from '../core/transport.js';
import type { SendOtpParams, SendOtpResult, VerifyOtpResult } from '../generated/operation-types.js';

/** What `verify` takes besides the code. */
export interface VerifyOptions {
  /** The profile to act as; required when the user has several. */
  readonly profileId?: string;
  /** Must match the selected profile. */
  readonly userType?: 'individual' | 'business' | 'admin';
  readonly request?: RequestOptions;
}

/** A login in progress: the code was sent; `verify` completes it. */
export type LoginAttempt = SendOtpResult & {
  /** The e-mail the code was sent to. */
  readonly email: string;
  /** Verifies the code, stores the session and returns the verification data. */
  verify(otp: string, options?: VerifyOptions): Promise<VerifyOtpResult>;
};

/** Login helpers added to `client.auth`. */
export interface AuthHelpers {
  /**
   * Sends an OTP to the e-mail; `verify` on the result logs in.
   *
   * @example
   * ```ts
   * const login = await client.auth.login({ email: 'ada@example.com' });
   * await login.verify(otpFromEmail, { profileId: login.profiles[0]?.id });
   * ```
   */
  login(params: SendOtpParams, options?: RequestOptions): Promise<LoginAttempt>;
  /** Forgets the stored session. */
  logout(): Promise<void>;
}

/** Builds the login helpers of a core. */
export function authHelpers(core: CoreClient): AuthHelpers {
  return {
    async login(params, options) {
      const sent = await call(core, sendOtp, params, options);
      const email = params.email.trim().toLowerCase();
      return {
        ...sent,
        email,
        async verify(otp, verifyOptions = {}) {
          const verified = await call(
            core,
            verifyOtp,
            {
              otp,
              otpId: sent.otpId,
              email,
              identifier: sent.identifier,
              ...(verifyOptions.profileId === undefined ? {} : { profileId: verifyOptions.profileId }),
              ...(verifyOptions.userType === undefined ? {} : { userType: verifyOptions.userType }),
            },
            verifyOptions.request,
          );
          await core.sessions.set(sessionFromVerification(verified, verifyOptions.profileId));
          return verified;
        },
      };
    },
    logout: () => core.sessions.clear(),
  };
}
