import { describe, expect, test } from 'vitest';
import { createSimulator } from '../simulator.js';
import { checkOptionKinds, resolveOptions } from './config.js';

describe('platform.config: options checked where they are given', () => {
  test('error: an unknown option of createSimulator names the closest known one', () => {
    expect(() => createSimulator({ sead: 'x' } as never)).toThrow(
      new TypeError('sead: unknown option; did you mean "seed"?'),
    );
    expect(() => createSimulator({ clok: 'wall' } as never)).toThrow(
      'clok: unknown option; did you mean "clock"?',
    );
  });

  test('error: an unknown option with nothing near lists the options', () => {
    expect(() => checkOptionKinds({ colour: 'red' })).toThrow(
      /^colour: unknown option; createSimulator takes seed, environment, baseUrl, clock/,
    );
  });

  test('error: values of the wrong kind name their option', () => {
    expect(() => checkOptionKinds({ validateResponses: 'yes' })).toThrow(
      'validateResponses must be a boolean, received a string of 3 characters.',
    );
    expect(() => checkOptionKinds({ areas: {} })).toThrow('areas must be an array, received an object.');
    expect(() => checkOptionKinds({ wait: 5 })).toThrow('wait must be a function, received a number.');
    expect(() => checkOptionKinds({ randomSeed: '' })).toThrow(
      'randomSeed must be a string or a number, received an empty string.',
    );
    expect(() => createSimulator(null as never)).toThrow(
      'createSimulator takes an options object, received null.',
    );
  });

  test('error: a misspelt field of rateLimit or retention names the closest one', () => {
    expect(() => checkOptionKinds({ rateLimit: { capcity: 5 } })).toThrow(
      'rateLimit.capcity: unknown option; did you mean "capacity"?',
    );
    expect(() => checkOptionKinds({ retention: { outbx: 5 } })).toThrow(
      'retention.outbx: unknown option; did you mean "outbox"?',
    );
  });

  test('error: a baseUrl without a scheme and a start instant that is not one name their option', () => {
    expect(() => resolveOptions({ baseUrl: '127.0.0.1:4010' })).toThrow(
      `baseUrl "127.0.0.1:4010" is not an absolute http(s) URL: write it with its scheme, for example baseUrl: 'http://127.0.0.1:4010'.`,
    );
    expect(() => resolveOptions({ now: 'yesterday' })).toThrow(
      'now must be a Date, an ISO 8601 instant or epoch ms, got "yesterday"',
    );
  });

  test('every option createSimulator documents is accepted, and undefined ones are left alone', () => {
    expect(() =>
      checkOptionKinds({
        seed: 'empty',
        baseUrl: 'http://127.0.0.1:4011',
        randomSeed: 7,
        rateLimit: { capacity: 5 },
        retention: { outbox: 5 },
        validateResponses: false,
        onTimersRun: () => undefined,
        sead: undefined,
      }),
    ).not.toThrow();
  });
});
