import { describe, expect, it } from 'vitest';
import { lockExpirySecondsFor } from './store-rows.ts';

describe('the release lock expiry', () => {
  it('is 30 s, whatever the setting says outside tests', () => {
    expect(lockExpirySecondsFor({})).toBe(30);
    expect(lockExpirySecondsFor({ NODE_ENV: 'production', TEST_RELEASE_LOCK_EXPIRY_SECONDS: '15' })).toBe(30);
  });

  it('may be shortened in tests, never below two renewals nor above 30 s', () => {
    expect(lockExpirySecondsFor({ NODE_ENV: 'test', TEST_RELEASE_LOCK_EXPIRY_SECONDS: '15' })).toBe(15);
    expect(lockExpirySecondsFor({ NODE_ENV: 'test', TEST_RELEASE_LOCK_EXPIRY_SECONDS: '9' })).toBe(30);
    expect(lockExpirySecondsFor({ NODE_ENV: 'test', TEST_RELEASE_LOCK_EXPIRY_SECONDS: '90' })).toBe(30);
    expect(lockExpirySecondsFor({ NODE_ENV: 'test', TEST_RELEASE_LOCK_EXPIRY_SECONDS: 'x' })).toBe(30);
  });
});
