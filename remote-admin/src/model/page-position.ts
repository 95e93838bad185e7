/** Where a page sits in a list of `total` rows shown `limit` at a time, from row `offset`. */
export interface PagePosition {
  /** 1-based; 1 for an empty list. */
  page: number;
  pageCount: number;
  /** 1-based numbers of the first and last row shown; 0 and 0 when nothing is shown. */
  firstRow: number;
  lastRow: number;
  previousOffset: number | null;
  nextOffset: number | null;
  lastOffset: number;
}

export function pagePosition(offset: number, limit: number, total: number): PagePosition {
  const pageCount = Math.max(1, Math.ceil(total / limit));
  const lastOffset = (pageCount - 1) * limit;
  const shown = Math.max(0, Math.min(limit, total - offset));
  return {
    page: Math.floor(offset / limit) + 1,
    pageCount,
    firstRow: shown > 0 ? offset + 1 : 0,
    lastRow: offset + shown,
    previousOffset: offset > 0 ? Math.max(0, offset - limit) : null,
    nextOffset: offset + limit < total ? offset + limit : null,
    lastOffset,
  };
}
