export interface RetryOptions {
  /** Attempts in all, the first one included. */
  attempts: number;
  /** Wait before the second attempt; it doubles before each further one. */
  baseDelayMs: number;
  wait?: (ms: number) => Promise<void>;
}

const defaultRetryOptions: RetryOptions = { attempts: 3, baseDelayMs: 250 };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Delay before attempt `attempt` (0-based): none before the first, then exponential backoff. */
export function backoffDelay(attempt: number, baseDelayMs: number): number {
  return attempt === 0 ? 0 : baseDelayMs * 2 ** (attempt - 1);
}

/**
 * Runs `load` until it succeeds or the attempts run out, waiting longer each time: a remote that
 * blips for a moment (a deploy swapping files, a dropped connection) costs a short delay, not a
 * fallback. When every attempt fails it throws the first error: the cause. A module that threw
 * while loading stays in its remote's module cache half made, so later attempts only find it
 * without its exports.
 */
export async function loadWithRetry<T>(
  load: () => Promise<T>,
  options: RetryOptions = defaultRetryOptions,
): Promise<T> {
  const wait = options.wait ?? sleep;
  let firstError: unknown;
  for (let attempt = 0; attempt < options.attempts; attempt++) {
    const delay = backoffDelay(attempt, options.baseDelayMs);
    if (delay > 0) await wait(delay);
    try {
      return await load();
    } catch (error) {
      if (attempt === 0) firstError = error;
    }
  }
  throw firstError;
}
