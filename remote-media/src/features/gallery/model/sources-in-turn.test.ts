import { describe, expect, it } from 'vitest';
import { nextReleased, releasedSources, sourcesPerTask } from './sources-in-turn';

describe('nextReleased', () => {
  it('gives out a few more sources per task, never more than there are', () => {
    expect(nextReleased(0, 41)).toBe(sourcesPerTask);
    expect(nextReleased(39, 41)).toBe(41);
    expect(nextReleased(41, 41)).toBe(41);
    expect(nextReleased(0, 2, 5)).toBe(2);
  });
});

describe('releasedSources', () => {
  it('gives the thumbnails their sources first, then the slides', () => {
    expect(releasedSources(0, 21)).toEqual({ thumbnails: 0, slides: 0 });
    expect(releasedSources(6, 21)).toEqual({ thumbnails: 6, slides: 0 });
    expect(releasedSources(21, 21)).toEqual({ thumbnails: 21, slides: 0 });
    expect(releasedSources(24, 21)).toEqual({ thumbnails: 21, slides: 3 });
  });

  it('starts with the slides when no thumbnail strip is shown', () => {
    expect(releasedSources(3, 0)).toEqual({ thumbnails: 0, slides: 3 });
  });
});
