import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { smokeCheck } from '@sportif/release/gate/smoke-check';
import { liveVersionOf, readLiveState } from '@sportif/release/live-state';
import { type ReleaseOutcome, releaseBuild } from '@sportif/release/release-app';
import { type ReleaseStore, releaseStore } from '@sportif/release/release-store';
import { defaultSiteLayout } from '@sportif/server/site-layout';
import { createSiteServer } from '@sportif/server/site-server';
import { makeProductionBuildsLive } from './live-production-builds.ts';

type SiteServer = Awaited<ReturnType<typeof createSiteServer>>;

export type ReleasableApp = 'remote-public' | 'remote-media';

export interface TestStore {
  root: string;
  store: ReleaseStore;
  /** The live version of an app now. */
  live(app: 'shell' | ReleasableApp): Promise<string | undefined>;
  /**
   * Releases a build as `pnpm release` does after building it: the gate (static checks, the pages
   * rendered, the smoke run in Chromium) unless forced, the switch, the pruning.
   */
  release(app: ReleasableApp, buildDir: string, options?: { force?: boolean }): Promise<ReleaseOutcome>;
  /** The production site server over the store (no API), answering in-process. */
  site(): Promise<SiteServer>;
  remove(): Promise<void>;
}

/**
 * A release store of its own in a temporary folder, with the current production builds live, as
 * `pnpm start` leaves a fresh machine's store.
 */
export async function freshReleaseStore(): Promise<TestStore> {
  const dir = await mkdtemp(join(tmpdir(), 'sportif-site-releases-'));
  const root = join(dir, 'releases');
  const store = releaseStore(root);
  await makeProductionBuildsLive(store);
  const sites: SiteServer[] = [];
  return {
    root,
    store,
    live: async (app) => liveVersionOf(await readLiveState(root), app),
    release: (app, buildDir, { force = false } = {}) =>
      releaseBuild({
        store,
        app,
        buildDir,
        force,
        keep: 5,
        afterStaticChecks: smokeCheck(root),
        log: () => {},
      }),
    async site() {
      const site = await createSiteServer({ layout: defaultSiteLayout, releases: root });
      sites.push(site);
      return site;
    },
    async remove() {
      for (const site of sites) await site.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
