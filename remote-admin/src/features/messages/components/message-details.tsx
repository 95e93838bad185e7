import type { ContactMessage } from '@sportif/contract';
import { notifyApiError, notifyInfo } from '@sportif/runtime';
import { dialogActionsStyles as actions } from '@sportif/ui';
import { useState } from 'react';
import { formatTime } from '../../../model/format-time';
import { adminTexts } from '../../../texts';
import { messagesApi } from '../api/messages-api';
import { useLiveMessages } from '../hooks/use-live-messages';
import { DeliveryBadge } from './delivery-badge';
import styles from './message-details.module.css';

const texts = adminTexts.messages;
const asList = (message: ContactMessage) => [message];

interface MessageDetailsProps {
  id: string;
  /** The message was queued again: the list behind the dialog shows it anew. */
  onRequeued: () => void;
  onClose: () => void;
}

/**
 * One contact message in full (issue 20): who sent it, when, its delivery, and its text, shown as
 * text with its line breaks. A failed one has "Yeniden dene", which queues it again.
 */
export function MessageDetails({ id, onRequeued, onClose }: MessageDetailsProps) {
  const details = useLiveMessages(() => messagesApi.getById(id), id, asList);
  const [requeueing, setRequeueing] = useState(false);
  const message = details.data;

  const requeue = async () => {
    setRequeueing(true);
    try {
      notifyInfo(await messagesApi.retry(id));
      onRequeued();
    } catch (error) {
      notifyApiError(error);
    } finally {
      setRequeueing(false);
      details.reload();
    }
  };

  if (!message) {
    return <p className={styles.status}>{details.failed ? texts.detailFailed : texts.detailLoading}</p>;
  }
  const fields = [
    [texts.fieldName, message.name],
    [texts.fieldEmail, message.email],
    [texts.fieldPhone, message.phone],
    [texts.fieldSubject, message.subject],
    [texts.fieldReceived, formatTime(message.receivedAt)],
  ] as const;
  return (
    <div className={styles.details}>
      <dl className={styles.fields}>
        {fields.map(([label, value]) => (
          <div key={label} className={styles.field}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className={styles.field}>
          <dt>{texts.fieldState}</dt>
          <dd>
            <DeliveryBadge message={message} full />
          </dd>
        </div>
      </dl>
      <h3 className={styles.messageTitle}>{texts.fieldMessage}</h3>
      <p className={styles.message}>{message.message}</p>
      <div className={`${actions.actions} ${styles.actions}`}>
        <button type="button" className={actions.cancel} onClick={onClose}>
          {texts.close}
        </button>
        {message.status === 'failed' && (
          <button type="button" className={actions.primary} disabled={requeueing} onClick={requeue}>
            {requeueing ? texts.retrying : texts.retry}
          </button>
        )}
      </div>
    </div>
  );
}
