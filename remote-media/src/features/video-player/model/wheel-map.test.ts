import { describe, expect, it } from 'vitest';
import { commandForWheel } from './wheel-map';

describe('commandForWheel', () => {
  it('seeks 1 s per step over the progress bar', () => {
    expect(commandForWheel(-100, true)).toEqual({ type: 'seekBy', seconds: 1 });
    expect(commandForWheel(100, true)).toEqual({ type: 'seekBy', seconds: -1 });
  });

  it('changes the volume by 0.1 per step elsewhere over the player', () => {
    expect(commandForWheel(-3, false)).toEqual({ type: 'changeVolumeBy', delta: 0.1 });
    expect(commandForWheel(53, false)).toEqual({ type: 'changeVolumeBy', delta: -0.1 });
  });

  it('does nothing for a horizontal-only wheel', () => {
    expect(commandForWheel(0, false)).toBeNull();
  });
});
