import type { PolicyTopic } from '@sportif/runtime';
import { PageHero } from '../../../components/page-hero/page-hero';
import { PageMeta } from '../../../components/page-meta/page-meta';
import ui from '../../../styles/ui.module.css';
import { policyHeadings, policyTexts } from '../content/policy-content';

/** Privacy, security, KVKK and refund pages: a title and a short neutral text (docs/requirements.md §2: stubs). */
export default function PolicyPage({ topic }: { topic: PolicyTopic }) {
  const text = policyTexts[topic];
  return (
    <>
      <PageMeta {...text.meta} />
      <PageHero title={policyHeadings[topic]} />
      <section className={ui.section}>
        <div className={ui.container}>
          <div className={ui.prose}>
            {text.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      </section>
    </>
  );
}
