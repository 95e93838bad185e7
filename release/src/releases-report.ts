import type { FrontEndApp } from '@sportif/contract/apps';
import { fallbackVersionOf, type LiveState, liveVersionOf } from './live-state.ts';
import type { StoredVersion } from './release-store.ts';
import { latestOutcomes, type VersionOutcome } from './version-outcomes.ts';

/**
 * How `pnpm releases` marks a version: `live` and `fallback` by the live state, else by the gate's
 * last outcome: `refused`, `forced` (live once without the gate), or `stored` (nothing more to say:
 * it passed the gate and was replaced, or was stored before outcomes were recorded).
 */
export type VersionMark = 'live' | 'fallback' | 'refused' | 'forced' | 'stored';

export function markOf(
  version: string,
  live: string | null,
  fallback: string | null,
  outcome: VersionOutcome | undefined,
): VersionMark {
  if (version === live) return 'live';
  if (version === fallback) return 'fallback';
  if (outcome?.outcome === 'refused' || outcome?.outcome === 'forced') return outcome.outcome;
  return 'stored';
}

export interface ReportedVersion {
  version: string;
  createdAt: string;
  dir: string;
  bytes: number;
  mark: VersionMark;
  /** The gate's last outcome for it; null when none was recorded. */
  gate: Omit<VersionOutcome, 'app' | 'version'> | null;
}

/** What `pnpm releases --json` prints, per app. */
export interface AppReleases {
  live: string | null;
  fallback: string | null;
  versions: ReportedVersion[];
}

export interface ReleasesReport {
  /** The store's absolute folder. */
  store: string;
  apps: Record<string, AppReleases>;
}

export async function releasesReport(
  store: string,
  apps: readonly FrontEndApp[],
  state: LiveState,
  outcomes: readonly VersionOutcome[],
  versionsOf: (app: FrontEndApp) => Promise<StoredVersion[]>,
): Promise<ReleasesReport> {
  const report: ReleasesReport = { store, apps: {} };
  for (const app of apps) {
    const live = liveVersionOf(state, app) ?? null;
    const fallback = fallbackVersionOf(state, app) ?? null;
    const latest = latestOutcomes(outcomes, app);
    report.apps[app] = {
      live,
      fallback,
      versions: (await versionsOf(app)).map(({ version, createdAt, dir, bytes }) => {
        const outcome = latest.get(version);
        const gate = outcome ? { outcome: outcome.outcome, at: outcome.at, ...pickReason(outcome) } : null;
        return { version, createdAt, dir, bytes, mark: markOf(version, live, fallback, outcome), gate };
      }),
    };
  }
  return report;
}

const pickReason = ({ reason }: VersionOutcome) => (reason === undefined ? {} : { reason });

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const utc = (iso: string) => `${iso.replace('T', ' ').slice(0, 19)} UTC`;

/** The gate's outcome as the table shows it after the mark. */
function describeGate(gate: ReportedVersion['gate']): string {
  if (!gate) return '';
  if (gate.outcome === 'refused') return `refused ${utc(gate.at)}: ${gate.reason ?? 'no reason recorded'}`;
  if (gate.outcome === 'forced') return `forced live ${utc(gate.at)}, without the gate`;
  return `passed the gate ${utc(gate.at)}`;
}

/** The report as a table per app, newest version first, under the store's folder. */
export function renderReleasesTable(report: ReleasesReport): string {
  const lines = [`Release store: ${report.store}`];
  for (const [app, releases] of Object.entries(report.apps)) {
    lines.push('', app);
    if (releases.versions.length === 0) lines.push('  (nothing released)');
    for (const { version, createdAt, bytes, mark, gate } of releases.versions) {
      lines.push(
        `  ${version}  ${utc(createdAt)}  ${kilobytes(bytes).padStart(9)}  ${mark.padEnd(8)}  ${describeGate(gate)}`.trimEnd(),
      );
    }
  }
  return lines.join('\n');
}
