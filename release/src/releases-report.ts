import type { FrontEndApp } from '@sportif/contract/apps';
import { fallbackVersionOf, type LiveState, liveVersionOf } from './live-state.ts';
import type { StoredVersion } from './release-store.ts';

/** What `pnpm releases --json` prints, per app. */
export interface AppReleases {
  live: string | null;
  fallback: string | null;
  versions: { version: string; createdAt: string; dir: string; bytes: number }[];
}

export async function releasesReport(
  apps: readonly FrontEndApp[],
  state: LiveState,
  versionsOf: (app: FrontEndApp) => Promise<StoredVersion[]>,
): Promise<Record<string, AppReleases>> {
  const report: Record<string, AppReleases> = {};
  for (const app of apps) {
    report[app] = {
      live: liveVersionOf(state, app) ?? null,
      fallback: fallbackVersionOf(state, app) ?? null,
      versions: (await versionsOf(app)).map(({ version, createdAt, dir, bytes }) => ({
        version,
        createdAt,
        dir,
        bytes,
      })),
    };
  }
  return report;
}

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The report as a table per app, newest version first. */
export function renderReleasesTable(report: Record<string, AppReleases>, root: string): string {
  const lines = [`Release store: ${root}`];
  for (const [app, releases] of Object.entries(report)) {
    lines.push('', app);
    if (releases.versions.length === 0) lines.push('  (nothing released)');
    for (const { version, createdAt, bytes } of releases.versions) {
      const role = version === releases.live ? 'live' : version === releases.fallback ? 'fallback' : '';
      lines.push(
        `  ${version}  ${createdAt.replace('T', ' ').slice(0, 19)} UTC  ${kilobytes(bytes).padStart(9)}  ${role}`.trimEnd(),
      );
    }
  }
  return lines.join('\n');
}
