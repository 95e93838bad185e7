import type { FloodOutcome } from '@sportif/testing/sign-in-flood';
import { describe, expect, it } from 'vitest';
import { floodChecks, floodFigures } from './sign-in-flood-figures.ts';

const answers = (status: number, times: number[]) => times.map((ms) => ({ status, ms }));

const outcome = (overrides: Partial<FloodOutcome> = {}): FloodOutcome => ({
  answers: { 403: 60, 429: 180 },
  floodMs: 4_230,
  page: answers(200, [...Array.from({ length: 99 }, () => 10), 150]),
  refused: answers(
    401,
    Array.from({ length: 100 }, (_, index) => index),
  ),
  memoryBeforeMiB: 200.4,
  memoryMiB: [210, 260.6, 230],
  ...overrides,
});

describe('the sign-in flood bench', () => {
  it('gives the p99 and the slowest answer of each probe, and the memory before and at its peak', () => {
    expect(floodFigures(outcome())).toEqual({
      floodSeconds: 4.2,
      signInAnswers: { 403: 60, 429: 180 },
      probes: 100,
      pageP99Ms: 10,
      pageMaxMs: 150,
      unauthorizedP99Ms: 98,
      unauthorizedMaxMs: 99,
      memoryBeforeMiB: 200,
      memoryPeakMiB: 261,
    });
  });

  it('misses its targets on a p99 of 100 ms or more, an answer 500 or a probe answered otherwise', () => {
    const met = (checked: FloodOutcome) =>
      floodChecks(checked, floodFigures(checked))
        .filter((check) => !check.met)
        .map((check) => check.target);
    expect(met(outcome())).toEqual([]);
    expect(met(outcome({ refused: answers(401, [100, 100]) }))).toEqual(['the 401 within 100 ms at p99']);
    expect(met(outcome({ answers: { 403: 1, 500: 1 } }))).toEqual(['no sign-in attempt answered 500']);
    expect(met(outcome({ page: answers(502, [1]) }))).toEqual([
      'every probe answered as expected (/ 200, the guarded route 401)',
    ]);
  });
});
