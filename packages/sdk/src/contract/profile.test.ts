import { describe, expect, test } from 'vitest';
import {
  confirmProfileImage,
  createProfileBank,
  createProfileImageUploadUrl,
  deleteProfileBank,
  getProfile,
  getProfileBank,
  profileOperations,
  updateProfileBank,
  updateProfileMetadata,
  updateProfileUsername,
} from './profile.js';

const bank = {
  accountName: 'Main account',
  accountAlias: 'main',
  accountType: 'CHECKING',
  accountNumber: '0123456789',
  country: 'MX',
  currencySymbol: 'MXN',
  bankSlug: 'bank-one',
};

describe('profile', () => {
  test('operations are listed in route order with the profile area', () => {
    expect(profileOperations.map((operation) => `${operation.method} ${operation.path}`)).toEqual([
      'GET /v1/profile',
      'GET /v1/profile/banks',
      'POST /v1/profile/banks',
      'GET /v1/profile/banks/{id}',
      'PATCH /v1/profile/banks/{id}',
      'DELETE /v1/profile/banks/{id}',
      'POST /v1/profile/image/upload-url',
      'POST /v1/profile/image',
      'PATCH /v1/profile/metadata',
      'PATCH /v1/profile/username',
    ]);
    for (const operation of profileOperations) expect(operation.area).toBe('profile');
  });

  test('response: the profile view keeps unknown keys and omits imageUrl when absent', () => {
    const data = getProfile.schemas.response.parse({
      profile: {
        id: 'p1',
        nickname: 'alice',
        teamMembers: { role: 'admin' },
        team: { id: 't1', name: 'Team' },
      },
      banks: [],
      user: { country: 'MX', firstName: 'A', lastName: 'B', language: 'es', username: 'alice' },
      kyc: { isVerified: false, status: 'none' },
      wallets: [],
      extra: 1,
    });
    expect(data).toMatchObject({ extra: 1 });
    expect(data.imageUrl).toBeUndefined();
  });
});

describe('profile.banks', () => {
  test('body: a complete bank account is accepted and additionalData defaults to {}', () => {
    expect(createProfileBank.schemas.body.parse(bank)).toEqual({ ...bank, additionalData: {} });
  });
  test('body: additionalData must be an object', () => {
    const parsed = createProfileBank.schemas.body.parse({ ...bank, additionalData: { clabe: '123' } });
    expect(parsed.additionalData).toEqual({ clabe: '123' });
    expect(createProfileBank.schemas.body.safeParse({ ...bank, additionalData: 'x' }).success).toBe(false);
  });
  test('body: accountType is one of the listed types', () => {
    expect(createProfileBank.schemas.body.parse({ ...bank, accountType: 'MONEY_MARKET' }).accountType).toBe(
      'MONEY_MARKET',
    );
    expect(createProfileBank.schemas.body.safeParse({ ...bank, accountType: 'checking' }).success).toBe(
      false,
    );
  });
  test('body: country is exactly 2 characters', () => {
    expect(createProfileBank.schemas.body.parse({ ...bank, country: 'CO' }).country).toBe('CO');
    expect(createProfileBank.schemas.body.safeParse({ ...bank, country: 'MEX' }).success).toBe(false);
    expect(createProfileBank.schemas.body.safeParse({ ...bank, country: 'M' }).success).toBe(false);
  });
  test('body: accountAlias, accountNumber, currencySymbol and bankSlug are non-empty', () => {
    for (const field of ['accountAlias', 'accountNumber', 'currencySymbol', 'bankSlug'] as const) {
      expect(createProfileBank.schemas.body.parse({ ...bank, [field]: 'x' })[field]).toBe('x');
      expect(createProfileBank.schemas.body.safeParse({ ...bank, [field]: '' }).success, field).toBe(false);
    }
  });
  test('body: accountName is required', () => {
    expect(createProfileBank.schemas.body.parse(bank).accountName).toBe('Main account');
    const { accountName: _omitted, ...withoutName } = bank;
    expect(createProfileBank.schemas.body.safeParse(withoutName).success).toBe(false);
  });
  test('params: the bank id is a non-empty string', () => {
    expect(getProfileBank.schemas.params.parse({ id: 'b1' })).toEqual({ id: 'b1' });
    expect(getProfileBank.schemas.params.safeParse({ id: '' }).success).toBe(false);
    expect(deleteProfileBank.schemas.params.safeParse({}).success).toBe(false);
  });
  test('body: PATCH fields are optional and non-empty when given', () => {
    expect(updateProfileBank.schemas.body.parse({})).toEqual({});
    expect(updateProfileBank.schemas.body.parse({ accountName: 'New', accountAlias: 'alias' })).toEqual({
      accountName: 'New',
      accountAlias: 'alias',
    });
    expect(updateProfileBank.schemas.body.safeParse({ accountName: '' }).success).toBe(false);
    expect(updateProfileBank.schemas.body.safeParse({ accountAlias: '' }).success).toBe(false);
  });
  test('response: delete answers deleted true', () => {
    expect(deleteProfileBank.schemas.response.parse({ deleted: true })).toEqual({ deleted: true });
    expect(deleteProfileBank.schemas.response.safeParse({ deleted: false }).success).toBe(false);
  });
  test('errors: a missing bank id answers APP_V1_PROFILE_BANKS_ID_ROUTE_01', () => {
    expect(getProfileBank.inputErrorCodes?.[0]).toMatchObject({
      in: 'params',
      field: 'id',
      code: 'APP_V1_PROFILE_BANKS_ID_ROUTE_01',
    });
    expect(getProfileBank.errors.map((error) => error.status)).toEqual([400, 404, 500]);
  });
});

