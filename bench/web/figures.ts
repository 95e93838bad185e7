export interface PageFigures {
  page: string;
  build: 'federated' | 'single bundle';
  /** JavaScript transferred (gzipped bytes on the wire) before the page is interactive. */
  jsBytes: number;
  /** Same-origin requests of a cold load before the page is interactive. */
  requests: number;
  /** The same over the whole load, until nothing on the page is loading (lazy parts included). */
  jsBytesTotal: number;
  requestsTotal: number;
  /** Lighthouse mobile performance score, 0-100. */
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/** Federated / single bundle, over the whole load: both builds load the same lazy parts. */
export interface PageRatio {
  page: string;
  bytes: number;
  lcp: number;
}

/**
 * The middle of the measured values. A Lighthouse run that could not compute a metric gives NaN,
 * which does not count: sorted among numbers it would land anywhere and could become the median.
 */
export function median(values: number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

export function ratio(federated: number, single: number): number {
  return single === 0 ? Number.NaN : federated / single;
}

/** The targets of issue 7 for the federated build, each with whether the figures meet it. */
export function targetChecks(
  figures: PageFigures[],
  ratios: PageRatio[],
  bundlingSeconds: number,
): { target: string; met: boolean; actual: string }[] {
  const federated = figures.filter((f) => f.build === 'federated');
  const home = federated.find((f) => f.page === '/');
  const homeRatio = ratios.find((r) => r.page === '/');
  const checks = [
    {
      target: '/: at most 150 KB of JavaScript (gzipped) before interactive',
      met: (home?.jsBytes ?? Infinity) <= 150 * 1024,
      actual: home ? `${(home.jsBytes / 1024).toFixed(1)} KB` : 'missing',
    },
    {
      target: '/: at most 12 requests before interactive',
      met: (home?.requests ?? Infinity) <= 12,
      actual: home ? String(home.requests) : 'missing',
    },
    {
      target: '/: bytes federated / single bundle at most 1.15',
      met: (homeRatio?.bytes ?? Infinity) <= 1.15,
      actual: homeRatio ? homeRatio.bytes.toFixed(2) : 'missing',
    },
    {
      target: 'bundling all apps for production in at most 5 s',
      met: bundlingSeconds <= 5,
      actual: `${bundlingSeconds.toFixed(2)} s`,
    },
  ];
  for (const page of federated) {
    checks.push(
      {
        target: `${page.page}: Lighthouse performance at least 95`,
        met: page.score >= 95,
        actual: String(page.score),
      },
      {
        target: `${page.page}: LCP at most 2.0 s`,
        met: page.lcpMs <= 2000,
        actual: `${(page.lcpMs / 1000).toFixed(2)} s`,
      },
      { target: `${page.page}: CLS at most 0.02`, met: page.cls <= 0.02, actual: page.cls.toFixed(3) },
      {
        target: `${page.page}: TBT at most 150 ms`,
        met: page.tbtMs <= 150,
        actual: `${Math.round(page.tbtMs)} ms`,
      },
    );
  }
  return checks;
}

const pad = (text: string, width: number) => text.padEnd(width);
const padLeft = (text: string, width: number) => text.padStart(width);

export function formatTable(figures: PageFigures[], ratios: PageRatio[]): string {
  const header =
    `${pad('page', 10)} ${pad('build', 14)} ${padLeft('JS KB gz', 9)} ${padLeft('requests', 8)} ` +
    `${padLeft('(all: KB', 9)} ${padLeft('req)', 5)} ${padLeft('score', 5)} ${padLeft('LCP s', 6)} ${padLeft('TBT ms', 6)} ${padLeft('CLS', 6)}`;
  const rows = figures.map(
    (f) =>
      `${pad(f.page, 10)} ${pad(f.build, 14)} ${padLeft((f.jsBytes / 1024).toFixed(1), 9)} ${padLeft(String(f.requests), 8)} ` +
      `${padLeft((f.jsBytesTotal / 1024).toFixed(1), 9)} ${padLeft(String(f.requestsTotal), 5)} ` +
      `${padLeft(String(f.score), 5)} ${padLeft((f.lcpMs / 1000).toFixed(2), 6)} ${padLeft(String(Math.round(f.tbtMs)), 6)} ${padLeft(f.cls.toFixed(3), 6)}`,
  );
  const ratioRows = ratios.map(
    (r) =>
      `${pad(r.page, 10)} federated / single bundle: bytes (all) ${r.bytes.toFixed(2)}, LCP ${r.lcp.toFixed(2)}`,
  );
  const note =
    'JS KB gz and requests: before the page is interactive (its load event); all: until nothing on the page is loading.\n' +
    'Ratios compare the whole load: what the single bundle fetches only after its load event is not comparable.';
  return [header, ...rows, note, '', ...ratioRows].join('\n');
}
