import { describe, expect, it } from 'vitest';
import { ApiProblem } from '../../http/api-problem.ts';
import { createHashQueue, defaultHashQueueOptions } from './hash-queue.ts';

/** A hash the test finishes by hand, recording when it started. */
function controlled(started: number[], id: number) {
  let finish: () => void = () => {};
  const done = new Promise<number>((resolve) => {
    finish = () => resolve(id);
  });
  return {
    hash: () => {
      started.push(id);
      return done;
    },
    finish: () => finish(),
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('createHashQueue', () => {
  it('runs at most `concurrency` at once, the others in the order they entered, and refuses an entry beyond the places at once', async () => {
    const queue = createHashQueue({ concurrency: 2, maxWaiting: 2 });
    const started: number[] = [];
    const hashes = [1, 2, 3, 4].map((id) => controlled(started, id));
    const places = hashes.map(() => queue.enter());
    expect(() => queue.enter()).toThrow(ApiProblem);
    try {
      queue.enter();
    } catch (error) {
      expect(error).toMatchObject({ status: 429, retryAfterSeconds: 2 });
    }
    const results = places.map((place, index) => place.run((hashes[index] as (typeof hashes)[number]).hash));
    await tick();
    expect(started).toEqual([1, 2]);

    hashes[1]?.finish();
    await tick();
    expect(started).toEqual([1, 2, 3]);
    hashes[0]?.finish();
    await tick();
    expect(started).toEqual([1, 2, 3, 4]);
    hashes[2]?.finish();
    hashes[3]?.finish();
    expect(await Promise.all(results)).toEqual([1, 2, 3, 4]);

    // Everything has drained: every place is free again.
    const again = [1, 2, 3, 4].map(() => queue.enter());
    expect(await Promise.all(again.map((place, id) => place.run(async () => id)))).toEqual([0, 1, 2, 3]);
  });

  it('frees the place of a hash that fails', async () => {
    const queue = createHashQueue({ concurrency: 1, maxWaiting: 0 });
    await expect(queue.enter().run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await queue.enter().run(async () => 'next')).toBe('next');
  });

  it('uses a place once', async () => {
    const queue = createHashQueue({ concurrency: 1, maxWaiting: 1 });
    const place = queue.enter();
    expect(await place.run(async () => 1)).toBe(1);
    await expect(place.run(async () => 2)).rejects.toThrow('used once');
  });

  it('leaves a core to the requests: one hash on two cores, never more than two', () => {
    expect([1, 2, 3, 4, 16].map((cores) => defaultHashQueueOptions(cores))).toEqual([
      { concurrency: 1, maxWaiting: 4 },
      { concurrency: 1, maxWaiting: 4 },
      { concurrency: 2, maxWaiting: 8 },
      { concurrency: 2, maxWaiting: 8 },
      { concurrency: 2, maxWaiting: 8 },
    ]);
  });
});
