import { Link } from 'react-router-dom';
import { usageHours } from '../../../content/usage-hours';
import { footerMenu, layoutTexts } from '../content/layout-content';
import styles from './site-footer.module.css';

/** Policy links, the usage hours and the year (docs/requirements.md §2: public footer). */
export function SiteFooter() {
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
          <h2 className={styles.heading}>{usageHours.title}</h2>
          <dl className={styles.hours}>
            {usageHours.lines.map((line) => (
              <div key={line.days} className={styles.hoursRow}>
                <dt>{line.days}</dt>
                <dd>{line.hours}</dd>
              </div>
            ))}
          </dl>
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
