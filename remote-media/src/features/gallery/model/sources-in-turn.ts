/**
 * Once the page has loaded, the gallery's pictures other than the one in view get their sources a
 * few at a time, one batch per task: given all at once, the 19 sources of the Ümitköy gallery were
 * one commit of 30 to 40 ms here (Çukurambar's has 41), most of it the browser starting each
 * request. The thumbnails come first (they are on screen), then the slides, in order.
 */

/** How many sources each task gives out. */
export const sourcesPerTask = 3;

/** How many pictures have their source after one more task: `perTask` more, at most `total`. */
export function nextReleased(released: number, total: number, perTask = sourcesPerTask): number {
  return Math.min(total, released + perTask);
}

/**
 * Which pictures have their source once `released` have been given out: the first `released` of
 * the thumbnails (`thumbnails` of them, 0 when the strip is not shown) followed by the slides.
 */
export function releasedSources(released: number, thumbnails: number) {
  return {
    thumbnails: Math.min(released, thumbnails),
    slides: Math.max(0, released - thumbnails),
  };
}
