import { describe, expect, it } from 'vitest';
import { pagePosition } from './page-position';

describe('pagePosition', () => {
  it('places the first, a middle and the last page of 100,000 rows', () => {
    expect(pagePosition(0, 50, 100_000)).toEqual({
      page: 1,
      pageCount: 2000,
      firstRow: 1,
      lastRow: 50,
      previousOffset: null,
      nextOffset: 50,
      lastOffset: 99_950,
    });
    expect(pagePosition(500, 50, 100_000)).toMatchObject({
      page: 11,
      firstRow: 501,
      lastRow: 550,
      previousOffset: 450,
      nextOffset: 550,
    });
    expect(pagePosition(99_950, 50, 100_000)).toMatchObject({
      page: 2000,
      lastRow: 100_000,
      nextOffset: null,
    });
  });

  it('handles a partial last page, an empty list and an offset past the end', () => {
    expect(pagePosition(100, 50, 120)).toMatchObject({
      page: 3,
      pageCount: 3,
      firstRow: 101,
      lastRow: 120,
      nextOffset: null,
      lastOffset: 100,
    });
    expect(pagePosition(0, 50, 0)).toMatchObject({
      page: 1,
      pageCount: 1,
      firstRow: 0,
      lastRow: 0,
      previousOffset: null,
      nextOffset: null,
      lastOffset: 0,
    });
    expect(pagePosition(150, 50, 120)).toMatchObject({
      firstRow: 0,
      lastRow: 150,
      previousOffset: 100,
      nextOffset: null,
      lastOffset: 100,
    });
  });
});
