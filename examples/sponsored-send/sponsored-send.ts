/**
 * A sponsored send: a wallet whose key the app's user holds sends USDC without holding gas. The
 * platform prepares EIP-712 typed data, the wallet signs it with `@payments-platform/signing`,
 * and the platform submits the transfer and pays the gas.
 */
import { createClient } from '@payments-platform/sdk';
import { contracts, signSponsoredSend } from '@payments-platform/signing';
import { createSimulator, DEMO, TOKEN_ADDRESSES } from '@payments-platform/simulator';
import { privateKeyToAccount } from 'viem/accounts';

const BASE_SEPOLIA = 84532;
/** A fixed, publicly known test key: never use it for anything real. */
const WALLET_KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d';

interface CreatedSend {
  readonly sendId: string;
  readonly txId: string;
  readonly needsSponsorship: boolean;
}

export async function run(log: (line: string) => void = () => {}) {
  const simulator = createSimulator({ randomSeed: 'sponsored-send-example' });
  const wallet = privateKeyToAccount(WALLET_KEY);

  // The test's side: the wallet belongs to Carmen's team, holds 100 USDC and no gas, and has
  // approved the send executor (an approval it sent itself, outside the platform).
  await simulator.control.wallets.register({
    teamId: DEMO.teams.business.id,
    profileId: DEMO.profiles.carmen.id,
    address: wallet.address,
    custody: 'external',
  });
  await simulator.control.chain.fund({
    chainId: BASE_SEPOLIA,
    address: wallet.address,
    token: 'USDC',
    amount: '100',
  });
  const approval = await simulator.fetch('/_simulator/allowances', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      chainId: BASE_SEPOLIA,
      owner: wallet.address,
      token: TOKEN_ADDRESSES.baseSepolia.USDC,
      spender: contracts[BASE_SEPOLIA].forwarder,
      amount: 'max',
    }),
  });
  if (!approval.ok) throw new Error(`The allowance was refused: ${approval.status}`);

  const client = createClient({
    apiKey: DEMO.keys.memberProfile, // scoped to Carmen in the business team, WRITE
    baseUrl: simulator.baseUrl,
    fetch: simulator.fetch,
  });

  // #region send
  const send = (await client.core.sends.create({
    targetAddress: wallet.address, // the sending wallet
    amount: 25,
    channelParams: {
      chain: 'base-sepolia',
      token: 'USDC',
      recipients: [{ address: DEMO.wallets.alice, amount: 25 }],
    },
  })) as CreatedSend;

  // The wallet holds no gas: the platform prepares typed data for the wallet to sign ...
  const prepared = await client.core.sends.prepareSponsoredTx({ id: send.sendId, txIndex: 0 });
  const userSignature = await signSponsoredSend({ signer: wallet, payload: prepared, chainId: BASE_SEPOLIA });

  // ... and submits the transfer with the signature, paying the gas itself.
  const submitted = (await client.core.sends.processSponsoredTx({
    id: send.sendId,
    prepareId: prepared.prepareId,
    attestation: prepared.attestation,
    userSignature,
  })) as { txHash: string; gasSponsored: boolean };
  // #endregion send
  log(`Send ${send.sendId}: sponsorship needed ${send.needsSponsorship}; signed by ${wallet.address}`);

  await simulator.clock.advance(2_000); // one block
  const { tx } = await client.transactions.retrieve({ id: send.txId });
  const [transfer] = (await simulator.control.chain.txs({ hash: submitted.txHash })).txs;
  log(`Transfer ${submitted.txHash.slice(0, 12)}... ${transfer?.status}, gas paid by ${transfer?.gasPayer}`);

  return { wallet: wallet.address, send, prepared, submitted, tx, transfer };
}
