import { type PageMetaText, titled } from '../../../content/site-content';

/**
 * What only the club page (Ümitköy or Çukurambar) shows: its metadata and its own texts. Its
 * timetable is the site's content (`timetable.<id>`); the branch details it shares with other pages
 * are in club-content.ts and the content.
 */

/** The club page's `<title>` and meta description; `name` is the branch's name. */
export const clubMeta = (name: string): PageMetaText => ({
  title: titled(name),
  description: `Sportif Yaşam ${name}: tanıtım videosu, resim galerisi, grup ders programı, üyelik ve iletişim bilgileri.`,
});

export const clubPageTexts = {
  videoTitle: 'Tanıtım Videosu',
  galleryTitle: 'Resim Galerisi',
  timetableTitle: 'Grup Ders Programı',
  timetableTabsLabel: 'Günler',
  timetableColumns: { time: 'Saat', className: 'Ders', instructor: 'Eğitmen' },
  reservationLegend: '(R): Rezervasyonlu ders',
  noClasses: 'Bu gün grup dersi bulunmuyor.',
  /** The id of the contact block, for links to it (`/umitkoy#iletisim`). */
  contactAnchor: 'iletisim',
} as const;
