import type { ClubId } from '@sportif/runtime';
import { Tabs } from '../../../components/tabs/tabs';
import timetable from '../../../components/timetable/timetable.module.css';
import { weekDays } from '../../../content/week-days';
import ui from '../../../styles/ui.module.css';
import { clubPageTexts, clubTimetables } from '../content/club-page-content';
import styles from './club-page.module.css';

/** A club's "Grup Ders Programı" (docs/requirements.md §2): seven day tabs, Monday first and shown. */
export function ClubTimetable({ clubId, clubName }: { clubId: ClubId; clubName: string }) {
  const { timetableColumns: columns } = clubPageTexts;
  const items = weekDays.map((day) => {
    const entries = clubTimetables[clubId][day];
    return {
      key: day,
      label: day,
      panel:
        entries.length === 0 ? (
          <p>{clubPageTexts.noClasses}</p>
        ) : (
          <table className={timetable.table}>
            <caption className={ui.visuallyHidden}>{`${clubName} – ${day}`}</caption>
            <thead>
              <tr>
                <th scope="col">{columns.time}</th>
                <th scope="col">{columns.className}</th>
                <th scope="col">{columns.instructor}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={`${entry.time} ${entry.className}`}>
                  <td className={timetable.time}>{entry.time}</td>
                  <th scope="row">{entry.className}</th>
                  <td>{entry.instructor}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ),
    };
  });
  return (
    <>
      <Tabs label={clubPageTexts.timetableTabsLabel} items={items} />
      <p className={styles.legend}>{clubPageTexts.reservationLegend}</p>
    </>
  );
}
