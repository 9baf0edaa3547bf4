import { describe, expect, test } from 'vitest';
import { createSimulator, DEMO } from '../src/index.js';

describe('control.outbox', () => {
  test('messages are listed oldest first, by recipient, over HTTP and as a method', async () => {
    const simulator = createSimulator();
    const { outbox, clock } = simulator.services;
    outbox.send({
      to: 'Alice@Example.com',
      kind: 'otp',
      subject: 'Your code',
      text: 'Code 123456789',
      otp: '123456789',
    });
    await clock.advance(1_000);
    outbox.send({ to: DEMO.users.bruno.email, kind: 'invitation', subject: 'Join Acme', text: 'Hello' });
    outbox.send({
      to: DEMO.users.alice.email,
      kind: 'otp',
      subject: 'Your code',
      text: 'Code 987654321',
      otp: '987654321',
    });
    expect((await simulator.control.platform.outbox()).messages.map((message) => message.subject)).toEqual([
      'Your code',
      'Join Acme',
      'Your code',
    ]);
    const response = await simulator.fetch(
      `/_simulator/outbox?to=${encodeURIComponent(DEMO.users.alice.email)}`,
    );
    const body = (await response.json()) as {
      data: { messages: Array<{ otp?: string; sentAt: string; to: string }> };
    };
    expect(body.data.messages.map((message) => [message.otp, message.sentAt, message.to])).toEqual([
      ['123456789', '2025-01-01T00:00:00.000Z', 'alice@example.com'],
      ['987654321', '2025-01-01T00:00:01.000Z', 'alice@example.com'],
    ]);
  });
});
