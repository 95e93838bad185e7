import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate } from '@sportif/api/migrate';
import { openHeldDatabase } from '@sportif/api/shared-database';
import { smokeCheck } from '@sportif/release/gate/smoke-check';
import { liveVersionOf } from '@sportif/release/live-state';
import { makeBuildsLive, type ReleaseOutcome, releaseBuild } from '@sportif/release/release-app';
import { type ReleaseStore, releaseStore } from '@sportif/release/release-store';
import { type LiveSync, liveSync } from '@sportif/server/live-sync';
import { defaultSiteLayout, distDirOf } from '@sportif/server/site-layout';
import { createSiteServer } from '@sportif/server/site-server';

type SiteServer = Awaited<ReturnType<typeof createSiteServer>>;

export type ReleasableApp = 'remote-public' | 'remote-media';

export interface TestStore {
  /** The local copy of the store's versions (and of the pages the gate renders). */
  root: string;
  store: ReleaseStore;
  /** The live version of an app now. */
  live(app: 'shell' | ReleasableApp): Promise<string | undefined>;
  /**
   * Releases a build as `pnpm release` does after building it: the gate (static checks, the pages
   * rendered, the smoke run in Chromium) unless forced, the switch, the pruning.
   */
  release(app: ReleasableApp, buildDir: string, options?: { force?: boolean }): Promise<ReleaseOutcome>;
  /** The production site server over the store's live state now (no API), answering in-process. */
  site(): Promise<SiteServer>;
  remove(): Promise<void>;
}

/**
 * A release store of its own (an embedded database in a temporary folder), with the current
 * production builds live, as `pnpm start` leaves a fresh machine's store.
 */
export async function freshReleaseStore(): Promise<TestStore> {
  const dir = await mkdtemp(join(tmpdir(), 'sportif-site-releases-'));
  const opened = await openHeldDatabase({ databaseUrl: undefined, dataDir: dir, onIdleError: () => {} });
  await migrate(opened.db);
  const store = releaseStore(opened.db, { where: opened.where, cacheRoot: join(dir, 'release-cache') });
  await makeBuildsLive(store, distDirOf);
  const sites: SiteServer[] = [];
  const syncs: LiveSync[] = [];
  return {
    root: store.root,
    store,
    live: async (app) => liveVersionOf((await store.live()).state, app),
    release: (app, buildDir, { force = false } = {}) =>
      releaseBuild({
        store,
        app,
        buildDir,
        force,
        keep: 5,
        afterStaticChecks: smokeCheck(store.root),
        log: () => {},
      }),
    async site() {
      // A node as `pnpm start` runs it: its first sync serves the live state now.
      const sync = liveSync({ store, log: () => {} });
      await sync.start();
      syncs.push(sync);
      const site = await createSiteServer({
        layout: defaultSiteLayout,
        releases: { root: store.root, live: sync.source, health: sync.health },
        // Asked by inject, it listens nowhere: its pages name this address.
        siteUrl: 'http://localhost:3000',
      });
      sites.push(site);
      return site;
    },
    async remove() {
      for (const sync of syncs) sync.stop();
      for (const site of sites) await site.close();
      await opened.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
