import { BranchDetails, BranchMapOf } from '../../../components/branch-details/branch-details';
import { PageHero } from '../../../components/page-hero/page-hero';
import { PageMeta } from '../../../components/page-meta/page-meta';
import { PageSection } from '../../../components/page-section/page-section';
import { branches } from '../../../content/club-content';
import { pageMeta } from '../../../content/page-meta-content';
import { pageHeadings } from '../../../content/site-content';
import ui from '../../../styles/ui.module.css';
import styles from './contact-page.module.css';
import { WriteToUsSection } from './write-to-us-section';

/** Contact (docs/requirements.md §2): the "Bize Yazın" form, then each branch's contact details and map. */
export default function ContactPage() {
  return (
    <>
      <PageMeta {...pageMeta.contact} />
      <PageHero title={pageHeadings.contact} />
      <WriteToUsSection />
      <PageSection title={pageHeadings.clubList} muted>
        <div className={styles.branches}>
          {branches.map((branch) => (
            <article key={branch.id} className={ui.card}>
              <h3 className={ui.cardTitle}>{branch.name}</h3>
              <BranchDetails clubId={branch.id} />
              <BranchMapOf clubId={branch.id} branchName={branch.name} />
            </article>
          ))}
        </div>
      </PageSection>
    </>
  );
}
