/**
 * Where Lighthouse's simulated Total Blocking Time comes from, task by task (`pnpm bench:tbt`,
 * run-tbt-breakdown.ts). Lighthouse reports one number; its simulation (Lantern) places every
 * main-thread task of the trace on a simulated timeline, at 4 times its observed wall-clock
 * duration (2 times for a task that lays out), and sums what each task spends, between the
 * simulated first paint and the simulated interactive time, beyond 50 ms. These functions split
 * that sum by task, as Lighthouse computes it: half the optimistic estimate plus half the
 * pessimistic one (docs/toolchain.md, "Lighthouse").
 */

import type { simulate } from './lighthouse-lantern.ts';

/** Lighthouse's simulated first paint, interactive time and TBT of one run (lighthouse-lantern.ts). */
export type Simulation = Awaited<ReturnType<typeof simulate>>;

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

/** One task's part of a run's TBT: what it did, how long it was in the trace and when, and its share. */
export interface Share {
  kind: string;
  observedMs: number;
  observedAtMs: number;
  blockingMs: number;
}

/** Each task's share of the TBT: half its blocking time in each estimate, as Lighthouse averages them. */
export function sharesOf(simulation: Simulation, timeOriginUs: number): Share[] {
  const { firstPaint, interactive, tbt } = simulation;
  // Both estimates simulate the same tasks: one share per task, keyed by its observed start.
  const shares = new Map<number, Share>();
  // The optimistic TBT takes the pessimistic first paint and the optimistic interactive time, and
  // the other way round (Lighthouse's TotalBlockingTime.getEstimateFromSimulation).
  for (const [estimate, paint, ready] of [
    [tbt.optimistic, firstPaint.pessimistic.timeInMs, interactive.optimistic.timeInMs],
    [tbt.pessimistic, firstPaint.optimistic.timeInMs, interactive.pessimistic.timeInMs],
  ] as const) {
    for (const task of estimate.tasks) {
      const blockingMs = blockingShareMs(task, paint, ready) / 2;
      if (blockingMs <= 0) continue;
      const evaluated = task.childEvents.find((event) => event.name === 'EvaluateScript');
      const share = shares.get(task.observedStartUs) ?? {
        kind: taskKind({
          names: task.childEvents.map((event) => event.name),
          evaluatedUrl: evaluated?.args?.data?.url,
          laidOut: task.laidOut,
        }),
        observedMs: task.observedMs,
        observedAtMs: (task.observedStartUs - timeOriginUs) / 1000,
        blockingMs: 0,
      };
      share.blockingMs += blockingMs;
      shares.set(task.observedStartUs, share);
    }
  }
  return [...shares.values()].sort((a, b) => a.observedAtMs - b.observedAtMs);
}
