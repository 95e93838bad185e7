import { sharedTexts } from '../texts';
import styles from './area-fallback.module.css';

interface AreaFallbackProps {
  onRetry: () => void;
  minHeight?: string | undefined;
}

/** What a federated area shows when its remote cannot be loaded or throws while rendering. */
export function AreaFallback({ onRetry, minHeight }: AreaFallbackProps) {
  return (
    <div className={styles.fallback} role="alert" style={{ minHeight }} data-federated-fallback="">
      <p className={styles.message}>{sharedTexts.areaUnavailable}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {sharedTexts.retry}
      </button>
    </div>
  );
}
