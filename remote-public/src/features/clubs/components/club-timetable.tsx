import { type ClubId, useSiteContent } from '@sportif/runtime';
import { Tabs } from '../../../components/tabs/tabs';
import timetable from '../../../components/timetable/timetable.module.css';
import { weekDays } from '../../../content/week-days';
import { classLabel, timeRangeText } from '../../../model/timetable-times';
import ui from '../../../styles/ui.module.css';
import { clubPageTexts } from '../content/club-page-content';
import styles from './club-page.module.css';

/** A club's "Grup Ders Programı" (docs/requirements.md §2), as published: seven day tabs, Monday first and shown. */
export function ClubTimetable({ clubId, clubName }: { clubId: ClubId; clubName: string }) {
  const { timetableColumns: columns } = clubPageTexts;
  const { days } = useSiteContent(`timetable.${clubId}`);
  const items = weekDays.map((day, index) => {
    const entries = days[index] ?? [];
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
                <tr key={`${entry.start} ${entry.className} ${entry.instructor}`}>
                  <td className={timetable.time}>{timeRangeText(entry.start, entry.end)}</td>
                  <th scope="row">{classLabel(entry)}</th>
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
