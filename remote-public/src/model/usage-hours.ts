import type { OpeningHours, PublicContent } from '@sportif/contract/content';
import type { ClubId } from '@sportif/runtime';
import { branches } from '../content/club-content';
import { usageHoursTexts } from '../content/usage-hours';

/** One line of usage hours: the days, their hours, and the same days as schema.org names them. */
export interface HoursLine {
  days: string;
  hours: string;
  dayOfWeek: string[];
}

/** A branch's usage hours as the pages list them: weekdays, then the weekend. */
export const hoursLines = ({ weekdays, weekend }: OpeningHours): HoursLine[] => [
  {
    days: usageHoursTexts.weekdays,
    hours: `${weekdays.start}-${weekdays.end}`,
    dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  },
  {
    days: usageHoursTexts.weekend,
    hours: `${weekend.start}-${weekend.end}`,
    dayOfWeek: ['Saturday', 'Sunday'],
  },
];

/**
 * The club's usage hours, for the footer and the membership box: one list while every branch has
 * the same hours (as today), else a list per branch, each with the branch's name.
 */
export function clubUsageHours(hours: PublicContent['hours']): { branch?: ClubId; lines: HoursLine[] }[] {
  const texts = branches.map((branch) => JSON.stringify(hours[branch.id]));
  if (texts.every((text) => text === texts[0]))
    return [{ lines: hoursLines(hours[branches[0]?.id ?? 'umitkoy']) }];
  return branches.map((branch) => ({ branch: branch.id, lines: hoursLines(hours[branch.id]) }));
}

/** Lines as one sentence: "Hafta içi 07:00-22:00, hafta sonu 08:00-21:00". */
export const hoursSentence = (lines: readonly HoursLine[]): string =>
  lines
    .map((line, index) => `${index === 0 ? line.days : line.days.toLocaleLowerCase('tr-TR')} ${line.hours}`)
    .join(', ');
