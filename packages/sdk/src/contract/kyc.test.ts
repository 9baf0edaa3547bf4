import { describe, expect, test } from 'vitest';
import { createKycSession, getKycStatus, listKycVerifications } from './kyc.js';

describe('kyc.sessions', () => {
  test('body: email is valid, trimmed and lowercased', () => {
    expect(createKycSession.schemas.body.parse({ email: ' Alice@Example.COM ' }).email).toBe(
      'alice@example.com',
    );
    expect(createKycSession.schemas.body.safeParse({ email: 'alice' }).success).toBe(false);
    expect(createKycSession.schemas.body.safeParse({}).success).toBe(false);
  });
  test('body: metadata is an object, default {}', () => {
    expect(createKycSession.schemas.body.parse({ email: 'a@b.co' }).metadata).toEqual({});
    expect(createKycSession.schemas.body.parse({ email: 'a@b.co', metadata: { ref: 1 } }).metadata).toEqual({
      ref: 1,
    });
    expect(createKycSession.schemas.body.safeParse({ email: 'a@b.co', metadata: [] }).success).toBe(false);
  });
  test('response: status is an open enum', () => {
    const data = createKycSession.schemas.response.parse({
      sessionUrl: 'https://verify.example.com/s/1',
      verificationId: 'v1',
      status: 'in review',
    });
    expect(data.status).toBe('in review');
  });
});

describe('kyc.status', () => {
  test('response: verification is nullable when no record exists', () => {
    const data = getKycStatus.schemas.response.parse({
      isVerified: false,
      status: 'none',
      verification: null,
    });
    expect(data.verification).toBeNull();
    expect(getKycStatus.schemas.response.safeParse({ isVerified: false, status: 'none' }).success).toBe(
      false,
    );
  });
  test('response: a verification record keeps unknown keys', () => {
    const data = getKycStatus.schemas.response.parse({
      isVerified: true,
      status: 'approved',
      verification: {
        id: 'r1',
        verificationId: 'v1',
        status: 'approved',
        verficationProvider: 'provider',
        createdAt: '2024-01-01T00:00:00.000Z',
        data: {},
        level: 'full',
      },
    });
    expect(data.verification).toMatchObject({ level: 'full', verficationProvider: 'provider' });
  });
});

describe('kyc.verifications', () => {
  test('response: an array of verification records', () => {
    expect(listKycVerifications.schemas.response.parse([])).toEqual([]);
    expect(listKycVerifications.schemas.response.safeParse([{ id: 'r1' }]).success).toBe(false);
  });
});
