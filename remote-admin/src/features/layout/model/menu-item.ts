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
}

/** The admin's side menu: home and Examples (docs/requirements.md §2), and the contact messages (issue 20). */
export const adminMenu: readonly MenuItem[] = [
  { name: adminTexts.menu.main, isTitle: true },
  { name: adminTexts.menu.home, icon: 'home', url: '/admin' },
  { name: adminTexts.menu.examples, icon: 'table', url: '/admin/examples' },
  { name: adminTexts.menu.messages, icon: 'mail', url: '/admin/messages' },
];
