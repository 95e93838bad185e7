import { useSiteContent } from '@sportif/runtime';
import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { branchById } from '../../../content/club-content';
import { usageHoursTexts } from '../../../content/usage-hours';
import { clubUsageHours } from '../../../model/usage-hours';
import { footerMenu, layoutTexts } from '../content/layout-content';
import styles from './site-footer.module.css';

/** Policy links, the usage hours (as published: one list, or one a branch once they differ) and the year (docs/requirements.md §2: public footer). */
export function SiteFooter() {
  const usageHours = clubUsageHours(useSiteContent('hours'));
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <div>
          <h2 className={styles.brand}>
            {layoutTexts.brandName} {layoutTexts.brandTagline}
          </h2>
          <p className={styles.about}>{layoutTexts.footerAbout}</p>
        </div>
        <div>
          <h2 className={styles.heading}>{usageHoursTexts.title}</h2>
          {usageHours.map(({ branch, lines }) => (
            <Fragment key={branch ?? 'all'}>
              {branch && <p className={styles.hoursBranch}>{branchById[branch].name}</p>}
              <dl className={styles.hours}>
                {lines.map((line) => (
                  <div key={line.days} className={styles.hoursRow}>
                    <dt>{line.days}</dt>
                    <dd>{line.hours}</dd>
                  </div>
                ))}
              </dl>
            </Fragment>
          ))}
        </div>
        <nav aria-label={layoutTexts.footerMenuLabel}>
          <h2 className={styles.heading}>{layoutTexts.footerMenuLabel}</h2>
          <ul className={styles.links}>
            {footerMenu.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={styles.link}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className={styles.bottom}>
        <p className={styles.copyright}>
          {layoutTexts.copyright} {layoutTexts.rightsReserved}
        </p>
      </div>
    </footer>
  );
}
