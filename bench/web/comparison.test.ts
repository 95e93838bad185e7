import { describe, expect, it } from 'vitest';
import { comparedCommits, comparePages, formatComparison, gainBeyondSpread } from './comparison';
import { pageFigures } from './page-figures.fixture';

const page = (build: string, overrides: Parameters<typeof pageFigures>[0] = {}) =>
  pageFigures({ build, ...overrides });

describe('comparedCommits', () => {
  it('reads name=rev pairs, and none from an empty setting', () => {
    expect(comparedCommits('before=HEAD~2, router=abc123')).toEqual([
      { name: 'before', rev: 'HEAD~2' },
      { name: 'router', rev: 'abc123' },
    ]);
    expect(comparedCommits(undefined)).toEqual([]);
    expect(comparedCommits(' ')).toEqual([]);
  });

  it('refuses what it cannot read, a name used twice and the names of the bench’s own builds', () => {
    expect(() => comparedCommits('HEAD~2')).toThrow('"HEAD~2" is not name=rev');
    expect(() => comparedCommits('a=HEAD;rm')).toThrow('is not name=rev');
    expect(() => comparedCommits('a=HEAD,a=HEAD~1')).toThrow('"a" is named twice');
    expect(() => comparedCommits('federated=HEAD')).toThrow("one of the bench's own builds");
  });
});

describe('comparePages', () => {
  it('sets each page of the base build against the same page of the other, medians and spread', () => {
    const figures = [
      page('federated'),
      page('federated', { page: '/contact' }),
      page('before', {
        jsBytes: 101 * 1024,
        requests: 11,
        lcpRunsMs: [870, 910, 990],
        tbtRunsMs: [5, 20, 100],
      }),
      page('single bundle', { jsBytes: 90 * 1024 }),
    ];
    const [home, ...others] = comparePages(figures, 'federated', 'before');
    expect(others).toEqual([]);
    expect(home?.page).toBe('/');
    expect(home?.jsBytes).toEqual({
      base: 100 * 1024,
      other: 101 * 1024,
      difference: 1024,
      spread: Number.NaN,
    });
    expect(home?.requests.difference).toBe(1);
    expect(home?.lcpMs).toEqual({ base: 900, other: 910, difference: 10, spread: 120 });
    expect(home?.tbtMs).toEqual({ base: 40, other: 20, difference: -20, spread: 95 });
  });
});

describe('gainBeyondSpread', () => {
  it('counts a gain only when it is larger than the spread of the runs behind it', () => {
    expect(gainBeyondSpread({ base: 10, other: 20, difference: 10, spread: 95 })).toBe(false);
    expect(gainBeyondSpread({ base: 10, other: 120, difference: 110, spread: 95 })).toBe(true);
    expect(gainBeyondSpread({ base: 120, other: 10, difference: -110, spread: 95 })).toBe(false);
    expect(gainBeyondSpread({ base: 100, other: 101, difference: 1, spread: Number.NaN })).toBe(false);
  });
});

describe('formatComparison', () => {
  it('says each measure of a page, the difference and whether it stands out of its spread', () => {
    const [home] = comparePages(
      [page('federated'), page('before', { jsBytes: 101 * 1024, tbtRunsMs: [5, 20, 100] })],
      'federated',
      'before',
    );
    expect(formatComparison(home ? [home] : [])).toBe(
      '/          JS KB 100.0 against 101.0 (+1.0); requests 10 against 10 (+0); ' +
        'LCP ms 900 against 900 (+0, runs spread 70); TBT ms 40 against 20 (-20, runs spread 95)',
    );
  });
});
