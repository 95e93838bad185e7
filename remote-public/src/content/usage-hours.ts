/**
 * The clubs' usage hours as the footer reads them (docs/decisions/0005-usage-hours-two-readings.md);
 * the membership text keeps its own.
 */
export const usageHours = {
  title: 'Kullanım Saatleri',
  lines: [
    {
      days: 'Hafta içi',
      hours: '07:00-22:00',
      /** The same days as schema.org names them, for search engines (page-heads.ts). */
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    },
    { days: 'Hafta sonu', hours: '08:00-21:00', dayOfWeek: ['Saturday', 'Sunday'] },
  ],
} as const;
