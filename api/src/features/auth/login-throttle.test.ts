import { describe, expect, it } from 'vitest';
import { accountDelaySeconds } from './login-throttle.ts';

describe('accountDelaySeconds', () => {
  it('waits nothing for the first 5 failures of an account, then 1 s, doubling, at most 5 minutes', () => {
    expect([0, 4, 5, 6, 7, 8, 13, 14, 1000].map((failures) => accountDelaySeconds(failures))).toEqual([
      0, 0, 1, 2, 4, 8, 256, 300, 300,
    ]);
  });
});
