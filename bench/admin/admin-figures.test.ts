import { describe, expect, it } from 'vitest';
import { type AdminFigures, adminChecks, formatAdminFigures } from './admin-figures.ts';

const figures: AdminFigures = {
  rows: 100_000,
  firstRowsMs: [420, 380, 950],
  rowsAfterKeystrokeMs: [
    { term: 'ışık', ms: 120, matches: 18_043 },
    { term: 'zzz', ms: 90, matches: 0 },
  ],
  longTasksScrollingMs: [],
  longTasksPagingMs: [62],
  heapUsedMb: 12.5,
  heapAfterGcMb: 9.1,
  editorsFirstRenderMs: [
    { editor: 'Ders Programı', ms: 180 },
    { editor: 'Banner', ms: 90 },
  ],
};

describe('adminChecks', () => {
  it('meets the targets with the median first load, the slowest search, the longest task', () => {
    expect(adminChecks(figures).map((check) => check.met)).toEqual([true, true, true, true, true, true]);
    expect(adminChecks(figures)[0]?.target).toContain('median 420 ms');
  });

  it('misses each target it goes over', () => {
    const over = adminChecks({
      ...figures,
      firstRowsMs: [1200, 1100, 900],
      rowsAfterKeystrokeMs: [{ term: 'a', ms: 301, matches: 1 }],
      longTasksScrollingMs: [51],
      heapUsedMb: 60,
      editorsFirstRenderMs: [
        { editor: 'Ders Programı', ms: 501 },
        { editor: 'Banner', ms: 500 },
      ],
    });
    expect(over.map((check) => check.met)).toEqual([false, false, false, false, false, true]);
  });
});

describe('formatAdminFigures', () => {
  it('prints every figure', () => {
    const text = formatAdminFigures(figures);
    expect(text).toContain('median 420 ms (420, 380, 950)');
    expect(text).toContain('"ışık"');
    expect(text).toContain('long tasks while scrolling (ms): none');
    expect(text).toContain('paging and sorting (ms): 62');
    expect(text).toContain('12.5 MB used, 9.1 MB after garbage collection');
    expect(text).toMatch(/Ders Programı\s+180 ms/);
  });
});
