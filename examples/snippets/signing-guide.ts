/**
 * The code of docs/signing.md: each flow signed by a local account or a wallet client and checked
 * by its verifier. Each function takes what the page has at hand at that point (the received
 * payload, the account, the wallet's EIP-1193 provider, the clock) and returns what it made.
 */
import {
  buildApproveTransaction,
  buildPermitCall,
  buildProofSubmissionTypedData,
  buildSplitDenialTypedData,
  contracts,
  type PrepareSponsoredTxPayload,
  sendApproveTransaction,
  signApproveTransaction,
  signEscrowCreation,
  signPermit,
  signProofDenial,
  signProofSubmission,
  signProofVerification,
  signSplitApproval,
  signSplitDenial,
  signSponsoredSend,
  signTopUpWithdrawal,
  type TopUpSignPayload,
  tryVerify,
  verifyEscrowCreation,
  verifyPermit,
  verifyProofDenial,
  verifyProofSubmission,
  verifyProofVerification,
  verifySplitApproval,
  verifySplitDenial,
  verifySponsoredSend,
  verifyTopUpWithdrawal,
} from '@payments-platform/signing';
import {
  type Address,
  createPublicClient,
  createWalletClient,
  custom,
  type EIP1193Provider,
  type Hex,
  parseAbi,
} from 'viem';
import { type LocalAccount, privateKeyToAccount } from 'viem/accounts';

/** Signers: a local account in process, a wallet client in a browser. */
export async function signers(privateKey: Hex, typedData: unknown, ethereum: EIP1193Provider) {
  // #region signers
  // In process
  const signature = await signSplitApproval({ signer: privateKeyToAccount(privateKey), typedData });

  // In a browser, `ethereum` is the wallet's provider (window.ethereum)
  const walletClient = createWalletClient({ transport: custom(ethereum) });
  const [account] = await walletClient.requestAddresses();
  if (!account) throw new Error('The wallet shared no account');
  const fromWallet = await signSplitApproval({ signer: walletClient, account, typedData, chainId: 8453 });
  // #endregion signers
  return { signature, fromWallet };
}

/** A verifier as a result instead of an exception, in a server's handler. */
export async function checkSend(
  payload: PrepareSponsoredTxPayload,
  signature: Hex,
  clock: { now(): number },
) {
  // #region try-verify
  const outcome = await tryVerify(verifySponsoredSend, {
    payload,
    signature,
    chainId: 8453,
    now: clock.now(),
  });
  if (!outcome.valid) return { status: 400, reason: outcome.reason }; // 'expired', 'signer-mismatch', …
  // #endregion try-verify
  return { status: 200, signer: outcome.signer };
}

/** An ERC-2612 permit for the OTC escrow factory, signed and checked. */
export async function permit(account: LocalAccount, ethereum: EIP1193Provider, now: number) {
  const publicClient = createPublicClient({ transport: custom(ethereum) });
  // #region permit
  const token = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913';
  const abi = parseAbi(['function nonces(address owner) view returns (uint256)']);
  const fields = {
    chainId: 8453,
    token,
    tokenName: 'USD Coin',
    tokenVersion: '2',
    owner: account.address,
    spender: contracts[8453].otcEscrowFactory,
    value: 'max',
    nonce: await publicClient.readContract({
      address: token,
      abi,
      functionName: 'nonces',
      args: [account.address],
    }),
    deadline: BigInt(Math.floor(now / 1000) + 3600),
  } as const;
  const signature = await signPermit({ signer: account, fields });

  // Whoever submits it on chain
  const { typedData } = await verifyPermit({
    fields,
    signature,
    chainId: 8453,
    spender: fields.spender,
    now,
  });
  const call = buildPermitCall({ typedData, signature }); // { to: token, data: permit(...), value: '0', chainId }
  // #endregion permit
  return call;
}

/** An approve transaction: sent by a browser wallet, or signed by a local account. */
export async function approve(
  account: LocalAccount,
  ethereum: EIP1193Provider,
  usdt: Address,
  spender: Address,
) {
  const walletClient = createWalletClient({ transport: custom(ethereum) });
  const [nonce, maxFeePerGas, maxPriorityFeePerGas] = [0, 30_000_000_000n, 1_000_000_000n];
  // #region approve
  const transaction = buildApproveTransaction({ chainId: 1, token: usdt, spender, amount: 250_000_000n });
  // Browser wallet: it fills in nonce and gas and broadcasts
  const hash = await sendApproveTransaction({ walletClient, account: account.address, transaction });
  // Local account: sign and broadcast yourself
  const raw = await signApproveTransaction({
    signer: account,
    transaction,
    nonce,
    gas: 60_000n,
    maxFeePerGas,
    maxPriorityFeePerGas,
  });
  // #endregion approve
  return { hash, raw };
}

