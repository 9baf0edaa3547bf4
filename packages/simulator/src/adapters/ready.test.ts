import { EventEmitter } from 'node:events';
import { describe, expect, test, vi } from 'vitest';
import { announceReady, type ReadyTarget, STOP_SIGNALS, type StopSignal } from './ready.js';

/** A process stand-in that records, at each write, which stop signals already have a handler. */
function fakeProcess() {
  const emitter = new EventEmitter();
  const handledAtWrite: StopSignal[][] = [];
  const written: string[] = [];
  const target: ReadyTarget = {
    once: (signal, handler) => emitter.once(signal, handler),
    stdout: {
      write: (text: string) => {
        handledAtWrite.push(STOP_SIGNALS.filter((signal) => emitter.listenerCount(signal) > 0));
        written.push(text);
        return true;
      },
    },
  };
  return { emitter, target, handledAtWrite, written };
}

describe('announceReady', () => {
  test('both stop signals have their handler before the ready line is written', () => {
    const fake = fakeProcess();
    announceReady('Listening on http://127.0.0.1:4010', () => undefined, fake.target);
    expect(fake.written).toEqual(['Listening on http://127.0.0.1:4010\n']);
    expect(fake.handledAtWrite).toEqual([['SIGINT', 'SIGTERM']]);
  });

  test('the first signal stops the command once; a second one does not stop it again', () => {
    const fake = fakeProcess();
    const stop = vi.fn();
    announceReady('ready', stop, fake.target);
    fake.emitter.emit('SIGTERM', 'SIGTERM');
    fake.emitter.emit('SIGINT', 'SIGINT');
    expect(stop).toHaveBeenCalledTimes(1);
    expect(stop).toHaveBeenCalledWith('SIGTERM');
  });
});
