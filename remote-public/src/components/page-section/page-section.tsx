import { type ReactNode, useId } from 'react';
import ui from '../../styles/ui.module.css';

interface PageSectionProps {
  title: string;
  /** The grey background, for sections that alternate with white ones. */
  muted?: boolean;
  /** The heading only names the section for assistive technology; what it holds speaks for itself. */
  titleHidden?: boolean;
  /** For links to the section (`/umitkoy#iletisim`). */
  id?: string;
  children: ReactNode;
}

/** A page-wide section named by its h2: the building block of every page below its hero. */
export function PageSection({ title, muted = false, titleHidden = false, id, children }: PageSectionProps) {
  const headingId = useId();
  return (
    <section id={id} className={muted ? ui.sectionMuted : ui.section} aria-labelledby={headingId}>
      <div className={ui.container}>
        <h2 id={headingId} className={titleHidden ? ui.visuallyHidden : ui.sectionTitle}>
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
