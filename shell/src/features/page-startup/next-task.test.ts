import { describe, expect, it } from 'vitest';
import { nextTask } from './next-task';

describe('nextTask', () => {
  it('resolves in a later task: the tasks queued before it run first, microtasks do not wait for it', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('task queued before'), 0);
    const waited = nextTask().then(() => order.push('nextTask'));
    await Promise.resolve();
    order.push('microtask');
    await waited;
    expect(order).toEqual(['microtask', 'task queued before', 'nextTask']);
  });
});
