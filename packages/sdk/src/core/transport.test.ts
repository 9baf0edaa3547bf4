import { describe, expect, test } from 'vitest';
import { stubbedClient as clientOn } from '../../test/stub-fetch.js';
import { InputValidationError } from './errors.js';

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('the call was accepted');
    },
    (error: unknown) => error,
  );

describe('unknown keys in a call’s params', () => {
  test('are an InputValidationError naming the key and the nearest known one; nothing is sent', async () => {
    const { client, stub } = clientOn();
    const error = await rejection(
      client.teams.invitations.create({ email: 'a@b.co', rol: 'admin' } as never),
    );
    expect(error).toBeInstanceOf(InputValidationError);
    expect((error as Error).message).toContain('rol: unknown key; did you mean "role"?');
    expect((error as Error).message).toContain('pass it in the extraBody or extraQuery option');
    expect(stub.requests).toHaveLength(0);
  });

  test('a key far from every known one is named without a guess, beside the other issues', async () => {
    const { client, stub } = clientOn({ validation: 'warn' });
    const error = await rejection(
      client.teams.invitations.create({ email: 'not-an-address', zzzzzzzz: 1 } as never),
    );
    expect(error).toBeInstanceOf(InputValidationError);
    const { message } = error as Error;
    expect(message).toContain('zzzzzzzz: unknown key');
    expect(message).not.toContain('zzzzzzzz: unknown key; did you mean');
    expect(message).toContain('email: ');
    expect(stub.requests).toHaveLength(0);
  });

  test('a key given as undefined is no unknown key', async () => {
    const { client, stub } = clientOn();
    await client.teams.invitations
      .create({ email: 'a@b.co', note: undefined } as never)
      .catch(() => undefined);
    expect(stub.requests).toHaveLength(1);
  });
});
