import { describe, expect, it } from 'vitest';
import { median, type PageFigures, ratio, targetChecks } from './figures';

const page = (overrides: Partial<PageFigures>): PageFigures => ({
  page: '/',
  build: 'federated',
  jsBytes: 100 * 1024,
  requests: 10,
  jsBytesTotal: 120 * 1024,
  requestsTotal: 11,
  score: 98,
  lcpMs: 1500,
  tbtMs: 50,
  cls: 0,
  ...overrides,
});

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

describe('ratio', () => {
  it('divides federated by single bundle, NaN without a baseline', () => {
    expect(ratio(115, 100)).toBeCloseTo(1.15);
    expect(ratio(1, 0)).toBeNaN();
  });
});

describe('targetChecks', () => {
  it('passes figures inside every budget', () => {
    const checks = targetChecks([page({})], [{ page: '/', bytes: 1.1, lcp: 1.05 }], 3.2);
    expect(checks.every((check) => check.met)).toBe(true);
  });

  it('flags each budget that is exceeded', () => {
    const checks = targetChecks(
      [page({ jsBytes: 151 * 1024, requests: 13, score: 94, lcpMs: 2100, cls: 0.03, tbtMs: 151 })],
      [{ page: '/', bytes: 1.16, lcp: 1.3 }],
      5.5,
    );
    expect(checks.filter((check) => !check.met)).toHaveLength(checks.length);
  });
});
