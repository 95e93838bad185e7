import { describe, expect, it } from 'vitest';
import { clampTime, fractionAt } from './seek-position';

describe('clampTime', () => {
  it('keeps a seek inside the video', () => {
    expect(clampTime(5, 12)).toBe(5);
    expect(clampTime(-7, 12)).toBe(0);
    expect(clampTime(22, 12)).toBe(12);
  });

  it('stays at 0 while the duration is unknown', () => {
    expect(clampTime(10, Number.NaN)).toBe(0);
    expect(clampTime(10, 0)).toBe(0);
  });
});

describe('fractionAt', () => {
  it('maps the pointer to a share of the bar', () => {
    expect(fractionAt(150, 100, 200)).toBe(0.25);
    expect(fractionAt(300, 100, 200)).toBe(1);
  });

  it('clamps a drag beyond either end', () => {
    expect(fractionAt(50, 100, 200)).toBe(0);
    expect(fractionAt(900, 100, 200)).toBe(1);
  });

  it('is 0 on a bar without width', () => {
    expect(fractionAt(10, 0, 0)).toBe(0);
  });
});
