import * as v from 'valibot';
import { pageOf, pageRequestEntries } from './page-request';

const invalidBody = 'İstek gövdesi geçersiz.';

/** The body of `Messages/Query`: newest first, `limit` messages from `offset`. */
export const messagesQueryRequestSchema = v.object({ ...pageRequestEntries }, invalidBody);
export type MessagesQueryRequest = v.InferOutput<typeof messagesQueryRequestSchema>;

/** The body of `Messages/GetById` and `Messages/Retry`. */
export const messageIdRequestSchema = v.object(
  {
    id: v.pipe(
      v.string('Mesaj kimliği zorunludur.'),
      v.nonEmpty('Mesaj kimliği zorunludur.'),
      v.uuid('Mesaj kimliği geçersiz.'),
    ),
  },
  invalidBody,
);
export type MessageIdRequest = v.InferOutput<typeof messageIdRequestSchema>;

/**
 * Where a message's delivery stands: `pending` waits for its next attempt, `sending` is being
 * handed over, `sent` was accepted by the mail server, `stored` was written to a file on the
 * server and e-mailed to no one (no mail server is set up: SMTP_URL), `failed` was given up on.
 */
export const deliveryStatuses = ['pending', 'sending', 'sent', 'stored', 'failed'] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

const time = v.pipe(v.string(), v.isoTimestamp());

/** A contact message in the admin's list: who sent what when, and its delivery (times in ISO 8601). */
export const contactMessageSummarySchema = v.object({
  id: v.string(),
  number: v.number(),
  receivedAt: time,
  name: v.string(),
  email: v.string(),
  phone: v.string(),
  subject: v.string(),
  status: v.picklist(deliveryStatuses),
  /** Delivery attempts made so far in this round (a retry starts a new round). */
  attempts: v.number(),
  /** When a pending message is tried next. */
  nextAttemptAt: v.nullable(time),
  /** When the mail server accepted a sent message. */
  sentAt: v.nullable(time),
  /** When a stored message was written to its file on the server. */
  storedAt: v.nullable(time),
  /** Why the last attempt failed: the reason of a failed message, or of a pending one's last try. */
  lastError: v.nullable(v.string()),
});
export type ContactMessageSummary = v.InferOutput<typeof contactMessageSummarySchema>;

export const messagesPageSchema = pageOf(contactMessageSummarySchema);
export type MessagesPage = v.InferOutput<typeof messagesPageSchema>;

/** What `Messages/GetById` answers: the summary and the message's text. */
export const contactMessageSchema = v.object({ ...contactMessageSummarySchema.entries, message: v.string() });
export type ContactMessage = v.InferOutput<typeof contactMessageSchema>;
