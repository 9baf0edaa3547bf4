import { describe, expect, test } from 'vitest';
import {
  addTeamCountry,
  blockTeamMember,
  confirmTeamImage,
  createInvitation,
  createTeamImageUploadUrl,
  deleteInvitation,
  listTeamActivity,
  listTeamBanks,
  removeTeamCountry,
  setTeamDefaultTaxInfo,
  teamsOperations,
  updateTeamDefaultReceiverWallet,
  updateTeamMemberRole,
  updateTeamMetadata,
  updateTeamNotificationEmail,
  upsertTeamTaxInfo,
} from './teams.js';

const team = { id: 't-1', name: 'Team' };

describe('teams.banks', () => {
  test('response: profiles with their banks, unknown keys kept', () => {
    const data = listTeamBanks.schemas.response.parse([
      {
        profile: { id: 'p-1', nickname: 'ana_lopez', extra: true },
        banks: [{ id: 'b-1', accountAlias: 'Main', accountType: 'SAVINGS', accountNumber: '123' }],
      },
    ]);
    expect(data[0]?.profile).toMatchObject({ extra: true });
    expect(data[0]?.banks[0]).toMatchObject({ accountNumber: '123' });
  });
});

describe('teams.countries', () => {
  for (const operation of [addTeamCountry, removeTeamCountry]) {
    test(`body (${operation.method}): country is trimmed and uppercased`, () => {
      expect(operation.schemas.body.parse({ country: ' mx ' }).country).toBe('MX');
    });
    test(`body (${operation.method}): country must be exactly 2 characters`, () => {
      expect(operation.schemas.body.safeParse({ country: 'MEX' }).success).toBe(false);
      expect(operation.schemas.body.safeParse({ country: 'M' }).success).toBe(false);
      expect(operation.schemas.body.safeParse({}).success).toBe(false);
    });
  }
  test('response: the updated team keeps unknown keys', () => {
    const data = addTeamCountry.schemas.response.parse({ ...team, countries: ['MX'], extra: 1 });
    expect(data).toMatchObject({ countries: ['MX'], extra: 1 });
  });
});

describe('teams.defaultReceiverWallet', () => {
  test('body: defaultReceiverWallet is a string', () => {
    const body = updateTeamDefaultReceiverWallet.schemas.body.parse({ defaultReceiverWallet: '0xabc' });
    expect(body.defaultReceiverWallet).toBe('0xabc');
  });
  test('body: defaultReceiverWallet may be null or omitted to clear it', () => {
    expect(updateTeamDefaultReceiverWallet.schemas.body.parse({ defaultReceiverWallet: null })).toEqual({
      defaultReceiverWallet: null,
    });
    expect(updateTeamDefaultReceiverWallet.schemas.body.parse({})).toEqual({});
  });
  test('body: a non-string defaultReceiverWallet is rejected', () => {
    expect(
      updateTeamDefaultReceiverWallet.schemas.body.safeParse({ defaultReceiverWallet: 42 }).success,
    ).toBe(false);
  });
});

describe('teams.invitations', () => {
  test('body: email must be valid', () => {
    expect(createInvitation.schemas.body.parse({ email: 'bob@mail.com' }).email).toBe('bob@mail.com');
    expect(createInvitation.schemas.body.safeParse({ email: 'bob' }).success).toBe(false);
    expect(createInvitation.schemas.body.safeParse({}).success).toBe(false);
  });
  test('body: role defaults to member', () => {
    expect(createInvitation.schemas.body.parse({ email: 'bob@mail.com' }).role).toBe('member');
    expect(createInvitation.schemas.body.parse({ email: 'bob@mail.com', role: 'viewer' }).role).toBe(
      'viewer',
    );
  });
  test('body: role must be a team role', () => {
    expect(createInvitation.schemas.body.safeParse({ email: 'bob@mail.com', role: 'owner' }).success).toBe(
      false,
    );
  });
  test('params: the invitation id is required and answers _03 when missing', () => {
    expect(deleteInvitation.schemas.params.parse({ id: 'inv-1' }).id).toBe('inv-1');
    expect(deleteInvitation.schemas.params.safeParse({ id: '' }).success).toBe(false);
    expect(deleteInvitation.inputErrorCodes[0]?.code).toBe('APP_V1_TEAMS_INVITATIONS_ID_ROUTE_03');
  });
  test('response: a rejected invitation', () => {
    const data = deleteInvitation.schemas.response.parse({
      id: 'inv-1',
      teamId: 't-1',
      email: 'bob@mail.com',
      role: 'member',
      invitedBy: 'p-1',
      status: 'rejected',
      expiresAt: '2025-01-02T00:00:00.000Z',
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-01T00:00:00.000Z',
    });
    expect(data.status).toBe('rejected');
  });
});

