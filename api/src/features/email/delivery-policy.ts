/** How the mail worker retries (exponential backoff) and when it gives up. */
export interface DeliveryPolicy {
  /** Wait after the first failed attempt; each further failure doubles it. */
  firstRetryDelayMs: number;
  maxRetryDelayMs: number;
  /** Attempts in all, after which a message is marked failed. */
  maxAttempts: number;
  /** How often an idle worker looks for due messages (new ones wake it at once). */
  pollIntervalMs: number;
  /** How long a claimed message is reserved for the worker that claimed it. */
  leaseSeconds: number;
}

/** Retries after 5 s, 10 s, 20 s ... capped at an hour: an SMTP outage of over 6 hours loses nothing. */
export const deliveryPolicy: DeliveryPolicy = {
  firstRetryDelayMs: 5_000,
  maxRetryDelayMs: 60 * 60 * 1000,
  maxAttempts: 16,
  pollIntervalMs: 2_000,
  leaseSeconds: 120,
};

/** The wait before the next attempt after `attempts` failed ones (1, 2, 3 ...). */
export function retryDelayMs(attempts: number, policy: DeliveryPolicy): number {
  const exponent = Math.max(0, attempts - 1);
  return Math.min(policy.maxRetryDelayMs, policy.firstRetryDelayMs * 2 ** Math.min(exponent, 40));
}

/**
 * Whether trying again cannot help: the SMTP server refused the message itself with a 5xx
 * reply. Refused logins (EAUTH) are a configuration problem an operator fixes, so they are
 * retried like connection failures and 4xx replies.
 */
export function isPermanentFailure(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { responseCode, code } = error as { responseCode?: unknown; code?: unknown };
  return typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600 && code !== 'EAUTH';
}
