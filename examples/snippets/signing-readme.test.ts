/**
 * Runs the block of packages/signing/README.md on a payload the simulator prepared for a
 * sponsored send (the sponsored-send example's).
 */
import { privateKeyToAccount } from 'viem/accounts';
import { expect, test } from 'vitest';
import { run } from '../sponsored-send/sponsored-send.js';
import { signPrepared } from './signing-readme.js';

/** The sponsored-send example's fixed, publicly known test key. */
const WALLET_KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d';

test('a prepared sponsored send is signed by the wallet and verified to its address', async () => {
  const { prepared } = await run();
  const { signer } = await signPrepared(WALLET_KEY, prepared, prepared.expiresAtMs - 1);
  expect(signer.toLowerCase()).toBe(privateKeyToAccount(WALLET_KEY).address.toLowerCase());
});
