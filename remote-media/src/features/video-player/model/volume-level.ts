/** The volume slider's range and step (docs/requirements.md §9). */
export const volumeRange = { min: 0, max: 1, step: 0.01 } as const;

/** A volume moved by `delta`, kept within 0..1 and on the slider's 0.01 steps. */
export function stepVolume(volume: number, delta: number): number {
  const next = Math.round((volume + delta) / volumeRange.step) * volumeRange.step;
  return Math.min(volumeRange.max, Math.max(volumeRange.min, Number(next.toFixed(2))));
}

export interface VolumeLevel {
  volume: number;
  /** The volume before muting, restored by unmuting. */
  remembered: number;
}

/** The volume a restore falls back to when nothing louder than 0 was ever set. */
const fallbackVolume = 1;

/**
 * Mute and unmute (docs/requirements.md §4): muting sets the volume to 0 and remembers the earlier volume;
 * unmuting restores it.
 */
export function toggleMute({ volume, remembered }: VolumeLevel): VolumeLevel {
  if (volume > 0) return { volume: 0, remembered: volume };
  const restored = remembered > 0 ? remembered : fallbackVolume;
  return { volume: restored, remembered: restored };
}
