import type { ClubId } from '@sportif/runtime';
import { type PageMetaText, titled } from '../../../content/site-content';
import type { ClassSlot, WeekDay } from '../../../content/week-days';

/**
 * What only the club page (Ümitköy or Çukurambar) shows: its metadata, its own texts and both clubs'
 * timetables. The branch details it shares with other pages are in club-content.ts.
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

type DayPlan = Record<WeekDay, readonly ClassSlot[]>;

const entry = (time: string, className: string, instructor: string): ClassSlot => ({
  time,
  className,
  instructor,
});

/** Each club's weekly group-class plan, with the class types of docs/requirements.md §2; "(R)" marks a class to reserve. */
export const clubTimetables: Record<ClubId, DayPlan> = {
  umitkoy: {
    Pazartesi: [
      entry('09.30-10.15', 'Pilates (R)', 'Ayşe Demir'),
      entry('10.30-11.15', 'Total Body', 'Emre Kaya'),
      entry('12.15-13.00', 'Core Workout', 'Emre Kaya'),
      entry('18.00-18.45', 'Spinning (R)', 'Murat Çelik'),
      entry('19.00-19.45', 'Zumba', 'Selin Yurt'),
      entry('20.00-20.45', 'Yoga', 'Zeynep Aksoy'),
    ],
    Salı: [
      entry('09.30-10.15', 'Yoga', 'Zeynep Aksoy'),
      entry('10.30-11.15', 'Dumbell Workout', 'Oğuz Tan'),
      entry('17.00-17.45', 'Kids KickBoks', 'Ece Koç'),
      entry('18.00-18.45', 'Kick Boks', 'Oğuz Tan'),
      entry('19.00-19.45', 'Kangoo Jumps (R)', 'Selin Yurt'),
      entry('20.00-20.45', 'Pilates (R)', 'Ayşe Demir'),
    ],
    Çarşamba: [
      entry('09.30-10.15', 'Total Body', 'Emre Kaya'),
      entry('10.30-11.15', 'Pilates (R)', 'Ayşe Demir'),
      entry('12.15-13.00', 'Spinning (R)', 'Murat Çelik'),
      entry('18.00-18.45', 'Tae-Bo', 'Oğuz Tan'),
      entry('19.00-19.45', 'Bachata Dance', 'Selin Yurt'),
      entry('20.00-20.45', 'Core Workout', 'Emre Kaya'),
    ],
    Perşembe: [
      entry('09.30-10.15', 'Zumba', 'Selin Yurt'),
      entry('10.30-11.15', 'Yoga', 'Zeynep Aksoy'),
      entry('17.00-17.45', 'Kids KickBoks', 'Ece Koç'),
      entry('18.00-18.45', 'Dumbell Workout', 'Oğuz Tan'),
      entry('19.00-19.45', 'Spinning (R)', 'Murat Çelik'),
      entry('20.00-20.45', 'Kick Boks', 'Oğuz Tan'),
    ],
    Cuma: [
      entry('09.30-10.15', 'Pilates (R)', 'Ayşe Demir'),
      entry('10.30-11.15', 'Core Workout', 'Emre Kaya'),
      entry('18.00-18.45', 'Kangoo Jumps (R)', 'Selin Yurt'),
      entry('19.00-19.45', 'Total Body', 'Emre Kaya'),
      entry('20.00-20.45', 'Yoga', 'Zeynep Aksoy'),
    ],
    Cumartesi: [
      entry('10.00-10.45', 'Spinning (R)', 'Murat Çelik'),
      entry('11.00-11.45', 'Zumba', 'Selin Yurt'),
      entry('12.00-12.45', 'Kids KickBoks', 'Ece Koç'),
      entry('13.00-13.45', 'Pilates (R)', 'Ayşe Demir'),
    ],
    Pazar: [
      entry('10.00-10.45', 'Yoga', 'Zeynep Aksoy'),
      entry('11.00-11.45', 'Total Body', 'Emre Kaya'),
      entry('12.00-12.45', 'Bachata Dance', 'Selin Yurt'),
    ],
  },
  cukurambar: {
    Pazartesi: [
      entry('07.15-08.00', 'Core Workout', 'Cem Arıkan'),
      entry('12.15-13.00', 'Spinning (R)', 'Burak Sezer'),
      entry('18.15-19.00', 'Pilates (R)', 'Gizem Er'),
      entry('19.15-20.00', 'Kick Boks', 'Kerem Bulut'),
      entry('20.15-21.00', 'Zumba', 'Melis Uçar'),
    ],
    Salı: [
      entry('07.15-08.00', 'Yoga', 'Deniz Öztürk'),
      entry('12.15-13.00', 'Total Body', 'Cem Arıkan'),
      entry('18.15-19.00', 'Kangoo Jumps (R)', 'Melis Uçar'),
      entry('19.15-20.00', 'Dumbell Workout', 'Cem Arıkan'),
      entry('20.15-21.00', 'Pilates (R)', 'Gizem Er'),
    ],
    Çarşamba: [
      entry('07.15-08.00', 'Spinning (R)', 'Burak Sezer'),
      entry('12.15-13.00', 'Core Workout', 'Cem Arıkan'),
      entry('17.30-18.15', 'Kids KickBoks', 'Kerem Bulut'),
      entry('18.15-19.00', 'Tae-Bo', 'Kerem Bulut'),
      entry('19.15-20.00', 'Bachata Dance', 'Melis Uçar'),
      entry('20.15-21.00', 'Yoga', 'Deniz Öztürk'),
    ],
    Perşembe: [
      entry('07.15-08.00', 'Total Body', 'Cem Arıkan'),
      entry('12.15-13.00', 'Pilates (R)', 'Gizem Er'),
      entry('18.15-19.00', 'Spinning (R)', 'Burak Sezer'),
      entry('19.15-20.00', 'Zumba', 'Melis Uçar'),
      entry('20.15-21.00', 'Kick Boks', 'Kerem Bulut'),
    ],
    Cuma: [
      entry('07.15-08.00', 'Yoga', 'Deniz Öztürk'),
      entry('12.15-13.00', 'Dumbell Workout', 'Cem Arıkan'),
      entry('17.30-18.15', 'Kids KickBoks', 'Kerem Bulut'),
      entry('18.15-19.00', 'Kangoo Jumps (R)', 'Melis Uçar'),
      entry('19.15-20.00', 'Core Workout', 'Cem Arıkan'),
    ],
    Cumartesi: [
      entry('09.30-10.15', 'Pilates (R)', 'Gizem Er'),
      entry('10.30-11.15', 'Spinning (R)', 'Burak Sezer'),
      entry('11.30-12.15', 'Total Body', 'Cem Arıkan'),
      entry('12.30-13.15', 'Zumba', 'Melis Uçar'),
    ],
    Pazar: [
      entry('10.30-11.15', 'Yoga', 'Deniz Öztürk'),
      entry('11.30-12.15', 'Pilates (R)', 'Gizem Er'),
      entry('12.30-13.15', 'Tae-Bo', 'Kerem Bulut'),
    ],
  },
};
