import { type PolicyTopic, useSiteContent } from '@sportif/runtime';
import { PageHero } from '../../../components/page-hero/page-hero';
import { PageMeta } from '../../../components/page-meta/page-meta';
import ui from '../../../styles/ui.module.css';
import { policyHeadings, policyMeta } from '../content/policy-content';

/**
 * Privacy, security, KVKK and refund pages: a title and the text staff published. The text is the
 * HTML its Markdown was rendered to when it was published (no raw HTML, links only where links
 * may go: docs/decisions/0110-content-in-the-database.md), so it is written into the page as it is.
 */
export default function PolicyPage({ topic }: { topic: PolicyTopic }) {
  const { html } = useSiteContent(`policy.${topic}`);
  return (
    <>
      <PageMeta {...policyMeta[topic]} />
      <PageHero title={policyHeadings[topic]} />
      <section className={ui.section}>
        <div className={ui.container}>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: rendered from Markdown at publication, without raw HTML (see above). */}
          <div className={ui.prose} dangerouslySetInnerHTML={{ __html: html }} />
        </div>
      </section>
    </>
  );
}
