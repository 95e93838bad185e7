import { describe, expect, it } from 'vitest';
import { stepVolume, toggleMute } from './volume-level';

describe('stepVolume', () => {
  it('moves by the step without floating-point dust', () => {
    expect(stepVolume(0.7, 0.1)).toBe(0.8);
    expect(stepVolume(0.3, -0.1)).toBe(0.2);
    expect(stepVolume(0.1, 0.2)).toBe(0.3);
  });

  it('stays within 0 and 1', () => {
    expect(stepVolume(0.95, 0.1)).toBe(1);
    expect(stepVolume(0.05, -0.1)).toBe(0);
    expect(stepVolume(1, 0.1)).toBe(1);
  });

  it('lands on the 0.01 steps of the slider', () => {
    expect(stepVolume(0.333, 0)).toBe(0.33);
  });
});

describe('toggleMute', () => {
  it('mutes and remembers the earlier volume', () => {
    expect(toggleMute({ volume: 0.35, remembered: 1 })).toEqual({ volume: 0, remembered: 0.35 });
  });

  it('restores the remembered volume', () => {
    expect(toggleMute(toggleMute({ volume: 0.35, remembered: 1 }))).toEqual({
      volume: 0.35,
      remembered: 0.35,
    });
  });

  it('unmutes to full volume when it was never louder than 0', () => {
    expect(toggleMute({ volume: 0, remembered: 0 })).toEqual({ volume: 1, remembered: 1 });
  });
});
