import { describe, expect, it } from 'vitest';
import { createWindowLimit } from './window-limit.ts';

describe('createWindowLimit', () => {
  it('lets `perKey` events of a key and `overall` in all through a window, then refuses until the next', () => {
    let now = 0;
    const limit = createWindowLimit({ perKey: 2, overall: 3, windowMs: 1000, nowMs: () => now });
    expect(['a', 'a', 'a', 'b', 'c'].map((key) => limit.allow(key))).toEqual([
      true,
      true,
      false,
      true,
      false,
    ]);
    now = 999;
    expect(limit.allow('c')).toBe(false);
    now = 1000;
    expect(['a', 'a', 'a', 'c'].map((key) => limit.allow(key))).toEqual([true, true, false, true]);
  });
});
