import { GAS_SPONSOR_ADDRESS } from '@payments-platform/simulator';
import { describe, expect, test } from 'vitest';
import { run } from './sponsored-send.js';

describe('examples.sponsored-send', () => {
  test('the wallet signs the prepared typed data and the platform pays the gas', async () => {
    const lines: string[] = [];
    const result = await run((line) => lines.push(line));
    expect(result.send.needsSponsorship).toBe(true);
    expect(result.prepared.signerAddress).toBe(result.wallet);
    expect(result.submitted.gasSponsored).toBe(true);
    expect(result.transfer).toMatchObject({ status: 'confirmed', gasPayer: GAS_SPONSOR_ADDRESS });
    expect((result.tx as { status?: string }).status).toBe('completed');
    expect(lines).toHaveLength(2);
  });
});
