/**
 * The sponsored (gasless) flow of sends. prepare-sponsored-tx hands out the `SponsoredSend` typed
 * data of `@payments-platform/signing` for one regular transaction, with a `prepareId`, the
 * sender's next forwarder nonce, an expiry on the virtual clock and a server attestation;
 * process-sponsored-tx verifies the user's signature over it and submits the transfer with the gas
 * paid by the platform gas sponsor. Without a `prepareId`, a session caller has the platform sign
 * for a platform-custody wallet; with one, a platform-custody wallet's payload is signed by the
 * platform's custody signer.
 */
import type { SponsoredSendTypedData } from '@payments-platform/signing';
import { failure } from '../../kernel/fail.js';
import type { HandlerRequest } from '../../kernel/module.js';
import { signing } from '../../kernel/signing.js';
import { ChainLedger } from '../chain/index.js';
import { platformError } from '../tenancy/index.js';
import { signedByCustody } from '../wallets/index.js';
import { accessibleSend } from './access.js';
import { SEND_ATTESTATION_SECRET, SEND_PREPARE_TTL_MS } from './contracts.js';
import { pendingTransfer, submitTransfer, transactionStatusOf } from './submit.js';
import type { CoreSendPrepareRow, CoreSendRow, CoreSendTransfer } from './tables.js';

type Hex = `0x${string}`;

const typedDataOf = (
  row: CoreSendRow,
  transfer: CoreSendTransfer,
  prepare: Pick<CoreSendPrepareRow, 'id' | 'nonce' | 'expiresAtMs'>,
): SponsoredSendTypedData =>
  signing().buildSponsoredSendTypedData({
    chainId: row.chainId,
    from: row.senderAddress as Hex,
    to: transfer.to as Hex,
    token: row.tokenAddress as Hex,
    amount: BigInt(transfer.amount),
    fee: BigInt(transfer.fee),
    prepareId: prepare.id,
    nonce: BigInt(prepare.nonce),
    expiresAtMs: BigInt(prepare.expiresAtMs),
  });

/** `att_v1.` and the base64url HMAC-SHA256 of the prepared fields with the attestation key. */
async function attest(
  row: CoreSendRow,
  transfer: CoreSendTransfer,
  prepare: Pick<CoreSendPrepareRow, 'id' | 'nonce' | 'expiresAtMs'>,
) {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(SEND_ATTESTATION_SECRET),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const fields = [
    prepare.id,
    row.id,
    transfer.index,
    row.chainId,
    row.senderAddress,
    transfer.to,
    row.tokenAddress,
    transfer.amount,
    transfer.fee,
    prepare.nonce,
    prepare.expiresAtMs,
  ].join('|');
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(fields)));
  const base64 = btoa(String.fromCharCode(...mac));
  return `att_v1.${base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}`;
}

/** POST /channel/core/send/{id}/prepare-sponsored-tx */
export async function prepareSponsoredSendTx(request: HandlerRequest<'prepareSponsoredSendTx'>) {
  const { params, body, caller, store, ids, clock } = request;
  const row = accessibleSend(request, caller, params.id);
  const transfer = pendingTransfer(row, body.txIndex);
  // A platform-custody wallet is prepared too: its payload is signed by the custody signer, so a
  // caller without a session still has a way to move the send (see Platform custody).
  const prepare = {
    id: ids.prefixed('prep'),
    nonce: new ChainLedger(request).forwarderNonce(row.chainId, row.senderAddress),
    expiresAtMs: clock.now() + SEND_PREPARE_TTL_MS,
  };
  let typedData: SponsoredSendTypedData;
  try {
    typedData = typedDataOf(row, transfer, prepare);
  } catch (error) {
    if (signing().isSigningError(error)) {
      throw request.fail('SEND_PREPARE_FAILED', `The typed data could not be built: ${error.message}`);
    }
    throw error;
  }
  const attestation = await attest(row, transfer, prepare);
  store.coreSendPrepares.insert({
    ...prepare,
    sendId: row.id,
    txIndex: transfer.index,
    attestation,
    state: 'open',
    createdAt: clock.iso(),
  });
  return {
    prepareId: prepare.id,
    expiresAtMs: prepare.expiresAtMs,
    attestation,
    typedData: signing().typedDataToJson(typedData),
    signerAddress: typedData.message.from,
    nonce: prepare.nonce,
    sendId: row.id,
    txId: row.txId,
    txIndex: transfer.index,
  };
}

