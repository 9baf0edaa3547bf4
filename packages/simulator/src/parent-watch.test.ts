import { describe, expect, test } from 'vitest';
import { startedByNpm, watchNpmParent } from './parent-watch.js';

describe('the parent watch', () => {
  test('npm is told by the npm_command it sets for npx, npm exec and npm run', () => {
    expect(startedByNpm({ npm_command: 'exec' })).toBe(true);
    expect(startedByNpm({ npm_command: 'run' })).toBe(true);
    expect(startedByNpm({})).toBe(false);
    expect(startedByNpm({ npm_command: '' })).toBe(false);
  });

  test('a server npm started watches its parent; one started otherwise (nohup, a service) does not', () => {
    const lines: string[] = [];
    const watched = watchNpmParent(
      { npm_command: 'exec' },
      (line) => lines.push(line),
      () => 4242,
    );
    expect(watched).toBeTypeOf('function');
    watched?.();
    expect(
      watchNpmParent(
        { PATH: '/usr/bin' },
        (line) => lines.push(line),
        () => 4242,
      ),
    ).toBeUndefined();
    expect(lines).toEqual([]);
  });
});
