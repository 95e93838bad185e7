import { describe, expect, it } from 'vitest';
import { nextReleased, sourcesPerTask } from './sources-in-turn';

describe('nextReleased', () => {
  it('gives out a few more sources per task, never more than there are', () => {
    expect(nextReleased(0, 41)).toBe(sourcesPerTask);
    expect(nextReleased(39, 41)).toBe(41);
    expect(nextReleased(41, 41)).toBe(41);
    expect(nextReleased(0, 2, 5)).toBe(2);
  });
});
