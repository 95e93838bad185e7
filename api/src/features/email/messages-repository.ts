import type { ContactMessage, ContactMessageSummary, DeliveryStatus, MessagesPage } from '@sportif/contract';
import type { Database } from '../../db/database.ts';

interface MessageRow {
  id: string;
  number: number;
  receivedAtMs: number;
  name: string;
  email: string;
  phone: string;
  subject: string;
  status: DeliveryStatus;
  attempts: number;
  nextAttemptAtMs: number | null;
  sentAtMs: number | null;
  storedAtMs: number | null;
  lastError: string | null;
}

const epochMs = (column: string) => `(extract(epoch FROM ${column}) * 1000)::float8`;

const summaryColumns = `id::text AS id, seq::float8 AS number, ${epochMs('created_at')} AS "receivedAtMs",
  sender_name AS name, sender_email AS email, phone, subject, status, attempts,
  CASE WHEN status = 'pending' THEN ${epochMs('next_attempt_at')} END AS "nextAttemptAtMs",
  ${epochMs('sent_at')} AS "sentAtMs", ${epochMs('stored_at')} AS "storedAtMs", last_error AS "lastError"`;

const isoTime = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

function toSummary(row: MessageRow): ContactMessageSummary {
  const { receivedAtMs, nextAttemptAtMs, sentAtMs, storedAtMs, ...rest } = row;
  return {
    ...rest,
    receivedAt: new Date(receivedAtMs).toISOString(),
    nextAttemptAt: isoTime(nextAttemptAtMs),
    sentAt: isoTime(sentAtMs),
    storedAt: isoTime(storedAtMs),
  };
}

/** What a retry did: queued the message again, or found it gone or not failed. */
export type RetryOutcome = 'queued' | 'missing' | 'not-failed';

/**
 * The contact messages of the outbox as staff see them (issue 20, "Mesajlar"): newest first,
 * with where their delivery stands. Rows the outbox no longer keeps are simply not there.
 */
export function createMessagesRepository(db: Database) {
  return {
    /** `limit` messages from `offset`, newest first, and how many there are. */
    async page(offset: number, limit: number): Promise<MessagesPage> {
      return db.transaction(async (tx) => {
        // One snapshot for the page and the count, as with a single statement.
        await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ');
        const { rows } = await tx.query<MessageRow>(
          `SELECT ${summaryColumns} FROM mail_outbox ORDER BY seq DESC OFFSET $1 LIMIT $2`,
          [offset, limit],
        );
        const count = await tx.query<{ total: number }>('SELECT count(*)::int AS total FROM mail_outbox');
        return { items: rows.map(toSummary), total: count.rows[0]?.total ?? 0 };
      });
    },
    /** The whole message with its delivery, or null when the outbox does not hold it. */
    async findById(id: string): Promise<ContactMessage | null> {
      const { rows } = await db.query<MessageRow & { message: string }>(
        `SELECT ${summaryColumns}, message FROM mail_outbox WHERE id = $1`,
        [id],
      );
      const row = rows[0];
      if (!row) return null;
      const { message, ...summary } = row;
      return { ...toSummary(summary), message };
    },
    /**
     * Queues a failed message again, for a new round of attempts. Only a failed message moves,
     * in one statement: a message being delivered or delivered already is never sent again.
     */
    async retry(id: string): Promise<RetryOutcome> {
      const { rowCount } = await db.query(
        `UPDATE mail_outbox SET status = 'pending', attempts = 0, next_attempt_at = clock_timestamp(), last_error = NULL
         WHERE id = $1 AND status = 'failed'`,
        [id],
      );
      if (rowCount === 1) return 'queued';
      const { rows } = await db.query('SELECT 1 FROM mail_outbox WHERE id = $1', [id]);
      return rows.length === 0 ? 'missing' : 'not-failed';
    },
  };
}

export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
