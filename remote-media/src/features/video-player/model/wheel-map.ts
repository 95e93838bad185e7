import { type PlayerCommand, wheelSeekStep, wheelVolumeStep } from './player-command';

/**
 * One wheel step (docs/requirements.md §9): over the progress bar it seeks 1 s, elsewhere over the player it
 * changes the volume by 0.1. Rolling up (negative deltaY) goes forward and louder.
 */
export function commandForWheel(deltaY: number, overProgressBar: boolean): PlayerCommand | null {
  if (deltaY === 0) return null;
  const direction = deltaY < 0 ? 1 : -1;
  return overProgressBar
    ? { type: 'seekBy', seconds: direction * wheelSeekStep }
    : { type: 'changeVolumeBy', delta: direction * wheelVolumeStep };
}
