import { describe, expectTypeOf, test } from 'vitest';
import type { WebhookDedupeStore } from './dedupe.js';
import type {
  KnownWebhookEvent,
  RequestCancelledEvent,
  RequestPaidEvent,
  UnknownWebhookEvent,
  WebhookEvent,
  WebhookEventName,
  WebhookEventOf,
} from './events.js';
import type { WebhookEventHandlers, WebhookHandlerOptions } from './handler.js';

declare const event: WebhookEvent;

describe('webhooks.types', () => {
  test('narrowing on event gives the documented requestPaid fields', () => {
    if (event.event === 'requestPaid') {
      expectTypeOf(event).toEqualTypeOf<RequestPaidEvent>();
      expectTypeOf(event.data.amount).toEqualTypeOf<number>();
      expectTypeOf(event.data.tokenAmount).toEqualTypeOf<string>();
      expectTypeOf(event.data.hashUrl).toEqualTypeOf<string>();
      expectTypeOf(event.data.requestId).toEqualTypeOf<string>();
    }
  });

  test('the unknown variant narrows apart from the known names', () => {
    if (event.event === 'unknown') {
      expectTypeOf(event).toEqualTypeOf<UnknownWebhookEvent>();
      expectTypeOf(event.receivedEvent).toEqualTypeOf<string>();
      expectTypeOf(event.data).toEqualTypeOf<Record<string, unknown>>();
    } else {
      expectTypeOf(event).toEqualTypeOf<KnownWebhookEvent>();
      expectTypeOf(event.event).toEqualTypeOf<WebhookEventName>();
    }
  });

  test('reserved events carry an id', () => {
    if (event.event === 'requestCancelled') {
      expectTypeOf(event).toEqualTypeOf<RequestCancelledEvent>();
      expectTypeOf(event.data.id).toEqualTypeOf<string>();
    }
  });

  test('WebhookEventOf picks one event', () => {
    expectTypeOf<WebhookEventOf<'requestPaid'>>().toEqualTypeOf<RequestPaidEvent>();
    expectTypeOf<WebhookEventName>().toEqualTypeOf<
      'requestPaid' | 'requestCancelled' | 'requestClientEmailSet' | 'deploymentPaid' | 'deploymentIssue'
    >();
  });

  test('handler callbacks receive the event of their name', () => {
    expectTypeOf<NonNullable<WebhookEventHandlers['requestPaid']>>()
      .parameter(0)
      .toEqualTypeOf<RequestPaidEvent>();
    expectTypeOf<NonNullable<WebhookHandlerOptions['onUnknown']>>()
      .parameter(0)
      .toEqualTypeOf<UnknownWebhookEvent>();
    const options: WebhookHandlerOptions = {
      secret: 's',
      // @ts-expect-error a requestPaid callback does not take a cancelled event
      on: { requestPaid: (paid: RequestCancelledEvent) => void paid },
    };
    expectTypeOf(options).toMatchTypeOf<WebhookHandlerOptions>();
  });

  test('a dedupe store may be async', () => {
    const store: WebhookDedupeStore = { seen: async () => false, forget: async () => undefined };
    expectTypeOf(store.seen).returns.toEqualTypeOf<boolean | Promise<boolean>>();
  });
});
