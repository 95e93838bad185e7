/**
 * Where Lighthouse's simulated Total Blocking Time comes from, task by task (`pnpm bench:tbt`,
 * run-tbt-breakdown.ts). Lighthouse reports one number; its simulation (Lantern) places every
 * main-thread task of the trace on a simulated timeline, at 4 times its observed wall-clock
 * duration (2 times for a task that lays out), and sums what each task spends, between the
 * simulated first paint and the simulated interactive time, beyond 50 ms. These functions split
 * that sum by task, as Lighthouse computes it: half the optimistic estimate plus half the
 * pessimistic one (docs/toolchain.md, "Lighthouse").
 */

/** Lighthouse's threshold: a task blocks for what it lasts beyond 50 ms. */
export const blockingThresholdMs = 50;

/**
 * What a task spends blocking between the first paint and interactive, on the simulated
 * timeline: the part of it inside that window, beyond 50 ms (Lighthouse's calculateTbtImpactForEvent
 * for a top-level task). A task that straddles the first paint counts only from there.
 */
export function blockingShareMs(
  task: { startMs: number; endMs: number },
  firstPaintMs: number,
  interactiveMs: number,
): number {
  if (task.endMs - task.startMs < blockingThresholdMs) return 0;
  if (task.endMs < firstPaintMs || task.startMs > interactiveMs) return 0;
  const inside = Math.min(task.endMs, interactiveMs) - Math.max(task.startMs, firstPaintMs);
  return inside < blockingThresholdMs ? 0 : inside - blockingThresholdMs;
}

/** What a main-thread task did, from the trace events inside it. */
export interface TaskEvents {
  names: string[];
  /** The file of the first script it evaluated, if any. */
  evaluatedUrl: string | undefined;
  /** Whether it laid out (Lighthouse then counts it at half the CPU slowdown). */
  laidOut: boolean;
}

/** A short name for a task, for the breakdown's rows. */
export function taskKind({ names, evaluatedUrl, laidOut }: TaskEvents): string {
  if (names.includes('DocumentLoader::CommitNavigation')) return 'navigation (the browser commits the page)';
  if (evaluatedUrl !== undefined) {
    const file = evaluatedUrl.split('?')[0]?.split('/').pop() ?? '';
    // A script inline in the page carries the page's own URL, which has no .js.
    return file.endsWith('.js')
      ? `script ${file.replace(/\.[0-9a-f]{10}\.js$/, '.js')}`
      : 'parse, with the inline start script';
  }
  if (names.includes('ParseHTML')) return laidOut ? 'parse and layout' : 'parse';
  if (laidOut) return 'layout';
  if (names.includes('FunctionCall') || names.includes('v8.callFunction'))
    return 'JavaScript (callbacks, React)';
  if (names.includes('Paint') || names.includes('Commit') || names.includes('UpdateLayoutTree'))
    return 'frame (style, paint, commit)';
  return 'other';
}
