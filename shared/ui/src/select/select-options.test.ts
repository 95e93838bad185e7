import { describe, expect, it } from 'vitest';
import {
  filterOptions,
  isNearBottom,
  moveActiveIndex,
  nextVisibleCount,
  type SelectOption,
  selectLimits,
  visibleCountFor,
} from './select-options';

const cities: SelectOption[] = ['ISPARTA', 'İSTANBUL', 'IĞDIR', 'İZMİR', 'Ankara', 'Çorum', 'Şanlıurfa'].map(
  (label) => ({ value: label, label }),
);
const labels = (options: readonly SelectOption[]) => options.map((option) => option.label);

describe('selectLimits', () => {
  it('holds the numbers of docs/requirements.md §9', () => {
    expect(selectLimits).toEqual({ pageSize: 30, loadMoreWithinPx: 200, listMaxHeightPx: 180 });
  });
});

describe('filterOptions', () => {
  it('returns every option for a blank query', () => {
    expect(filterOptions(cities, '')).toBe(cities);
    expect(filterOptions(cities, '   ')).toBe(cities);
  });

  it('matches "ı" with "I" and "i" with "İ", as a Turkish reader expects', () => {
    expect(labels(filterOptions(cities, 'ısparta'))).toEqual(['ISPARTA']);
    expect(labels(filterOptions(cities, 'istanbul'))).toEqual(['İSTANBUL']);
    expect(labels(filterOptions(cities, 'İzmir'))).toEqual(['İZMİR']);
    expect(labels(filterOptions(cities, 'ığdır'))).toEqual(['IĞDIR']);
  });

  it('does not match "i" with "I" nor "ı" with "İ"', () => {
    expect(labels(filterOptions(cities, 'isparta'))).toEqual([]);
    expect(labels(filterOptions(cities, 'ıstanbul'))).toEqual([]);
  });

  it('ignores case for the other letters and matches inside the label', () => {
    expect(labels(filterOptions(cities, 'ŞANLI'))).toEqual(['Şanlıurfa']);
    expect(labels(filterOptions(cities, 'kar'))).toEqual(['Ankara']);
    expect(labels(filterOptions(cities, ' çor '))).toEqual(['Çorum']);
  });
});

describe('paging', () => {
  it('shows one more page each time, never more than there are', () => {
    expect(nextVisibleCount(30, 500)).toBe(60);
    expect(nextVisibleCount(480, 500)).toBe(500);
    expect(nextVisibleCount(500, 500)).toBe(500);
  });

  it('shows whole pages up to a given option', () => {
    expect(visibleCountFor(0, 500)).toBe(30);
    expect(visibleCountFor(29, 500)).toBe(30);
    expect(visibleCountFor(30, 500)).toBe(60);
    expect(visibleCountFor(499, 500)).toBe(500);
    expect(visibleCountFor(5, 12)).toBe(12);
  });

  it('loads more within 200 px of the bottom only', () => {
    const list = { clientHeight: 180, scrollHeight: 1200 };
    expect(isNearBottom({ ...list, scrollTop: 0 })).toBe(false);
    expect(isNearBottom({ ...list, scrollTop: 819 })).toBe(false);
    expect(isNearBottom({ ...list, scrollTop: 820 })).toBe(true);
    expect(isNearBottom({ ...list, scrollTop: 1020 })).toBe(true);
  });
});

describe('moveActiveIndex', () => {
  it('moves by one and stops at both ends', () => {
    expect(moveActiveIndex(0, 'ArrowDown', 3)).toBe(1);
    expect(moveActiveIndex(2, 'ArrowDown', 3)).toBe(2);
    expect(moveActiveIndex(1, 'ArrowUp', 3)).toBe(0);
    expect(moveActiveIndex(0, 'ArrowUp', 3)).toBe(0);
  });

  it('jumps to the first and last option', () => {
    expect(moveActiveIndex(1, 'Home', 300)).toBe(0);
    expect(moveActiveIndex(1, 'End', 300)).toBe(299);
  });

  it('has nothing to highlight in an empty list', () => {
    expect(moveActiveIndex(0, 'ArrowDown', 0)).toBe(-1);
  });
});
