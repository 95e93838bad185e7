/**
 * The tab a key moves to in a tab list of `count` tabs (WAI-ARIA tabs pattern): the arrows move to
 * the neighbour and wrap around at the ends, Home and End jump to the first and last tab. Null for
 * any other key, which the tab list leaves alone.
 */
export function nextTabIndex(current: number, key: string, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
