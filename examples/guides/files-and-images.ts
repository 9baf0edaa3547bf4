/**
 * The code of docs/files-and-images.md: files attached to a transaction, a profile image, and an
 * invoice PDF.
 */
import { createClient } from '@payments-platform/sdk';
import { createSimulator, DEMO } from '@payments-platform/simulator';

/** The first bytes of a PNG and of a PDF: enough for the simulator, which checks types and sizes. */
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const PDF = new TextEncoder().encode('%PDF-1.4 receipt');

export async function files() {
  const simulator = createSimulator({ randomSeed: 'files-guide' });
  const client = createClient({
    apiKey: DEMO.keys.profileWrite,
    baseUrl: simulator.baseUrl,
    fetch: simulator.fetch,
    session: {
      token: (await simulator.control.tenancy.createSession({ profileId: DEMO.profiles.bruno.id })).token,
    },
  });
  const request = await client.core.requests.create({
    targetAddress: DEMO.wallets.business,
    amount: 10,
    channelParams: {},
  });
  const txId = request.txId;
  const payer = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
  await simulator.control.chain.fund({ chainId: 84532, address: payer, token: 'USDC', amount: '10' });
  await simulator.control.chain.fund({ chainId: 84532, address: payer, amount: '0.01' });
  await client.core.requests.pay({ id: request.id, sender: payer, chain: 'base-sepolia', token: 'USDC' });
  await simulator.clock.advance(2_000); // paid: the invoice exists

  // #region transaction-files
  // Signed upload URLs, one PUT per file, then the confirmation: one call does the three steps.
  const { tx } = await client.uploads.transactionFiles({
    txId,
    files: [
      { name: 'receipt.pdf', body: PDF }, // content type from the extension
      { name: 'delivery note.png', body: PNG, contentType: 'image/png' },
    ],
  });
  const { files: attached } = await client.transactions.files.list({ txId });
  console.log(tx.status, `${attached.length} files attached`);
  // attached[i].signedUrl downloads a file until attached[i].expiresAt
  // #endregion transaction-files

  // #region profile-image
  const { imageUrl } = await client.uploads.profileImage({
    file: { name: 'avatar.png', contentType: 'image/png', body: PNG },
  });
  // imageUrl is a path relative to the API host
  // #endregion profile-image

  // #region invoice
  const pdf = await client.core.requests.invoicePdf({ id: request.id }); // Uint8Array
  // in Node: await writeFile('invoice.pdf', pdf); in a browser: new Blob([pdf], { type: 'application/pdf' })
  // #endregion invoice

  return { tx, attached, imageUrl, pdf };
}
