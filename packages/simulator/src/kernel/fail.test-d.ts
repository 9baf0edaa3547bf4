import { describe, expectTypeOf, test } from 'vitest';
import { type FailCode, fail, failure } from './fail.js';
import { defineHandlers } from './module.js';

describe('fail types', () => {
  test('a code is a documented code or a catalogue code; a typo does not compile', () => {
    expectTypeOf<'APP_V1_TEAMS_INVITATIONS_ROUTE_02'>().toExtend<FailCode>();
    expectTypeOf<'LAST_ADMIN_REQUIRED'>().toExtend<FailCode>();
    expectTypeOf<'LAST_ADMN_REQUIRED'>().not.toExtend<FailCode>();
    expectTypeOf(fail).returns.toEqualTypeOf<never>();
    // @ts-expect-error: no such code
    failure('LAST_ADMN_REQUIRED', 'Keep an admin.');
  });

  test('the status is given only for a code answered with several statuses, and is one of them', () => {
    failure('LAST_ADMIN_REQUIRED', 'Keep an admin.');
    // @ts-expect-error: LAST_ADMIN_REQUIRED is always 403
    failure('LAST_ADMIN_REQUIRED', 'Keep an admin.', { status: 400 });
    failure('CH-02', 'Not available.', { status: 403 });
    // @ts-expect-error: CH-02 is 403 or 404, so the status is required
    failure('CH-02', 'Not available.');
    // @ts-expect-error: CH-02 is never 500
    failure('CH-02', 'Not available.', { status: 500 });
    failure('SIMULATED_FAULT', 'Down.', { status: 599 });
  });

  test('a handler request fails with its operation codes and the catalogue', () => {
    defineHandlers({
      getChannelMethod: ({ fail: failRequest }) => {
        failRequest('CH-02', 'No method.');
        failRequest('CHANNEL_NOT_FOUND', 'No channel.', { status: 404 });
        // @ts-expect-error: a code of another operation
        failRequest('APP_V1_TEAMS_INVITATIONS_ROUTE_02', 'Not here.');
        throw failRequest('CH-03', 'Not available.');
      },
    });
  });
});
