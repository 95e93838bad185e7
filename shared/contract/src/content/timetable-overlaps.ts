import { minutesOf } from './content-text';

/** A class in a timetable as the overlap rule sees it. */
export interface TimedClass {
  start: string;
  end: string;
  className: string;
  studio: string;
}

/**
 * Each class of one day that overlaps an earlier one in the same studio, with the class it
 * overlaps. A class may start when the one before it ends. A class without a studio is in the
 * branch's group-class studio, so classes without one never overlap each other
 * (docs/decisions/0110-content-in-the-database.md).
 */
export function overlappingClasses<T extends TimedClass>(
  classes: readonly T[],
): { index: number; other: T }[] {
  const found: { index: number; other: T }[] = [];
  classes.forEach((entry, index) => {
    const other = classes
      .slice(0, index)
      .find(
        (earlier) =>
          studioOf(earlier) === studioOf(entry) &&
          minutesOf(earlier.start) < minutesOf(entry.end) &&
          minutesOf(entry.start) < minutesOf(earlier.end),
      );
    if (other) found.push({ index, other });
  });
  return found;
}

const studioOf = (entry: TimedClass) => entry.studio.trim().toLocaleLowerCase('tr-TR');
