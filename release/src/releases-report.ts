import type { FrontEndApp } from '@sportif/contract/apps';
import { fallbackVersionOf, type LiveState, liveVersionOf } from './live-state.ts';
import type { VersionRecord } from './store/local-copy.ts';
import type { GateRecord } from './store/store-rows.ts';

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
  outcome: GateRecord | null | undefined,
): VersionMark {
  if (version === live) return 'live';
  if (version === fallback) return 'fallback';
  if (outcome?.outcome === 'refused' || outcome?.outcome === 'forced') return outcome.outcome;
  return 'stored';
}

export interface ReportedVersion {
  version: string;
  createdAt: string;
  /** user@host of the command that stored it. */
  releasedBy: string;
  bytes: number;
  mark: VersionMark;
  /** The gate's last outcome for it; null when none was recorded. */
  gate: GateRecord | null;
}

/** What `pnpm releases --json` prints, per app. */
export interface AppReleases {
  live: string | null;
  fallback: string | null;
  versions: ReportedVersion[];
}

export interface ReleasesReport {
  /** The database the store is in (never its password). */
  store: string;
  /** The live state's revision: every switch adds one. */
  revision: number;
  apps: Record<string, AppReleases>;
}

export async function releasesReport(
  store: string,
  revision: number,
  apps: readonly FrontEndApp[],
  state: LiveState,
  versionsOf: (app: FrontEndApp) => Promise<(VersionRecord & { gate: GateRecord | null })[]>,
): Promise<ReleasesReport> {
  const report: ReleasesReport = { store, revision, apps: {} };
  for (const app of apps) {
    const live = liveVersionOf(state, app) ?? null;
    const fallback = fallbackVersionOf(state, app) ?? null;
    report.apps[app] = {
      live,
      fallback,
      versions: (await versionsOf(app)).map(({ version, createdAt, releasedBy, bytes, gate }) => ({
        version,
        createdAt,
        releasedBy,
        bytes,
        mark: markOf(version, live, fallback, gate),
        gate,
      })),
    };
  }
  return report;
}

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const utc = (iso: string) => `${iso.replace('T', ' ').slice(0, 19)} UTC`;

/** The gate's outcome as the table shows it after the mark. */
function describeGate(gate: ReportedVersion['gate']): string {
  if (!gate) return '';
  if (gate.outcome === 'refused') return `refused ${utc(gate.at)}: ${gate.reason ?? 'no reason recorded'}`;
  if (gate.outcome === 'forced') return `forced live ${utc(gate.at)}, without the gate`;
  return `passed the gate ${utc(gate.at)}`;
}

/** The report as a table per app, newest version first, under the store's database. */
export function renderReleasesTable(report: ReleasesReport): string {
  const lines = [`Release store: ${report.store} (live state revision ${report.revision})`];
  for (const [app, releases] of Object.entries(report.apps)) {
    lines.push('', app);
    if (releases.versions.length === 0) lines.push('  (nothing released)');
    for (const { version, createdAt, releasedBy, bytes, mark, gate } of releases.versions) {
      lines.push(
        `  ${version}  ${utc(createdAt)}  ${releasedBy}  ${kilobytes(bytes).padStart(9)}  ${mark.padEnd(8)}  ${describeGate(gate)}`.trimEnd(),
      );
    }
  }
  return lines.join('\n');
}
