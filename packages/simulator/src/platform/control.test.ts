import { describe, expect, test } from 'vitest';
import { DURATION_GRAMMAR } from '../kernel/clock.js';
import { createSimulator } from '../simulator.js';

const advance = (simulator: ReturnType<typeof createSimulator>, body: unknown) =>
  simulator.fetch('/_simulator/clock/advance', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('platform.control: the clock advance takes the clock grammar', () => {
  test('advanceClock: a duration or ms, in process and over HTTP', async () => {
    const simulator = createSimulator();
    const start = simulator.clock.now();
    expect((await simulator.control.platform.advanceClock({ duration: '2s' })).epochMs).toBe(start + 2_000);
    expect((await simulator.control.platform.advanceClock({ ms: 500 })).epochMs).toBe(start + 2_500);
    const response = await advance(simulator, { duration: '15m' });
    expect(response.status).toBe(200);
    expect(simulator.clock.now()).toBe(start + 2_500 + 900_000);
  });

  test('error: a duration outside the grammar is a 400 that states it', async () => {
    const simulator = createSimulator();
    const response = await advance(simulator, { duration: '2 weeks' });
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { code: string; message: string } };
    expect(error.code).toBe('BODY_PARSER_ERROR');
    expect(error.message).toContain(`duration: Not a duration: "2 weeks"; ${DURATION_GRAMMAR}.`);
  });

  test('error: both or neither of ms and duration', async () => {
    const simulator = createSimulator();
    for (const body of [{}, { ms: 1, duration: '1s' }]) {
      const response = await advance(simulator, body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { message: string } }).error.message).toContain(
        "give the time to advance as ms (2000) or as duration ('2s'), one of them",
      );
    }
  });

  test('error: a misspelt field names the nearest one', async () => {
    const simulator = createSimulator();
    const response = await advance(simulator, { durration: '2s' });
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
      'Invalid control input: durration: unknown key; did you mean "duration"?',
    );
  });
});
