/**
 * Proofs of the fiat payment of each split: upload slots (prepare-proof), the signed submission of
 * the uploaded files, and their verification or denial by the party whose tokens are escrowed.
 */
import { contentTypeOfFileName } from '@payments-platform/sdk/contract';
import { fail } from '../../kernel/fail.js';
import type { HandlerRequest } from '../../kernel/module.js';
import type { Services } from '../../kernel/services.js';
import { signing } from '../../kernel/signing.js';
import { actingTeamId, type Caller } from '../tenancy/index.js';
import { openUpload, UPLOAD_URL_TTL_MS } from '../uploads/index.js';
import { signedByCustody } from '../wallets/index.js';
import {
  assertInSettlement,
  assertParty,
  custodyOf,
  escrowCall,
  hexSignature,
  partiesOf,
  requestOf,
  splitOf,
  updateSplit,
  verifyWith,
} from './model.js';
import type { OtcRequestRow, OtcSplit } from './tables.js';

/** The request of a key-only proof route, checked against the caller's team and its state. */
function settlingRequest(services: Services, caller: Caller, id: string): OtcRequestRow {
  const otc = requestOf(services.store, caller.app?.id, id);
  assertParty(caller, otc);
  assertInSettlement(otc);
  return otc;
}

/**
 * Checks the wallet's EIP-712 signature with the signing package, whoever calls: the wallet's own
 * signature, or for a platform-custody wallet the platform custody signer's (see Platform custody
 * in the behaviour guide). A value that is not a valid signature is refused either way.
 */
async function checkSigner(
  services: Services,
  wallet: string,
  signature: string,
  verify: (signature: `0x${string}`) => Promise<unknown>,
): Promise<void> {
  const hex = hexSignature(signature);
  const custody = custodyOf(services.store, wallet);
  await verifyWith(async () => {
    try {
      await verify(hex);
    } catch (error) {
      if (!signedByCustody(error, custody)) throw error;
    }
  });
}

function awaitingVerification(otc: OtcRequestRow, split: OtcSplit): void {
  if (split.status !== 'proof_submitted') {
    fail(
      'OTC_SPLIT_NOT_AWAITING_VERIFICATION',
      `Split ${split.index} of ${otc.id} is ${split.status}, not proof_submitted.`,
    );
  }
}

/** POST /channel/core/otc/{id}/prepare-proof */
export function prepareProof(request: HandlerRequest<'prepareOtcProof'>) {
  const { params, body, caller, ids } = request;
  const otc = settlingRequest(request, caller, params.id);
  const split = splitOf(otc, body.splitIndex);
  if (split.status !== 'awaiting_proof' && split.status !== 'disputed') {
    throw request.fail(
      'OTC_SPLIT_NOT_AWAITING_PROOF',
      `Split ${split.index} of ${otc.id} is ${split.status}; proofs are uploaded while it awaits proof or is disputed.`,
    );
  }
  const uploadId = ids.prefixed('opu');
  const slots = body.fileNames.map((fileName) => {
    const extension = fileName.split('.').pop()?.toLowerCase() ?? 'pdf';
    const { upload, uploadUrl } = openUpload(request, {
      kind: 'otcProof',
      appId: otc.appId,
      teamId: actingTeamId(caller),
      profileId: caller.profile?.id ?? caller.session?.profileId ?? null,
      contentType: contentTypeOfFileName(fileName),
      folder: `otc-proofs/${otc.id}/${split.index}`,
      extension,
    });
    return { fileName, filePath: upload.filePath, signedUrl: uploadUrl, expiresAtMs: upload.expiresAt };
  });
  updateSplit(request, otc, split.index, {
    pendingUpload: { uploadId, files: slots.map(({ fileName, filePath }) => ({ fileName, filePath })) },
  });
  return {
    uploadUrls: slots.map((slot) => ({
      fileName: slot.fileName,
      signedUrl: slot.signedUrl,
      expiresAt: new Date(slot.expiresAtMs).toISOString(),
      filePath: slot.filePath,
    })),
    uploadId,
    splitIndex: split.index,
  };
}

/** POST /channel/core/otc/{id}/submit-proof */
export async function submitProof(request: HandlerRequest<'submitOtcProof'>) {
  const { params, body, caller, store, clock } = request;
  const otc = settlingRequest(request, caller, params.id);
  const split = splitOf(otc, body.splitIndex);
  const forceNewProof = body.forceNewProof ?? false;
  if (split.status !== 'awaiting_proof' && split.status !== 'disputed') {
    throw request.fail(
      'OTC_SPLIT_NOT_AWAITING_PROOF',
      `Split ${split.index} of ${otc.id} is ${split.status}; a proof is submitted while it awaits proof or is disputed.`,
    );
  }
  if (split.proofFiles.length > 0 && !forceNewProof) {
    throw request.fail(
      'OTC_PROOF_EXISTS',
      `Split ${split.index} of ${otc.id} already has a proof; send forceNewProof: true to replace it.`,
    );
  }
  const pending = split.pendingUpload;
  if (!pending) {
    throw request.fail(
      'OTC_PROOF_FILES_REQUIRED',
      `No proof files prepared for split ${split.index}: call prepare-proof and upload them first.`,
    );
  }
  const missing = pending.files.filter(
    (file) => store.uploads.first('byFilePath', file.filePath)?.bytesBase64 == null,
  );
  if (missing.length > 0) {
    throw request.fail(
      'OTC_PROOF_UPLOAD_INCOMPLETE',
      `Not uploaded yet: ${missing.map((file) => file.fileName).join(', ')}.`,
    );
  }
  const wallet = partiesOf(otc).fiatPayerWallet;
  await checkSigner(request, wallet, body.signature, (signature) =>
    signing().verifyProofSubmission({
      fields: {
        chainId: otc.chainId,
        otcRequestId: otc.id,
        splitIndex: split.index,
        walletAddress: wallet as `0x${string}`,
        forceNewProof,
        expiresAtMs: otc.escrowExpiresAtMs ?? 0,
      },
      signature,
      chainId: otc.chainId,
      now: clock.now(),
    }),
  );
  const tx = escrowCall(request, otc, `split${split.index}:submitProof`, {
    action: 'submitProof',
    splitIndex: split.index,
  });
  updateSplit(request, otc, split.index, {
    status: 'proof_submitted',
    proofFiles: pending.files,
    pendingUpload: null,
    denialReason: null,
    txHashes: { ...split.txHashes, submitProof: tx.hash },
  });
  return { requestId: otc.id, splitIndex: split.index, txHash: tx.hash };
}

