import { availableParallelism } from 'node:os';
import { ApiProblem } from '../../http/api-problem.ts';
import { apiTexts } from '../../texts.ts';

/** How long a client refused by a full queue is asked to wait: about what the queue takes to drain. */
export const busyRetryAfterSeconds = 2;

/** A place in the hash queue, used once by `run`. */
export interface QueuePlace {
  /** Runs `hash` once fewer than `concurrency` hashes run, in the order places were taken; the place is free again when it settles. */
  run<T>(hash: () => Promise<T>): Promise<T>;
}

export interface HashQueue {
  /**
   * Takes a place at once, or throws a 429 ApiProblem when every place is taken (`concurrency`
   * running and `maxWaiting` waiting): a sign-in attempt takes its place first, so one the queue
   * refuses costs nothing else (no database work).
   */
  enter(): QueuePlace;
}

/**
 * The queue password hashes (scrypt: a large share of a core and 128 MiB each) wait in. Node's
 * thread pool has 4 threads, and file reads wait in the same pool: left to it, a flood of sign-in
 * attempts held back every response of the site and ran the memory up by gigabytes. Here at
 * most `concurrency` hashes run, a few wait, and the rest are refused at once.
 */
export function createHashQueue(options: { concurrency: number; maxWaiting: number }): HashQueue {
  const places = options.concurrency + options.maxWaiting;
  let taken = 0;
  let running = 0;
  const waiting: (() => void)[] = [];

  const finishHash = () => {
    const next = waiting.shift();
    // The slot of the hash that finished passes straight to the first waiting one.
    if (next) next();
    else running--;
  };

  return {
    enter() {
      if (taken >= places) throw ApiProblem.throttled(apiTexts.loginBusy, busyRetryAfterSeconds);
      taken++;
      let used = false;
      return {
        async run(hash) {
          if (used) throw new Error('A place in the hash queue is used once');
          used = true;
          if (running < options.concurrency) running++;
          else await new Promise<void>((resolve) => waiting.push(resolve));
          try {
            return await hash();
          } finally {
            finishHash();
            taken--;
          }
        },
      };
    },
  };
}

/** One hash at a time on two cores (the other serves requests), two on more; four waiting per slot. */
export function defaultHashQueueOptions(cores = availableParallelism()) {
  const concurrency = Math.min(2, Math.max(1, cores - 1));
  return { concurrency, maxWaiting: 4 * concurrency };
}
