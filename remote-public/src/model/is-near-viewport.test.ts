import { describe, expect, it } from 'vitest';
import { isNearViewport } from './is-near-viewport';

describe('isNearViewport', () => {
  it('is true for a box in view or within the margin above or below it', () => {
    expect(isNearViewport({ top: 100, bottom: 300 }, 800, 600)).toBe(true);
    expect(isNearViewport({ top: 1399, bottom: 1900 }, 800, 600)).toBe(true);
    expect(isNearViewport({ top: -900, bottom: -599 }, 800, 600)).toBe(true);
  });

  it('is false for a box further away', () => {
    expect(isNearViewport({ top: 1400, bottom: 1900 }, 800, 600)).toBe(false);
    expect(isNearViewport({ top: -900, bottom: -600 }, 800, 600)).toBe(false);
  });
});
