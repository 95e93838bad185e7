import { type ContactMessageSummary, messageStateLabels, messageStateOf } from '@sportif/contract';
import table from '../../../components/data-table.module.css';
import { EmptyRow } from '../../../components/empty-row';
import screen from '../../../components/screen.module.css';
import { formatTime } from '../../../model/format-time';
import { adminTexts } from '../../../texts';
import { DeliveryBadge } from './delivery-badge';
import styles from './message-table.module.css';

const texts = adminTexts.messages;

interface MessageTableProps {
  messages: readonly ContactMessageSummary[];
  loading: boolean;
  failed: boolean;
  /** Filters are set: an empty list means nothing matched, not that there are no messages. */
  filtered: boolean;
  onRetry: () => void;
  onOpen: (message: ContactMessageSummary) => void;
}

/**
 * The contact messages, newest first: when, who (name, e-mail, phone), what about, how far staff
 * have got with it (Okunmadı, Okundu, Ele alındı) and where the delivery stands.
 */
export function MessageTable({ messages, loading, failed, filtered, onRetry, onOpen }: MessageTableProps) {
  const emptyText = loading
    ? texts.loading
    : failed
      ? texts.loadFailed
      : filtered
        ? texts.noMatch
        : texts.empty;
  return (
    <table className={table.table} aria-busy={loading}>
      <thead className={styles.head}>
        <tr>
          <th scope="col" className={table.number}>
            {texts.columnNumber}
          </th>
          <th scope="col">{texts.columnReceived}</th>
          <th scope="col">{texts.columnSender}</th>
          <th scope="col">{texts.columnSubject}</th>
          <th scope="col">{texts.columnState}</th>
          <th scope="col" className={table.end}>
            {texts.columnActions}
          </th>
        </tr>
      </thead>
      <tbody>
        {messages.length === 0 ? (
          <EmptyRow
            columns={6}
            text={emptyText}
            retry={failed && !loading ? { label: texts.retryLoad, onRetry } : undefined}
          />
        ) : (
          messages.map((message) => {
            const state = messageStateOf(message);
            return (
              <tr key={message.id} className={`${table.row} ${styles.row}`} data-state={state}>
                <td className={`${table.number} ${styles.numberCell}`}>{message.number}</td>
                <td className={styles.received}>{formatTime(message.receivedAt)}</td>
                <td className={`${table.text} ${styles.sender}`}>
                  <span className={styles.name}>{message.name}</span>
                  <span className={styles.contact}>{message.email}</span>
                  <span className={styles.contact}>{message.phone}</span>
                </td>
                <td className={`${table.text} ${styles.subject}`}>{message.subject}</td>
                <td className={styles.stateCell}>
                  <span className={state === 'unread' ? styles.unread : undefined}>
                    {messageStateLabels[state]}
                  </span>
                  <DeliveryBadge message={message} />
                </td>
                <td className={styles.actionsCell}>
                  <button
                    type="button"
                    className={screen.button}
                    aria-label={texts.openRow(message.name, message.subject)}
                    onClick={() => onOpen(message)}
                  >
                    {texts.open}
                  </button>
                </td>
              </tr>
            );
          })
        )}
      </tbody>
    </table>
  );
}
