import type { ContactMessageSummary } from '@sportif/contract';
import { deliveryState } from '../model/delivery-state';
import styles from './delivery-badge.module.css';

/** A message's delivery: Gönderildi, Sunucuda saklandı, Bekliyor or Başarısız, with what else there is to know. */
export function DeliveryBadge({ message, full = false }: { message: ContactMessageSummary; full?: boolean }) {
  const state = deliveryState(message);
  return (
    <div className={styles.state} data-delivery={state.tone}>
      <span className={`${styles.badge} ${styles[state.tone]}`}>{state.label}</span>
      {state.details.map((detail) => (
        <span key={detail} className={full ? styles.detail : `${styles.detail} ${styles.clamped}`}>
          {detail}
        </span>
      ))}
    </div>
  );
}