describe('teams.members', () => {
  test('body: role must be one of the team roles', () => {
    for (const role of ['admin', 'member', 'viewer', 'developer', 'analyst', 'blocked', 'api']) {
      expect(updateTeamMemberRole.schemas.body.parse({ role }).role).toBe(role);
    }
    expect(updateTeamMemberRole.schemas.body.safeParse({ role: 'owner' }).success).toBe(false);
    expect(updateTeamMemberRole.schemas.body.safeParse({}).success).toBe(false);
  });
  test('params: a missing profileId answers _02', () => {
    expect(updateTeamMemberRole.schemas.params.safeParse({ profileId: '' }).success).toBe(false);
    expect(updateTeamMemberRole.inputErrorCodes[0]?.code).toBe(
      'APP_V1_TEAMS_MEMBERS_PROFILEID_ROLE_ROUTE_02',
    );
    expect(blockTeamMember.schemas.params.safeParse({}).success).toBe(false);
    expect(blockTeamMember.inputErrorCodes[0]?.code).toBe('APP_V1_TEAMS_MEMBERS_PROFILEID_ROUTE_02');
  });
  test('response: a blocked member', () => {
    expect(blockTeamMember.schemas.response.parse({ profileId: 'p-2', blocked: true })).toEqual({
      profileId: 'p-2',
      blocked: true,
    });
  });
});

describe('teams.metadata', () => {
  test('body: name, description and other keys are kept', () => {
    const body = updateTeamMetadata.schemas.body.parse({
      name: 'New name',
      description: 'About us',
      website: 'https://example.com',
      settings: { theme: 'dark' },
    });
    expect(body).toEqual({
      name: 'New name',
      description: 'About us',
      website: 'https://example.com',
      settings: { theme: 'dark' },
    });
  });
  test('body: name must be non-empty when given', () => {
    expect(updateTeamMetadata.schemas.body.safeParse({ name: '' }).success).toBe(false);
  });
  test('body: description must be a string', () => {
    expect(updateTeamMetadata.schemas.body.safeParse({ description: 7 }).success).toBe(false);
  });
  test('body: the reserved keys devAccess and devAccessRequest are rejected', () => {
    expect(updateTeamMetadata.schemas.body.safeParse({ devAccess: true }).success).toBe(false);
    expect(updateTeamMetadata.schemas.body.safeParse({ devAccessRequest: {} }).success).toBe(false);
  });
  test('response: the updated team with an optional imageUrl', () => {
    const data = updateTeamMetadata.schemas.response.parse({ ...team, imageUrl: 'teams/t-1/image.png' });
    expect(data.imageUrl).toBe('teams/t-1/image.png');
  });
});

describe('teams.notificationEmail', () => {
  test('body: notificationEmail is a valid e-mail', () => {
    const body = updateTeamNotificationEmail.schemas.body.parse({ notificationEmail: 'ops@mail.com' });
    expect(body.notificationEmail).toBe('ops@mail.com');
    expect(updateTeamNotificationEmail.schemas.body.safeParse({ notificationEmail: 'ops' }).success).toBe(
      false,
    );
  });
  test('body: notificationEmail may be null or omitted to clear it', () => {
    expect(
      updateTeamNotificationEmail.schemas.body.parse({ notificationEmail: null }).notificationEmail,
    ).toBeNull();
    expect(updateTeamNotificationEmail.schemas.body.parse({})).toEqual({});
  });
});

