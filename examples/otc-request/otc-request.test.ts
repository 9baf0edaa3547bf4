import { describe, expect, test } from 'vitest';
import { run } from './otc-request.js';

describe('examples.otc-request', () => {
  test('a buy request goes from new to completed', async () => {
    const lines: string[] = [];
    const result = await run((line) => lines.push(line));
    expect(result.offer).toMatchObject({ buyAmount: 50, sellAmount: 900, rate: 18 });
    expect(result.released.status).toBe('completed');
    expect(result.statuses).toEqual(['new', 'processing', 'proofing', 'verifying', 'completed']);
    expect(result.listed?.otcRequest.id).toBe(result.otc.id);
    expect(lines).toHaveLength(3);
  });
});
