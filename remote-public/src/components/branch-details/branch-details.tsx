import { type ClubId, useSiteContent } from '@sportif/runtime';
import { branchTexts } from '../../content/club-content';
import { usageHoursTexts } from '../../content/usage-hours';
import { addressLine, telHref } from '../../model/branch-contact';
import { hoursLines } from '../../model/usage-hours';
import ui from '../../styles/ui.module.css';
import styles from './branch-details.module.css';
import { BranchMap } from './branch-map';

/**
 * A branch's contact details: address, phone (a `tel:` link), e-mail (a `mailto:` link) and usage
 * hours, as staff last published them. The one rendering of them, on the contact page, the club
 * list and the club pages.
 */
export function BranchDetails({ clubId }: { clubId: ClubId }) {
  const branch = useSiteContent(`branch.${clubId}`);
  const hours = useSiteContent('hours')[clubId];
  return (
    <dl className={styles.details}>
      <div>
        <dt>{branchTexts.addressLabel}</dt>
        <dd>
          <address className={styles.address}>{addressLine(branch)}</address>
        </dd>
      </div>
      <div>
        <dt>{branchTexts.phoneLabel}</dt>
        <dd>
          <a href={telHref(branch.phone)} className={ui.textLink}>
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
        <dt>{usageHoursTexts.title}</dt>
        <dd>
          <ul className={styles.hours}>
            {hoursLines(hours).map((line) => (
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

/** The branch's map block, at the place its content names for the maps service. */
export function BranchMapOf({ clubId, branchName }: { clubId: ClubId; branchName: string }) {
  const { mapQuery } = useSiteContent(`branch.${clubId}`);
  return <BranchMap branchName={branchName} address={mapQuery} />;
}
