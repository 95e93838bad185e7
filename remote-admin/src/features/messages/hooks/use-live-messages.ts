import type { ContactMessageSummary } from '@sportif/contract';
import { useEffect } from 'react';
import { type Loaded, useLoaded } from '../../../hooks/use-loaded';
import { refreshDelayMs } from '../model/refresh-delay';

/**
 * `load` (a page of messages, or one), loaded again whenever `key` changes, on `reload()`, and on
 * its own just after the next delivery attempt of a message it shows, so Bekliyor turns into
 * Gönderildi or Başarısız without a click.
 */
export function useLiveMessages<T>(
  load: () => Promise<T>,
  key: string,
  messagesOf: (data: T) => readonly ContactMessageSummary[],
): Loaded<T> {
  const loaded = useLoaded(load, key);
  const { data, reload } = loaded;
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new answer decides the next wait.
  useEffect(() => {
    if (data === undefined) return;
    const delay = refreshDelayMs(messagesOf(data), Date.now());
    if (delay === null) return;
    const timer = setTimeout(reload, delay);
    return () => clearTimeout(timer);
  }, [data]);
  return loaded;
}
