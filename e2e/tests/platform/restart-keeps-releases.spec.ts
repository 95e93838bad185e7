import { appendFile, cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { smokeCheck } from '@sportif/release/gate/smoke-check';
import { releaseBuild } from '@sportif/release/release-app';
import { versionOf } from '@sportif/release/release-store';
import { importFolderStore } from '@sportif/release/store/folder-import';
import { startSiteServerProcess } from '@sportif/testing/site-server-process';
import { precompress } from '@sportif/tooling/precompress';
import { waitForShell } from '../../support/public-site';
import { repoRoot } from '../../support/site-copy';
import { copySuiteReleases, healthOf, openSiteStore } from '../../support/site-store';
import { expect, test } from '../../support/test';

/**
 * A team's release survives a restart of the server machine's `pnpm start` from a checkout that
 * does not have it (issue 33): the restart serves what is live and only says that the checkout's
 * build differs. The store starts as the suite's (released through the gate by its `pnpm start`).
 */
const marker = `restart-${Date.now().toString(36)}`;

/** remote-public as its team changed it: the checkout's build with one more statement in its entry. */
async function changedRemotePublic(): Promise<{ dist: string; cleanUp: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'sportif-changed-public-'));
  await cp(join(repoRoot, 'remote-public/dist'), dir, { recursive: true });
  await appendFile(
    join(dir, 'remoteEntry.js'),
    `\n;globalThis.__releasedMarker = ${JSON.stringify(marker)};\n`,
  );
  await precompress(dir);
  return { dist: dir, cleanUp: () => rm(dir, { recursive: true, force: true }) };
}

test('pnpm start restarted from a checkout without a released change serves the released version and says the checkout differs', async ({
  page,
}) => {
  // The release's gate opens every page using remote-public in Chromium, and pnpm start starts twice over.
  test.setTimeout(300_000);
  const dataDir = await mkdtemp(join(tmpdir(), 'sportif-restart-'));
  const changed = await changedRemotePublic();
  try {
    await copySuiteReleases(dataDir);
    // The team's release, with no server running: the command holds the data folder itself.
    const opened = await openSiteStore(dataDir);
    let released: Awaited<ReturnType<typeof releaseBuild>>;
    try {
      await importFolderStore(opened.store, join(dataDir, 'releases'), () => {});
      released = await releaseBuild({
        store: opened.store,
        app: 'remote-public',
        buildDir: changed.dist,
        keep: 5,
        afterStaticChecks: smokeCheck(opened.store.root),
        log: () => {},
      });
    } finally {
      await opened.close();
    }
    expect(released.result).toBe('live');
    const checkout = await versionOf(join(repoRoot, 'remote-public/dist'));
    expect(released.version).not.toBe(checkout);

    // The restart: pnpm start from this checkout, whose remote-public is the one before the change.
    const site = await startSiteServerProcess(
      repoRoot,
      { DATA_DIR: dataDir, NODE_ENV: 'test' },
      { script: 'tooling/scripts/start.ts' },
    );
    try {
      expect(site.output()).toContain(
        `Release store: embedded PostgreSQL (PGlite) in ${join(dataDir, 'pglite')}\n`,
      );
      expect(site.output()).toMatch(
        new RegExp(
          `remote-public +${released.version} live; the checkout's build differs \\(${checkout}\\): pnpm start --release-checkout \\(or pnpm release remote-public\\) makes it live through the gate`,
        ),
      );
      expect(site.output()).toContain('The live versions stay live as they are.');
      expect(site.output()).not.toContain('goes live through the gate');
      expect((await healthOf(site.url)).live['remote-public']).toBe(released.version);

      const config = (await (await fetch(`${site.url}/runtime-config.json`)).json()) as {
        remotes: Record<string, { entry: string; version: string }>;
      };
      expect(config.remotes.remote_public?.version).toBe(released.version);
      const entry = await fetch(`${site.url}${config.remotes.remote_public?.entry}`);
      expect(entry.status).toBe(200);
      expect(await entry.text()).toContain(marker);

      // Visitors run the released entry.
      await page.goto(`${site.url}/about`);
      await waitForShell(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Hakkımızda' })).toBeVisible();
      expect(await page.evaluate(() => (globalThis as { __releasedMarker?: string }).__releasedMarker)).toBe(
        marker,
      );
    } finally {
      await site.stop();
    }
  } finally {
    await changed.cleanUp();
    await rm(dataDir, { recursive: true, force: true });
  }
});
