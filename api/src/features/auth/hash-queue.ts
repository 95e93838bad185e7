import { availableParallelism } from 'node:os';
import { ApiProblem } from '../../http/api-problem.ts';
import { apiTexts } from '../../texts.ts';

/** How long a client refused by a full queue is asked to wait: about what the queue takes to drain. */
export const busyRetryAfterSeconds = 2;

/**
 * The places one holder (an address that has failed) may take at once: two, so that two staff
 * behind one office address, one of whom mistyped a password, still sign in together; a flood
 * from that address still holds no more.
 */
export const placesPerHolder = 2;

/**
 * Which line an attempt waits in: `trusted` for a sign-in from an address that signed in with a
 * right password within the window and has not failed since, `clean` for one from an address with
 * no recorded failure, `failed` for one from an address that has failed. Trusted attempts are
 * served first, then clean ones.
 */
export type Lane = 'trusted' | 'clean' | 'failed';

/** A place in the hash queue: used once by `run`, or given back unused by `leave`. */
export interface QueuePlace {
  /**
   * Runs `hash` once fewer than `concurrency` hashes run and no attempt ahead of it waits; the
   * place is free again when it settles. Rejects with a 429 ApiProblem, without running `hash`,
   * when a newer clean attempt took the place of this one while it waited (see createHashQueue).
   */
  run<T>(hash: () => Promise<T>): Promise<T>;
  /** Frees the place without running anything (the attempt was refused before its hash). */
  leave(): void;
}

export interface HashQueue {
  /**
   * Takes a place in `lane` at once, or throws a 429 ApiProblem when that lane has no room, or
   * when `holder` (a client address) holds `placesPerHolder` places already: a place costs nothing but memory,
   * so an attempt the queue refuses does no other work.
   */
  enter(lane: Lane, holder?: string): QueuePlace;
}

export interface HashQueueOptions {
  /** Hashes at most at once. */
  concurrency: number;
  /** Attempts that may wait in each line besides those hashing. */
  maxWaiting: number;
}

interface Waiting {
  start: () => void;
  turnAway: () => void;
}

/**
 * The queue password hashes (scrypt: a large share of a core and 128 MiB each) wait in. Node's
 * thread pool has 4 threads, and file reads wait in the same pool: left to it, a flood of sign-in
 * attempts held back every response of the site and ran the memory up by gigabytes. Here at
 * most `concurrency` hashes run and the others wait, in two lines:
 * - An attempt from an address that has failed waits behind every clean one, oldest first; when
 *   that line is full, the next one is refused. An address flooding the sign-in has failed, and
 *   holds at most `placesPerHolder` places of this line at a time (login-service.ts), so it cannot
 *   keep anyone else out.
 * - A trusted attempt (an address that signed in, the staff's own) is served first, oldest first,
 *   and never turned away for another: a flood from fresh addresses keeps no one who signed in
 *   before out of the queue. When its line is full, the next one is refused.
 * - A clean attempt (an address with no recorded failure) is served newest first, and when that
 *   line is full the oldest waiting one is turned away to make room. Every address's first
 *   attempt is clean, so a flood from many fresh addresses fills this line at once: oldest first,
 *   a staff member who comes after it would be refused, or wait one hash for each attempt ahead.
 *   Newest first, they wait for one hash, and the flood's attempts turned away wait behind clean
 *   ones from then on (doubtful-addresses.ts).
 */
export function createHashQueue(options: HashQueueOptions): HashQueue {
  // The places of each line: those that may wait, and those of the hashes running.
  const capacity = options.maxWaiting + options.concurrency;
  let running = 0;
  // Places taken and not freed yet, per lane: before `run`, waiting in it, or hashing.
  const taken: Record<Lane, number> = { trusted: 0, clean: 0, failed: 0 };
  const held = new Map<string, number>();
  const waiting: Record<Lane, Waiting[]> = { trusted: [], clean: [], failed: [] };
  const busy = () => ApiProblem.throttled(apiTexts.loginBusy, busyRetryAfterSeconds);

  // The slot of a hash that finished passes straight to the next waiting attempt.
  const startNext = () => {
    const next = waiting.trusted.shift() ?? waiting.clean.pop() ?? waiting.failed.shift();
    if (next) next.start();
    else running--;
  };

  /** Whether `lane` has room for one more place, once its oldest waiting clean attempt is turned away if need be. */
  const makeRoom = (lane: Lane): boolean => {
    if (taken[lane] < capacity) return true;
    const oldest = lane === 'clean' ? waiting.clean.shift() : undefined;
    oldest?.turnAway();
    return oldest !== undefined;
  };

  return {
    enter(lane, holder) {
      if ((holder !== undefined && (held.get(holder) ?? 0) >= placesPerHolder) || !makeRoom(lane))
        throw busy();
      taken[lane]++;
      if (holder !== undefined) held.set(holder, (held.get(holder) ?? 0) + 1);
      let state: 'taken' | 'used' = 'taken';
      const free = () => {
        taken[lane]--;
        if (holder === undefined) return;
        const places = (held.get(holder) ?? 1) - 1;
        if (places > 0) held.set(holder, places);
        else held.delete(holder);
      };
      return {
        async run(hash) {
          if (state !== 'taken') throw new Error('A place in the hash queue is used once');
          state = 'used';
          const anyWaiting = waiting.trusted.length + waiting.clean.length + waiting.failed.length > 0;
          if (running < options.concurrency && !anyWaiting) {
            running++;
          } else {
            await new Promise<void>((start, reject) =>
              waiting[lane].push({
                start,
                turnAway: () => {
                  free();
                  reject(busy());
                },
              }),
            );
          }
          try {
            return await hash();
          } finally {
            free();
            startNext();
          }
        },
        leave() {
          if (state === 'taken') free();
          state = 'used';
        },
      };
    },
  };
}

/** One hash at a time on two cores (the other serves requests), two on more; four per slot waiting in each line. */
export function defaultHashQueueOptions(cores = availableParallelism()): HashQueueOptions {
  const concurrency = Math.min(2, Math.max(1, cores - 1));
  return { concurrency, maxWaiting: 4 * concurrency };
}
