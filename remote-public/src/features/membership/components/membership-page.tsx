import { MembershipPlans } from '../../../components/membership-plans/membership-plans';
import { PageHero } from '../../../components/page-hero/page-hero';
import { PageMeta } from '../../../components/page-meta/page-meta';
import { membershipTexts } from '../../../content/membership-content';
import { pageHeadings, pageMeta } from '../../../content/site-content';
import ui from '../../../styles/ui.module.css';

/** Membership (spec §2, §9): the two yearly unlimited memberships, their prices and hours. */
export default function MembershipPage() {
  return (
    <>
      <PageMeta {...pageMeta.membership} />
      <PageHero title={pageHeadings.membership} intro={membershipTexts.intro} />
      <section className={ui.sectionMuted} aria-labelledby="membership-plans">
        <div className={ui.container}>
          <h2 id="membership-plans" className={ui.sectionTitle}>
            {membershipTexts.plansTitle}
          </h2>
          <MembershipPlans />
        </div>
      </section>
    </>
  );
}
