/**
 * A top-up withdrawal from a wallet whose key the user holds: the platform hands out EIP-712
 * typed data, the wallet signs it with `@payments-platform/signing`, and the platform submits the
 * transfer and pays its gas.
 */
import { createClient } from '@payments-platform/sdk';
import { signTopUpWithdrawal } from '@payments-platform/signing';
import { createSimulator, DEMO } from '@payments-platform/simulator';
import { privateKeyToAccount } from 'viem/accounts';

const BASE_SEPOLIA = 84532;
/** A fixed, publicly known test key: never use it for anything real. */
const WALLET_KEY = '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a';

export async function run(log: (line: string) => void = () => {}) {
  const simulator = createSimulator({ randomSeed: 'topup-example' });
  const wallet = privateKeyToAccount(WALLET_KEY);
  await simulator.control.wallets.register({
    teamId: DEMO.teams.business.id,
    profileId: DEMO.profiles.bruno.id,
    address: wallet.address,
    custody: 'external',
  });
  await simulator.control.chain.fund({
    chainId: BASE_SEPOLIA,
    address: wallet.address,
    token: 'USDC',
    amount: '50',
  });
  const client = createClient({
    apiKey: DEMO.keys.profileWrite,
    baseUrl: simulator.baseUrl,
    fetch: simulator.fetch,
    session: {
      token: (await simulator.control.tenancy.createSession({ profileId: DEMO.profiles.bruno.id })).token,
    },
  });

  // #region withdraw
  const withdrawal = (await client.topup.withdrawals.create({
    codigopaq: '55123456', // the phone code the cash is picked up with
    destinationCountry: 'GT',
    chain: 'base-sepolia',
    token: 'USDC',
    amount: 10,
    sendWallet: wallet.address,
  })) as { txId: string };
  const payload = await client.topup.withdrawals.signPayload({ txId: withdrawal.txId });
  const userSignature = await signTopUpWithdrawal({ signer: wallet, payload, chainId: BASE_SEPOLIA });
  const submitted = await client.topup.withdrawals.processSponsoredTx({
    txId: withdrawal.txId,
    userSignature,
  });
  await simulator.clock.advance(2_000); // one block
  // #endregion withdraw
  const [transfer] = (await simulator.control.chain.txs({ hash: submitted.txHash })).txs;
  log(`Withdrawal ${withdrawal.txId}: ${submitted.txHash.slice(0, 12)}... ${transfer?.status}`);

  const { tx } = await client.transactions.retrieve({ id: withdrawal.txId });
  return { wallet: wallet.address, withdrawal, submitted, transfer, tx };
}
