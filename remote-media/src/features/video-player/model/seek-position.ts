/** A playback position kept within the video (0 while the duration is still unknown). */
export function clampTime(time: number, duration: number): number {
  const end = Number.isFinite(duration) && duration > 0 ? duration : 0;
  return Math.min(end, Math.max(0, time));
}

/** The share of the progress bar left of a pointer at `clientX`, within 0..1. */
export function fractionAt(clientX: number, barLeft: number, barWidth: number): number {
  if (barWidth <= 0) return 0;
  return Math.min(1, Math.max(0, (clientX - barLeft) / barWidth));
}
