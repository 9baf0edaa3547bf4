import { afterEach, describe, expect, test, vi } from 'vitest';
import { DURATION_GRAMMAR, durationMs, TimerFailures, VirtualClock } from './clock.js';

const START = Date.parse('2025-01-01T00:00:00.000Z');

describe('engine.clock', () => {
  test('now: starts at the given instant and never moves on its own', () => {
    const clock = new VirtualClock(START);
    expect(clock.now()).toBe(START);
    expect(clock.iso()).toBe('2025-01-01T00:00:00.000Z');
  });

  test('advance: runs due timers in time order, each at its own instant', async () => {
    const clock = new VirtualClock(START);
    const seen: Array<[string, number]> = [];
    clock.schedule(START + 300, () => {
      seen.push(['c', clock.now()]);
    });
    clock.schedule(START + 100, () => {
      seen.push(['a', clock.now()]);
    });
    clock.schedule(START + 200, () => {
      seen.push(['b', clock.now()]);
    });
    clock.schedule(START + 5_000, () => {
      seen.push(['late', clock.now()]);
    });
    await expect(clock.advance(1_000)).resolves.toBe(START + 1_000);
    expect(seen).toEqual([
      ['a', START + 100],
      ['b', START + 200],
      ['c', START + 300],
    ]);
    expect(clock.pending()).toBe(1);
    expect(clock.nextAt()).toBe(START + 5_000);
  });

  test('advance: timers at the same instant run in scheduling order', async () => {
    const clock = new VirtualClock(START);
    const seen: number[] = [];
    for (const value of [1, 2, 3]) {
      clock.schedule(START + 10, () => {
        seen.push(value);
      });
    }
    await clock.advance(10);
    expect(seen).toEqual([1, 2, 3]);
  });

  test('advance: timers scheduled by timers run when they fall before the target', async () => {
    const clock = new VirtualClock(START);
    const seen: number[] = [];
    clock.schedule(START + 100, () => {
      seen.push(clock.now());
      clock.schedule(clock.now() + 100, () => {
        seen.push(clock.now());
      });
      clock.schedule(clock.now() + 10_000, () => {
        seen.push(clock.now());
      });
    });
    await clock.advance(500);
    expect(seen).toEqual([START + 100, START + 200]);
    expect(clock.pending()).toBe(1);
  });

  test('advance: awaits async timers before returning', async () => {
    const clock = new VirtualClock(START);
    let done = false;
    clock.schedule(START, async () => {
      await Promise.resolve();
      done = true;
    });
    await clock.advance(0);
    expect(done).toBe(true);
  });

  test('advance: a timer in the past runs at the next advance without moving time back', async () => {
    const clock = new VirtualClock(START);
    let ranAt = 0;
    clock.schedule(START - 1_000, () => {
      ranAt = clock.now();
    });
    await clock.advance(0);
    expect(ranAt).toBe(START);
  });

  test('advance: calls are serialised', async () => {
    const clock = new VirtualClock(START);
    const results = await Promise.all([clock.advance(100), clock.advance(100)]);
    expect(results).toEqual([START + 100, START + 200]);
  });

  test('advance: failing timers do not stop the others and are reported together', async () => {
    const clock = new VirtualClock(START);
    const seen: string[] = [];
    clock.schedule(START + 1, () => {
      throw new Error('first');
    });
    clock.schedule(START + 2, () => {
      seen.push('second');
    });
    const error = await clock.advance(10).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TimerFailures);
    expect((error as TimerFailures).errors).toHaveLength(1);
    expect(seen).toEqual(['second']);
    expect(clock.now()).toBe(START + 10);
  });

  test('advance: rejects negative or non-finite durations', async () => {
    const clock = new VirtualClock(START);
    await expect(clock.advance(-1)).rejects.toThrow(RangeError);
    await expect(clock.advance(Number.NaN)).rejects.toThrow(RangeError);
  });

  test('advance: takes a duration with a unit', async () => {
    const clock = new VirtualClock(START);
    await expect(clock.advance('2s')).resolves.toBe(START + 2_000);
    await expect(clock.advance('15m')).resolves.toBe(START + 2_000 + 900_000);
    await expect(clock.advance(' 1.5h ' as '1h')).resolves.toBe(START + 2_000 + 900_000 + 5_400_000);
  });

  test('error: a duration outside the grammar names the grammar, and the clock stays', async () => {
    const clock = new VirtualClock(START);
    for (const bad of ['2 seconds', '2000', '-1s', '', '1w']) {
      await expect(clock.advance(bad as '1s')).rejects.toThrow(
        `Not a duration: ${JSON.stringify(bad)}; ${DURATION_GRAMMAR}.`,
      );
    }
    await expect(clock.advance({} as never)).rejects.toThrow('Not a duration: "object"');
    expect(clock.now()).toBe(START);
  });

  test('durationMs: milliseconds of every unit, rounded to a whole one', () => {
    expect(durationMs(2_000)).toBe(2_000);
    expect(durationMs('500ms')).toBe(500);
    expect(durationMs('8d')).toBe(8 * 86_400_000);
    expect(durationMs('0.0015s')).toBe(2);
  });

  test('durationMs: a unit needs its number; a bare unit is no duration of 0 ms', () => {
    for (const bare of ['s', 'h', 'ms', 'd', ' m ']) {
      expect(() => durationMs(bare as never)).toThrow(RangeError);
      expect(() => durationMs(bare as never)).toThrow(`Not a duration: ${JSON.stringify(bare)}`);
    }
  });

  test('cancel: a cancelled timer never runs', async () => {
    const clock = new VirtualClock(START);
    let ran = false;
    const id = clock.schedule(START + 10, () => {
      ran = true;
    });
    expect(clock.cancel(id)).toBe(true);
    expect(clock.cancel(id)).toBe(false);
    await clock.advance(100);
    expect(ran).toBe(false);
  });

  test('reset: sets the instant and drops pending timers', () => {
    const clock = new VirtualClock(START);
    clock.schedule(START + 10, () => undefined);
    clock.reset(START + 99);
    expect(clock.now()).toBe(START + 99);
    expect(clock.pending()).toBe(0);
  });
});

