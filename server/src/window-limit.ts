/**
 * Counts events in fixed windows of `windowMs`: at most `perKey` for one key and `overall` for
 * all keys together in a window, then refused until the next. Only events it lets through are
 * remembered, so it keeps at most `overall` keys whatever comes.
 */
export function createWindowLimit({
  perKey,
  overall,
  windowMs,
  nowMs = Date.now,
}: {
  perKey: number;
  overall: number;
  windowMs: number;
  nowMs?: () => number;
}) {
  let windowStart = nowMs();
  let total = 0;
  const counts = new Map<string, number>();
  return {
    /** Whether one more event for `key` may happen now; counted when it may. */
    allow(key: string): boolean {
      const now = nowMs();
      if (now - windowStart >= windowMs) {
        windowStart = now;
        total = 0;
        counts.clear();
      }
      const count = counts.get(key) ?? 0;
      if (count >= perKey || total >= overall) return false;
      counts.set(key, count + 1);
      total++;
      return true;
    },
  };
}
