import { Link } from 'react-router-dom';
import { BranchDetails } from '../../../components/branch-details/branch-details';
import { PageHero } from '../../../components/page-hero/page-hero';
import { PageMeta } from '../../../components/page-meta/page-meta';
import { branches, branchTexts } from '../../../content/club-content';
import { pageMeta } from '../../../content/page-meta-content';
import { pageHeadings } from '../../../content/site-content';
import ui from '../../../styles/ui.module.css';
import styles from './club-list-page.module.css';

/** The club list (docs/requirements.md §2): both branches, each linking to its page. */
export default function ClubListPage() {
  return (
    <>
      <PageMeta {...pageMeta.clubList} />
      <PageHero title={pageHeadings.clubList} intro={branchTexts.clubListIntro} />
      <section className={ui.section}>
        <div className={ui.container}>
          <ul className={`${ui.cardGrid} ${styles.clubCards}`}>
            {branches.map((branch) => (
              <li key={branch.id} className={ui.card}>
                <h2 className={ui.cardTitle}>{branch.name}</h2>
                <p>{branch.summary}</p>
                <BranchDetails clubId={branch.id} />
                <Link to={`/club/${branch.id}`} className={`${ui.button} ${ui.cardAction}`}>
                  {branchTexts.details}
                  <span className={ui.visuallyHidden}> – {branch.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
