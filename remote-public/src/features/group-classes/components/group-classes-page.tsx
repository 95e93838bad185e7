import { useSiteContent } from '@sportif/runtime';
import { Link } from 'react-router-dom';
import { PageHero } from '../../../components/page-hero/page-hero';
import { PageMeta } from '../../../components/page-meta/page-meta';
import { groupClassesTexts } from '../../../content/group-classes-content';
import { pageMeta } from '../../../content/page-meta-content';
import { joinUsLink, pageHeadings } from '../../../content/site-content';
import ui from '../../../styles/ui.module.css';
import styles from './group-classes-page.module.css';

/** Group classes (docs/requirements.md §2): the published classes (ten, seeded), each with a short description. */
export default function GroupClassesPage() {
  const { classes } = useSiteContent('groupClasses');
  return (
    <>
      <PageMeta {...pageMeta.groupClasses} />
      <PageHero title={pageHeadings.groupClasses} intro={groupClassesTexts.intro} />
      <section className={ui.section}>
        <div className={ui.container}>
          <ul className={styles.classes}>
            {classes.map((groupClass, index) => (
              <li key={groupClass.name} className={`${ui.card} ${styles.class}`}>
                <span className={styles.number} aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <h2 className={ui.cardTitle}>{groupClass.name}</h2>
                <p className={styles.description}>{groupClass.description}</p>
              </li>
            ))}
          </ul>
          <div className={styles.links}>
            <Link to="/schedule" className={ui.button}>
              {groupClassesTexts.scheduleLink}
            </Link>
            <Link to={joinUsLink.to} className={`${ui.button} ${ui.buttonOutline}`}>
              {groupClassesTexts.joinLink}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
