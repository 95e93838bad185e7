import { describe, expect, it } from 'vitest';
import { ApiProblem } from '../../http/api-problem.ts';
import { createHashQueue, defaultHashQueueOptions } from './hash-queue.ts';

/** A task the test finishes by hand, recording when it started. */
function controlled(started: number[], id: number) {
  let finish: () => void = () => {};
  const done = new Promise<number>((resolve) => {
    finish = () => resolve(id);
  });
  return {
    task: () => {
      started.push(id);
      return done;
    },
    finish: () => finish(),
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('createHashQueue', () => {
  it('runs at most `concurrency` at once, the others in arrival order, and refuses beyond `maxWaiting` at once', async () => {
    const queue = createHashQueue({ concurrency: 2, maxWaiting: 2 });
    const started: number[] = [];
    const tasks = [1, 2, 3, 4].map((id) => controlled(started, id));
    const results = tasks.map(({ task }) => queue.run(task));
    await tick();
    expect(started).toEqual([1, 2]);

    const refused = queue.run(async () => 5);
    await expect(refused).rejects.toBeInstanceOf(ApiProblem);
    await expect(refused).rejects.toMatchObject({ status: 429, retryAfterSeconds: 2 });

    tasks[1]?.finish();
    await tick();
    expect(started).toEqual([1, 2, 3]);
    tasks[0]?.finish();
    await tick();
    expect(started).toEqual([1, 2, 3, 4]);
    tasks[2]?.finish();
    tasks[3]?.finish();
    expect(await Promise.all(results)).toEqual([1, 2, 3, 4]);

    // Everything has drained: the full capacity is free again.
    expect(await Promise.all([1, 2, 3, 4].map((id) => queue.run(async () => id)))).toEqual([1, 2, 3, 4]);
  });

  it('frees the slot of a hash that fails', async () => {
    const queue = createHashQueue({ concurrency: 1, maxWaiting: 0 });
    await expect(queue.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await queue.run(async () => 'next')).toBe('next');
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
