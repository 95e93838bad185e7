import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sourcesPerTask } from '../model/sources-in-turn';
import { useSourcesInTurn } from './use-sources-in-turn';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useSourcesInTurn', () => {
  it('gives out none before the start, then a few more in each task until all have theirs', () => {
    const { result, rerender } = renderHook(({ start }) => useSourcesInTurn(7, start), {
      initialProps: { start: false },
    });
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toBe(0);

    rerender({ start: true });
    expect(result.current).toBe(0);
    const seen: number[] = [];
    for (let task = 0; task < 4; task++) {
      act(() => vi.advanceTimersToNextTimer());
      seen.push(result.current);
    }
    expect(seen).toEqual([sourcesPerTask, 2 * sourcesPerTask, 7, 7]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
