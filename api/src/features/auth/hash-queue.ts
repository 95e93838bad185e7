import { availableParallelism } from 'node:os';
import { ApiProblem } from '../../http/api-problem.ts';
import { apiTexts } from '../../texts.ts';

/** How long a client refused by a full queue is asked to wait: about what the queue takes to drain. */
export const busyRetryAfterSeconds = 2;

export interface HashQueue {
  /**
   * Runs `hash` once fewer than `concurrency` hashes run, in arrival order; throws a 429
   * ApiProblem at once when `maxWaiting` hashes already wait.
   */
  run<T>(hash: () => Promise<T>): Promise<T>;
}

/**
 * The queue password hashes (scrypt: about 0.25 s of CPU and 128 MiB each) wait in. Node's
 * thread pool has 4 threads, and file reads wait in the same pool: left to it, 80 sign-in
 * attempts at once held every response of the site for seconds and took 1 GB of memory. Here at
 * most `concurrency` hashes run, a few wait, and the rest are refused at once.
 */
export function createHashQueue(options: { concurrency: number; maxWaiting: number }): HashQueue {
  let running = 0;
  const waiting: (() => void)[] = [];

  const leave = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };

  return {
    async run(hash) {
      if (running < options.concurrency) {
        running++;
      } else {
        if (waiting.length >= options.maxWaiting) {
          throw ApiProblem.throttled(apiTexts.loginBusy, busyRetryAfterSeconds);
        }
        // The slot of the hash that finishes passes straight to the first waiting one.
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
      try {
        return await hash();
      } finally {
        leave();
      }
    },
  };
}

/** One hash at a time on two cores (the other serves requests), two on more; four waiting per slot. */
export function defaultHashQueueOptions(cores = availableParallelism()) {
  const concurrency = Math.min(2, Math.max(1, cores - 1));
  return { concurrency, maxWaiting: 4 * concurrency };
}
