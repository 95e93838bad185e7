import type { Database, Queryable } from '../../db/database.ts';

/**
 * Failures are kept for `windowSeconds`. One client address may fail `perAddress` times in the
 * window, whatever accounts it tries; then it waits until the oldest failure leaves the window.
 * An account is never locked: once it has `accountFreeFailures` failures (from anywhere), an
 * address that has failed on it waits before its next try, 1 s after the fifth failure of the
 * account and twice as long after each further one, at most `maxDelaySeconds`. An address that
 * has not failed on the account is never slowed, so an attacker cannot keep the staff out.
 */
export const loginThrottlePolicy = {
  windowSeconds: 15 * 60,
  perAddress: 5,
  accountFreeFailures: 5,
  maxDelaySeconds: 5 * 60,
} as const;

const lockKey = 7_314_200_302;

/** How long an address that failed on an account with `accountFailures` failures waits after its last one. */
export function accountDelaySeconds(
  accountFailures: number,
  policy: typeof loginThrottlePolicy = loginThrottlePolicy,
): number {
  if (accountFailures < policy.accountFreeFailures) return 0;
  const doublings = Math.min(accountFailures - policy.accountFreeFailures, 30);
  return Math.min(2 ** doublings, policy.maxDelaySeconds);
}

/** Removes the failures that left the window: they count for nothing, and they name client addresses. */
export async function deleteExpiredLoginFailures(db: Queryable): Promise<void> {
  await db.query(
    'DELETE FROM login_failures WHERE failed_at < clock_timestamp() - make_interval(secs => $1)',
    [loginThrottlePolicy.windowSeconds],
  );
}

interface Counts {
  /** Seconds until the address may try again (its oldest counted failure leaves the window). */
  addressWait: number | null;
  /** The address's failures in the window, whatever the account. */
  addressFailures: number;
  accountFailures: number;
  /** Seconds since this address last failed on this account; null when it has not. */
  sinceAddressFailed: number | null;
}

/** An attempt the throttle let through, recorded as a failure until it succeeds. */
export interface BegunAttempt {
  attemptId: string;
  /** The address's failures in the window before this attempt: 0 for a clean address. */
  addressFailures: number;
}

/** An attempt the throttle refused: the address, or the address on that account, must wait. */
export interface RefusedAttempt {
  waitSeconds: number;
}

/**
 * Sign-in attempts counted in PostgreSQL (login_failures), so every instance of the API sees
 * the same counts. An attempt is recorded as a failure before the password is checked and
 * removed if it succeeds: attempts sent in parallel cannot slip past the limit while scrypt runs.
 * `clientAddress` is the key clientAddressKey() gives (an IPv6 client counted by its /64).
 */
export function createLoginThrottle(db: Database) {
  const policy = loginThrottlePolicy;
  return {
    /**
     * Records an attempt for `account` from `clientAddress`, or refuses it while the address has
     * used up its failures, or must still wait for the account.
     */
    async begin(account: string, clientAddress: string): Promise<BegunAttempt | RefusedAttempt> {
      return db.transaction(async (tx) => {
        // One attempt at a time: the counts and the insert must not interleave.
        await tx.query('SELECT pg_advisory_xact_lock($1)', [lockKey]);
        await deleteExpiredLoginFailures(tx);
        const { rows } = await tx.query<Counts>(
          `SELECT
             (SELECT extract(epoch FROM failed_at + make_interval(secs => $3) - clock_timestamp())::float8
              FROM login_failures WHERE client_ip = $2
              ORDER BY failed_at DESC OFFSET $4 LIMIT 1) AS "addressWait",
             (SELECT count(*)::int FROM login_failures WHERE client_ip = $2) AS "addressFailures",
             (SELECT count(*)::int FROM login_failures WHERE account = $1) AS "accountFailures",
             (SELECT extract(epoch FROM clock_timestamp() - max(failed_at))::float8
              FROM login_failures WHERE account = $1 AND client_ip = $2) AS "sinceAddressFailed"`,
          [account, clientAddress, policy.windowSeconds, policy.perAddress - 1],
        );
        const { addressWait, addressFailures, accountFailures, sinceAddressFailed } = rows[0] as Counts;
        if (addressWait !== null && addressWait > 0) return { waitSeconds: addressWait };
        if (sinceAddressFailed !== null) {
          const wait = accountDelaySeconds(accountFailures) - sinceAddressFailed;
          if (wait > 0) return { waitSeconds: wait };
        }
        const inserted = await tx.query<{ id: string }>(
          'INSERT INTO login_failures (account, client_ip) VALUES ($1, $2) RETURNING id::text AS id',
          [account, clientAddress],
        );
        return { attemptId: (inserted.rows[0] as { id: string }).id, addressFailures };
      });
    },

    /** The attempt succeeded: it is not a failure. */
    async forget(attemptId: string): Promise<void> {
      await db.query('DELETE FROM login_failures WHERE id = $1', [attemptId]);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
