/**
 * OTC on the requester side (spec: Endpoints > OTC (requester side)): requests, offers of
 * OTC-provider teams, the escrow on the chain ledger, proofs of the fiat payment of each split,
 * split approvals and denials, and the escrow-factory allowance.
 */

import { defineArea, defineHandlers } from '../../kernel/module.js';
import { OTC_CONTROL } from './control.js';
import {
  acceptOffer,
  createEscrowSignature,
  escrowSettled,
  expireOffer,
  OTC_ESCROW_SETTLED_JOB,
  OTC_OFFER_EXPIRY_JOB,
  rejectOffer,
} from './offers.js';
import { denyProof, prepareProof, proofUrls, submitProof, verifyProof } from './proofs.js';
import { createRequest, gating, listRequests, listTransactions } from './requests.js';
import { approveAllowance, checkAllowance, splitSignature } from './signatures.js';
import { otcTables } from './tables.js';

export { offerView } from './model.js';
export type {
  OtcOfferRow,
  OtcProofFile,
  OtcRequestRow,
  OtcRequestStatus,
  OtcSplit,
  OtcSplitStatus,
} from './tables.js';

import { loadSigning } from '../../kernel/signing.js';

/** Handlers of the OTC area. */
export const otcHandlers = defineHandlers({
  createOtcRequest: (request) => createRequest(request),
  acceptOtcOffer: async (request) => {
    await loadSigning();
    return acceptOffer(request);
  },
  rejectOtcOffer: (request) => rejectOffer(request),
  prepareOtcProof: (request) => prepareProof(request),
  submitOtcProof: async (request) => {
    await loadSigning();
    return submitProof(request);
  },
  verifyOtcProof: async (request) => {
    await loadSigning();
    return verifyProof(request);
  },
  denyOtcProof: async (request) => {
    await loadSigning();
    return denyProof(request);
  },
  listOtcRequests: (request) => listRequests(request),
  checkOtcAllowance: (request) => checkAllowance(request),
  getOtcGating: (request) => gating(request),
  getOtcProof: (request) => proofUrls(request),
  approveOtcAllowance: async (request) => {
    await loadSigning();
    return approveAllowance(request);
  },
  approveOtcSplit: async (request) => {
    await loadSigning();
    return splitSignature(request, request.caller, request.body, 'approve');
  },
  denyOtcSplit: async (request) => {
    await loadSigning();
    return splitSignature(request, request.caller, request.body, 'deny');
  },
  createOtcEscrowSignature: async (request) => {
    await loadSigning();
    return createEscrowSignature(request);
  },
  listOtcTransactions: (request) => listTransactions(request),
});

/** The OTC area. */
export const otcArea = defineArea({
  tables: otcTables,
  name: 'otc',
  handlers: otcHandlers,
  jobs: {
    [OTC_OFFER_EXPIRY_JOB]: (payload, services) => expireOffer(services, payload),
    [OTC_ESCROW_SETTLED_JOB]: (payload, services) => escrowSettled(services, payload),
  },
  control: OTC_CONTROL,
});
