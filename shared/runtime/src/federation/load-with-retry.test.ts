import { describe, expect, it } from 'vitest';
import { backoffDelay, loadWithRetry } from './load-with-retry';

describe('backoffDelay', () => {
  it('waits nothing before the first attempt, then doubles', () => {
    expect([0, 1, 2, 3].map((attempt) => backoffDelay(attempt, 250))).toEqual([0, 250, 500, 1000]);
  });
});

describe('loadWithRetry', () => {
  const waits: number[] = [];
  const wait = async (ms: number) => {
    waits.push(ms);
  };

  it('returns the first success and stops trying', async () => {
    waits.length = 0;
    let calls = 0;
    const result = await loadWithRetry(
      async () => {
        calls++;
        if (calls < 2) throw new Error('down');
        return 'module';
      },
      { attempts: 3, baseDelayMs: 100, wait },
    );
    expect(result).toBe('module');
    expect(calls).toBe(2);
    expect(waits).toEqual([100]);
  });

  it('throws the first error once every attempt failed, after backing off', async () => {
    waits.length = 0;
    let calls = 0;
    await expect(
      loadWithRetry(
        async () => {
          calls++;
          throw new Error(`failure ${calls}`);
        },
        { attempts: 3, baseDelayMs: 100, wait },
      ),
    ).rejects.toThrow('failure 1');
    expect(waits).toEqual([100, 200]);
  });
});
