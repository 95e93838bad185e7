import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './use-debounced-value';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useDebouncedValue', () => {
  it('gives the value once it has stayed the same for the delay, not each value typed before', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 100), {
      initialProps: { value: '' },
    });
    const seen: string[] = [result.current];
    for (const value of ['ı', 'ış', 'ışı', 'ışık']) {
      rerender({ value });
      act(() => vi.advanceTimersByTime(60));
      seen.push(result.current);
    }
    expect(seen).toEqual(['', '', '', '', '']);
    act(() => vi.advanceTimersByTime(40));
    expect(result.current).toBe('ışık');
  });
});
