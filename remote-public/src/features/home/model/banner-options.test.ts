import { describe, expect, it } from 'vitest';
import { bannerOptions } from './banner-options';

describe('bannerOptions', () => {
  it('follows docs/requirements.md §9: one slide per view, 30 px gap, loop, clickable pagination', () => {
    expect(bannerOptions.slidesPerView).toBe(1);
    expect(bannerOptions.spaceBetween).toBe(30);
    expect(bannerOptions.loop).toBe(true);
    expect(bannerOptions.pagination.clickable).toBe(true);
  });

  it('autoplays every 1000 ms and keeps going after the visitor interacts', () => {
    expect(bannerOptions.autoplay).toEqual({
      delay: 1000,
      disableOnInteraction: false,
      pauseOnMouseEnter: false,
    });
  });
});
