import type { FloodOutcome } from '@sportif/testing/sign-in-flood';
import { percentile } from './mixed-load-figures.ts';

/** Issue 21: while sign-ins are flooded, / and a 401 answer within 100 ms at p99. */
export const floodP99TargetMs = 100;

export interface FloodFigures {
  floodSeconds: number;
  signInAnswers: Record<number, number>;
  probes: number;
  pageP99Ms: number;
  pageMaxMs: number;
  unauthorizedP99Ms: number;
  unauthorizedMaxMs: number;
  memoryBeforeMiB: number;
  memoryPeakMiB: number;
}

/** The figures of a flood (testing/src/sign-in-flood.ts) as the bench prints them. */
export function floodFigures(outcome: FloodOutcome): FloodFigures {
  const times = (answers: { ms: number }[]) => answers.map((answer) => answer.ms);
  return {
    floodSeconds: Number((outcome.floodMs / 1000).toFixed(1)),
    signInAnswers: outcome.answers,
    probes: outcome.page.length,
    pageP99Ms: Math.round(percentile(times(outcome.page), 99)),
    pageMaxMs: Math.round(Math.max(...times(outcome.page))),
    unauthorizedP99Ms: Math.round(percentile(times(outcome.refused), 99)),
    unauthorizedMaxMs: Math.round(Math.max(...times(outcome.refused))),
    memoryBeforeMiB: Math.round(outcome.memoryBeforeMiB),
    memoryPeakMiB: Math.round(Math.max(...outcome.memoryMiB)),
  };
}

/** The bench's targets, each met or not. */
export function floodChecks(
  outcome: FloodOutcome,
  figures: FloodFigures,
): { target: string; met: boolean }[] {
  return [
    { target: 'no sign-in attempt answered 500', met: outcome.answers[500] === undefined },
    {
      target: 'every probe answered as expected (/ 200, the guarded route 401)',
      met:
        outcome.page.every((answer) => answer.status === 200) &&
        outcome.refused.every((answer) => answer.status === 401),
    },
    { target: `/ within ${floodP99TargetMs} ms at p99`, met: figures.pageP99Ms < floodP99TargetMs },
    {
      target: `the 401 within ${floodP99TargetMs} ms at p99`,
      met: figures.unauthorizedP99Ms < floodP99TargetMs,
    },
  ];
}
