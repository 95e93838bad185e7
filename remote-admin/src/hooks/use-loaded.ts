import { notifyApiError } from '@sportif/runtime';
import { useEffect, useEffectEvent, useRef, useState } from 'react';

export interface Loaded<T> {
  /** The last answer; kept while the next one loads, so a table does not blink empty. */
  data: T | undefined;
  loading: boolean;
  /** The last load failed (its message was shown as a toast). */
  failed: boolean;
  reload: () => void;
}

/**
 * What `load` answers, loaded again whenever `key` changes and on `reload()`. Only the latest
 * load may fill it in: an older, slower answer (the page before, an earlier search) is dropped.
 */
export function useLoaded<T>(load: () => Promise<T>, key: string): Loaded<T> {
  const [state, setState] = useState<Omit<Loaded<T>, 'reload'>>({
    data: undefined,
    loading: true,
    failed: false,
  });
  const [reloads, setReloads] = useState(0);
  const latest = useRef(0);
  const start = useEffectEvent(() => {
    const id = ++latest.current;
    setState((current) => (current.loading ? current : { ...current, loading: true }));
    load().then(
      (data) => {
        if (id === latest.current) setState({ data, loading: false, failed: false });
      },
      (error: unknown) => {
        if (id !== latest.current) return;
        notifyApiError(error);
        setState((current) => ({ ...current, loading: false, failed: true }));
      },
    );
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: key and reloads are what start a load.
  useEffect(() => start(), [key, reloads]);
  return { ...state, reload: () => setReloads((count) => count + 1) };
}
