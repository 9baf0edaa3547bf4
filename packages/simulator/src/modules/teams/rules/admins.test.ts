import { describe, expect, test } from 'vitest';
import { leavesTeamWithoutAdmin } from './admins.js';

describe('leavesTeamWithoutAdmin', () => {
  const admin = { role: 'admin' } as const;
  const viewer = { role: 'viewer' } as const;

  test('the only admin can be neither demoted nor blocked', () => {
    expect(leavesTeamWithoutAdmin([admin, viewer], admin, 'viewer')).toBe(true);
    expect(leavesTeamWithoutAdmin([admin, viewer], admin, 'blocked')).toBe(true);
  });

  test('an admin with another admin beside can step down', () => {
    expect(leavesTeamWithoutAdmin([admin, { role: 'admin' }, viewer], admin, 'member')).toBe(false);
  });

  test('keeping the admin role, or changing a member who is not an admin, is always allowed', () => {
    expect(leavesTeamWithoutAdmin([admin], admin, 'admin')).toBe(false);
    expect(leavesTeamWithoutAdmin([admin, viewer], viewer, 'blocked')).toBe(false);
  });
});
