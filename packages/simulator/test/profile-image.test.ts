/**
 * The profile image through the SDK client with strict response validation: the signed upload
 * URL, the PUT of the bytes to the simulator, the confirmation, and the image in the profile
 * views.
 */
import { describe, expect, test } from 'vitest';
import { DEMO, type Simulator, SimulatorError } from '../src/index.js';
import { profileHandlers } from '../src/modules/profile/handlers.js';
import { thrownBy } from './kyc-helpers.js';
import { clientFor, demoSimulator, failure } from './profile-user-client.js';

const { bruno, carmen } = DEMO.profiles;
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

async function putBytes(simulator: Simulator, uploadUrl: string, contentType = 'image/png') {
  return simulator.fetch(uploadUrl, { method: 'PUT', headers: { 'content-type': contentType }, body: PNG });
}

describe('POST /v1/profile/image/upload-url', () => {
  test('answers a signed upload URL on the simulator, a file path of the profile and the expiry', async () => {
    const simulator = demoSimulator();
    const client = await clientFor(simulator, { profileId: carmen.id });
    const slot = await client.profile.image.createUploadUrl({ fileName: 'Me.PNG', contentType: 'image/png' });
    expect(slot).toEqual({
      uploadUrl: expect.stringMatching(new RegExp(`^${simulator.baseUrl}/_simulator/uploads/upl_`)),
      filePath: expect.stringMatching(new RegExp(`^profiles/${carmen.id}/image/upl_[A-Za-z0-9]{24}\\.png$`)),
      expiresAt: '2025-01-01T00:15:00.000Z',
    });
    expect(simulator.services.store.uploads.first('byFilePath', slot.filePath)).toMatchObject({
      kind: 'profileImage',
      profileId: carmen.id,
      teamId: DEMO.teams.business.id,
      contentType: 'image/png',
      bytesBase64: null,
    });
  });

  test('400 BODY_PARSER_ERROR for an extension or MIME type off the lists', async () => {
    const simulator = demoSimulator();
    const loose = await clientFor(simulator, { profileId: carmen.id, validation: 'off' });
    for (const body of [
      { fileName: 'me.bmp', contentType: 'image/png' },
      { fileName: 'me.png', contentType: 'image/bmp' },
      { fileName: 'me.png' },
    ]) {
      expect(await failure(loose.profile.image.createUploadUrl(body as never))).toEqual({
        status: 400,
        code: 'BODY_PARSER_ERROR',
      });
    }
  });

  test('401 SESSION_REQUIRED without a session', async () => {
    const simulator = demoSimulator();
    const client = await clientFor(simulator, { apiKey: DEMO.keys.memberProfile });
    expect(
      await failure(client.profile.image.createUploadUrl({ fileName: 'me.png', contentType: 'image/png' })),
    ).toEqual({ status: 401, code: 'SESSION_REQUIRED' });
  });

  test('500 V1_PROFILE_IMAGE_UPLOAD_URL_02 only as a platform failure, forced with a fault rule', async () => {
    const simulator = demoSimulator();
    const code = 'V1_PROFILE_IMAGE_UPLOAD_URL_02';
    await simulator.control.platform.setFaults({
      rules: [{ operationId: 'createProfileImageUploadUrl', status: 500, code, count: 1 }],
    });
    const client = await clientFor(simulator, { profileId: carmen.id });
    expect(
      await failure(client.profile.image.createUploadUrl({ fileName: 'me.png', contentType: 'image/png' })),
    ).toEqual({ status: 500, code });
  });
});

