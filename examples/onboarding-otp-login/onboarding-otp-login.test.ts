import { describe, expect, test } from 'vitest';
import { run } from './onboarding-otp-login.js';

describe('examples.onboarding-otp-login', () => {
  test('signs up, logs in with the e-mailed code, refreshes the session and logs out', async () => {
    const lines: string[] = [];
    const result = await run((line) => lines.push(line));
    expect(result.signUp.invitationAccepted).toBe(false);
    expect(result.signUp.profile.nickname).toBe('ada_l');
    expect(result.login.profiles.map((profile) => profile.id)).toEqual([result.signUp.profile.id]);
    expect(result.verified.teams[0]?.teamId).toBe(result.signUp.team.id);
    expect(result.login.email).toBe('ada@example.org');
    expect(result.user.username).toBe('ada_l');
    expect(result.refreshed?.token).toMatch(/\S/);
    expect(result.sessions.length).toBeGreaterThanOrEqual(2);
    expect(result.afterLogout).toBeUndefined();
    expect(lines).toHaveLength(3);
  });
});
