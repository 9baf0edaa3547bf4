/**
 * `scripts/ensure-podman.mjs`, which the container image test runs: it installs nothing when
 * Podman is there or the machine is not one it may change, and says what it is about to install,
 * with the commands, before it runs any of them as root.
 */
import { readFileSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { describe, expect, test } from 'vitest';
import {
  CONTAINERS_CONF,
  INSTALL_COMMANDS,
  type PodmanFacts,
  planOf,
  writeContainersConf,
} from '../../../scripts/ensure-podman.mjs';

const facts: PodmanFacts = { present: false, platform: 'linux', isRoot: true, debianWithApt: true };

describe('ensure-podman', () => {
  test('as root on Debian without Podman: announces the packages and every command first', () => {
    const plan = planOf(facts);
    expect(plan.kind).toBe('install');
    if (plan.kind !== 'install') return;
    expect(plan.commands).toEqual(INSTALL_COMMANDS);
    expect(INSTALL_COMMANDS.at(-1)).toEqual(expect.arrayContaining(['podman', 'runc']));
    for (const command of plan.commands) expect(plan.message).toContain(command.join(' '));
  });

  test('installs nothing when Podman is present or the machine is not Debian as root', () => {
    expect(planOf({ ...facts, present: true }).kind).toBe('none');
    expect(planOf({ ...facts, isRoot: false })).toEqual({
      kind: 'fail',
      reason: 'automatic install needs root',
    });
    expect(planOf({ ...facts, platform: 'darwin' }).kind).toBe('fail');
    expect(planOf({ ...facts, debianWithApt: false }).kind).toBe('fail');
  });

  test('writes the containers.conf that lets Podman run in a sandbox', () => {
    const path = writeContainersConf();
    try {
      expect(readFileSync(path, 'utf8')).toBe(CONTAINERS_CONF);
      expect(CONTAINERS_CONF).toContain('default_ulimits = []');
      expect(CONTAINERS_CONF).toContain('cgroup_manager = "cgroupfs"');
    } finally {
      rmSync(dirname(path), { recursive: true, force: true });
    }
  });
});
