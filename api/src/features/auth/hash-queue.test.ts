import { describe, expect, it } from 'vitest';
import { ApiProblem } from '../../http/api-problem.ts';
import { createHashQueue, defaultHashQueueOptions, type Lane } from './hash-queue.ts';

/** A hash the test finishes by hand, recording when it started. */
function controlled(started: string[], id: string) {
  let finish: () => void = () => {};
  const done = new Promise<string>((resolve) => {
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

let attemptsMade = 0;

/** Queues one attempt per `lanes` entry (named by lane and a number), each run at once. */
function queueAll(queue: ReturnType<typeof createHashQueue>, started: string[], lanes: Lane[]) {
  return lanes.map((lane) => {
    const id = `${lane}-${++attemptsMade}`;
    const hash = controlled(started, id);
    const result = queue.enter(lane).run(hash.hash);
    return { id, finish: hash.finish, result };
  });
}

describe('createHashQueue', () => {
  it('runs at most `concurrency` at once, failed attempts oldest first, and refuses one beyond their room at once', async () => {
    const queue = createHashQueue({ concurrency: 2, maxWaiting: 2 });
    const started: string[] = [];
    const attempts = queueAll(queue, started, ['failed', 'failed', 'failed', 'failed']);
    const [a, b, c] = attempts.map((attempt) => attempt.id);
    try {
      queue.enter('failed');
      expect.unreachable('the failed line is full');
    } catch (error) {
      expect(error).toBeInstanceOf(ApiProblem);
      expect(error).toMatchObject({ status: 429, retryAfterSeconds: 2 });
    }
    await tick();
    expect(started).toEqual([a, b]);
    attempts[1]?.finish();
    await tick();
    expect(started).toEqual([a, b, c]);
    attempts[0]?.finish();
    attempts[2]?.finish();
    attempts[3]?.finish();
    expect(await Promise.all(attempts.map((attempt) => attempt.result))).toEqual(
      attempts.map((attempt) => attempt.id),
    );
    // Everything has drained: every place is free again.
    const again = [0, 1, 2, 3].map(() => queue.enter('failed'));
    expect(await Promise.all(again.map((place, id) => place.run(async () => id)))).toEqual([0, 1, 2, 3]);
  });

  it('serves every waiting clean attempt before any failed one, the newest clean one first', async () => {
    const queue = createHashQueue({ concurrency: 1, maxWaiting: 4 });
    const started: string[] = [];
    const attempts = queueAll(queue, started, ['failed', 'failed', 'clean', 'failed', 'clean']);
    const [running, failed1, clean1, failed2, clean2] = attempts.map((attempt) => attempt.id);
    await tick();
    for (const attempt of attempts) attempt.finish();
    await Promise.all(attempts.map((attempt) => attempt.result));
    expect(started).toEqual([running, clean2, clean1, failed1, failed2]);
  });

  it('turns the oldest waiting clean attempt away to make room for a new one, and refuses a failed one', async () => {
    const queue = createHashQueue({ concurrency: 1, maxWaiting: 2 });
    const started: string[] = [];
    const [first] = queueAll(queue, started, ['clean']);
    const [oldest, newer] = queueAll(queue, started, ['clean', 'clean']);
    await tick();
    const [newest] = queueAll(queue, started, ['clean']);
    await expect(oldest?.result).rejects.toMatchObject({ status: 429 });
    queueAll(queue, started, ['failed', 'failed', 'failed']);
    expect(() => queue.enter('failed')).toThrow(ApiProblem);
    for (const attempt of [first, newer, newest]) attempt?.finish();
    await Promise.all([first?.result, newer?.result, newest?.result]);
    expect(started.slice(0, 3)).toEqual([first?.id, newest?.id, newer?.id]);
  });

  it('serves a trusted attempt (an address that signed in) ahead of every clean one, and a flood of clean ones never turns it away', async () => {
    const queue = createHashQueue({ concurrency: 1, maxWaiting: 2 });
    const started: string[] = [];
    const [running] = queueAll(queue, started, ['clean']);
    const [trusted] = queueAll(queue, started, ['trusted']);
    const flood = queueAll(queue, started, ['clean', 'clean', 'clean', 'clean', 'clean']);
    // The flood's oldest are turned away as the newer ones come: settled as they happen.
    const floodSettled = Promise.allSettled(flood.map((attempt) => attempt.result));
    await tick();
    for (const attempt of [running, trusted, ...flood]) attempt?.finish();
    expect(await trusted?.result).toBe(trusted?.id);
    expect(started.slice(0, 2)).toEqual([running?.id, trusted?.id]);
    const outcomes = (await floodSettled).map((outcome) => outcome.status);
    expect(outcomes.filter((status) => status === 'rejected')).toHaveLength(3);
  });

  it('frees the place of a hash that fails, and of a place left unused', async () => {
    const queue = createHashQueue({ concurrency: 1, maxWaiting: 1 });
    await expect(queue.enter('clean').run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    for (let n = 0; n < 3; n++) queue.enter('failed').leave();
    const [held, waiting] = [queue.enter('failed'), queue.enter('failed')];
    expect(() => queue.enter('failed')).toThrow(ApiProblem);
    expect(await Promise.all([held.run(async () => 1), waiting.run(async () => 2)])).toEqual([1, 2]);
  });

  it('gives a holder two places at a time (two staff behind one address), no more', async () => {
    const queue = createHashQueue({ concurrency: 1, maxWaiting: 4 });
    const first = queue.enter('failed', '10.0.0.1');
    const second = queue.enter('failed', '10.0.0.1');
    expect(() => queue.enter('failed', '10.0.0.1')).toThrow(ApiProblem);
    queue.enter('failed', '10.0.0.2').leave();
    await first.run(async () => 1);
    queue.enter('failed', '10.0.0.1').leave();
    second.leave();
  });

  it('uses a place once', async () => {
    const queue = createHashQueue({ concurrency: 1, maxWaiting: 1 });
    const place = queue.enter('clean');
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
