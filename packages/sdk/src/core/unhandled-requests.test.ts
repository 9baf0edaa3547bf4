import { afterEach, describe, expect, test } from 'vitest';
import { getMaintenance } from '../contract/config.js';
import { takeUnhandledByMsw, UNHANDLED_BY_MSW, type UnhandledByMsw } from '../contract/unhandled-requests.js';
import { call, createCore } from './call.js';
import { ConnectionError } from './errors.js';

const URL_OFF = 'http://127.0.0.1:9/v1/maintenance';
const global = globalThis as { [UNHANDLED_BY_MSW]?: UnhandledByMsw };

/** A fetch that fails to connect, as one does to a port where nothing listens. */
const refused = (async () => {
  throw new TypeError('fetch failed', {
    cause: Object.assign(new Error('connect ECONNREFUSED'), {
      code: 'ECONNREFUSED',
      address: '127.0.0.1',
      port: 9,
    }),
  });
}) as typeof fetch;

const connectionError = async () => {
  const core = createCore({ baseUrl: 'http://127.0.0.1:9', fetch: refused, maxRetries: 0 });
  const error = await call(core, getMaintenance, {}).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ConnectionError);
  return (error as ConnectionError).message;
};

afterEach(() => {
  delete global[UNHANDLED_BY_MSW];
});

describe('unhandled by MSW', () => {
  test('error: a URL MSW passed to the simulator handlers, which left it, says MSW is not handling the host', async () => {
    global[UNHANDLED_BY_MSW] = new Map([[URL_OFF, ['http://127.0.0.1:4010']]]);
    const message = await connectionError();
    expect(message).toContain('(ECONNREFUSED 127.0.0.1:9)');
    expect(message).toContain(
      'MSW is installed in this process but is not handling http://127.0.0.1:9: its simulator handlers answer http://127.0.0.1:4010.',
    );
    expect(message).not.toContain('running');
  });

  test('error: without a note from MSW, the message asks whether the server runs', async () => {
    global[UNHANDLED_BY_MSW] = new Map([['http://127.0.0.1:9/v1/other', ['http://127.0.0.1:4010']]]);
    const message = await connectionError();
    expect(message).toContain('Is the simulator or server at http://127.0.0.1:9 running');
    expect(message).not.toContain('MSW');
  });

  test('a note is read once', () => {
    global[UNHANDLED_BY_MSW] = new Map([[URL_OFF, ['http://127.0.0.1:4010']]]);
    expect(takeUnhandledByMsw(URL_OFF)).toEqual(['http://127.0.0.1:4010']);
    expect(takeUnhandledByMsw(URL_OFF)).toBeUndefined();
  });
});
