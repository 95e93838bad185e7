import { describe, expect, it } from 'vitest';
import { anotherRunNeeded, formatRuns, median, nextRound, ratio, targetChecks } from './figures';
import { pageFigures } from './page-figures.fixture';

const page = pageFigures;

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('leaves out runs that measured nothing', () => {
    expect(median([1890, Number.NaN, 1760])).toBe(1825);
    expect(median([Number.NaN, 1900, Number.NaN])).toBe(1900);
    expect(median([Number.NaN])).toBeNaN();
  });
});

describe('anotherRunNeeded', () => {
  it('runs until the wanted runs have measured the page', () => {
    expect(anotherRunNeeded(0, 0, 5)).toBe(true);
    expect(anotherRunNeeded(4, 4, 5)).toBe(true);
    expect(anotherRunNeeded(5, 5, 5)).toBe(false);
  });

  it('replaces runs that measured nothing, with at most as many runs again', () => {
    expect(anotherRunNeeded(3, 5, 5)).toBe(true);
    expect(anotherRunNeeded(4, 9, 5)).toBe(true);
    expect(anotherRunNeeded(4, 10, 5)).toBe(false);
  });
});

describe('nextRound', () => {
  it('gives every page that still wants a run one run, in their order', () => {
    expect(
      nextRound(
        [
          { measured: 0, attempts: 0 },
          { measured: 0, attempts: 0 },
        ],
        5,
      ),
    ).toEqual([0, 1]);
    expect(
      nextRound(
        [
          { measured: 5, attempts: 5 },
          { measured: 4, attempts: 5 },
        ],
        5,
      ),
    ).toEqual([1]);
  });

  it('ends when each page is measured, or out of replacements', () => {
    expect(
      nextRound(
        [
          { measured: 5, attempts: 6 },
          { measured: 3, attempts: 10 },
        ],
        5,
      ),
    ).toEqual([]);
  });
});

describe('formatRuns', () => {
  it('lists each run lowest first, rounded, leaving out runs that measured nothing', () => {
    expect(formatRuns([71.4, 8, Number.NaN, 22.5, 0])).toBe('0, 8, 23, 71');
    expect(formatRuns([])).toBe('');
  });
});

describe('ratio', () => {
  it('divides federated by single bundle, NaN without a baseline', () => {
    expect(ratio(115, 100)).toBeCloseTo(1.15);
    expect(ratio(1, 0)).toBeNaN();
  });
});

const server = { path: '/umitkoy', connections: 10, seconds: 10, requestsPerSecond: 6000, p99Ms: 8 };

describe('targetChecks', () => {
  it('passes figures inside every budget, over each transport', () => {
    const transports = (['HTTPS, HTTP/2', 'HTTP/1.1'] as const).map((transport) => ({
      transport,
      figures: [page({}), page({ build: 'single bundle', lcpMs: 1600 })],
      ratios: [{ page: '/', bytes: 1.1, lcp: 0.56 }],
    }));
    const checks = targetChecks(transports, 3.2, server);
    expect(checks.filter((check) => !check.met)).toEqual([]);
    expect(checks.filter((check) => check.target.includes('over HTTP/1.1'))).toHaveLength(7);
    expect(checks.find((check) => check.target.endsWith('TBT at most 50 ms'))?.actual).toBe(
      '40 ms (runs: 12, 40, 44)',
    );
  });

  it('flags each budget that is exceeded', () => {
    const checks = targetChecks(
      [
        {
          transport: 'HTTPS, HTTP/2',
          figures: [
            page({
              jsBytes: 151 * 1024,
              requests: 13,
              score: 99,
              seo: 92,
              lcpMs: 1100,
              cls: 0.001,
              tbtMs: 51,
              htmlBytes: 14_601,
            }),
          ],
          ratios: [{ page: '/', bytes: 1.16, lcp: 1 }],
        },
      ],
      5.5,
      { ...server, requestsPerSecond: 4999, p99Ms: 20 },
    );
    expect(checks.filter((check) => !check.met)).toHaveLength(checks.length);
  });
});
