import { usePageLoaded } from '@sportif/runtime';
import { lazy, Suspense, useId, useRef } from 'react';
import { useNearViewport } from '../../../hooks/use-near-viewport';
import ui from '../../../styles/ui.module.css';
import { contactTexts } from '../content/contact-content';
import styles from './write-to-us-section.module.css';

// The form brings react-hook-form along: it comes once the page has loaded and the block is near
// the viewport, so it never competes with what the visitor sees first.
const ContactForm = lazy(() => import('./contact-form').then((module) => ({ default: module.ContactForm })));

/**
 * The "Bize Yazın" block: the contact page's main content, and the end of the home and club pages.
 * Its heading shares a column with the intro, so it is not a PageSection.
 */
export function WriteToUsSection({ muted = false }: { muted?: boolean }) {
  const headingId = useId();
  const section = useRef<HTMLElement>(null);
  const near = useNearViewport(section);
  const pageLoaded = usePageLoaded();

  return (
    <section ref={section} className={muted ? ui.sectionMuted : ui.section} aria-labelledby={headingId}>
      <div className={`${ui.container} ${styles.layout}`}>
        <div>
          <h2 id={headingId} className={ui.sectionTitle}>
            {contactTexts.title}
          </h2>
          <p className={styles.intro}>{contactTexts.intro}</p>
        </div>
        {/* Keeps the form's height while its code loads, so nothing below it moves; busy from the
            moment the visitor comes near until the form is there. */}
        <div className={styles.formSlot} aria-busy={(near && !pageLoaded) || undefined}>
          {/* The form needs JavaScript to send; a page read without it says so where the form would be. */}
          <noscript>
            <p className={styles.needsJavaScript}>{contactTexts.needsJavaScript}</p>
          </noscript>
          {near && pageLoaded && (
            <Suspense fallback={<div aria-busy="true" />}>
              <ContactForm />
            </Suspense>
          )}
        </div>
      </div>
    </section>
  );
}
