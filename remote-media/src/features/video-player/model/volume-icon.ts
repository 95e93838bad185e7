export type VolumeIcon = 'muted' | 'low' | 'high';

/** The speaker the mute button shows (docs/requirements.md §9): muted at 0, low at 0.5 or below, high above. */
export function volumeIcon(volume: number): VolumeIcon {
  if (volume <= 0) return 'muted';
  return volume <= 0.5 ? 'low' : 'high';
}
