import { describe, expect, it } from 'vitest';
import { deliveryPolicy, isPermanentFailure, retryDelayMs } from './delivery-policy.ts';

describe('retryDelayMs', () => {
  it('doubles from the first delay and stops at the cap', () => {
    const policy = { ...deliveryPolicy, firstRetryDelayMs: 1000, maxRetryDelayMs: 10_000 };
    expect([1, 2, 3, 4, 5, 6, 100].map((attempts) => retryDelayMs(attempts, policy))).toEqual([
      1000, 2000, 4000, 8000, 10_000, 10_000, 10_000,
    ]);
  });

  it('keeps trying for hours with the default policy before giving up', () => {
    let total = 0;
    for (let attempts = 1; attempts < deliveryPolicy.maxAttempts; attempts++) {
      total += retryDelayMs(attempts, deliveryPolicy);
    }
    expect(total / 3_600_000).toBeGreaterThan(6);
  });
});

describe('isPermanentFailure', () => {
  it('gives up on a 5xx reply to the message', () => {
    expect(isPermanentFailure({ code: 'EENVELOPE', responseCode: 550 })).toBe(true);
    expect(isPermanentFailure({ code: 'EMESSAGE', responseCode: 554 })).toBe(true);
  });

  it('retries connection failures, 4xx replies, refused logins and anything unknown', () => {
    expect(isPermanentFailure({ code: 'ECONNECTION' })).toBe(false);
    expect(isPermanentFailure({ code: 'ESOCKET', responseCode: undefined })).toBe(false);
    expect(isPermanentFailure({ code: 'EENVELOPE', responseCode: 451 })).toBe(false);
    expect(isPermanentFailure({ code: 'EAUTH', responseCode: 535 })).toBe(false);
    expect(isPermanentFailure(new Error('disk full'))).toBe(false);
    expect(isPermanentFailure(null)).toBe(false);
  });
});
