import { includesQuery } from '@sportif/ui';
import type { MenuItem } from './menu-item';

/**
 * The side menu as the search box narrows it (docs/requirements.md §2): entries whose name contains the query,
 * case-insensitively in the Turkish locale. An entry that matches keeps all its sub-entries; one
 * that does not stays only for the sub-entries that match. A title stays while some entry under it
 * does. A blank query keeps the whole menu.
 */
export function filterMenu(items: readonly MenuItem[], query: string): readonly MenuItem[] {
  if (query.trim() === '') return items;
  const result: MenuItem[] = [];
  let pendingTitle: MenuItem | undefined;
  for (const item of items) {
    if (item.isTitle) {
      pendingTitle = item;
      continue;
    }
    const kept = keep(item, query);
    if (!kept) continue;
    if (pendingTitle) {
      result.push(pendingTitle);
      pendingTitle = undefined;
    }
    result.push(kept);
  }
  return result;
}

function keep(item: MenuItem, query: string): MenuItem | undefined {
  if (includesQuery(item.name, query)) return item;
  const subMenus = item.subMenus ? filterMenu(item.subMenus, query) : [];
  return subMenus.length > 0 ? { ...item, subMenus } : undefined;
}
