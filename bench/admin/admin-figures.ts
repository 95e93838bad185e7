import { median } from '../web/figures.ts';

/** The targets of issue 20 for the Examples screen at 100,000 records (production build). */
export const adminTargets = {
  firstRowsMs: 1_000,
  rowsAfterKeystrokeMs: 300,
  longTaskMs: 50,
  heapMb: 60,
  /** Issue 37: each content editor's first render with the full seeded content, the admin remote loaded. */
  editorFirstRenderMs: 500,
} as const;

export interface AdminFigures {
  rows: number;
  /** Navigation start to the first rows in the table, one value per cold load. */
  firstRowsMs: number[];
  /** Last keystroke to the matching rows on screen, one value per search term. */
  rowsAfterKeystrokeMs: { term: string; ms: number; matches: number }[];
  /** Long tasks (over 50 ms by definition) while scrolling through a page, and while paging and sorting. */
  longTasksScrollingMs: number[];
  longTasksPagingMs: number[];
  /** The page's JS heap at the end, as it stood and after a garbage collection. */
  heapUsedMb: number;
  heapAfterGcMb: number;
  /** A side-menu click to the content editor's form on screen (its drafts loaded), median of runs, per editor. */
  editorsFirstRenderMs: { editor: string; ms: number }[];
}

export interface Check {
  target: string;
  met: boolean;
}

const worst = (values: readonly number[]) => (values.length === 0 ? 0 : Math.max(...values));

export function adminChecks(figures: AdminFigures): Check[] {
  const firstRows = median(figures.firstRowsMs);
  const slowestSearch = worst(figures.rowsAfterKeystrokeMs.map((search) => search.ms));
  return [
    {
      target: `first rows at most ${adminTargets.firstRowsMs} ms after navigation (median ${Math.round(firstRows)} ms)`,
      met: firstRows <= adminTargets.firstRowsMs,
    },
    {
      target: `matching rows at most ${adminTargets.rowsAfterKeystrokeMs} ms after the last keystroke (slowest ${Math.round(slowestSearch)} ms)`,
      met: slowestSearch <= adminTargets.rowsAfterKeystrokeMs,
    },
    {
      target: `no long task over ${adminTargets.longTaskMs} ms while scrolling (${figures.longTasksScrollingMs.length} seen)`,
      met: worst(figures.longTasksScrollingMs) <= adminTargets.longTaskMs,
    },
    {
      target: `JS heap under ${adminTargets.heapMb} MB (${figures.heapUsedMb.toFixed(1)} MB)`,
      met: figures.heapUsedMb < adminTargets.heapMb,
    },
    ...figures.editorsFirstRenderMs.map(({ editor, ms }) => ({
      target: `${editor}: first render at most ${adminTargets.editorFirstRenderMs} ms after the click (median ${Math.round(ms)} ms)`,
      met: ms <= adminTargets.editorFirstRenderMs,
    })),
  ];
}

const list = (values: readonly number[]) =>
  values.length === 0 ? 'none' : values.map((value) => Math.round(value)).join(', ');

export function formatAdminFigures(figures: AdminFigures): string {
  return [
    `Examples screen, ${figures.rows.toLocaleString('en')} records, production build`,
    `first rows after navigation (cold loads): median ${Math.round(median(figures.firstRowsMs))} ms (${list(figures.firstRowsMs)})`,
    'rows after the last keystroke:',
    ...figures.rowsAfterKeystrokeMs.map(
      (search) =>
        `  ${JSON.stringify(search.term).padEnd(18)} ${String(Math.round(search.ms)).padStart(5)} ms  (${search.matches.toLocaleString('en')} matches)`,
    ),
    `long tasks while scrolling (ms): ${list(figures.longTasksScrollingMs)}`,
    `long tasks while paging and sorting (ms): ${list(figures.longTasksPagingMs)}`,
    `JS heap: ${figures.heapUsedMb.toFixed(1)} MB used, ${figures.heapAfterGcMb.toFixed(1)} MB after garbage collection`,
    'content editors, side-menu click to the form with the seeded content (median):',
    ...figures.editorsFirstRenderMs.map(
      ({ editor, ms }) => `  ${editor.padEnd(18)} ${String(Math.round(ms)).padStart(5)} ms`,
    ),
  ].join('\n');
}
