export interface SwipeGesture {
  /** Horizontal travel in pixels, negative towards the left. */
  distance: number;
  /** Width of the item in pixels. */
  itemWidth: number;
  /** Milliseconds from pointer down to pointer up. */
  duration: number;
}

/** Pixels per millisecond above which a flick changes the item however short it was (docs/requirements.md §9). */
const swipeVelocityThreshold = 0.3;

/**
 * Which way a finished swipe moves the gallery (docs/requirements.md §9): it counts when it travelled more than half
 * the item's width or was faster than 0.3 px/ms; a swipe to the left shows the next item.
 */
export function swipeRule({ distance, itemWidth, duration }: SwipeGesture): 'next' | 'previous' | null {
  const travel = Math.abs(distance);
  if (travel === 0) return null;
  const velocity = duration > 0 ? travel / duration : 0;
  if (travel <= itemWidth / 2 && velocity <= swipeVelocityThreshold) return null;
  return distance < 0 ? 'next' : 'previous';
}
