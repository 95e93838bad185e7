import { PageHero } from '../../../components/page-hero/page-hero';
import { PageMeta } from '../../../components/page-meta/page-meta';
import { pageMeta } from '../../../content/page-meta-content';
import { pageHeadings } from '../../../content/site-content';
import ui from '../../../styles/ui.module.css';
import { aboutContent } from '../content/about-content';
import styles from './about-page.module.css';

/** About (docs/requirements.md §2): the club's story and facts, its vision, mission and quality policy. */
export default function AboutPage() {
  const { vision, mission, qualityPolicy } = aboutContent;
  return (
    <>
      <PageMeta {...pageMeta.about} />
      <PageHero title={pageHeadings.about} intro={aboutContent.lead} />
      <section className={ui.section}>
        <div className={`${ui.container} ${styles.layout}`}>
          <div className={ui.prose}>
            {aboutContent.story.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <aside aria-label={aboutContent.factsLabel}>
            <dl className={styles.facts}>
              {aboutContent.facts.map((fact) => (
                <div key={fact.value} className={styles.fact}>
                  <dt className={styles.factValue}>{fact.value}</dt>
                  <dd className={styles.factLabel}>{fact.label}</dd>
                </div>
              ))}
            </dl>
          </aside>
        </div>
      </section>
      <section className={ui.sectionMuted}>
        <div className={`${ui.container} ${styles.values}`}>
          {[vision, mission].map((value) => (
            <article key={value.title} className={ui.card}>
              <h2 className={ui.cardTitle}>{value.title}</h2>
              <p className={styles.valueText}>{value.text}</p>
            </article>
          ))}
          <article className={`${ui.card} ${styles.quality}`}>
            <h2 className={ui.cardTitle}>{qualityPolicy.title}</h2>
            <p className={styles.valueText}>{qualityPolicy.intro}</p>
            <ul className={styles.points}>
              {qualityPolicy.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </article>
        </div>
      </section>
    </>
  );
}
