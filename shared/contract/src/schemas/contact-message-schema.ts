import * as v from 'valibot';
import { pageOf, pageRequestEntries, searchEntry } from './page-request';

const invalidBody = 'İstek gövdesi geçersiz.';

/** How far staff have got with a message (issue 37): not opened yet, opened, or handled. */
export const messageStates = ['unread', 'read', 'handled'] as const;
export type MessageState = (typeof messageStates)[number];

/**
 * Where the delivery of a message stands: `pending` waits for its next attempt, `sending` is being
 * handed over, `sent` was accepted by the mail server, `stored` was written to a file on the
 * server and e-mailed to no one (no mail server is set up: SMTP_URL), `failed` was given up on.
 */
export const deliveryStatuses = ['pending', 'sending', 'sent', 'stored', 'failed'] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

export const messageFilterLimits = { subject: 150 } as const;

/**
 * The filters of `Messages/Query` and `Messages/Export` (issue 37), each blank for all: `search`
 * finds the sender's name or e-mail (Turkish case rules), `subject` is one subject exactly (the
 * contact form's subjects name the branches: "Ümitköy Kulüp"), `state` and `delivery` one state.
 */
export const messageFilterEntries = {
  search: searchEntry,
  subject: v.optional(
    v.pipe(
      v.string('Konu geçersiz.'),
      v.maxLength(
        messageFilterLimits.subject,
        `Konu en fazla ${messageFilterLimits.subject} karakter olabilir.`,
      ),
    ),
    '',
  ),
  state: v.optional(
    v.picklist(['', ...messageStates], 'Durum okunmadı, okundu veya ele alındı olmalıdır.'),
    '',
  ),
  delivery: v.optional(
    v.picklist(['', ...deliveryStatuses], 'Teslim durumu geçerli bir durum olmalıdır.'),
    '',
  ),
};

/** The body of `Messages/Query`: newest first, the filtered messages, `limit` from `offset`. */
export const messagesQueryRequestSchema = v.object(
  { ...messageFilterEntries, ...pageRequestEntries },
  invalidBody,
);
export type MessagesQueryRequest = v.InferOutput<typeof messagesQueryRequestSchema>;
export type MessagesQueryInput = v.InferInput<typeof messagesQueryRequestSchema>;

/** The body of `Messages/Export`: the same filters, every message they keep (newest first). */
export const messagesExportRequestSchema = v.object({ ...messageFilterEntries }, invalidBody);
export type MessagesExportRequest = v.InferOutput<typeof messagesExportRequestSchema>;
export type MessagesExportInput = v.InferInput<typeof messagesExportRequestSchema>;

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

/** The body of `Messages/SetMarks`: the read and handled marks of a message read at `version`. */
export const messageMarksRequestSchema = v.object(
  {
    ...messageIdRequestSchema.entries,
    version: v.pipe(
      v.number('Sürüm (version) bir tam sayı olmalıdır.'),
      v.integer('Sürüm (version) bir tam sayı olmalıdır.'),
    ),
    read: v.boolean('Okundu (read) true veya false olmalıdır.'),
    handled: v.boolean('Ele alındı (handled) true veya false olmalıdır.'),
  },
  invalidBody,
);
export type MessageMarksRequest = v.InferOutput<typeof messageMarksRequestSchema>;

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
  /** When staff first opened it; null while unread. */
  readAt: v.nullable(time),
  /** When it was marked handled; null while not. */
  handledAt: v.nullable(time),
  /** One more with every change of its marks: sent back with the next, refused if it moved. */
  version: v.number(),
  /** Who changed its marks last; null while nobody has. */
  marksChangedByName: v.nullable(v.string()),
});
export type ContactMessageSummary = v.InferOutput<typeof contactMessageSummarySchema>;

/** A page of messages, and every subject the outbox holds (for the subject filter). */
export const messagesPageSchema = v.object({
  ...pageOf(contactMessageSummarySchema).entries,
  subjects: v.array(v.string()),
});
export type MessagesPage = v.InferOutput<typeof messagesPageSchema>;

/** What `Messages/GetById` answers: the summary and the message's text. */
export const contactMessageSchema = v.object({ ...contactMessageSummarySchema.entries, message: v.string() });
export type ContactMessage = v.InferOutput<typeof contactMessageSchema>;

/** How the states are named on screen and in the CSV export (issue 37). */
export const messageStateLabels: Record<MessageState, string> = {
  unread: 'Okunmadı',
  read: 'Okundu',
  handled: 'Ele alındı',
};

/** The state of a message from its marks: handled, else read, else unread. */
export const messageStateOf = (message: Pick<ContactMessageSummary, 'readAt' | 'handledAt'>): MessageState =>
  message.handledAt !== null ? 'handled' : message.readAt !== null ? 'read' : 'unread';