/** The OTC signatures: split approval and denial, escrow creation, proof submission, verification, denial. */
export async function otc(
  account: LocalAccount,
  ethereum: EIP1193Provider,
  received: {
    split: unknown;
    escrow: unknown;
    proofSubmission: { otcRequestId: string; expiresAtMs: number };
    proofVerification: unknown;
    proofDenial: unknown;
  },
  now: number,
) {
  const walletClient = createWalletClient({ transport: custom(ethereum) });
  const signed: Hex[] = [];
  {
    const typedData = received.split;
    // #region split-approval
    // Client: typed data returned by POST /v1/otc/signatures/approve-split
    const signature = await signSplitApproval({
      signer: walletClient,
      account: account.address,
      typedData,
      chainId: 8453,
    });

    // Server or simulator
    const { signer } = await verifySplitApproval({ typedData, signature, chainId: 8453, now });
    // #endregion split-approval
    signed.push(signature, signer);
  }
  {
    const { otcRequestId, expiresAtMs } = received.proofSubmission;
    // #region split-denial
    const fields = {
      chainId: 8453,
      otcRequestId,
      splitIndex: 0,
      userWalletAddress: account.address,
      expiresAtMs,
    };
    const signature = await signSplitDenial({ signer: account, fields });
    const typedData = buildSplitDenialTypedData(fields); // what the server received and checks
    await verifySplitDenial({ typedData, signature, chainId: 8453, expectedSigner: account.address, now });
    // #endregion split-denial
    signed.push(signature);
  }
  {
    const typedData = received.escrow;
    // #region escrow-creation
    const userSignature = await signEscrowCreation({ signer: account, typedData, chainId: 8453 });
    // POST /channel/core/otc/{id}/accept-offer with { offerId, userSignature }
    await verifyEscrowCreation({ typedData, signature: userSignature, chainId: 8453, now });
    // #endregion escrow-creation
    signed.push(userSignature);
  }
  {
    const { otcRequestId, expiresAtMs } = received.proofSubmission;
    // #region proof-submission
    const fields = {
      chainId: 8453,
      otcRequestId,
      splitIndex: 0,
      walletAddress: account.address,
      expiresAtMs,
    };
    const signature = await signProofSubmission({ signer: account, fields });
    // POST /channel/core/otc/{id}/submit-proof with { splitIndex: 0, signature }
    const typedData = buildProofSubmissionTypedData(fields); // what the server received and checks
    await verifyProofSubmission({ typedData, signature, chainId: 8453, now });
    // #endregion proof-submission
    signed.push(signature);
  }
  {
    const typedData = received.proofVerification;
    // #region proof-verification
    const signature = await signProofVerification({ signer: account, typedData });
    // POST /channel/core/otc/{id}/verify-proof with { splitIndex, signature }
    await verifyProofVerification({ typedData, signature, chainId: 8453, now });
    // #endregion proof-verification
    signed.push(signature);
  }
  {
    const typedData = received.proofDenial;
    // #region proof-denial
    const signature = await signProofDenial({ signer: account, typedData });
    // POST /channel/core/otc/{id}/deny-proof with { splitIndex, walletAddress, signature, reason }
    await verifyProofDenial({ typedData, signature, chainId: 8453, now });
    // #endregion proof-denial
    signed.push(signature);
  }
  return signed;
}

/** A sponsored send: the wallet signs the prepared transfer, the platform checks it. */
export async function sponsoredSend(
  response: { data: PrepareSponsoredTxPayload },
  ethereum: EIP1193Provider,
  account: Address,
  nextNonce: bigint,
  clock: { now(): number },
) {
  const walletClient = createWalletClient({ transport: custom(ethereum) });
  // #region sponsored-send
  // Client: data of POST /channel/core/send/{id}/prepare-sponsored-tx
  const prepared = response.data;
  const userSignature = await signSponsoredSend({
    signer: walletClient,
    account,
    payload: prepared,
    chainId: 8453,
  });

  // Server or simulator: nextNonce is the sender's next unused forwarder nonce
  const { typedData } = await verifySponsoredSend({
    payload: prepared,
    signature: userSignature,
    chainId: 8453,
    nonce: nextNonce,
    now: clock.now(),
  });
  // #endregion sponsored-send
  return typedData;
}

/** A top-up withdrawal: the wallet signs the payload, the platform checks it. */
export async function topUp(
  response: { data: TopUpSignPayload },
  account: LocalAccount,
  nextNonce: bigint,
  now: number,
) {
  // #region topup
  const payload = response.data; // data of GET /channel/topup/withdraw/{txId}/sign-payload
  const userSignature = await signTopUpWithdrawal({ signer: account, payload, chainId: 137 });
  await verifyTopUpWithdrawal({ payload, signature: userSignature, chainId: 137, nonce: nextNonce, now });
  // #endregion topup
  return userSignature;
}
