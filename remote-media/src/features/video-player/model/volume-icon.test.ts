import { describe, expect, it } from 'vitest';
import { volumeIcon } from './volume-icon';

describe('volumeIcon', () => {
  it('is muted at 0', () => {
    expect(volumeIcon(0)).toBe('muted');
  });

  it('is low above 0 up to and including 0.5', () => {
    expect(volumeIcon(0.01)).toBe('low');
    expect(volumeIcon(0.3)).toBe('low');
    expect(volumeIcon(0.5)).toBe('low');
  });

  it('is high above 0.5', () => {
    expect(volumeIcon(0.51)).toBe('high');
    expect(volumeIcon(1)).toBe('high');
  });
});
