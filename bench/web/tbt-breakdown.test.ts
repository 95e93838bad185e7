import { describe, expect, it } from 'vitest';
import type { SimulatedTask } from './lighthouse-lantern';
import {
  LanternFirstContentfulPaint,
  LanternInteractive,
  LanternTotalBlockingTime,
} from './lighthouse-lantern';
import { blockingShareMs, type Simulation, sharesOf, taskKind } from './tbt-breakdown';

describe('blockingShareMs', () => {
  it('counts what a task lasts inside the first paint and interactive, beyond 50 ms', () => {
    expect(blockingShareMs({ startMs: 1000, endMs: 1120 }, 900, 3000)).toBe(70);
    // Started before the first paint: only the part after it counts.
    expect(blockingShareMs({ startMs: 800, endMs: 1000 }, 900, 3000)).toBe(50);
    expect(blockingShareMs({ startMs: 800, endMs: 920 }, 900, 3000)).toBe(0);
    // Cut at interactive.
    expect(blockingShareMs({ startMs: 1000, endMs: 1200 }, 900, 1100)).toBe(50);
    // Under the threshold, or wholly outside the window.
    expect(blockingShareMs({ startMs: 1000, endMs: 1049 }, 900, 3000)).toBe(0);
    expect(blockingShareMs({ startMs: 700, endMs: 880 }, 900, 3000)).toBe(0);
    expect(blockingShareMs({ startMs: 3100, endMs: 3300 }, 900, 3000)).toBe(0);
  });
});

describe('taskKind', () => {
  const kind = (names: string[], evaluatedUrl?: string, laidOut = false) =>
    taskKind({ names, evaluatedUrl, laidOut });

  it('names the navigation, scripts by file, the inline script, parses, layouts and frames', () => {
    expect(kind(['DocumentLoader::CommitNavigation', 'ParseHTML'])).toMatch(/^navigation/);
    expect(kind(['EvaluateScript'], 'http://localhost:3000/main.e92f1ac0b5.js')).toBe('script main.js');
    expect(kind(['ParseHTML', 'EvaluateScript'], 'http://localhost:3000/umitkoy')).toBe(
      'parse, with the inline start script',
    );
    expect(kind(['ParseHTML'], undefined, true)).toBe('parse and layout');
    expect(kind(['ParseHTML'])).toBe('parse');
    expect(kind(['Layout', 'Paint'], undefined, true)).toBe('layout');
    expect(kind(['v8.callFunction', 'FunctionCall'])).toBe('JavaScript (callbacks, React)');
    expect(kind(['UpdateLayoutTree', 'PrePaint', 'Commit'])).toBe('frame (style, paint, commit)');
    expect(kind(['TimerFire'])).toBe('other');
  });
});

describe('sharesOf', () => {
  const task = (observedStartUs: number, startMs: number, endMs: number, names: string[]): SimulatedTask => ({
    startMs,
    endMs,
    observedStartUs,
    observedMs: (endMs - startMs) / 4,
    childEvents: names.map((name) => ({ name })),
    laidOut: names.includes('Layout'),
  });
  const estimate = (timeInMs: number, tasks: SimulatedTask[] = []) => ({ timeInMs, tasks });

  it("halves each estimate's blocking time, pairing each with the other estimate's first paint", () => {
    const simulation: Simulation = {
      // Optimistic TBT: pessimistic first paint (1000) to optimistic interactive (3000).
      // Pessimistic TBT: optimistic first paint (900) to pessimistic interactive (3500).
      firstPaint: { timing: 950, optimistic: estimate(900), pessimistic: estimate(1000) },
      interactive: { timing: 3250, optimistic: estimate(3000), pessimistic: estimate(3500) },
      tbt: {
        timing: 0,
        optimistic: estimate(0, [
          task(2_000_000, 950, 1150, ['Layout']),
          task(2_300_000, 3000, 3100, ['ParseHTML']),
        ]),
        // The same tasks, placed elsewhere by the pessimistic simulation.
        pessimistic: estimate(0, [
          task(2_000_000, 850, 960, ['Layout']),
          task(2_300_000, 3000, 3100, ['ParseHTML']),
        ]),
      },
    };
    expect(sharesOf(simulation, 1_900_000)).toEqual([
      // 1000–1150 inside the optimistic window (100 blocking), 900–960 inside the pessimistic one (10).
      { kind: 'layout', observedMs: 50, observedAtMs: 100, blockingMs: 55 },
      // After the optimistic interactive time; 100 ms inside the pessimistic window: 50 / 2.
      { kind: 'parse', observedMs: 25, observedAtMs: 400, blockingMs: 25 },
    ]);
  });
});

describe("Lighthouse's simulation classes", () => {
  // They live in files of the lighthouse package that are not its public API: this fails when an
  // upgrade moves or renames them, before `pnpm bench:tbt` does.
  it('are where bench:tbt imports them from, each a computed artifact', () => {
    for (const metric of [LanternFirstContentfulPaint, LanternInteractive, LanternTotalBlockingTime])
      expect(typeof metric.request).toBe('function');
  });
});
