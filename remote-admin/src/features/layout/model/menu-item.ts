import { type ApiRoute, mayCall, type StaffRole } from '@sportif/contract';
import type { IconName } from '../../../components/icon';
import { adminTexts } from '../../../texts';

/** An entry of the side menu (docs/requirements.md §3: name, icon, url, isTitle, subMenus). */
export interface MenuItem {
  name: string;
  icon?: IconName;
  url?: string;
  /** A heading that groups the entries after it; not a link. */
  isTitle?: boolean;
  subMenus?: readonly MenuItem[];
  /** The API call the page cannot work without: the entry is offered only to a role that may make it (apiAccess). */
  requires?: ApiRoute;
}

/**
 * The admin's side menu: home and Examples (docs/requirements.md §2), the contact messages (issue
 * 20), the content editors, the staff's own account, the accounts and the audit log (issue 37).
 */
export const adminMenu: readonly MenuItem[] = [
  { name: adminTexts.menu.main, isTitle: true },
  { name: adminTexts.menu.home, icon: 'home', url: '/admin' },
  { name: adminTexts.menu.examples, icon: 'table', url: '/admin/examples' },
  { name: adminTexts.menu.messages, icon: 'mail', url: '/admin/messages' },
  { name: adminTexts.menu.content, isTitle: true },
  { name: adminTexts.menu.timetable, icon: 'edit', url: '/admin/ders-programi' },
  { name: adminTexts.menu.membership, icon: 'edit', url: '/admin/uyelik-fiyatlari' },
  { name: adminTexts.menu.banner, icon: 'edit', url: '/admin/banner' },
  { name: adminTexts.menu.branches, icon: 'edit', url: '/admin/sube-bilgileri' },
  { name: adminTexts.menu.texts, icon: 'edit', url: '/admin/sayfa-metinleri' },
  { name: adminTexts.menu.account, isTitle: true },
  { name: adminTexts.menu.users, icon: 'user', url: '/admin/users', requires: 'Staff/Query' },
  { name: adminTexts.menu.audit, icon: 'table', url: '/admin/audit', requires: 'Audit/Query' },
  { name: adminTexts.menu.password, icon: 'user', url: '/admin/password' },
];

/** The entries `role` may open; a title stays only while an entry under it does. */
export function menuFor(items: readonly MenuItem[], role: StaffRole): MenuItem[] {
  const allowed = items.filter((item) => item.requires === undefined || mayCall(role, item.requires));
  return allowed.filter(
    (item, index) => !item.isTitle || (allowed[index + 1] && !allowed[index + 1]?.isTitle),
  );
}
