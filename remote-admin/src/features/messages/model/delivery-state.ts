import type { ContactMessageSummary } from '@sportif/contract';
import { formatTime } from '../../../model/format-time';
import { adminTexts } from '../../../texts';

const texts = adminTexts.messages;

export interface DeliveryState {
  /**
   * The four states staff tell apart: Gönderildi (in the club's mailbox), Sunucuda saklandı (on
   * the server only, e-mailed to no one), Bekliyor, Başarısız.
   */
  tone: 'sent' | 'stored' | 'pending' | 'failed';
  label: string;
  /** What else there is to know: when it was delivered or stored, tried next, or why it failed. */
  details: string[];
}

/** Where a message's delivery stands, in the words the Mesajlar screen shows. */
export function deliveryState(message: ContactMessageSummary): DeliveryState {
  switch (message.status) {
    case 'sent':
      return {
        tone: 'sent',
        label: texts.sent,
        details: message.sentAt ? [texts.sentAt(formatTime(message.sentAt))] : [],
      };
    case 'stored':
      return {
        tone: 'stored',
        label: texts.stored,
        details: [texts.notSent, ...(message.storedAt ? [texts.storedAt(formatTime(message.storedAt))] : [])],
      };
    case 'failed':
      return {
        tone: 'failed',
        label: texts.failed,
        details: [
          texts.attempts(message.attempts),
          ...(message.lastError ? [texts.reason(message.lastError)] : []),
        ],
      };
    default:
      return {
        tone: 'pending',
        label: texts.pending,
        details: [
          message.status === 'sending' || !message.nextAttemptAt
            ? texts.sendingNow
            : texts.nextAttempt(formatTime(message.nextAttemptAt)),
          ...(message.attempts > 0 ? [texts.attempts(message.attempts)] : []),
          ...(message.lastError ? [texts.lastError(message.lastError)] : []),
        ],
      };
  }
}
