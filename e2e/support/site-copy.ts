import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { frontEndApps } from '@sportif/contract/apps';
import type { SiteLayout } from '@sportif/server/site-layout';
import { createSiteServer } from '@sportif/server/site-server';
import { serveSite } from '@sportif/testing/serve-site';

export const repoRoot = join(import.meta.dirname, '../..');

export interface SiteCopy {
  baseUrl: string;
  layout: SiteLayout;
  dir: string;
  close: () => Promise<void>;
}

/**
 * A private copy of the production build served by its own server, for tests that replace a
 * deployed remote's files without touching the build the other tests use.
 */
export async function serveSiteCopy(): Promise<SiteCopy> {
  const dir = await mkdtemp(join(tmpdir(), 'sportif-site-'));
  await Promise.all(
    frontEndApps.map((app) => cp(join(repoRoot, app, 'dist'), join(dir, app), { recursive: true })),
  );
  const layout: SiteLayout = {
    shell: join(dir, 'shell'),
    remotes: [
      { prefix: '/remotes/public/', root: join(dir, 'remote-public') },
      { prefix: '/remotes/admin/', root: join(dir, 'remote-admin') },
      { prefix: '/remotes/media/', root: join(dir, 'remote-media') },
    ],
  };
  const server = await serveSite(await createSiteServer({ layout }));
  return {
    baseUrl: server.baseUrl,
    layout,
    dir,
    close: async () => {
      await server.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
