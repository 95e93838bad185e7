import type { Schedule } from '@sportif/contract/content';
import { useSiteContent } from '@sportif/runtime';
import { Link } from 'react-router-dom';
import { PageHero } from '../../../components/page-hero/page-hero';
import { PageMeta } from '../../../components/page-meta/page-meta';
import { Tabs } from '../../../components/tabs/tabs';
import timetable from '../../../components/timetable/timetable.module.css';
import { pageMeta } from '../../../content/page-meta-content';
import { joinUsLink, pageHeadings } from '../../../content/site-content';
import { timeRangeText } from '../../../model/timetable-times';
import ui from '../../../styles/ui.module.css';
import { scheduleDays, scheduleTexts } from '../content/schedule-content';
import styles from './schedule-page.module.css';

function DaySchedule({ day, rows }: { day: string; rows: Schedule['rows'] }) {
  const { columns } = scheduleTexts;
  return (
    <table className={`${timetable.table} ${styles.stacked}`}>
      <caption className={ui.visuallyHidden}>{`${pageHeadings.schedule}: ${day}`}</caption>
      <thead className={styles.head}>
        <tr>
          <th scope="col">{columns.className}</th>
          <th scope="col">{columns.time}</th>
          <th scope="col">{columns.instructor}</th>
          <th scope="col" className={timetable.action}>
            <span className={ui.visuallyHidden}>{columns.action}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={`${row.start} ${row.className}`}>
            <th scope="row" lang="en" className={styles.className}>
              {row.className}
            </th>
            <td className={`${timetable.time} ${styles.time}`}>{timeRangeText(row.start, row.end)}</td>
            <td className={styles.instructor}>{row.instructor}</td>
            <td className={`${timetable.action} ${styles.action}`}>
              <Link to={joinUsLink.to} className={styles.join} lang="en">
                {scheduleTexts.joinNow}
                <span className={ui.visuallyHidden} lang="tr">
                  {' '}
                  – {row.className}, {day} {timeRangeText(row.start, row.end)}
                </span>
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The weekly timetable (docs/requirements.md §2): Monday to Saturday, the same published rows every day. */
export default function SchedulePage() {
  const { rows } = useSiteContent('schedule');
  const items = scheduleDays.map((day) => ({
    key: day,
    label: day,
    panel: <DaySchedule day={day} rows={rows} />,
  }));
  return (
    <>
      <PageMeta {...pageMeta.schedule} />
      <PageHero title={pageHeadings.schedule} intro={scheduleTexts.intro} />
      <section className={ui.section}>
        <div className={ui.container}>
          <Tabs label={scheduleTexts.tabsLabel} items={items} />
        </div>
      </section>
    </>
  );
}
