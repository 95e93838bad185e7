import { describe, expect, it } from 'vitest';
import { nextTabIndex } from './tab-navigation';

describe('nextTabIndex', () => {
  it('moves to the neighbour with the arrows, wrapping at both ends', () => {
    expect(nextTabIndex(0, 'ArrowRight', 7)).toBe(1);
    expect(nextTabIndex(6, 'ArrowRight', 7)).toBe(0);
    expect(nextTabIndex(3, 'ArrowLeft', 7)).toBe(2);
    expect(nextTabIndex(0, 'ArrowLeft', 7)).toBe(6);
  });

  it('jumps to the first and last tab with Home and End', () => {
    expect(nextTabIndex(4, 'Home', 6)).toBe(0);
    expect(nextTabIndex(1, 'End', 6)).toBe(5);
  });

  it('ignores other keys and empty lists', () => {
    expect(nextTabIndex(2, 'Enter', 6)).toBeNull();
    expect(nextTabIndex(2, 'ArrowDown', 6)).toBeNull();
    expect(nextTabIndex(0, 'ArrowRight', 0)).toBeNull();
  });
});
