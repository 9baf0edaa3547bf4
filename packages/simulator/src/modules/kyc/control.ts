/**
 * The KYC module's control action: move a verification to another status, as the provider would.
 */
import * as z from 'zod';
import { defineControlAction } from '../../kernel/control.js';
import { fail } from '../../kernel/fail.js';
import { settle } from '../../kernel/lazy.js';
import { VERIFICATION_STATUSES, verificationView } from './verifications.js';

/** The KYC module's control actions. */
export const KYC_CONTROL = [
  defineControlAction({
    module: 'kyc',
    name: 'setVerificationStatus',
    method: 'POST',
    path: '/kyc/{verificationId}',
    summary: 'Move a KYC or KYB verification (by provider session id) to another status.',
    get params() {
      return settle(this, 'params', z.object({ verificationId: z.string() }));
    },
    get body() {
      return settle(this, 'body', z.object({ status: z.enum(VERIFICATION_STATUSES) }));
    },
    run: ({ params, body, services }) => {
      const { store, clock } = services;
      const record = store.verifications.first('byVerificationId', params.verificationId);
      if (!record) {
        fail('VERIFICATION_NOT_FOUND', `No verification ${params.verificationId}.`);
      }
      const updated =
        record.status === body.status
          ? record
          : store.verifications.update(record.id, { status: body.status, updatedAt: clock.iso() });
      return verificationView(updated);
    },
  }),
] as const;
