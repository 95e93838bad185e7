/**
 * Once the page has loaded, the gallery's slides other than the one in view get their sources a
 * few at a time, one batch per task, and so do the thumbnails once their strip comes near the
 * view: given all at once, the Ümitköy gallery's 19 sources (Çukurambar's 41) made one long
 * commit, most of it the browser starting each request.
 */

/** How many sources each task gives out. */
export const sourcesPerTask = 3;

/** How many pictures have their source after one more task: `perTask` more, at most `total`. */
export function nextReleased(released: number, total: number, perTask = sourcesPerTask): number {
  return Math.min(total, released + perTask);
}
