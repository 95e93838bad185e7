import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate } from '@sportif/api/migrate';
import { openHeldDatabase } from '@sportif/api/shared-database';
import { frontEndApps } from '@sportif/contract/apps';
import { makeBuildsLive } from '@sportif/release/release-app';
import { releaseStore } from '@sportif/release/release-store';
import { distDirOf } from '@sportif/server/site-layout';
import type { TestProject } from 'vitest/node';
import { buildVariants } from '../fixtures/variant-builds.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * The local copy of a release store with the production builds live, as `pnpm start` leaves a
     * fresh machine's (its versions and the pages rendered for them): read only.
     */
    releasesRoot: string;
    /** Its live state, as a file: what the site server serves over `releasesRoot` (LIVE_STATE_FILE). */
    liveStateFile: string;
  }
}

/**
 * Before the site tests: the production build they test must be there, the remote variants they
 * release are built (once for the current sources, then kept), and the builds are released into
 * a store (an embedded database of its own) whose local copy and live state the tests that only
 * read share (e2e/site/support/served-site.ts).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const missing = frontEndApps.filter((app) => !existsSync(join(distDirOf(app), '.build-stamp')));
  if (missing.length > 0)
    throw new Error(`No production build of ${missing.join(', ')}: run pnpm build before pnpm test:site`);
  const built = await buildVariants();
  if (built.length > 0) console.log(`Built the remote variants ${built.join(', ')}`);

  const dataDir = await mkdtemp(join(tmpdir(), 'sportif-site-tests-'));
  const opened = await openHeldDatabase({ databaseUrl: undefined, dataDir, onIdleError: () => {} });
  try {
    await migrate(opened.db);
    const store = releaseStore(opened.db, { where: opened.where, cacheRoot: join(dataDir, 'release-cache') });
    await makeBuildsLive(store, distDirOf);
    const liveStateFile = join(dataDir, 'live-state.json');
    await writeFile(liveStateFile, JSON.stringify((await store.live()).state));
    project.provide('releasesRoot', store.root);
    project.provide('liveStateFile', liveStateFile);
  } finally {
    await opened.close();
  }
  return () => rm(dataDir, { recursive: true, force: true });
}
