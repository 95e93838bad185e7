import { cp, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { migrate } from '@sportif/api/migrate';
import { openCommandDatabase } from '@sportif/api/shared-database';
import type { FrontEndApp } from '@sportif/contract/apps';
import { prerenderKeyOf } from '@sportif/release/prerender/prerendered-pages';
import { type ReleaseStore, releaseStore } from '@sportif/release/release-store';
import { expect } from './test';

/**
 * The release store of the site holding `dataDir` (through its socket), or of `dataDir` itself
 * when nothing holds it (migrated); with the same local copy as the site, so a test that changes a file of
 * a version changes what the site serves. Close it when done.
 */
export async function openSiteStore(
  dataDir: string,
): Promise<{ store: ReleaseStore; close(): Promise<void> }> {
  const opened = await openCommandDatabase({ databaseUrl: undefined, dataDir, onIdleError: () => {} });
  await migrate(opened.db);
  return {
    store: releaseStore(opened.db, { where: opened.where, cacheRoot: join(dataDir, 'release-cache') }),
    close: () => opened.close(),
  };
}

/**
 * The live state of the suite's server (playwright.config.ts), whose `pnpm start` released the
 * builds through the gate once for the run, written into `dataDir` as a folder store of before
 * (its versions, live.json, its content revisions and the pages rendered for it): the first start of a site on `dataDir`
 * imports it (release/src/store/folder-import.ts), and serves it without a gate of its own.
 */
export async function copySuiteReleases(dataDir: string): Promise<void> {
  const suiteDataDir = process.env.E2E_DATA_DIR;
  if (!suiteDataDir) throw new Error('E2E_DATA_DIR is set by e2e/playwright.config.ts');
  const { store, close } = await openSiteStore(suiteDataDir);
  try {
    const { state, pagesKey } = await store.live();
    const folder = join(dataDir, 'releases');
    for (const [app, versions] of Object.entries(state) as [FrontEndApp, string[]][]) {
      for (const version of versions) {
        const stored = await store.readVersion(app, version);
        if (stored) await cp(stored.dir, join(folder, app, version), { recursive: true });
      }
    }
    await writeFile(join(folder, 'live.json'), JSON.stringify(state));
    for (const revision of state.content ?? []) {
      const content = await store.content(revision);
      if (!content || !('text' in content)) continue;
      await mkdir(join(folder, 'content'), { recursive: true });
      await writeFile(join(folder, 'content', `${revision}.json`), content.text);
    }
    const pages = pagesKey ? await store.pageSet(pagesKey) : undefined;
    if (pages && 'pages' in pages) {
      await mkdir(join(folder, 'pages', prerenderKeyOf(state)), { recursive: true });
      await writeFile(
        join(folder, 'pages', prerenderKeyOf(state), 'pages.json'),
        JSON.stringify(pages.pages),
      );
    }
  } finally {
    await close();
  }
}

/** What a web node answers at /healthz (server/src/live-sync.ts). */
export interface Health {
  status: string;
  revision: number | null;
  liveRevision: number | null;
  live: Partial<Record<FrontEndApp, string>>;
  pages: string;
  database: string;
  behind: { since: string; reason: string } | null;
  lastSync: string | null;
}

export const healthOf = async (url: string): Promise<Health> =>
  (await fetch(`${url}/healthz`)).json() as Promise<Health>;

/** Waits until the node at `url` serves `version` of `app` (it follows the store's revision within a second). */
export async function servedLive(url: string, app: FrontEndApp, version: string): Promise<void> {
  await expect.poll(async () => (await healthOf(url)).live[app], { timeout: 10_000 }).toBe(version);
}
