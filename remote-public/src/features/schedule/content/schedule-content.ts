import { weekDays } from '../../../content/week-days';

/** Monday to Saturday: the weekly timetable page's tabs (docs/requirements.md §2); its rows are the site's content (`schedule`). */
export const scheduleDays = weekDays.slice(0, 6);

export const scheduleTexts = {
  intro: 'Kulüplerimizde her gün uygulanan ders saatleri. Derslere katılmak için bize yazmanız yeterli.',
  tabsLabel: 'Günler',
  columns: { className: 'Ders', time: 'Saat', instructor: 'Eğitmen', action: 'Katılım' },
  joinNow: 'JOIN NOW',
} as const;
