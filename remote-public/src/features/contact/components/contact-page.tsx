import { PageHero } from '../../../components/page-hero/page-hero';
import { PageMeta } from '../../../components/page-meta/page-meta';
import { PageSection } from '../../../components/page-section/page-section';
import { WriteToUsSection } from '../../../components/write-to-us/write-to-us-section';
import { branches, branchTexts } from '../../../content/club-content';
import { pageMeta } from '../../../content/page-meta-content';
import { pageHeadings } from '../../../content/site-content';
import ui from '../../../styles/ui.module.css';
import { BranchMap } from './branch-map';
import styles from './contact-page.module.css';

/** Contact (spec §2): the "Bize Yazın" form, then each branch's phone, e-mail, address and map. */
export default function ContactPage() {
  return (
    <>
      <PageMeta {...pageMeta.contact} />
      <PageHero title={pageHeadings.contact} />
      <WriteToUsSection />
      <PageSection title={pageHeadings.clubList} muted>
        <div className={styles.branches}>
          {branches.map((branch) => (
            <article key={branch.id} className={`${ui.card} ${styles.branch}`}>
              <h3 className={ui.cardTitle}>{branch.name}</h3>
              <dl className={styles.details}>
                <div>
                  <dt>{branchTexts.phoneLabel}</dt>
                  <dd>
                    <a href={branch.phoneHref} className={ui.textLink}>
                      {branch.phone}
                    </a>
                  </dd>
                </div>
                <div>
                  <dt>{branchTexts.emailLabel}</dt>
                  <dd>
                    <a href={`mailto:${branch.email}`} className={ui.textLink}>
                      {branch.email}
                    </a>
                  </dd>
                </div>
                <div>
                  <dt>{branchTexts.addressLabel}</dt>
                  <dd>
                    <address className={styles.address}>{branch.address}</address>
                  </dd>
                </div>
              </dl>
              <BranchMap branchName={branch.name} address={branch.address} />
            </article>
          ))}
        </div>
      </PageSection>
    </>
  );
}
