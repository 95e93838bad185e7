import { describe, expect, it } from 'vitest';
import {
  LanternFirstContentfulPaint,
  LanternInteractive,
  LanternTotalBlockingTime,
} from './lighthouse-lantern';
import { blockingShareMs, taskKind } from './tbt-breakdown';

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

describe("Lighthouse's simulation classes", () => {
  // They live in files of the lighthouse package that are not its public API: this fails when an
  // upgrade moves or renames them, before `pnpm bench:tbt` does.
  it('are where bench:tbt imports them from, each a computed artifact', () => {
    for (const metric of [LanternFirstContentfulPaint, LanternInteractive, LanternTotalBlockingTime])
      expect(typeof metric.request).toBe('function');
  });
});