describe('profile.image', () => {
  test('body: fileName has an image extension', () => {
    const parsed = createProfileImageUploadUrl.schemas.body.parse({
      fileName: ' me.PNG ',
      contentType: 'image/png',
    });
    expect(parsed).toEqual({ fileName: 'me.PNG', contentType: 'image/png' });
    expect(
      createProfileImageUploadUrl.schemas.body.safeParse({ fileName: 'me.pdf', contentType: 'image/png' })
        .success,
    ).toBe(false);
    expect(
      createProfileImageUploadUrl.schemas.body.safeParse({ fileName: 'png', contentType: 'image/png' })
        .success,
    ).toBe(false);
  });
  test('body: contentType is an allowed image MIME type', () => {
    expect(
      createProfileImageUploadUrl.schemas.body.parse({ fileName: 'a.webp', contentType: 'image/webp' })
        .contentType,
    ).toBe('image/webp');
    expect(
      createProfileImageUploadUrl.schemas.body.safeParse({ fileName: 'a.svg', contentType: 'image/svg+xml' })
        .success,
    ).toBe(false);
  });
  test('body: confirm needs a non-empty filePath', () => {
    expect(confirmProfileImage.schemas.body.parse({ filePath: 'profiles/p1/a.png' })).toEqual({
      filePath: 'profiles/p1/a.png',
    });
    expect(confirmProfileImage.schemas.body.safeParse({ filePath: '' }).success).toBe(false);
    expect(confirmProfileImage.schemas.body.safeParse({}).success).toBe(false);
  });
});

describe('profile.metadata', () => {
  test('body: name is a string and other keys are kept', () => {
    expect(updateProfileMetadata.schemas.body.parse({ name: 'Alice', theme: { dark: true } })).toEqual({
      name: 'Alice',
      theme: { dark: true },
    });
    expect(updateProfileMetadata.schemas.body.safeParse({ name: 5 }).success).toBe(false);
  });
  test('body: image is a valid URL', () => {
    expect(updateProfileMetadata.schemas.body.parse({ image: 'https://cdn.example.com/a.png' }).image).toBe(
      'https://cdn.example.com/a.png',
    );
    expect(updateProfileMetadata.schemas.body.safeParse({ image: 'not a url' }).success).toBe(false);
  });
});

describe('profile.username', () => {
  test('body: nickname is trimmed and 4 to 50 characters', () => {
    expect(updateProfileUsername.schemas.body.parse({ nickname: '  alice_01 ' })).toEqual({
      nickname: 'alice_01',
    });
    expect(updateProfileUsername.schemas.body.safeParse({ nickname: 'abc' }).success).toBe(false);
    expect(updateProfileUsername.schemas.body.safeParse({ nickname: 'a'.repeat(51) }).success).toBe(false);
    expect(updateProfileUsername.schemas.body.parse({ nickname: 'a'.repeat(50) }).nickname).toHaveLength(50);
  });
  test('body: nickname uses letters, digits, "_" and "-" only', () => {
    expect(updateProfileUsername.schemas.body.parse({ nickname: 'Al-ice_9' }).nickname).toBe('Al-ice_9');
    expect(updateProfileUsername.schemas.body.safeParse({ nickname: 'ali ce' }).success).toBe(false);
    expect(updateProfileUsername.schemas.body.safeParse({ nickname: 'alice!' }).success).toBe(false);
  });
  test('body: nickname cannot start with api_ in any case', () => {
    expect(updateProfileUsername.schemas.body.parse({ nickname: 'apiary' }).nickname).toBe('apiary');
    expect(updateProfileUsername.schemas.body.safeParse({ nickname: 'API_bot' }).success).toBe(false);
  });
  test('body: nickname is required', () => {
    expect(updateProfileUsername.schemas.body.safeParse({}).success).toBe(false);
  });
});
