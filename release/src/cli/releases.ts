import { releasedApps } from '../apps.ts';
import { readLiveState } from '../live-state.ts';
import { releasesRootFor } from '../release-root.ts';
import { releaseStore } from '../release-store.ts';
import { releasesReport, renderReleasesTable } from '../releases-report.ts';
import { runCommand } from './cli-arguments.ts';

/** `pnpm releases [--json]`: per app, the stored versions, which is live and which is the fallback. */
runCommand(async () => {
  const root = releasesRootFor();
  const store = releaseStore(root);
  const report = await releasesReport(releasedApps, await readLiveState(root), (app) => store.versions(app));
  console.log(
    process.argv.includes('--json') ? JSON.stringify(report, null, 2) : renderReleasesTable(report, root),
  );
  return 0;
});
