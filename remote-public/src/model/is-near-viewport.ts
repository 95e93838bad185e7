/** Whether a box (as getBoundingClientRect gives it) is within `margin` pixels of the viewport's height. */
export function isNearViewport(
  box: { top: number; bottom: number },
  viewportHeight: number,
  margin: number,
): boolean {
  return box.top < viewportHeight + margin && box.bottom > -margin;
}