describe('teams.taxInfo', () => {
  const entry = { country: 'mx', taxId: ' ABC-123 ' };

  for (const operation of [upsertTeamTaxInfo, setTeamDefaultTaxInfo]) {
    test(`body (${operation.sdk}): country is uppercased and taxId trimmed`, () => {
      expect(operation.schemas.body.parse(entry)).toMatchObject({ country: 'MX', taxId: 'ABC-123' });
    });
    test(`body (${operation.sdk}): country must be a two-letter code`, () => {
      expect(operation.schemas.body.safeParse({ ...entry, country: 'MEX' }).success).toBe(false);
      expect(operation.schemas.body.safeParse({ taxId: 'ABC' }).success).toBe(false);
    });
    test(`body (${operation.sdk}): taxId is 1 to 64 letters, digits and "-"`, () => {
      expect(operation.schemas.body.parse({ ...entry, taxId: 'A'.repeat(64) }).taxId).toHaveLength(64);
      expect(operation.schemas.body.safeParse({ ...entry, taxId: 'A'.repeat(65) }).success).toBe(false);
      expect(operation.schemas.body.safeParse({ ...entry, taxId: '  ' }).success).toBe(false);
      expect(operation.schemas.body.safeParse({ ...entry, taxId: 'ABC_123' }).success).toBe(false);
    });
  }
  test('body: name is 1 to 120 characters or null', () => {
    expect(upsertTeamTaxInfo.schemas.body.parse({ ...entry, name: 'Acme SA' }).name).toBe('Acme SA');
    expect(upsertTeamTaxInfo.schemas.body.parse({ ...entry, name: null }).name).toBeNull();
    expect(upsertTeamTaxInfo.schemas.body.safeParse({ ...entry, name: '' }).success).toBe(false);
    expect(upsertTeamTaxInfo.schemas.body.safeParse({ ...entry, name: 'n'.repeat(121) }).success).toBe(false);
  });
  test('body: address is 1 to 240 characters or null', () => {
    expect(upsertTeamTaxInfo.schemas.body.parse({ ...entry, address: 'a'.repeat(240) }).address).toHaveLength(
      240,
    );
    expect(upsertTeamTaxInfo.schemas.body.parse({ ...entry, address: null }).address).toBeNull();
    expect(upsertTeamTaxInfo.schemas.body.safeParse({ ...entry, address: '' }).success).toBe(false);
    expect(upsertTeamTaxInfo.schemas.body.safeParse({ ...entry, address: 'a'.repeat(241) }).success).toBe(
      false,
    );
  });
  test('body: setAsDefaultForCountry and setAsGlobalDefault are booleans', () => {
    const body = upsertTeamTaxInfo.schemas.body.parse({
      ...entry,
      setAsDefaultForCountry: true,
      setAsGlobalDefault: false,
    });
    expect(body).toMatchObject({ setAsDefaultForCountry: true, setAsGlobalDefault: false });
    expect(upsertTeamTaxInfo.schemas.body.safeParse({ ...entry, setAsGlobalDefault: 'yes' }).success).toBe(
      false,
    );
  });
  test('response: the team with metadata.taxInfo', () => {
    const data = upsertTeamTaxInfo.schemas.response.parse({
      ...team,
      metadata: { taxInfo: { entries: [{ country: 'MX', taxId: 'ABC-123' }] } },
    });
    expect(data.metadata).toHaveProperty('taxInfo');
  });
});

describe('teams.activity', () => {
  test('query: limit defaults to 50', () => {
    expect(listTeamActivity.schemas.query.parse({})).toEqual({ limit: 50 });
  });
  test('query: limit is an integer from 1 to 100, given as a string on the wire', () => {
    expect(listTeamActivity.schemas.query.parse({ limit: '1' }).limit).toBe(1);
    expect(listTeamActivity.schemas.query.parse({ limit: 100 }).limit).toBe(100);
    expect(listTeamActivity.schemas.query.safeParse({ limit: '0' }).success).toBe(false);
    expect(listTeamActivity.schemas.query.safeParse({ limit: '101' }).success).toBe(false);
    expect(listTeamActivity.schemas.query.safeParse({ limit: '2.5' }).success).toBe(false);
    expect(listTeamActivity.inputErrorCodes[0]?.code).toBe('APP_V1_TEAMS_ACTIVITY_03');
  });
  test('query: profileId and exclusiveStartKey are optional strings', () => {
    const query = listTeamActivity.schemas.query.parse({ profileId: 'p-1', exclusiveStartKey: 'cursor-1' });
    expect(query).toEqual({ profileId: 'p-1', exclusiveStartKey: 'cursor-1', limit: 50 });
    expect(listTeamActivity.schemas.query.safeParse({ exclusiveStartKey: 3 }).success).toBe(false);
  });
  test('response: items with an optional lastEvaluatedKey', () => {
    const item = {
      PK: 'TEAM#t-1',
      SK: 'ACT#1',
      ActionType: 'member',
      ActionName: 'block',
      Status: 'ok',
      TeamId: 't-1',
      ProfileId: null,
      CreatedAt: '2025-01-01T00:00:00.000Z',
      target: 'p-2',
    };
    const last = listTeamActivity.schemas.response.parse({ items: [item] });
    expect(last.lastEvaluatedKey).toBeUndefined();
    expect(last.items[0]).toMatchObject({ target: 'p-2' });
    expect(
      listTeamActivity.schemas.response.parse({ items: [], lastEvaluatedKey: 'k' }).lastEvaluatedKey,
    ).toBe('k');
  });
});