describe('engine.clock wall mode', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  test('now: follows the time source from the start instant; advance moves the offset', async () => {
    let wall = 1_000_000;
    const clock = new VirtualClock(START, { mode: 'wall', source: () => wall });
    expect(clock.mode).toBe('wall');
    expect(clock.now()).toBe(START);
    wall += 1_500;
    expect(clock.now()).toBe(START + 1_500);
    await expect(clock.advance(60_000)).resolves.toBe(START + 61_500);
    wall += 500;
    expect(clock.now()).toBe(START + 62_000);
  });

  test('timers: run on their own once due, without an advance', async () => {
    vi.useFakeTimers({ now: START });
    let runs = 0;
    const clock = new VirtualClock(Date.now(), { mode: 'wall', onTimersRun: () => runs++ });
    const seen: number[] = [];
    clock.schedule(START + 2_000, () => {
      seen.push(clock.now());
    });
    clock.schedule(START + 1_000, () => {
      seen.push(clock.now());
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(seen).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(seen).toEqual([START + 1_000]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(seen).toEqual([START + 1_000, START + 2_000]);
    expect(clock.pending()).toBe(0);
    expect(runs).toBe(2);
    expect(vi.getTimerCount()).toBe(0);
  });

  test('timers: failures of timers run on their own go to onTimerError', async () => {
    vi.useFakeTimers({ now: START });
    const errors: unknown[] = [];
    const clock = new VirtualClock(Date.now(), { mode: 'wall', onTimerError: (error) => errors.push(error) });
    clock.schedule(START + 10, () => {
      throw new Error('boom');
    });
    await vi.advanceTimersByTimeAsync(10);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toBeInstanceOf(TimerFailures);
  });

  test('freeze and resume: a frozen clock stands still and runs no timer; resume goes on from there', async () => {
    vi.useFakeTimers({ now: START });
    const clock = new VirtualClock(Date.now(), { mode: 'wall' });
    let ran = false;
    clock.schedule(START + 1_000, () => {
      ran = true;
    });
    await vi.advanceTimersByTimeAsync(400);
    expect(clock.freeze()).toBe(START + 400);
    expect(clock.mode).toBe('frozen');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(clock.now()).toBe(START + 400);
    expect(ran).toBe(false);
    expect(clock.resume()).toBe(START + 400);
    await vi.advanceTimersByTimeAsync(599);
    expect(ran).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(ran).toBe(true);
    expect(clock.now()).toBe(START + 1_000);
  });

  test('reset: goes on with the wall clock from the new instant and drops the real timer', async () => {
    vi.useFakeTimers({ now: START });
    const clock = new VirtualClock(Date.now(), { mode: 'wall' });
    clock.schedule(START + 1_000, () => undefined);
    expect(vi.getTimerCount()).toBe(1);
    clock.reset(START - 5_000);
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(100);
    expect(clock.now()).toBe(START - 4_900);
  });
});
