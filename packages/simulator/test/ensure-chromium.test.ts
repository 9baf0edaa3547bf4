/**
 * `scripts/ensure-chromium.mjs`, which `npm test` runs before the browser tests: it installs
 * nothing when a Chromium is there or the machine is not one it may change, and says what it is
 * about to install, with the commands, before it runs any of them as root.
 */
import { describe, expect, test } from 'vitest';
import { type ChromiumFacts, INSTALL_COMMANDS, planOf } from '../../../scripts/ensure-chromium.mjs';

const facts: ChromiumFacts = {
  executable: '/usr/bin/chromium',
  customPath: false,
  present: false,
  platform: 'linux',
  isRoot: true,
  debianWithApt: true,
};

describe('ensure-chromium', () => {
  test('as root on Debian without Chromium: announces the package and every command first', () => {
    const plan = planOf(facts);
    expect(plan.kind).toBe('install');
    if (plan.kind !== 'install') return;
    expect(plan.commands).toEqual(INSTALL_COMMANDS);
    expect(plan.message).toContain("installing Debian's `chromium` package");
    expect(plan.message).toContain('as root');
    for (const command of plan.commands) expect(plan.message).toContain(command.join(' '));
    expect(plan.message).toContain('CHROMIUM_PATH');
  });

  test('installs nothing when Chromium is present, a path is given, or the machine is not Debian as root', () => {
    expect(planOf({ ...facts, present: true }).kind).toBe('none');
    expect(planOf({ ...facts, customPath: true, executable: '/opt/chrome' })).toEqual({
      kind: 'fail',
      reason: 'CHROMIUM_PATH is set, so nothing is installed',
    });
    expect(planOf({ ...facts, isRoot: false })).toEqual({
      kind: 'fail',
      reason: 'automatic install needs root',
    });
    expect(planOf({ ...facts, platform: 'darwin' }).kind).toBe('fail');
    expect(planOf({ ...facts, debianWithApt: false }).kind).toBe('fail');
  });
});