describe('teams.image', () => {
  test('body: fileName and contentType of the same image type are accepted', () => {
    const body = createTeamImageUploadUrl.schemas.body.parse({
      fileName: ' logo.JPG ',
      contentType: 'image/jpeg',
    });
    expect(body).toEqual({ fileName: 'logo.JPG', contentType: 'image/jpeg' });
    expect(
      createTeamImageUploadUrl.schemas.body.safeParse({ fileName: 'a.jpeg', contentType: 'image/jpg' })
        .success,
    ).toBe(true);
  });
  test('body: fileName must have an allowed image extension', () => {
    expect(
      createTeamImageUploadUrl.schemas.body.safeParse({ fileName: 'logo.svg', contentType: 'image/png' })
        .success,
    ).toBe(false);
    expect(
      createTeamImageUploadUrl.schemas.body.safeParse({ fileName: 'logo', contentType: 'image/png' }).success,
    ).toBe(false);
  });
  test('body: contentType must be an allowed image MIME type', () => {
    expect(
      createTeamImageUploadUrl.schemas.body.safeParse({ fileName: 'a.png', contentType: 'image/svg+xml' })
        .success,
    ).toBe(false);
  });
  test('body: an allowed extension goes with any allowed MIME type (the spec pairs them nowhere)', () => {
    expect(
      createTeamImageUploadUrl.schemas.body.parse({ fileName: 'logo.png', contentType: 'image/jpeg' }),
    ).toEqual({ fileName: 'logo.png', contentType: 'image/jpeg' });
  });
  test('body: filePath must be non-empty', () => {
    expect(confirmTeamImage.schemas.body.parse({ filePath: 'teams/t-1/a.png' }).filePath).toBe(
      'teams/t-1/a.png',
    );
    expect(confirmTeamImage.schemas.body.safeParse({ filePath: '' }).success).toBe(false);
  });
  test('params: a missing teamId answers the route _01 code', () => {
    expect(confirmTeamImage.schemas.params.safeParse({ teamId: '' }).success).toBe(false);
    expect(confirmTeamImage.inputErrorCodes[0]?.code).toBe('V1_TEAM_IMAGE_CONFIRM_01');
    expect(createTeamImageUploadUrl.inputErrorCodes[0]?.code).toBe('V1_TEAM_IMAGE_UPLOAD_URL_01');
  });
  test('response: upload URL and confirmed image URL', () => {
    const upload = createTeamImageUploadUrl.schemas.response.parse({
      uploadUrl: 'https://uploads.example.com/x',
      filePath: 'teams/t-1/a.png',
      expiresAt: '2025-01-01T01:00:00.000Z',
    });
    expect(upload.filePath).toBe('teams/t-1/a.png');
    expect(confirmTeamImage.schemas.response.parse({ imageUrl: 'teams/t-1/a.png' }).imageUrl).toBe(
      'teams/t-1/a.png',
    );
  });
});

describe('teams operations', () => {
  test('are listed in spec order', () => {
    expect(teamsOperations.map((operation) => `${operation.method} ${operation.path}`)).toEqual([
      'GET /v1/teams/banks',
      'POST /v1/teams/countries',
      'DELETE /v1/teams/countries',
      'PATCH /v1/teams/default-receiver-wallet',
      'GET /v1/teams/invitations',
      'POST /v1/teams/invitations',
      'DELETE /v1/teams/invitations/{id}',
      'GET /v1/teams/members',
      'DELETE /v1/teams/members/{profileId}',
      'PATCH /v1/teams/members/{profileId}/role',
      'PATCH /v1/teams/metadata',
      'PATCH /v1/teams/notification-email',
      'POST /v1/teams/tax-info',
      'PATCH /v1/teams/tax-info/default',
      'GET /v1/teams/{teamId}/activity',
      'POST /v1/teams/{teamId}/image/upload-url',
      'POST /v1/teams/{teamId}/image',
    ]);
  });
});
