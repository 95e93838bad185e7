import { type ClassSlot, weekDays } from '../../../content/week-days';

/** Monday to Saturday: the weekly timetable page's tabs (docs/requirements.md §2). */
export const scheduleDays = weekDays.slice(0, 6);

/** The six placeholder rows of docs/requirements.md §2, in its own English, the same on every day; static, never fetched. */
export const scheduleRows: readonly ClassSlot[] = [
  { className: 'Yoga', time: '09.00-11.00', instructor: 'Zeynep Aksoy' },
  { className: 'Running', time: '11.00-12.00', instructor: 'Burak Sezer' },
  { className: 'Gym', time: '12.00-14.00', instructor: 'Emre Kaya' },
  { className: 'Free Hand', time: '16.00-18.00', instructor: 'Cem Arıkan' },
  { className: 'Fitness', time: '18.00-19.00', instructor: 'Oğuz Tan' },
  { className: 'Aerobics', time: '19.00-21.00', instructor: 'Selin Yurt' },
];

export const scheduleTexts = {
  intro: 'Kulüplerimizde her gün uygulanan ders saatleri. Derslere katılmak için bize yazmanız yeterli.',
  tabsLabel: 'Günler',
  columns: { className: 'Ders', time: 'Saat', instructor: 'Eğitmen', action: 'Katılım' },
  joinNow: 'JOIN NOW',
} as const;
