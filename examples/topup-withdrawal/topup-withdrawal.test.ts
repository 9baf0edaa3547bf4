import { GAS_SPONSOR_ADDRESS } from '@payments-platform/simulator';
import { describe, expect, test } from 'vitest';
import { run } from './topup-withdrawal.js';

describe('examples.topup-withdrawal', () => {
  test('the wallet signs the withdrawal and the transfer confirms with sponsored gas', async () => {
    const lines: string[] = [];
    const result = await run((line) => lines.push(line));
    expect(result.submitted.txHash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(result.transfer).toMatchObject({ status: 'confirmed', gasPayer: GAS_SPONSOR_ADDRESS });
    expect(result.transfer?.from).toBe(result.wallet.toLowerCase());
    expect(lines).toHaveLength(1);
  });
});
