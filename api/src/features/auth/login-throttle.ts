import type { Database } from '../../db/database.ts';
import { ApiProblem } from '../../http/api-problem.ts';
import { apiTexts } from '../../texts.ts';

/** Failures allowed per account and per client address within the window (issue 3: 5 in 15 minutes). */
const policy = { limit: 5, windowSeconds: 15 * 60 };

const lockKey = 7_314_200_302;

/**
 * Sign-in attempts counted in PostgreSQL (login_failures), so every instance of the API sees
 * the same counts. An attempt is recorded as a failure before the password is checked and
 * removed if it succeeds: attempts sent in parallel cannot slip past the limit while scrypt runs.
 */
export function createLoginThrottle(db: Database) {
  return {
    /**
     * Records an attempt for `account` from `clientIp` and returns its id, or throws a 429
     * ApiProblem while either has `limit` failures in the window (until the oldest of them
     * leaves it).
     */
    async begin(account: string, clientIp: string): Promise<string> {
      return db.transaction(async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock($1)', [lockKey]);
        await tx.query(
          'DELETE FROM login_failures WHERE failed_at < clock_timestamp() - make_interval(secs => $1)',
          [policy.windowSeconds],
        );
        const { rows } = await tx.query<{ wait: number | null }>(
          `SELECT max(extract(epoch FROM failed_at + make_interval(secs => $3) - clock_timestamp()))::float8 AS wait
           FROM (
             (SELECT failed_at FROM login_failures WHERE account = $1
              ORDER BY failed_at DESC OFFSET $4 LIMIT 1)
             UNION ALL
             (SELECT failed_at FROM login_failures WHERE client_ip = $2
              ORDER BY failed_at DESC OFFSET $4 LIMIT 1)
           ) AS oldest_counted`,
          [account, clientIp, policy.windowSeconds, policy.limit - 1],
        );
        const wait = rows[0]?.wait;
        if (wait != null && wait > 0) {
          throw ApiProblem.throttled(apiTexts.loginThrottled(Math.ceil(wait / 60)), wait);
        }
        const inserted = await tx.query<{ id: string }>(
          'INSERT INTO login_failures (account, client_ip) VALUES ($1, $2) RETURNING id::text AS id',
          [account, clientIp],
        );
        return (inserted.rows[0] as { id: string }).id;
      });
    },

    /** The attempt succeeded: it is not a failure. */
    async succeeded(attemptId: string): Promise<void> {
      await db.query('DELETE FROM login_failures WHERE id = $1', [attemptId]);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
