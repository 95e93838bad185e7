import { describe, expect, it } from 'vitest';
import { bannerPlayback, initialBannerPlayback, isAutoplaying } from './banner-playback';

describe('bannerPlayback', () => {
  it('autoplays by default, and not when the visitor prefers reduced motion', () => {
    expect(isAutoplaying(initialBannerPlayback(false))).toBe(true);
    expect(isAutoplaying(initialBannerPlayback(true))).toBe(false);
  });

  it('pauses and plays with the button', () => {
    const paused = bannerPlayback(initialBannerPlayback(false), { type: 'toggle' });
    expect(paused.paused).toBe(true);
    expect(isAutoplaying(paused)).toBe(false);
    expect(isAutoplaying(bannerPlayback(paused, { type: 'toggle' }))).toBe(true);
    // Reduced motion: play starts it all the same.
    expect(isAutoplaying(bannerPlayback(initialBannerPlayback(true), { type: 'toggle' }))).toBe(true);
  });

  it('holds while the keyboard is inside and resumes when the focus leaves', () => {
    const inside = bannerPlayback(initialBannerPlayback(false), { type: 'keyboardEntered' });
    expect(isAutoplaying(inside)).toBe(false);
    expect(isAutoplaying(bannerPlayback(inside, { type: 'focusLeft' }))).toBe(true);
  });

  it('stays paused when the focus leaves after the visitor paused it', () => {
    let state = bannerPlayback(initialBannerPlayback(false), { type: 'keyboardEntered' });
    state = bannerPlayback(state, { type: 'toggle' });
    state = bannerPlayback(state, { type: 'focusLeft' });
    expect(isAutoplaying(state)).toBe(false);
    expect(state.paused).toBe(true);
  });

  it('follows a change of the motion preference', () => {
    const reduced = bannerPlayback(initialBannerPlayback(false), {
      type: 'reducedMotionChanged',
      reduce: true,
    });
    expect(isAutoplaying(reduced)).toBe(false);
    expect(isAutoplaying(bannerPlayback(reduced, { type: 'reducedMotionChanged', reduce: false }))).toBe(
      true,
    );
  });

  it('keeps the same state object when an event changes nothing', () => {
    const state = initialBannerPlayback(false);
    expect(bannerPlayback(state, { type: 'focusLeft' })).toBe(state);
    expect(bannerPlayback(state, { type: 'reducedMotionChanged', reduce: false })).toBe(state);
  });
});
