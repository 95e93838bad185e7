import { MembershipPlans } from '../../../components/membership-plans/membership-plans';
import { PageHero } from '../../../components/page-hero/page-hero';
import { PageMeta } from '../../../components/page-meta/page-meta';
import { PageSection } from '../../../components/page-section/page-section';
import { membershipTexts } from '../../../content/membership-content';
import { pageMeta } from '../../../content/page-meta-content';
import { pageHeadings } from '../../../content/site-content';

/** Membership (docs/requirements.md §2, §9): the two yearly unlimited memberships, their prices and hours. */
export default function MembershipPage() {
  return (
    <>
      <PageMeta {...pageMeta.membership} />
      <PageHero title={pageHeadings.membership} intro={membershipTexts.intro} />
      <PageSection title={membershipTexts.plansTitle} muted>
        <MembershipPlans />
      </PageSection>
    </>
  );
}
