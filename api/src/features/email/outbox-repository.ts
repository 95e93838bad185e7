import type { Database } from '../../db/database.ts';
import { ApiProblem } from '../../http/api-problem.ts';
import { apiTexts } from '../../texts.ts';
import type { DeliveryResult } from './mail-delivery.ts';

export interface ContactMessage {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

/** A message the worker has claimed: only the holder of `claimToken` may settle it. */
export interface ClaimedMessage extends ContactMessage {
  id: string;
  claimToken: string;
  /** Delivery attempts including this one. */
  attempts: number;
  createdAt: Date;
}

/** Messages accepted per client address within the window (issue 3: at most 5 an hour). */
const rateLimit = { limit: 5, windowSeconds: 60 * 60 };

const errorTextLimit = 1000;

const claimSql = `
  UPDATE mail_outbox
  SET status = 'sending', attempts = attempts + 1, claim_token = gen_random_uuid(),
      lease_expires_at = clock_timestamp() + make_interval(secs => $1)
  WHERE id = (
    SELECT id FROM mail_outbox
    WHERE (status = 'pending' AND next_attempt_at <= clock_timestamp())
       OR (status = 'sending' AND lease_expires_at < clock_timestamp())
    ORDER BY next_attempt_at
    LIMIT 1
    FOR UPDATE SKIP LOCKED
  )
  RETURNING id::text AS id, claim_token::text AS "claimToken", attempts,
    sender_name AS name, sender_email AS email, phone, subject, message,
    (extract(epoch FROM created_at) * 1000)::float8 AS "createdAtMs"`;

/**
 * The mail outbox in PostgreSQL. Claiming takes one due row with FOR UPDATE SKIP LOCKED and a
 * lease, so several API instances can run workers without sending a message twice; a claim
 * whose lease ran out (its instance died) is taken over.
 */
export function createOutboxRepository(db: Database) {
  return {
    /**
     * Stores a message from `clientIp`, or throws a 429 ApiProblem when that address already
     * sent `limit` messages within the window (until the oldest of them leaves it).
     */
    async enqueue(message: ContactMessage, clientIp: string): Promise<void> {
      return db.transaction(async (tx) => {
        // One address at a time (the count and the insert must not interleave for it); messages
        // from different addresses go through side by side.
        await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`mail_outbox:${clientIp}`]);
        const { rows } = await tx.query<{ wait: number }>(
          `SELECT extract(epoch FROM created_at + make_interval(secs => $2) - clock_timestamp())::float8 AS wait
           FROM mail_outbox
           WHERE client_ip = $1 AND created_at > clock_timestamp() - make_interval(secs => $2)
           ORDER BY created_at DESC OFFSET $3 LIMIT 1`,
          [clientIp, rateLimit.windowSeconds, rateLimit.limit - 1],
        );
        const wait = rows[0]?.wait;
        if (wait !== undefined && wait > 0) {
          throw ApiProblem.throttled(apiTexts.mailThrottled(Math.ceil(wait / 60)), wait);
        }
        await tx.query(
          `INSERT INTO mail_outbox (client_ip, sender_name, sender_email, phone, subject, message)
           VALUES ($1, $2, $3, $4, $5, $6)`,
          [clientIp, message.name, message.email, message.phone, message.subject, message.message],
        );
      });
    },

    /** The next due message, now leased to the caller for `leaseSeconds`; null when none is due. */
    async claimNext(leaseSeconds: number): Promise<ClaimedMessage | null> {
      const { rows } = await db.query<Omit<ClaimedMessage, 'createdAt'> & { createdAtMs: number }>(claimSql, [
        leaseSeconds,
      ]);
      const row = rows[0];
      if (!row) return null;
      const { createdAtMs, ...message } = row;
      return { ...message, createdAt: new Date(createdAtMs) };
    },

    /**
     * Settles a message handed over: `sent` at sent_at, or `stored` (written to a file on this
     * server, e-mailed to no one) at stored_at.
     */
    async markDelivered(claim: ClaimedMessage, result: DeliveryResult): Promise<void> {
      const at = result === 'sent' ? 'sent_at' : 'stored_at';
      await db.query(
        `UPDATE mail_outbox SET status = $3, ${at} = clock_timestamp(), claim_token = NULL,
           lease_expires_at = NULL, last_error = NULL
         WHERE id = $1 AND claim_token = $2`,
        [claim.id, claim.claimToken, result],
      );
    },

    async scheduleRetry(claim: ClaimedMessage, delaySeconds: number, error: string): Promise<void> {
      await db.query(
        `UPDATE mail_outbox SET status = 'pending', next_attempt_at = clock_timestamp() + make_interval(secs => $3),
           claim_token = NULL, lease_expires_at = NULL, last_error = $4
         WHERE id = $1 AND claim_token = $2`,
        [claim.id, claim.claimToken, delaySeconds, error.slice(0, errorTextLimit)],
      );
    },

    /**
     * Gives up on the message; the row stays, with the reason, for staff to look at until it is
     * erased MAIL_RETENTION_DAYS after `failed_at` (outbox-retention.ts).
     */
    async markFailed(claim: ClaimedMessage, error: string): Promise<void> {
      await db.query(
        `UPDATE mail_outbox SET status = 'failed', claim_token = NULL, lease_expires_at = NULL, last_error = $3,
           failed_at = clock_timestamp()
         WHERE id = $1 AND claim_token = $2`,
        [claim.id, claim.claimToken, error.slice(0, errorTextLimit)],
      );
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