/** POST /channel/core/otc/{id}/verify-proof */
export async function verifyProof(request: HandlerRequest<'verifyOtcProof'>) {
  const { params, body, caller, clock } = request;
  const otc = settlingRequest(request, caller, params.id);
  const split = splitOf(otc, body.splitIndex);
  awaitingVerification(otc, split);
  const wallet = partiesOf(otc).cryptoPayerWallet;
  await checkSigner(request, wallet, body.signature, (signature) =>
    signing().verifyProofVerification({
      fields: {
        chainId: otc.chainId,
        otcRequestId: otc.id,
        splitIndex: split.index,
        walletAddress: wallet as `0x${string}`,
        expiresAtMs: otc.escrowExpiresAtMs ?? 0,
      },
      signature,
      chainId: otc.chainId,
      now: clock.now(),
    }),
  );
  const tx = escrowCall(request, otc, `split${split.index}:verifyProof`, {
    action: 'verifyProof',
    splitIndex: split.index,
  });
  updateSplit(request, otc, split.index, {
    status: 'verified',
    txHashes: { ...split.txHashes, verifyProof: tx.hash },
  });
  return { requestId: otc.id, splitIndex: split.index, txHash: tx.hash, status: 'verification sent' };
}

/** POST /channel/core/otc/{id}/deny-proof */
export async function denyProof(request: HandlerRequest<'denyOtcProof'>) {
  const { params, body, caller, clock } = request;
  const otc = settlingRequest(request, caller, params.id);
  const split = splitOf(otc, body.splitIndex);
  awaitingVerification(otc, split);
  const wallet = partiesOf(otc).cryptoPayerWallet;
  if (body.walletAddress.trim().toLowerCase() !== wallet) {
    throw request.fail(
      'OTC_WALLET_MISMATCH',
      `walletAddress: proofs of ${otc.id} are denied by the escrowing wallet ${wallet}.`,
    );
  }
  const reason = body.reason ?? null;
  await checkSigner(request, wallet, body.signature, (signature) =>
    signing().verifyProofDenial({
      fields: {
        chainId: otc.chainId,
        otcRequestId: otc.id,
        splitIndex: split.index,
        walletAddress: wallet as `0x${string}`,
        reason: reason ?? '',
        expiresAtMs: otc.escrowExpiresAtMs ?? 0,
      },
      signature,
      chainId: otc.chainId,
      now: clock.now(),
    }),
  );
  const tx = escrowCall(request, otc, `split${split.index}:denyProof`, {
    action: 'denyProof',
    splitIndex: split.index,
  });
  const updated = updateSplit(request, otc, split.index, {
    status: 'disputed',
    denialReason: reason,
    txHashes: { ...split.txHashes, denyProof: tx.hash },
  });
  return { requestId: otc.id, splitIndex: split.index, reason, txHash: tx.hash, status: updated.status };
}

/** GET /v1/otc/proof/{requestId} */
export function proofUrls(request: HandlerRequest<'getOtcProof'>) {
  const { params, caller, store, clock, config } = request;
  if (params.requestId.trim() === '') {
    throw request.fail('OTC_REQUEST_ID_REQUIRED', 'requestId must not be blank.');
  }
  const otc = requestOf(store, caller.app?.id, params.requestId);
  const teamId = actingTeamId(caller);
  if (teamId === null && !caller.isMaster) {
    throw request.fail(
      'OTC_ACCESS_DENIED',
      'Reading proofs needs the creator or provider team (a scoped key or a session) or a MASTER key.',
    );
  }
  assertParty(caller, otc);
  const files = otc.splits.flatMap((split) => split.proofFiles.map((file) => ({ split, file })));
  if (files.length === 0) {
    throw request.fail('OTC_PROOF_NOT_FOUND', `OTC request ${otc.id} has no submitted proof.`);
  }
  const expiresAt = new Date(clock.now() + UPLOAD_URL_TTL_MS).toISOString();
  return {
    proofUrls: files.map(({ split, file }) => {
      const upload = store.uploads.first('byFilePath', file.filePath);
      return {
        filePath: file.filePath,
        fileName: file.fileName,
        splitIndex: split.index,
        signedUrl: `${config.baseUrl}/_simulator/uploads/${upload?.id ?? ''}`,
        expiresAt,
      };
    }),
  };
}
