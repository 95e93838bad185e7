import type { Branch } from '../../content/club-content';
import { branchTexts } from '../../content/club-content';
import { usageHours } from '../../content/usage-hours';
import ui from '../../styles/ui.module.css';
import styles from './branch-details.module.css';

/**
 * A branch's contact details: address, phone (a `tel:` link), e-mail (a `mailto:` link) and usage
 * hours. The one rendering of them, on the contact page, the club list and the club pages.
 */
export function BranchDetails({ branch }: { branch: Branch }) {
  return (
    <dl className={styles.details}>
      <div>
        <dt>{branchTexts.addressLabel}</dt>
        <dd>
          <address className={styles.address}>{branch.address}</address>
        </dd>
      </div>
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
        <dt>{usageHours.title}</dt>
        <dd>
          <ul className={styles.hours}>
            {usageHours.lines.map((line) => (
              <li key={line.days}>
                {line.days}: {line.hours}
              </li>
            ))}
          </ul>
        </dd>
      </div>
    </dl>
  );
}