describe('POST /v1/profile/image', () => {
  test('upload, then confirm: the profile views and the member list show the image', async () => {
    const simulator = demoSimulator();
    const client = await clientFor(simulator, { profileId: carmen.id });
    const slot = await client.profile.image.createUploadUrl({ fileName: 'me.png', contentType: 'image/png' });
    const put = await putBytes(simulator, slot.uploadUrl);
    expect(put.status).toBe(200);
    await simulator.clock.advance(1000);
    expect(await client.profile.image.confirm({ filePath: slot.filePath })).toEqual({
      imageUrl: `/${slot.filePath}`,
    });
    const stored = simulator.services.store.profiles.get(carmen.id);
    expect(stored).toMatchObject({ imagePath: slot.filePath, updatedAt: '2025-01-01T00:00:01.000Z' });

    const view = await client.profile.retrieve();
    expect(view.imageUrl).toBe(`/${slot.filePath}`);
    expect(view.profile.imageUrl).toBe(`/${slot.filePath}`);
    expect((await client.profile.metadata.update({ name: 'Carmen' })).imageUrl).toBe(`/${slot.filePath}`);
    const members = await client.teams.members.list();
    expect(members.find((member) => member.profileId === carmen.id)).toMatchObject({
      imageUrl: `/${slot.filePath}`,
    });
  });

  test('a second image replaces the first', async () => {
    const simulator = demoSimulator();
    const client = await clientFor(simulator, { profileId: carmen.id });
    for (const fileName of ['one.png', 'two.png']) {
      const slot = await client.profile.image.createUploadUrl({ fileName, contentType: 'image/png' });
      await putBytes(simulator, slot.uploadUrl);
      await client.profile.image.confirm({ filePath: slot.filePath });
      expect((await client.profile.retrieve()).imageUrl).toBe(`/${slot.filePath}`);
    }
  });

  test('400 BODY_PARSER_ERROR for a path not uploaded, unknown, of another profile or a team image', async () => {
    const simulator = demoSimulator();
    const carmenClient = await clientFor(simulator, { profileId: carmen.id });
    const brunoClient = await clientFor(simulator, { profileId: bruno.id });
    const failed = { status: 400, code: 'BODY_PARSER_ERROR' };

    const pending = await carmenClient.profile.image.createUploadUrl({
      fileName: 'a.png',
      contentType: 'image/png',
    });
    expect(await failure(carmenClient.profile.image.confirm({ filePath: pending.filePath }))).toEqual(failed);
    expect(
      await failure(carmenClient.profile.image.confirm({ filePath: 'profiles/x/image/nope.png' })),
    ).toEqual(failed);

    await putBytes(simulator, pending.uploadUrl);
    expect(await failure(brunoClient.profile.image.confirm({ filePath: pending.filePath }))).toEqual(failed);

    const team = await brunoClient.teams.image.createUploadUrl({
      teamId: DEMO.teams.business.id,
      fileName: 't.png',
      contentType: 'image/png',
    });
    await putBytes(simulator, team.uploadUrl);
    expect(await failure(brunoClient.profile.image.confirm({ filePath: team.filePath }))).toEqual(failed);
    expect(simulator.services.store.profiles.get(bruno.id)?.imagePath).toBeNull();
  });

  test('the upload URL refuses another content type and, once expired, the PUT', async () => {
    const simulator = demoSimulator();
    const client = await clientFor(simulator, { profileId: carmen.id });
    const slot = await client.profile.image.createUploadUrl({
      fileName: 'me.webp',
      contentType: 'image/webp',
    });
    expect((await putBytes(simulator, slot.uploadUrl, 'image/png')).status).toBe(400);
    await simulator.clock.advance(15 * 60_000);
    expect((await putBytes(simulator, slot.uploadUrl, 'image/webp')).status).toBe(403);
  });

  test('400 BODY_PARSER_ERROR for an empty filePath; 401 SESSION_REQUIRED without a session', async () => {
    const simulator = demoSimulator();
    const loose = await clientFor(simulator, { profileId: carmen.id, validation: 'off' });
    expect(await failure(loose.profile.image.confirm({ filePath: '' }))).toEqual({
      status: 400,
      code: 'BODY_PARSER_ERROR',
    });
    const keyOnly = await clientFor(simulator, { apiKey: DEMO.keys.memberProfile });
    expect(await failure(keyOnly.profile.image.confirm({ filePath: 'profiles/a.png' }))).toEqual({
      status: 401,
      code: 'SESSION_REQUIRED',
    });
  });
});

describe('missing context inside the handlers', () => {
  test('400 _01 for a caller without a profile, on both routes', async () => {
    const simulator = demoSimulator();
    const cases = [
      ['createProfileImageUploadUrl', 'V1_PROFILE_IMAGE_UPLOAD_URL_01'],
      ['confirmProfileImage', 'V1_PROFILE_IMAGE_CONFIRM_01'],
    ] as const;
    for (const [id, code] of cases) {
      const thrown = await thrownBy(
        simulator,
        profileHandlers,
        id,
        {},
        { fileName: 'a.png', filePath: 'a.png' },
      );
      expect(thrown).toBeInstanceOf(SimulatorError);
      expect(thrown).toMatchObject({ status: 400, code });
    }
  });
});
