import { describe, expect, test } from 'vitest';
import { ANONYMOUS_CALLER, type Caller } from '../tenancy/index.js';
import type { ApiKeyRow, SessionRow } from '../tenancy/tables.js';
import { PLATFORM_CUSTODY_SIGNER, platformSignsFor, signedByCustody } from './custody.js';

const key: ApiKeyRow = {
  id: 'key_1',
  key: 'pk_test',
  appId: 'app_1',
  name: 'Shop',
  environment: 'sandbox',
  type: 'STANDARD',
  permissions: ['WRITE'],
  teamId: 'team_1',
  profileId: 'pro_1',
  createdAt: '2026-01-01T00:00:00.000Z',
  revokedAt: null,
};
const session: SessionRow = {
  token: 'session-token',
  userId: 'usr_1',
  profileId: 'pro_1',
  teamId: 'team_1',
  appId: 'app_1',
  createdAt: '2026-01-01T00:00:00.000Z',
  expiresAt: Date.UTC(2027, 0, 1),
};
/** A caller with a key whose headers name its profile and team, and no session. */
const keyAlone: Caller = { ...ANONYMOUS_CALLER, key, contextSource: 'headers', isMaster: false };
const withSession: Caller = { ...keyAlone, session, contextSource: 'session' };

const platform = { custody: 'platform' } as const;
const external = { custody: 'external' } as const;

describe('platformSignsFor', () => {
  test('the platform signs for a platform-custody wallet when a session asks', () => {
    expect(platformSignsFor(withSession, platform)).toBe(true);
  });

  test('a key and headers alone never have the platform sign', () => {
    expect(platformSignsFor(keyAlone, platform)).toBe(false);
    expect(platformSignsFor(ANONYMOUS_CALLER, platform)).toBe(false);
  });

  test('the platform never signs for an external wallet', () => {
    expect(platformSignsFor(withSession, external)).toBe(false);
  });
});

describe('signedByCustody', () => {
  const byCustody = { name: 'InvalidSignatureError', recoveredSigner: PLATFORM_CUSTODY_SIGNER.address };

  test('a platform-custody wallet’s payload signed by the custody signer, in any case of hex', () => {
    expect(signedByCustody(byCustody, 'platform')).toBe(true);
    expect(
      signedByCustody(
        { ...byCustody, recoveredSigner: PLATFORM_CUSTODY_SIGNER.address.toLowerCase() },
        'platform',
      ),
    ).toBe(true);
  });

  test('an external wallet’s payload signed by the custody signer is not', () => {
    expect(signedByCustody(byCustody, 'external')).toBe(false);
  });

  test('another signer, or another failure of the verifier, is not', () => {
    expect(
      signedByCustody(
        { ...byCustody, recoveredSigner: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8' },
        'platform',
      ),
    ).toBe(false);
    expect(
      signedByCustody(
        { name: 'SignatureExpiredError', recoveredSigner: byCustody.recoveredSigner },
        'platform',
      ),
    ).toBe(false);
    expect(signedByCustody(new Error('boom'), 'platform')).toBe(false);
    expect(signedByCustody(undefined, 'platform')).toBe(false);
  });
});
