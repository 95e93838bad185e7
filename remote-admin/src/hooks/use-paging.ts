import { useState } from 'react';
import { pagePosition } from '../model/page-position';

export interface Paging {
  offset: number;
  setOffset: (offset: number) => void;
  /**
   * Called while rendering with the page that loaded: when it came back empty because the list
   * shrank under it (the last record of the last page deleted), moves to the page now last.
   */
  keepWithin: (page: { items: readonly unknown[]; total: number } | undefined, loading: boolean) => void;
}

/**
 * Where a paged list is: the offset of the page shown, which belongs to one `listKey` (a search
 * and a sort): when the key changes the list starts again at its first page.
 */
export function usePaging(listKey: string, pageSize: number): Paging {
  const [paging, setPaging] = useState({ listKey, offset: 0 });
  const offset = paging.listKey === listKey ? paging.offset : 0;
  return {
    offset,
    setOffset: (next) => setPaging({ listKey, offset: next }),
    keepWithin(page, loading) {
      if (!page || loading || page.items.length > 0 || offset === 0) return;
      const { lastOffset } = pagePosition(offset, pageSize, page.total);
      if (offset > lastOffset) setPaging({ listKey, offset: lastOffset });
    },
  };
}
