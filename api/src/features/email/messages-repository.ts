import type {
  ContactMessage,
  ContactMessageSummary,
  DeliveryStatus,
  MessageMarksRequest,
  MessagesExportRequest,
  MessagesPage,
  MessagesQueryRequest,
} from '@sportif/contract';
import type { Database, Queryable } from '../../db/database.ts';
import { likeLiteral } from '../../db/like-literal.ts';
import { ApiProblem } from '../../http/api-problem.ts';
import { apiTexts } from '../../texts.ts';
import { type ChangeAuthor, recordChange } from '../audit/index.ts';

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
  readAtMs: number | null;
  handledAtMs: number | null;
  version: number;
  marksChangedByName: string | null;
}

const epochMs = (column: string) => `(extract(epoch FROM ${column}) * 1000)::float8`;

const summaryColumns = `m.id::text AS id, m.seq::float8 AS number, ${epochMs('m.created_at')} AS "receivedAtMs",
  m.sender_name AS name, m.sender_email AS email, m.phone, m.subject, m.status, m.attempts,
  CASE WHEN m.status = 'pending' THEN ${epochMs('m.next_attempt_at')} END AS "nextAttemptAtMs",
  ${epochMs('m.sent_at')} AS "sentAtMs", ${epochMs('m.stored_at')} AS "storedAtMs", m.last_error AS "lastError",
  ${epochMs('m.read_at')} AS "readAtMs", ${epochMs('m.handled_at')} AS "handledAtMs", m.version,
  u.name AS "marksChangedByName"`;

const fromMessages = 'FROM mail_outbox m LEFT JOIN users u ON u.id = m.marks_changed_by';

const isoTime = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

function toSummary(row: MessageRow): ContactMessageSummary {
  const { receivedAtMs, nextAttemptAtMs, sentAtMs, storedAtMs, readAtMs, handledAtMs, ...rest } = row;
  return {
    ...rest,
    receivedAt: new Date(receivedAtMs).toISOString(),
    nextAttemptAt: isoTime(nextAttemptAtMs),
    sentAt: isoTime(sentAtMs),
    storedAt: isoTime(storedAtMs),
    readAt: isoTime(readAtMs),
    handledAt: isoTime(handledAtMs),
  };
}

const stateConditions = {
  unread: 'm.read_at IS NULL AND m.handled_at IS NULL',
  read: 'm.read_at IS NOT NULL AND m.handled_at IS NULL',
  handled: 'm.handled_at IS NOT NULL',
} as const;

/** The WHERE clause of the filters, its parameters appended to `params`. */
function filterWhere(filters: MessagesExportRequest, params: unknown[]): string {
  const conditions: string[] = [];
  if (filters.search !== '') {
    const term = `'%' || turkish_fold($${params.push(likeLiteral(filters.search))}) || '%'`;
    conditions.push(
      `(turkish_fold(m.sender_name) LIKE ${term} OR turkish_fold(m.sender_email) LIKE ${term})`,
    );
  }
  if (filters.subject !== '') conditions.push(`m.subject = $${params.push(filters.subject)}`);
  if (filters.state !== '') conditions.push(stateConditions[filters.state]);
  if (filters.delivery !== '') conditions.push(`m.status = $${params.push(filters.delivery)}`);
  return conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
}

/** What a retry did: queued the message again, or found it gone or not failed. */
export type RetryOutcome = 'queued' | 'missing' | 'not-failed';

/**
 * The contact messages of the outbox as staff see them (issues 20 and 37, "Mesajlar"): newest
 * first, filtered, with where their delivery stands and how far staff have got with them. Rows
 * the outbox no longer keeps are simply not there. Every change of a message's state is recorded
 * in the audit log by its number, never by what the visitor wrote.
 */
