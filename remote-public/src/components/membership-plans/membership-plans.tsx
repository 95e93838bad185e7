import { useSiteContent } from '@sportif/runtime';
import { Link } from 'react-router-dom';
import { branchById } from '../../content/club-content';
import { membershipTexts } from '../../content/membership-content';
import { joinUsLink } from '../../content/site-content';
import { clubUsageHours, hoursSentence } from '../../model/usage-hours';
import ui from '../../styles/ui.module.css';
import { formatPrice } from './format-price';
import styles from './membership-plans.module.css';

/** The yearly memberships with their prices, the cash-payment note and the usage hours, as published. */
export function MembershipPlans() {
  const { plans } = useSiteContent('membership');
  const usageHours = clubUsageHours(useSiteContent('hours'))
    .map(({ branch, lines }) => (branch ? `${branchById[branch].name}: ` : '') + hoursSentence(lines))
    .join('; ');
  return (
    <div className={styles.plans}>
      <ul className={ui.cardGrid}>
        {plans.map((plan) => (
          <li key={plan.id} className={`${ui.card} ${styles.card}`}>
            <p className={styles.period}>{membershipTexts.period}</p>
            <h3 className={ui.cardTitle}>
              {plan.name}
              <span className={styles.scope}>{plan.scope}</span>
            </h3>
            <p className={styles.price}>
              <strong>{formatPrice(plan.priceTry, membershipTexts.currency)}</strong>{' '}
              <span className={styles.perYear}>{membershipTexts.perYear}</span>
            </p>
            <ul className={styles.features}>
              {plan.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
            <Link to={joinUsLink.to} className={`${ui.button} ${styles.join}`}>
              {membershipTexts.join}
              <span className={ui.visuallyHidden}>
                {' '}
                – {plan.name}, {plan.scope}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <div className={styles.notes}>
        <p className={styles.cashNote}>{membershipTexts.cashNote}</p>
        <p>
          <strong>{membershipTexts.usageHoursTitle}:</strong> {usageHours}
        </p>
      </div>
    </div>
  );
}
