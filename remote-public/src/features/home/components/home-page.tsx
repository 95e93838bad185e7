import { useSiteContent, useStructuredData } from '@sportif/runtime';
import { Link } from 'react-router-dom';
import { MembershipPlans } from '../../../components/membership-plans/membership-plans';
import { PageMeta } from '../../../components/page-meta/page-meta';
import { PageSection } from '../../../components/page-section/page-section';
import { type Branch, branches, branchTexts } from '../../../content/club-content';
import { pageMeta } from '../../../content/page-meta-content';
import { pageHeadings } from '../../../content/site-content';
import { addressLine } from '../../../model/branch-contact';
import { exerciseGym, organisationData } from '../../../model/structured-data';
import ui from '../../../styles/ui.module.css';
import { WriteToUsSection } from '../../contact';
import { homeTexts } from '../content/home-content';
import { HeroBanner } from './hero-banner';
import styles from './home-page.module.css';

/** A club's card: its name, summary and published address, and the link to its page. */
function ClubCard({ branch }: { branch: Branch }) {
  const details = useSiteContent(`branch.${branch.id}`);
  return (
    <li className={`${ui.card} ${styles.clubCard}`}>
      <div className={styles.clubBadge} aria-hidden="true">
        {branch.name.charAt(0)}
      </div>
      <h3 className={ui.cardTitle}>{branch.name}</h3>
      <p className={styles.clubSummary}>{branch.summary}</p>
      <p className={styles.clubAddress}>{addressLine(details)}</p>
      <Link to={`/${branch.id}`} className={`${ui.button} ${ui.buttonOutline} ${ui.cardAction}`}>
        {branchTexts.details}
        <span className={ui.visuallyHidden}> – {branch.name}</span>
      </Link>
    </li>
  );
}

/** The club as a whole for search engines: both branches with their published details. */
function useOrganisationData() {
  const hours = useSiteContent('hours');
  const umitkoy = useSiteContent('branch.umitkoy');
  const cukurambar = useSiteContent('branch.cukurambar');
  const details = { umitkoy, cukurambar };
  useStructuredData(
    organisationData(
      branches.map((branch) =>
        exerciseGym(branch, details[branch.id], hours[branch.id], `/club/${branch.id}`),
      ),
    ),
  );
}

/** Home (docs/requirements.md §2): the banner, the two clubs, membership, group lessons and the write-to-us form. */
export default function HomePage() {
  useOrganisationData();
  const { classes } = useSiteContent('groupClasses');
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
            <ClubCard key={branch.id} branch={branch} />
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
          {classes.map((groupClass) => (
            <li key={groupClass.name}>{groupClass.name}</li>
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
