import { join } from 'node:path';
import { frontEndApps } from '@sportif/contract/apps';
import { releaseCheckoutBuilds } from '../checkout-release.ts';
import { readLiveState } from '../live-state.ts';
import { releasesRootFor, releasesToKeep, repoRoot } from '../release-root.ts';
import { releaseStore } from '../release-store.ts';
import { releasesReport, renderReleasesTable } from '../releases-report.ts';
import { readOutcomes } from '../version-outcomes.ts';
import { runCommand } from './cli-arguments.ts';

/**
 * `pnpm releases [--json]`: the store's folder and, per app, the stored versions, each marked
 * live, fallback, refused, forced or stored, with the gate's outcome.
 * `pnpm releases --init`: first the current build of every app with nothing live goes live
 * through the gate (on an empty store, the store's first release), as `pnpm start` does.
 */
runCommand(async () => {
  const root = releasesRootFor();
  const store = releaseStore(root);
  if (process.argv.includes('--init')) {
    const released = await releaseCheckoutBuilds({
      store,
      buildDirOf: (app) => join(repoRoot, app, 'dist'),
      releaseCheckout: false,
      againCommand: 'pnpm releases --init',
      runtimeConfigFile: process.env.RUNTIME_CONFIG_FILE,
      keep: releasesToKeep(),
    });
    if (!released) return 1;
  }
  const report = await releasesReport(
    root,
    frontEndApps,
    await readLiveState(root),
    await readOutcomes(root),
    (app) => store.versions(app),
  );
  console.log(
    process.argv.includes('--json') ? JSON.stringify(report, null, 2) : renderReleasesTable(report),
  );
  return 0;
});