/** POST /channel/core/send/{id}/process-sponsored-tx */
export async function processSponsoredSendTx(request: HandlerRequest<'processSponsoredSendTx'>) {
  const { params, body, caller, store } = request;
  const row = accessibleSend(request, caller, params.id);
  let txIndex: number;
  let prepareId: string | null = null;
  if (body.prepareId === undefined) {
    if (caller.session === null) {
      throw platformError(
        'SESSION_REQUIRED',
        'Without a prepareId, process-sponsored-tx needs a valid session.',
      );
    }
    if (row.custody === 'external') {
      throw request.fail(
        'SEND_SIGNATURE_REQUIRED',
        `Wallet ${row.senderAddress} is a client wallet: call prepare-sponsored-tx, sign its typedData and send prepareId, attestation and userSignature.`,
      );
    }
    txIndex = body.txIndex ?? 0;
    pendingTransfer(row, txIndex);
  } else {
    const prepare = await checkPrepared(request, row, body.prepareId, body);
    txIndex = prepare.txIndex;
    prepareId = prepare.id;
  }
  const transfer = pendingTransfer(row, txIndex);
  const updated = submitTransfer(request, row, transfer, 'forwarder');
  if (prepareId !== null) store.coreSendPrepares.update(prepareId, { state: 'used' });
  const submitted = updated.transfers[txIndex];
  return {
    sendId: row.id,
    txId: row.txId,
    txIndex,
    prepareId,
    txHash: submitted?.hash ?? null,
    feeTxHash: submitted?.feeHash ?? null,
    gasSponsored: true,
    status: transactionStatusOf(request, updated),
  };
}

/** The open preparation a signature is for, with the signature verified against it. */
async function checkPrepared(
  request: HandlerRequest<'processSponsoredSendTx'>,
  row: CoreSendRow,
  prepareId: string,
  body: {
    readonly txIndex?: number | undefined;
    readonly attestation?: string | undefined;
    readonly userSignature?: string | undefined;
  },
): Promise<CoreSendPrepareRow> {
  const { store, clock } = request;
  const prepare = store.coreSendPrepares.get(prepareId.trim());
  if (!prepare || prepare.sendId !== row.id) {
    throw request.fail('SEND_PREPARE_NOT_FOUND', `No preparation ${prepareId} of send ${row.id}.`);
  }
  if (body.txIndex !== undefined && body.txIndex !== prepare.txIndex) {
    throw request.fail(
      'SEND_PREPARE_TX_MISMATCH',
      `Preparation ${prepare.id} is for transaction ${prepare.txIndex}, not ${body.txIndex}.`,
    );
  }
  if (prepare.state === 'used') {
    throw request.fail('SEND_PREPARE_USED', `Preparation ${prepare.id} was already used.`);
  }
  const transfer = pendingTransfer(row, prepare.txIndex);
  if (body.attestation?.trim() !== prepare.attestation) {
    throw request.fail(
      'SEND_ATTESTATION_INVALID',
      `The attestation is not the one of preparation ${prepare.id}.`,
    );
  }
  const signature = body.userSignature?.trim() ?? '';
  if (!/^0x[0-9a-fA-F]+$/.test(signature)) {
    throw request.fail('SEND_SIGNATURE_MALFORMED', 'userSignature is not a hex signature.');
  }
  try {
    await signing().verifySponsoredSend({
      typedData: typedDataOf(row, transfer, prepare),
      signature: signature as Hex,
      chainId: row.chainId,
      nonce: BigInt(new ChainLedger(request).forwarderNonce(row.chainId, row.senderAddress)),
      now: clock.now(),
    });
  } catch (error) {
    if (!signedByCustody(error, row.custody)) throw signatureFailure(error);
  }
  return prepare;
}

function signatureFailure(error: unknown): unknown {
  const message = error instanceof Error ? error.message : String(error);
  if (signing().isInvalidSignatureError(error)) return failure('SEND_SIGNER_MISMATCH', message);
  if (signing().isNonceMismatchError(error)) return failure('SEND_NONCE_USED', message);
  if (signing().isSignatureExpiredError(error)) return failure('SEND_PREPARE_EXPIRED', message);
  if (signing().isMalformedSignatureError(error)) return failure('SEND_SIGNATURE_MALFORMED', message);
  if (signing().isSigningError(error)) return failure('SEND_SIGNATURE_INVALID', message);
  return error;
}
