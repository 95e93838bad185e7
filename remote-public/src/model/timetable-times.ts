import type { PublicClass } from '@sportif/contract/content';

/** A class's hours as the club's timetables write them: `09.30-10.15`. */
export const timeRangeText = (start: string, end: string): string =>
  `${start.replace(':', '.')}-${end.replace(':', '.')}`;

/** A class's name, with "(R)" when it is to be reserved (docs/decisions/0015-reservation-marker-legend.md). */
export const classLabel = ({ className, reserved }: Pick<PublicClass, 'className' | 'reserved'>): string =>
  reserved ? `${className} (R)` : className;
