/** The clubs' usage hours as the footer reads them (docs/decisions.md §2); the membership text keeps its own. */
export const usageHours = {
  title: 'Kullanım Saatleri',
  lines: [
    { days: 'Hafta içi', hours: '07:00-22:00' },
    { days: 'Hafta sonu', hours: '08:00-21:00' },
  ],
} as const;
