/**
 * The KYC control route: move a verification to another status, as the provider would
 * (`POST /_simulator/kyc/{verificationId}` with `{ status }`).
 */
import * as z from 'zod';
import { defineControlRoute } from '../../kernel/control.js';
import { fail } from '../../kernel/fail.js';
import { VERIFICATION_STATUSES, verificationView } from './verifications.js';

/** Body of the KYC control route. */
export const SetVerificationStatusInput = z.object({ status: z.enum(VERIFICATION_STATUSES) });

/** The KYC control routes. */
export const kycControlRoutes = [
  defineControlRoute({
    method: 'POST',
    path: '/kyc/{verificationId}',
    summary: 'Move a KYC or KYB verification (by provider session id) to another status.',
    body: SetVerificationStatusInput,
    run: ({ params, body, services }) => {
      const { store, clock } = services;
      const record = store.verifications.first('byVerificationId', params.verificationId ?? '');
      if (!record) {
        fail('VERIFICATION_NOT_FOUND', `No verification ${params.verificationId ?? ''}.`);
      }
      const updated =
        record.status === body.status
          ? record
          : store.verifications.update(record.id, { status: body.status, updatedAt: clock.iso() });
      return verificationView(updated);
    },
  }),
];
