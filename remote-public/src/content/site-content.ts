/**
 * Every text of the public site is in Turkish under content/
 * (docs/decisions/0043-texts-in-turkish-in-text-modules.md). This module holds what the layout and
 * the pages both use, so it is bundled into every exposed module and must stay small; the rest is
 * split by where it is shown, so that a page's file carries only its own texts (a module used by
 * two exposed modules is bundled into both).
 */
export const siteName = 'Sportif Yaşam Merkezi';

export const pageHeadings = {
  home: siteName,
  about: 'Hakkımızda',
  contact: 'İletişim',
  schedule: 'Haftalık Ders Programı',
  clubList: 'Kulüplerimiz',
  membership: 'Üyelik',
  groupClasses: 'Grup Dersleri',
} as const;

export interface MenuLink {
  to: string;
  label: string;
}

export const joinUsLink: MenuLink = { to: '/contact', label: 'Bize Katıl' };

export const breadcrumbTexts = {
  label: 'Sayfa yolu',
  home: 'Ana Sayfa',
} as const;

export interface PageMetaText {
  title: string;
  description: string;
  author?: string;
  keywords?: string;
}

/**
 * What an inner page says of itself: its heading (its PageHero, its breadcrumb) and its PageMeta.
 * A new page keeps it beside itself, in `features/<feature>/content/<page>-head.ts`, a .ts module
 * that both its component and src/page-heads.ts import (the build reads page heads in Node).
 */
export interface PageHeadText {
  heading: string;
  meta: PageMetaText;
}

/** A page's `<title>`: its heading, then the site's name. */
export const titled = (page: string) => `${page} - ${siteName}`;
