import { describe, expect, test } from 'vitest';
import { run } from './ramp-order.js';

describe('examples.ramp-order', () => {
  test('an on-ramp order is polled from created to completed', async () => {
    const lines: string[] = [];
    const result = await run((line) => lines.push(line));
    expect(result.created.providerPayload.url).toMatch(/^https:\/\//);
    expect(result.seen).toEqual(['created', 'processing', 'completed']);
    expect(result.order.status).toBe('completed');
    expect(lines).toHaveLength(2);
  });
});
