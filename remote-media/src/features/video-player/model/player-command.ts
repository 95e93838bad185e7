/** What a key press, a wheel step or a button asks the player to do. */
export type PlayerCommand =
  | { type: 'togglePlay' }
  | { type: 'seekBy'; seconds: number }
  | { type: 'changeVolumeBy'; delta: number }
  | { type: 'togglePictureInPicture' }
  | { type: 'toggleFullscreen' };

/** Seconds the ← → keys and the back and forward buttons move (docs/requirements.md §9). */
export const seekStep = 10;
/** Seconds one wheel step over the progress bar moves (docs/requirements.md §9). */
export const wheelSeekStep = 1;
/** Volume one wheel step over the player changes (docs/requirements.md §9). */
export const wheelVolumeStep = 0.1;
