import { describe, expect, it } from 'vitest';
import { formatTime } from './format-time';

describe('formatTime', () => {
  it('shows minutes and two-digit seconds under an hour', () => {
    expect(formatTime(0)).toBe('0:00');
    expect(formatTime(5)).toBe('0:05');
    expect(formatTime(59.99)).toBe('0:59');
    expect(formatTime(60)).toBe('1:00');
    expect(formatTime(12 * 60 + 7)).toBe('12:07');
    expect(formatTime(3599)).toBe('59:59');
  });

  it('adds hours from one hour on, with two-digit minutes', () => {
    expect(formatTime(3600)).toBe('1:00:00');
    expect(formatTime(3600 + 5 * 60 + 9)).toBe('1:05:09');
    expect(formatTime(10 * 3600 + 59 * 60 + 59)).toBe('10:59:59');
  });

  it('shows 0:00 for a time the video does not know yet', () => {
    expect(formatTime(Number.NaN)).toBe('0:00');
    expect(formatTime(Number.POSITIVE_INFINITY)).toBe('0:00');
    expect(formatTime(-3)).toBe('0:00');
  });
});
