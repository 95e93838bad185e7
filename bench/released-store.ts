import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate } from '@sportif/api/migrate';
import { openCommandDatabase, openHeldDatabase } from '@sportif/api/shared-database';
import { releaseCheckoutBuilds } from '@sportif/release/checkout-release';
import { liveVersionOf } from '@sportif/release/live-state';
import { prerenderKeyOf } from '@sportif/release/prerender/prerendered-pages';
import { releaseStore } from '@sportif/release/release-store';
import { liveSync } from '@sportif/server/live-sync';

const repoRoot = join(import.meta.dirname, '..');

/**
 * A fresh DATA_DIR whose release store (its embedded database) has the checkout's builds live,
 * released as on a fresh machine's `pnpm start`: through the gate, smoke run included. Returns the
 * folder and how long rendering the public pages took.
 */
export async function releasedDataDir(againCommand: string): Promise<{ dataDir: string; renderMs: number }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sportif-bench-data-'));
  return { dataDir, renderMs: await releaseCheckoutInto(dataDir, againCommand) };
}

/**
 * The checkout's builds made live in the release store of `dataDir` (nothing may hold it), as on
 * a fresh machine's `pnpm start`: through the gate. Returns how long rendering the public pages took.
 */
export async function releaseCheckoutInto(dataDir: string, againCommand: string): Promise<number> {
  const opened = await openHeldDatabase({ databaseUrl: undefined, dataDir, onIdleError: () => {} });
  try {
    await migrate(opened.db);
    const store = releaseStore(opened.db, { where: opened.where, cacheRoot: join(dataDir, 'release-cache') });
    const said: string[] = [];
    const released = await releaseCheckoutBuilds({
      store,
      buildDirOf: (app) => join(repoRoot, app, 'dist'),
      releaseCheckout: false,
      againCommand,
      runtimeConfigFile: undefined,
      keep: 5,
      log: (line) => said.push(line),
    });
    if (!released) throw new Error(`The builds cannot go live:\n${said.join('\n')}`);
    const { state } = await store.live();
    const pages = liveVersionOf(state, 'shell') ? await store.pageSet(prerenderKeyOf(state)) : undefined;
    return pages && 'pages' in pages ? pages.pages.renderMs : Number.NaN;
  } finally {
    await opened.close();
  }
}

/**
 * The live state of the store in `dataDir` as a web node follows it (live-sync.ts), for a site
 * server made in this process: through the socket of the process holding that data folder.
 */
export async function followedStore(dataDir: string) {
  const opened = await openCommandDatabase({ databaseUrl: undefined, dataDir, onIdleError: () => {} });
  const store = releaseStore(opened.db, { where: opened.where, cacheRoot: join(dataDir, 'release-cache') });
  const sync = liveSync({ store, log: () => {} });
  await sync.start();
  return {
    releases: { root: store.root, live: sync.source, health: sync.health },
    close: async () => {
      sync.stop();
      await opened.close();
    },
  };
}
