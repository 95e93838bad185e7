import { includesQuery } from '../text/includes-query';

/** One choice of the Select (docs/requirements.md §3: value, label). */
export interface SelectOption {
  value: string;
  label: string;
}

/** The Select's numbers of docs/requirements.md §9. */
export const selectLimits = {
  /** Options shown at first, and added each time the list is scrolled near its end. */
  pageSize: 30,
  /** How close to the bottom of the list (in px) scrolling must come to show the next page. */
  loadMoreWithinPx: 200,
  /** Tallest the open list grows (in px) before it scrolls. */
  listMaxHeightPx: 180,
} as const;

/** The options whose label contains the query, case-insensitively in Turkish; all of them for a blank query. */
export function filterOptions(options: readonly SelectOption[], query: string): readonly SelectOption[] {
  if (query.trim() === '') return options;
  return options.filter((option) => includesQuery(option.label, query));
}

/** How many options to show so that the option at `index` is among them, whole pages at a time. */
export function visibleCountFor(index: number, total: number): number {
  const { pageSize } = selectLimits;
  const pages = Math.max(1, Math.ceil((index + 1) / pageSize));
  return Math.min(total, pages * pageSize);
}

/** One more page of options, never more than there are. */
export function nextVisibleCount(visible: number, total: number): number {
  return Math.min(total, visible + selectLimits.pageSize);
}

export interface ScrollPosition {
  scrollTop: number;
  clientHeight: number;
  scrollHeight: number;
}

/** True once the list is scrolled to within `loadMoreWithinPx` of its bottom. */
export function isNearBottom({ scrollTop, clientHeight, scrollHeight }: ScrollPosition): boolean {
  return scrollHeight - (scrollTop + clientHeight) <= selectLimits.loadMoreWithinPx;
}

export type ListKey = 'ArrowDown' | 'ArrowUp' | 'Home' | 'End';

/** The option a key moves the highlight to in a list of `count` options; it stops at both ends. */
export function moveActiveIndex(active: number, key: ListKey, count: number): number {
  if (count === 0) return -1;
  switch (key) {
    case 'ArrowDown':
      return Math.min(active + 1, count - 1);
    case 'ArrowUp':
      return Math.max(active - 1, 0);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
  }
}