export function createMessagesRepository(db: Database) {
  /** The message's marks as they are now, to say who changed them first. */
  async function refuseStale(tx: Queryable, id: string): Promise<never> {
    const { rows } = await tx.query<{ atMs: number | null; name: string | null }>(
      `SELECT ${epochMs('m.marks_changed_at')} AS "atMs", u.name ${fromMessages} WHERE m.id = $1`,
      [id],
    );
    const row = rows[0];
    if (!row) throw ApiProblem.rule(apiTexts.messageNotFound);
    throw ApiProblem.conflict(apiTexts.messageMarksChanged(new Date(row.atMs ?? Date.now()), row.name));
  }

  async function summary(tx: Queryable, id: string): Promise<ContactMessageSummary | null> {
    const { rows } = await tx.query<MessageRow>(`SELECT ${summaryColumns} ${fromMessages} WHERE m.id = $1`, [
      id,
    ]);
    return rows[0] ? toSummary(rows[0]) : null;
  }

  return {
    /** One page of the messages the filters keep, newest first, how many they keep, and every subject held. */
    async page(request: MessagesQueryRequest): Promise<MessagesPage> {
      return db.transaction(async (tx) => {
        // One snapshot for the page, the count and the subjects, as with a single statement.
        await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ');
        const params: unknown[] = [];
        const where = filterWhere(request, params);
        const { rows } = await tx.query<MessageRow>(
          `SELECT ${summaryColumns} ${fromMessages} ${where}
           ORDER BY m.seq DESC OFFSET $${params.length + 1} LIMIT $${params.length + 2}`,
          [...params, request.offset, request.limit],
        );
        const count = await tx.query<{ total: number }>(
          `SELECT count(*)::int AS total FROM mail_outbox m ${where}`,
          params,
        );
        const subjects = await tx.query<{ subject: string }>(
          'SELECT DISTINCT subject, turkish_sort_key(subject) COLLATE "C" AS key FROM mail_outbox ORDER BY key',
        );
        return {
          items: rows.map(toSummary),
          total: count.rows[0]?.total ?? 0,
          subjects: subjects.rows.map((row) => row.subject),
        };
      });
    },

    /**
     * Every message the filters keep, newest first, with its text (the CSV export). The export is
     * recorded by its count only: the filters may hold a visitor's name.
     */
    async exportAll(filters: MessagesExportRequest, by: ChangeAuthor): Promise<ContactMessage[]> {
      return db.transaction(async (tx) => {
        const params: unknown[] = [];
        const { rows } = await tx.query<MessageRow & { message: string }>(
          `SELECT ${summaryColumns}, m.message ${fromMessages} ${filterWhere(filters, params)} ORDER BY m.seq DESC`,
          params,
        );
        await recordChange(tx, { by, action: 'message.export', details: { count: rows.length } });
        return rows.map(({ message, ...row }) => ({ ...toSummary(row), message }));
      });
    },

    /**
     * The whole message with its delivery, or null when the outbox does not hold it. Opening a
     * message marks it read (once: the first opening is recorded).
     */
    async open(id: string, by: ChangeAuthor): Promise<ContactMessage | null> {
      return db.transaction(async (tx) => {
        const { rows: marked } = await tx.query<{ number: number }>(
          `UPDATE mail_outbox SET read_at = clock_timestamp(), version = version + 1,
             marks_changed_at = clock_timestamp(), marks_changed_by = $2
           WHERE id = $1 AND read_at IS NULL RETURNING seq::float8 AS number`,
          [id, by.id],
        );
        if (marked[0]) {
          await recordChange(tx, { by, action: 'message.read', details: { number: marked[0].number } });
        }
        const { rows } = await tx.query<MessageRow & { message: string }>(
          `SELECT ${summaryColumns}, m.message ${fromMessages} WHERE m.id = $1`,
          [id],
        );
        const row = rows[0];
        if (!row) return null;
        const { message, ...rest } = row;
        return { ...toSummary(rest), message };
      });
    },

    /**
     * Sets the read and handled marks of a message read at `version` (handled implies read). A
     * message changed since is refused (409) with who changed it and when; nothing is overwritten.
     */
    async setMarks(request: MessageMarksRequest, by: ChangeAuthor): Promise<ContactMessageSummary> {
      return db.transaction(async (tx) => {
        const read = request.read || request.handled;
        const { rows } = await tx.query<{ number: number }>(
          `UPDATE mail_outbox SET
             read_at = CASE WHEN $3 THEN coalesce(read_at, clock_timestamp()) END,
             handled_at = CASE WHEN $4 THEN coalesce(handled_at, clock_timestamp()) END,
             version = version + 1, marks_changed_at = clock_timestamp(), marks_changed_by = $5
           WHERE id = $1 AND version = $2 RETURNING seq::float8 AS number`,
          [request.id, request.version, read, request.handled, by.id],
        );
        const number = rows[0]?.number;
        if (number === undefined) return refuseStale(tx, request.id);
        await recordChange(tx, {
          by,
          action: 'message.marks',
          details: { number, read, handled: request.handled },
        });
        const updated = await summary(tx, request.id);
        if (!updated) throw new Error(`Message ${request.id} vanished inside its transaction`);
        return updated;
      });
    },

    /**
     * Erases a message's row (a KVKK erasure: its text, the sender's data and address go with it)
     * and records the erasure by number. A message being handed over right now is refused: its
     * file may be being written. Answers the id's number, or throws the Turkish refusal.
     */
    async erase(id: string, by: ChangeAuthor): Promise<number> {
      const number = await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ number: number }>(
          `DELETE FROM mail_outbox WHERE id = $1 AND status <> 'sending' RETURNING seq::float8 AS number`,
          [id],
        );
        const erased = rows[0]?.number;
        if (erased === undefined) {
          const { rows: left } = await tx.query('SELECT 1 FROM mail_outbox WHERE id = $1', [id]);
          throw ApiProblem.rule(left.length > 0 ? apiTexts.messageBeingSent : apiTexts.messageNotFound);
        }
        await recordChange(tx, { by, action: 'message.delete', details: { number: erased } });
        return erased;
      });
      // The deleted row's old version stays in the table's pages until a vacuum reclaims them.
      await db.query('VACUUM mail_outbox');
      return number;
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
