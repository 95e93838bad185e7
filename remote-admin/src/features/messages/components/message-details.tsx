import { type ContactMessage, messageStateLabels, messageStateOf } from '@sportif/contract';
import { notifyApiError, notifyInfo } from '@sportif/runtime';
import { dialogActionsStyles as actions } from '@sportif/ui';
import { useState } from 'react';
import { ConflictNotice, conflictOf } from '../../../components/conflict-notice';
import { formatTime } from '../../../model/format-time';
import { adminTexts } from '../../../texts';
import { messagesApi } from '../api/messages-api';
import { useLiveMessages } from '../hooks/use-live-messages';
import { replyLink } from '../model/reply-link';
import { DeliveryBadge } from './delivery-badge';
import styles from './message-details.module.css';

const texts = adminTexts.messages;
const asList = (message: ContactMessage) => [message];

interface MessageDetailsProps {
  id: string;
  /** The message changed (queued again, marked): the list behind the dialog shows it anew. */
  onChanged: () => void;
  /** "Sil": the screen asks first, with this dialog closed (one modal at a time). */
  onDelete: (message: ContactMessage) => void;
  onClose: () => void;
}

/**
 * One contact message in full (issues 20 and 37): who sent it, when, its delivery and its mark,
 * and its text, shown as text with its line breaks. Opening it marks it read. "Yanıtla" writes
 * back by e-mail; the marks change with the version read, so a mark someone else changed first
 * is refused and said so; "Sil" hands it to the screen, which asks before erasing it. A
 * failed one has "Yeniden dene", which queues it again.
 */
export function MessageDetails({ id, onChanged, onDelete, onClose }: MessageDetailsProps) {
  const details = useLiveMessages(() => messagesApi.getById(id), id, asList);
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);
  const message = details.data;

  const act = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
      onChanged();
    } catch (error) {
      const line = conflictOf(error);
      if (line) setConflict(line);
      else notifyApiError(error);
    } finally {
      setBusy(false);
    }
  };
  const requeue = () =>
    act(async () => {
      notifyInfo(await messagesApi.retry(id));
      details.reload();
    });
  const mark = (read: boolean, handled: boolean) =>
    act(async () => {
      if (!message) return;
      await messagesApi.setMarks({ id, version: message.version, read, handled });
      details.reload();
    });

  if (!message) {
    return <p className={styles.status}>{details.failed ? texts.detailFailed : texts.detailLoading}</p>;
  }
  const state = messageStateOf(message);
  const fields = [
    [texts.fieldName, message.name],
    [texts.fieldEmail, message.email],
    [texts.fieldPhone, message.phone],
    [texts.fieldSubject, message.subject],
    [texts.fieldReceived, formatTime(message.receivedAt)],
    [texts.fieldMarks, messageStateLabels[state]],
  ] as const;
  return (
    <div className={styles.details}>
      {conflict && (
        <ConflictNotice
          message={conflict}
          onReload={() => {
            setConflict(null);
            details.reload();
          }}
        />
      )}
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
        <button type="button" className={actions.cancel} disabled={busy} onClick={() => onDelete(message)}>
          {texts.delete}
        </button>
        <button type="button" className={actions.cancel} disabled={busy} onClick={() => mark(false, false)}>
          {texts.markUnread}
        </button>
        <button
          type="button"
          className={actions.cancel}
          disabled={busy}
          onClick={() => mark(true, state !== 'handled')}
        >
          {state === 'handled' ? texts.markUnhandled : texts.markHandled}
        </button>
        {message.status === 'failed' && (
          <button type="button" className={actions.cancel} disabled={busy} onClick={requeue}>
            {busy ? texts.retrying : texts.retry}
          </button>
        )}
        <a className={actions.primary} href={replyLink(message)}>
          {texts.reply}
        </a>
        <button type="button" className={actions.cancel} onClick={onClose}>
          {texts.close}
        </button>
      </div>
    </div>
  );
}
