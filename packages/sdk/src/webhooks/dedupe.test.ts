import { describe, expect, test } from 'vitest';
import { createWebhookDeduper, webhookDedupeKey } from './dedupe.js';
import { parseWebhookEvent, type WebhookEvent } from './events.js';

const paid = (id: string): WebhookEvent =>
  parseWebhookEvent({
    event: 'requestPaid',
    data: {
      id,
      requestId: 'req_2001',
      token: 'USDC',
      amount: 25.5,
      amountCurrencySymbol: 'USD',
      tokenAmount: '25.5',
      hashUrl: 'https://explorer.example/tx/0xabc123',
      network: 'polygon',
    },
  });
const cancelled = (id: string): WebhookEvent =>
  parseWebhookEvent({ event: 'requestCancelled', data: { id } });

/** A clock the test moves by hand. */
const manualClock = (start = 1_700_000_000_000) => {
  let current = start;
  return {
    now: () => current,
    advance: (ms: number) => {
      current += ms;
    },
  };
};

describe('webhooks.dedupe', () => {
  test('seen: the first delivery is new and a second delivery of the same event and id is a duplicate', () => {
    const deduper = createWebhookDeduper();
    expect(deduper.seen(paid('tx_1'))).toBe(false);
    expect(deduper.seen(paid('tx_1'))).toBe(true);
    expect(deduper.seen(paid('tx_1'))).toBe(true);
    expect(deduper.size).toBe(1);
  });

  test('key: events are keyed on the event name and data.id', () => {
    const deduper = createWebhookDeduper();
    expect(deduper.seen(paid('tx_1'))).toBe(false);
    expect(deduper.seen(paid('tx_2'))).toBe(false);
    expect(deduper.seen(cancelled('tx_1'))).toBe(false);
    expect(deduper.size).toBe(3);
    expect(webhookDedupeKey(paid('tx_1'))).toBe('requestPaid:tx_1');
    expect(webhookDedupeKey(cancelled('tx_1'))).toBe('requestCancelled:tx_1');
  });

  test('key: an unknown event is keyed on its name as received, encoded so the first ":" ends it', () => {
    const event = parseWebhookEvent({ event: 'payout:sent', data: { id: 7 } });
    expect(webhookDedupeKey(event)).toBe('payout%3Asent:7');
    const deduper = createWebhookDeduper();
    expect(deduper.seen(event)).toBe(false);
    expect(deduper.seen(parseWebhookEvent({ event: 'payout:sent', data: { id: 7 } }))).toBe(true);
  });

  test('key: an event without a usable data.id is never reported as a duplicate nor stored', () => {
    const deduper = createWebhookDeduper();
    for (const data of [{}, { id: '' }, { id: null }, { id: { nested: 1 } }]) {
      const event = parseWebhookEvent({ event: 'payoutSent', data });
      expect(webhookDedupeKey(event)).toBeUndefined();
      expect(deduper.seen(event)).toBe(false);
      expect(deduper.seen(event)).toBe(false);
    }
    expect(deduper.size).toBe(0);
  });

  test('ttl: a key is remembered for ttlMs after it was first marked, then expires', () => {
    const clock = manualClock();
    const deduper = createWebhookDeduper({ ttlMs: 1_000, now: clock.now });
    expect(deduper.seen(paid('tx_1'))).toBe(false);
    clock.advance(999);
    expect(deduper.seen(paid('tx_1'))).toBe(true);
    clock.advance(1);
    expect(deduper.size).toBe(0);
    expect(deduper.seen(paid('tx_1'))).toBe(false);
    clock.advance(500);
    expect(deduper.seen(paid('tx_1'))).toBe(true);
  });

  test('ttl: without ttlMs a key does not expire with time', () => {
    const clock = manualClock();
    const deduper = createWebhookDeduper({ now: clock.now });
    deduper.seen(paid('tx_1'));
    clock.advance(365 * 24 * 60 * 60 * 1000);
    expect(deduper.seen(paid('tx_1'))).toBe(true);
  });

  test('eviction: beyond maxEntries the least recently seen key is evicted', () => {
    const deduper = createWebhookDeduper({ maxEntries: 2 });
    deduper.seen(paid('a'));
    deduper.seen(paid('b'));
    expect(deduper.seen(paid('a'))).toBe(true); // a is now the most recent
    expect(deduper.seen(paid('c'))).toBe(false); // evicts b
    expect(deduper.size).toBe(2);
    expect(deduper.seen(paid('a'))).toBe(true);
    expect(deduper.seen(paid('c'))).toBe(true);
    expect(deduper.seen(paid('b'))).toBe(false); // forgotten by eviction; now stored again
    expect(deduper.size).toBe(2);
  });

  test('eviction: memory stays bounded over many distinct events', () => {
    const deduper = createWebhookDeduper({ maxEntries: 100 });
    for (let index = 0; index < 10_000; index++) deduper.seen(paid(`tx_${index}`));
    expect(deduper.size).toBe(100);
    expect(deduper.seen(paid('tx_9999'))).toBe(true);
    expect(deduper.seen(paid('tx_0'))).toBe(false);
  });

  test('forget: a forgotten event is new again; clear forgets everything', () => {
    const deduper = createWebhookDeduper();
    deduper.seen(paid('tx_1'));
    deduper.seen(paid('tx_2'));
    deduper.forget(paid('tx_1'));
    expect(deduper.seen(paid('tx_1'))).toBe(false);
    deduper.clear();
    expect(deduper.size).toBe(0);
    expect(deduper.seen(paid('tx_2'))).toBe(false);
  });

  test('error: ttlMs and maxEntries must be positive', () => {
    expect(() => createWebhookDeduper({ ttlMs: 0 })).toThrow(RangeError);
    expect(() => createWebhookDeduper({ ttlMs: Number.NaN })).toThrow(RangeError);
    expect(() => createWebhookDeduper({ ttlMs: Number.POSITIVE_INFINITY })).toThrow(RangeError);
    expect(() => createWebhookDeduper({ maxEntries: 0 })).toThrow(RangeError);
    expect(() => createWebhookDeduper({ maxEntries: 1.5 })).toThrow(RangeError);
    expect(() => createWebhookDeduper({ ttlMs: 1, maxEntries: 1 })).not.toThrow();
  });
});
