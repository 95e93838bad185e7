import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLoaded } from './use-loaded';

afterEach(cleanup);

/** A load whose answer the test gives when it wants. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('useLoaded', () => {
  it('keeps only the latest load: an earlier, slower answer is dropped', async () => {
    const answers = { a: deferred<string>(), b: deferred<string>() };
    const { result, rerender } = renderHook(({ key }) => useLoaded(() => answers[key].promise, key), {
      initialProps: { key: 'a' as 'a' | 'b' },
    });
    expect(result.current).toMatchObject({ data: undefined, loading: true });
    rerender({ key: 'b' });
    await act(async () => answers.b.resolve('ikinci'));
    expect(result.current).toMatchObject({ data: 'ikinci', loading: false, failed: false });
    await act(async () => answers.a.resolve('birinci'));
    expect(result.current.data).toBe('ikinci');
  });

  it('keeps the last answer while reloading, and marks a failed load', async () => {
    let answer = deferred<string>();
    const { result } = renderHook(() => useLoaded(() => answer.promise, 'x'));
    await act(async () => answer.resolve('ilk'));
    answer = deferred<string>();
    act(() => result.current.reload());
    expect(result.current).toMatchObject({ data: 'ilk', loading: true });
    await act(async () => answer.resolve('yeni'));
    expect(result.current).toMatchObject({ data: 'yeni', loading: false });

    let refuse: (error: Error) => void = () => {};
    answer = {
      promise: new Promise<string>((_, reject) => {
        refuse = reject;
      }),
      resolve: () => {},
    };
    act(() => result.current.reload());
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => refuse(new Error('bağlantı yok')));
    quiet.mockRestore();
    expect(result.current).toMatchObject({ data: 'yeni', loading: false, failed: true });
  });
});
