import { join } from 'node:path';
import { frontEndApps } from '@sportif/contract/apps';
import { readLiveState } from '../live-state.ts';
import { releaseBuildsWithoutGate } from '../release-app.ts';
import { releasesRootFor, repoRoot } from '../release-root.ts';
import { releaseStore } from '../release-store.ts';
import { releasesReport, renderReleasesTable } from '../releases-report.ts';
import { runCommand } from './cli-arguments.ts';

/**
 * `pnpm releases [--json]`: per app, the stored versions, which is live and which is the fallback.
 * `pnpm releases --init`: first the current build of every app with no live version goes live,
 * without the gate (there is nothing live to check it against), as `pnpm start` does on a fresh store.
 */
runCommand(async () => {
  const root = releasesRootFor();
  const store = releaseStore(root);
  if (process.argv.includes('--init')) {
    const released = await releaseBuildsWithoutGate(
      store,
      (app) => join(repoRoot, app, 'dist'),
      process.env.RUNTIME_CONFIG_FILE,
    );
    for (const [app, version] of Object.entries(released))
      console.log(`${app} ${version} is live (its current build)`);
  }
  const report = await releasesReport(frontEndApps, await readLiveState(root), (app) => store.versions(app));
  console.log(
    process.argv.includes('--json') ? JSON.stringify(report, null, 2) : renderReleasesTable(report, root),
  );
  return 0;
});
