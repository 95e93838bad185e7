import { Link } from 'react-router-dom';
import { MembershipPlans } from '../../../components/membership-plans/membership-plans';
import { PageMeta } from '../../../components/page-meta/page-meta';
import { PageSection } from '../../../components/page-section/page-section';
import { branches, branchTexts } from '../../../content/club-content';
import { groupClasses } from '../../../content/group-classes-content';
import { pageMeta } from '../../../content/page-meta-content';
import { pageHeadings } from '../../../content/site-content';
import ui from '../../../styles/ui.module.css';
import { WriteToUsSection } from '../../contact';
import { homeTexts } from '../content/home-content';
import { HeroBanner } from './hero-banner';
import styles from './home-page.module.css';

/** Home (docs/requirements.md §2): the banner, the two clubs, membership, group lessons and the write-to-us form. */
export default function HomePage() {
  return (
    <>
      <PageMeta {...pageMeta.home} />
      {/* The banner's headings are what people see; the page's own h1 is for assistive technology. */}
      <h1 className={ui.visuallyHidden}>{pageHeadings.home}</h1>
      <HeroBanner />

      <PageSection title={homeTexts.clubsTitle}>
        <p className={ui.sectionIntro}>{homeTexts.clubsIntro}</p>
        <ul className={ui.cardGrid}>
          {branches.map((branch) => (
            <li key={branch.id} className={`${ui.card} ${styles.clubCard}`}>
              <div className={styles.clubBadge} aria-hidden="true">
                {branch.name.charAt(0)}
              </div>
              <h3 className={ui.cardTitle}>{branch.name}</h3>
              <p className={styles.clubSummary}>{branch.summary}</p>
              <p className={styles.clubAddress}>{branch.address}</p>
              <Link to={`/${branch.id}`} className={`${ui.button} ${ui.buttonOutline} ${ui.cardAction}`}>
                {branchTexts.details}
                <span className={ui.visuallyHidden}> – {branch.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection title={pageHeadings.membership} muted>
        <p className={ui.sectionIntro}>
          {homeTexts.membershipIntro}{' '}
          <Link to="/uyelik" className={ui.textLink}>
            {homeTexts.membershipMore}
          </Link>
        </p>
        <MembershipPlans />
      </PageSection>

      <PageSection title={pageHeadings.groupClasses}>
        <p className={ui.sectionIntro}>{homeTexts.groupLessonsIntro}</p>
        <ul className={styles.lessonChips}>
          {groupClasses.map((groupClass) => (
            <li key={groupClass.id}>{groupClass.name}</li>
          ))}
        </ul>
        <div className={styles.lessonLinks}>
          <Link to="/grup-dersleri" className={ui.button}>
            {homeTexts.groupLessonsAll}
          </Link>
          <Link to="/schedule" className={`${ui.button} ${ui.buttonOutline}`}>
            {homeTexts.groupLessonsSchedule}
          </Link>
        </div>
      </PageSection>

      <WriteToUsSection muted />
    </>
  );
}
