/**
 * The labels of the clubs' usage hours; the hours themselves are each branch's content, one fact
 * for the footer, the branch details and the membership box
 * (docs/decisions/0110-content-in-the-database.md).
 */
export const usageHoursTexts = {
  title: 'Kullanım Saatleri',
  weekdays: 'Hafta içi',
  weekend: 'Hafta sonu',
} as const;
