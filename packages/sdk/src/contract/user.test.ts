import { describe, expect, test } from 'vitest';
import { listUserProfiles, setDefaultProfile, updateDefaultProfile, userOperations } from './user.js';

const profileId = '3f1c2a4e-8b7d-4c1a-9e2f-5a6b7c8d9e0f';

describe('user.profiles', () => {
  test('response: profiles keep unknown keys', () => {
    const data = listUserProfiles.schemas.response.parse({
      profiles: [
        {
          id: profileId,
          teamId: 't1',
          teamName: 'Team',
          appId: 'a1',
          appName: 'App',
          nickname: 'alice',
          isDefault: true,
          region: 'eu',
        },
      ],
    });
    expect(data.profiles[0]).toMatchObject({ isDefault: true, region: 'eu' });
  });
  test('auth: scoped, profile/team headers do not establish context', () => {
    for (const operation of userOperations) {
      expect(operation.auth.label).toBe('Scoped');
      expect(operation.auth.contextFrom).not.toContain('headers');
    }
  });
});

describe('user.defaultProfile', () => {
  test('body: profileId is a UUID', () => {
    for (const operation of [setDefaultProfile, updateDefaultProfile]) {
      expect(operation.schemas.body.parse({ profileId })).toEqual({ profileId });
      expect(operation.schemas.body.safeParse({ profileId: 'not-a-uuid' }).success).toBe(false);
    }
  });
  test('body: profileId is required', () => {
    expect(setDefaultProfile.schemas.body.safeParse({}).success).toBe(false);
    expect(updateDefaultProfile.schemas.body.safeParse({}).success).toBe(false);
  });
  test('PUT and PATCH share one contract', () => {
    expect(setDefaultProfile.method).toBe('PUT');
    expect(updateDefaultProfile.method).toBe('PATCH');
    expect(updateDefaultProfile.errors).toEqual(setDefaultProfile.errors);
    expect(setDefaultProfile.schemas.response.parse({ defaultProfileId: profileId })).toEqual({
      defaultProfileId: profileId,
    });
  });
});
