import { useEffect, useEffectEvent } from 'react';

/**
 * Calls `onTick` every `interval` ms while `isPlaying`. `restartKey` restarts the count, so a slide
 * the visitor chose stays a full interval.
 */
export function useAutoplay(
  isPlaying: boolean,
  interval: number,
  restartKey: unknown,
  onTick: () => void,
): void {
  const tick = useEffectEvent(onTick);

  // biome-ignore lint/correctness/useExhaustiveDependencies: restartKey is there to restart the timer.
  useEffect(() => {
    if (!isPlaying) return;
    const timer = setInterval(() => tick(), interval);
    return () => clearInterval(timer);
  }, [isPlaying, interval, restartKey]);
}
