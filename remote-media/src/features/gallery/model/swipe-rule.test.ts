import { describe, expect, it } from 'vitest';
import { swipeRule } from './swipe-rule';

describe('swipeRule', () => {
  it('changes the item when the swipe travels more than half the width', () => {
    expect(swipeRule({ distance: -301, itemWidth: 600, duration: 2000 })).toBe('next');
    expect(swipeRule({ distance: 301, itemWidth: 600, duration: 2000 })).toBe('previous');
  });

  it('keeps the item at exactly half the width when slow', () => {
    expect(swipeRule({ distance: -300, itemWidth: 600, duration: 2000 })).toBeNull();
  });

  it('changes the item on a short flick faster than 0.3 px/ms', () => {
    expect(swipeRule({ distance: -40, itemWidth: 600, duration: 100 })).toBe('next');
    expect(swipeRule({ distance: 40, itemWidth: 600, duration: 100 })).toBe('previous');
  });

  it('keeps the item at exactly 0.3 px/ms or slower', () => {
    expect(swipeRule({ distance: -30, itemWidth: 600, duration: 100 })).toBeNull();
    expect(swipeRule({ distance: -100, itemWidth: 600, duration: 1000 })).toBeNull();
  });

  it('ignores a tap without movement', () => {
    expect(swipeRule({ distance: 0, itemWidth: 600, duration: 0 })).toBeNull();
    expect(swipeRule({ distance: 0, itemWidth: 600, duration: 80 })).toBeNull();
  });
});
