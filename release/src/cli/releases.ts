import { join } from 'node:path';
import { frontEndApps } from '@sportif/contract/apps';
import { releaseCheckoutBuilds } from '../checkout-release.ts';
import { folderStoreFor, releasesToKeep, repoRoot } from '../release-root.ts';
import { releasesReport, renderReleasesTable } from '../releases-report.ts';
import { runCommand } from './cli-arguments.ts';
import { openReleaseStore } from './open-store.ts';

/**
 * `pnpm releases [--json]`: the store's database and, per app, the stored versions, each marked
 * live, fallback, refused, forced or stored, with who stored it and the gate's outcome.
 * `pnpm releases --init`: first the folder store of before (DATA_DIR/releases/) is imported once,
 * a missing live state repaired from its history, and the current build of every app with nothing
 * live goes live through the gate (on an empty store, the store's first release), as `pnpm start` does.
 */
runCommand(async () => {
  const { store, close } = await openReleaseStore();
  try {
    if (process.argv.includes('--init')) {
      const released = await releaseCheckoutBuilds({
        store,
        buildDirOf: (app) => join(repoRoot, app, 'dist'),
        releaseCheckout: false,
        againCommand: 'pnpm releases --init',
        folderStore: folderStoreFor(),
        runtimeConfigFile: process.env.RUNTIME_CONFIG_FILE,
        keep: releasesToKeep(),
      });
      if (!released) return 1;
    }
    const live = await store.live();
    const report = await releasesReport(store.where, live.revision, frontEndApps, live.state, (app) =>
      store.versions(app),
    );
    console.log(
      process.argv.includes('--json') ? JSON.stringify(report, null, 2) : renderReleasesTable(report),
    );
    return 0;
  } finally {
    await close();
  }
});
