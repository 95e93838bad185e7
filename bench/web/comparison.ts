import { median, type PageFigures } from './figures.ts';

/** Another build of the site to measure beside this one: a name for the tables, and its commit. */
export interface ComparedCommit {
  name: string;
  rev: string;
}

/** The builds a bench run leaves out of the comparison's names: its own two. */
const ownBuilds = new Set(['federated', 'single bundle']);

/**
 * The commits `BENCH_COMPARE` names, as `name=rev` separated by commas ("before=HEAD~2,router=abc123").
 * Throws on anything else, so a typo never becomes a bench run of the wrong build.
 */
export function comparedCommits(value: string | undefined): ComparedCommit[] {
  if (!value?.trim()) return [];
  const commits = value.split(',').map((part) => {
    const match = /^\s*([\w.-]+)=([\w./~^-]+)\s*$/.exec(part);
    if (!match) throw new Error(`BENCH_COMPARE: "${part}" is not name=rev`);
    return { name: match[1] as string, rev: match[2] as string };
  });
  for (const [index, { name }] of commits.entries()) {
    if (ownBuilds.has(name)) throw new Error(`BENCH_COMPARE: "${name}" names one of the bench's own builds`);
    if (commits.findIndex((other) => other.name === name) !== index)
      throw new Error(`BENCH_COMPARE: "${name}" is named twice`);
  }
  return commits;
}

/** A measure of a page in two builds: their medians and how far each one's runs spread. */
export interface MeasureComparison {
  base: number;
  other: number;
  /** other − base: what the base build gains over the other when positive. */
  difference: number;
  /**
   * The widest range (highest run − lowest run) of the two builds' runs; NaN for a measure taken
   * once a build (the bytes and requests of a cold load, which only the response headers move).
   */
  spread: number;
}

export interface PageComparison {
  page: string;
  jsBytes: MeasureComparison;
  requests: MeasureComparison;
  lcpMs: MeasureComparison;
  tbtMs: MeasureComparison;
}

const rangeOf = (runs: number[]): number => {
  const measured = runs.filter(Number.isFinite);
  return measured.length < 2 ? Number.NaN : Math.max(...measured) - Math.min(...measured);
};

function measure(base: number[], other: number[]): MeasureComparison {
  const [a, b] = [median(base), median(other)];
  return { base: a, other: b, difference: b - a, spread: Math.max(rangeOf(base), rangeOf(other)) };
}

/**
 * Each page of build `base` against the same page of build `other`, both measured in one bench
 * run (their Lighthouse runs taken in turn): the bytes and requests of a cold load, taken once
 * each, and the medians of LCP and TBT with the spread of their runs.
 */
export function comparePages(figures: PageFigures[], base: string, other: string): PageComparison[] {
  return figures
    .filter((f) => f.build === base)
    .flatMap((a) => {
      const b = figures.find((f) => f.build === other && f.page === a.page);
      if (!b) return [];
      return [
        {
          page: a.page,
          jsBytes: measure([a.jsBytes], [b.jsBytes]),
          requests: measure([a.requests], [b.requests]),
          lcpMs: measure(a.lcpRunsMs, b.lcpRunsMs),
          tbtMs: measure(a.tbtRunsMs, b.tbtRunsMs),
        },
      ];
    });
}

/**
 * Whether a gain stands out of its measure's noise: larger than the spread of the runs behind it.
 * Never for a measure taken once: it has no spread to stand out of.
 */
export const gainBeyondSpread = ({ difference, spread }: MeasureComparison): boolean =>
  Number.isFinite(spread) && difference > spread;

const signed = (value: number, digits = 0) => `${value >= 0 ? '+' : ''}${value.toFixed(digits)}`;

function formatMeasure(label: string, m: MeasureComparison, scale = 1, digits = 0): string {
  const spread = Number.isFinite(m.spread) ? `, runs spread ${(m.spread / scale).toFixed(digits)}` : '';
  return (
    `${label} ${(m.base / scale).toFixed(digits)} against ${(m.other / scale).toFixed(digits)} ` +
    `(${signed(m.difference / scale, digits)}${spread}${gainBeyondSpread(m) ? ', beyond the spread' : ''})`
  );
}

/** The comparison as lines of text, a page a line. */
export function formatComparison(comparisons: PageComparison[]): string {
  return comparisons
    .map(
      (c) =>
        `${c.page.padEnd(10)} ${formatMeasure('JS KB', c.jsBytes, 1024, 1)}; ${formatMeasure('requests', c.requests)}; ` +
        `${formatMeasure('LCP ms', c.lcpMs)}; ${formatMeasure('TBT ms', c.tbtMs)}`,
    )
    .join('\n');
}
