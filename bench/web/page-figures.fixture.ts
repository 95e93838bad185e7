import type { PageFigures } from './figures';

/** A page's figures for the tests: one that meets every target, with `overrides`. */
export const pageFigures = (overrides: Partial<PageFigures> = {}): PageFigures => ({
  page: '/',
  build: 'federated',
  jsBytes: 100 * 1024,
  requests: 10,
  jsBytesTotal: 120 * 1024,
  requestsTotal: 11,
  score: 100,
  seo: 100,
  lcpMs: 900,
  lcpRunsMs: [880, 900, 950],
  tbtMs: 40,
  tbtRunsMs: [12, 40, 44],
  cls: 0,
  htmlBytes: 12_000,
  ...overrides,
});
