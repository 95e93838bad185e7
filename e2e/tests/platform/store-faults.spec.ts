import { spawn } from 'node:child_process';
import { appendFile, cp, mkdtemp, rm, truncate } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { releaseBuild } from '@sportif/release/release-app';
import { type SiteServerProcess, startSiteServerProcess } from '@sportif/testing/site-server-process';
import { precompress } from '@sportif/tooling/precompress';
import { repoRoot } from '../../support/site-copy';
import { type SiteProcess, startSiteProcess } from '../../support/site-process';
import { healthOf, openSiteStore, servedLive } from '../../support/site-store';
import { expect, test } from '../../support/test';

/**
 * The release store fails closed and heals (issue 34, item 3), as faults of the database store:
 * rows deleted or changed by SQL, a local copy cut short, a release command killed with -9 in the
 * middle. Each serves the last state that verifies (or the shell for the browser to render),
 * never an empty page or a 500, says so in the log and /healthz, and the next start repairs or
 * reports without crashing. Each test has a site of its own (server/src/main.ts).
 */
test.describe.configure({ timeout: 240_000 });

const publicPaths = ['/', '/umitkoy', '/contact', '/login'];

/** Every public path answers 200 with a page: the shell's, with or without the rendered markup. */
async function expectPagesServed(url: string): Promise<void> {
  for (const path of publicPaths) {
    const response = await fetch(`${url}${path}`);
    const html = await response.text();
    expect(response.status, path).toBe(200);
    expect(html, path).toContain('<div id="root">');
    expect(html.length, path).toBeGreaterThan(500);
  }
  expect((await fetch(`${url}/runtime-config.json`)).status).toBe(200);
}

/** Stops a site process as a crash would (or as asked), keeping its data folder; resolves once it has exited. */
async function stopKeepingData(
  process: SiteProcess['process'],
  signal: 'SIGKILL' | 'SIGTERM',
): Promise<void> {
  if (process.exitCode !== null || process.signalCode !== null) return;
  const exited = new Promise((resolve) => process.once('exit', resolve));
  process.kill(signal);
  await exited;
}

/** A remote-media version beside the live one (its entry with one more statement), forced live: the gate is not what is tested here. */
async function releaseChangedMedia(
  store: Awaited<ReturnType<typeof openSiteStore>>['store'],
  marker: string,
) {
  const changed = await mkdtemp(join(tmpdir(), 'sportif-changed-media-'));
  try {
    const live = (await store.live()).state['remote-media']?.[0] as string;
    await cp((await store.readVersion('remote-media', live))?.dir as string, changed, { recursive: true });
    await appendFile(join(changed, 'remoteEntry.js'), `\n;globalThis.${marker} = true;\n`);
    await precompress(changed);
    const outcome = await releaseBuild({
      store,
      app: 'remote-media',
      buildDir: changed,
      keep: 5,
      force: true,
      log: () => {},
    });
    return outcome.version;
  } finally {
    await rm(changed, { recursive: true, force: true });
  }
}

/** The site on `dataDir` again, as a restart of its machine (or a new node) starts it. */
const restart = (dataDir: string): Promise<SiteServerProcess> =>
  startSiteServerProcess(repoRoot, { DATA_DIR: dataDir, NODE_ENV: 'test' });

/** SQL against the site's database, through its socket as any command beside it. */
async function sql(dataDir: string, statement: string, params: unknown[] = []): Promise<void> {
  const { store, close } = await openSiteStore(dataDir);
  try {
    await store.db.query(statement, params);
  } finally {
    await close();
  }
}

let site: SiteProcess | undefined;
let restarted: SiteServerProcess | undefined;
test.afterEach(async () => {
  await restarted?.stop();
  restarted = undefined;
  await site?.stop();
  site = undefined;
});

test('the live state deleted or emptied by SQL: the node keeps serving what it served, and the next start puts it back from the history', async () => {
  site = await startSiteProcess({ NODE_ENV: 'test' });
  const before = await healthOf(site.url);
  expect(before.status).toBe('serving');

  // Dangling cannot be written: the live state's versions are foreign keys.
  await expect(sql(site.dataDir, `UPDATE release_live_versions SET version = '0123456789'`)).rejects.toThrow(
    /foreign key/,
  );

  await sql(site.dataDir, 'DELETE FROM release_live_versions');
  await expect.poll(async () => (await healthOf(site?.url as string)).status).toBe('behind');
  await expectPagesServed(site.url);
  expect((await healthOf(site.url)).live).toEqual(before.live);
  await expect
    .poll(() => site?.output())
    .toMatch(
      /\[releases\] the live state \(revision \d+\) cannot be served: nothing of shell, remote-public, remote-admin, remote-media is live/,
    );

  await sql(site.dataDir, 'DELETE FROM release_live');
  await stopKeepingData(site.process, 'SIGKILL');
  restarted = await restart(site.dataDir);
  expect(restarted.output()).toMatch(
    /The live state was missing: the state of revision \d+ is live again as revision \d+/,
  );
  const health = await healthOf(restarted.url);
  expect(health).toMatchObject({ status: 'serving', live: before.live, pages: 'rendered' });
  await expectPagesServed(restarted.url);
});

test('pages corrupted by SQL, and a local copy cut short: the next start refetches the file, serves the pages in the browser and says why', async () => {
  site = await startSiteProcess({ NODE_ENV: 'test' });
  const { live } = await healthOf(site.url);
  const shellDir = join(site.dataDir, 'release-cache', 'shell', live.shell as string);
  const { store, close } = await openSiteStore(site.dataDir);
  const pagesKey = (await store.live()).pagesKey;
  await close();
  expect(pagesKey).not.toBeNull();

  await sql(site.dataDir, 'UPDATE release_page_sets SET pages = left(pages, 200) WHERE key = $1', [pagesKey]);
  // The running node read them when they were whole, checked: it goes on serving them.
  expect(await (await fetch(`${site.url}/umitkoy`)).text()).toContain('Ümitköy Kulüp</h1>');

  await stopKeepingData(site.process, 'SIGTERM');
  const dataDir = site.dataDir;
  const entry = join(shellDir, 'index.html');
  await truncate(entry, 10);
  restarted = await restart(dataDir);
  expect(restarted.output()).toMatch(
    /\[releases\] the live state \(revision \d+\) cannot be served: the pages \S+ do not match their sha256/,
  );
  expect(restarted.output()).toMatch(/\[releases\] serving revision \d+ without its pages/);
  await expect.poll(async () => (await healthOf(restarted?.url as string)).pages).toBe('in the browser');
  await expectPagesServed(restarted.url);
  // The shell page cut short in the local copy was fetched again, whole.
  const page = await (await fetch(`${restarted.url}/umitkoy`)).text();
  expect(page).not.toContain('Ümitköy Kulüp</h1>');
  expect(page).toContain('</html>');
});

test('a file corrupted in the store: a node that must fetch it serves the newest state that verifies instead', async () => {
  site = await startSiteProcess({ NODE_ENV: 'test' });
  const before = await healthOf(site.url);
  // A second state: remote-media changed by one statement.
  const { store, close } = await openSiteStore(site.dataDir);
  const version = await releaseChangedMedia(store, '__changedMedia').finally(close);
  await servedLive(site.url, 'remote-media', version);

  await sql(
    site.dataDir,
    `UPDATE release_blobs SET bytes = convert_to('var tampered;', 'UTF8')
     WHERE sha256 = (SELECT sha256 FROM release_files WHERE app = 'remote-media' AND version = $1 AND path = 'remoteEntry.js')`,
    [version],
  );
  const dataDir = site.dataDir;
  await stopKeepingData(site.process, 'SIGTERM');
  // A new node: nothing in its local copy, so it must fetch every file.
  await rm(join(dataDir, 'release-cache'), { recursive: true, force: true });
  restarted = await restart(dataDir);
  expect(restarted.output()).toContain(
    `remote-media ${version}: remoteEntry.js in the store does not match its sha256`,
  );
  expect(restarted.output()).toMatch(/\[releases\] serving revision \d+, the newest state that verifies/);
  const health = await healthOf(restarted.url);
  expect(health.status).toBe('behind');
  expect(health.live['remote-media']).toBe(before.live['remote-media']);
  await expectPagesServed(restarted.url);
});

test('a rollback killed with -9 in the middle leaves the old state or the new one whole, and the next rollback goes through after the lease of the killed one runs out', async () => {
  site = await startSiteProcess({ NODE_ENV: 'test' });
  const { store, close } = await openSiteStore(site.dataDir);
  try {
    // Two more versions of remote-media: whether the killed rollback switched or not, there is one to roll back to.
    await releaseChangedMedia(store, '__killTestOne');
    await releaseChangedMedia(store, '__killTestTwo');

    const rollbackCommand = (env: Record<string, string> = {}) =>
      spawn(
        process.execPath,
        ['--import', 'tsx', join(repoRoot, 'release/src/cli/rollback.ts'), 'remote-media'],
        {
          cwd: repoRoot,
          env: { PATH: process.env.PATH, DATA_DIR: site?.dataDir, ...env },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
    // Killed as it is about to switch, holding the store: its transaction committed whole or not at all.
    const killed = rollbackCommand();
    let said = '';
    await new Promise<void>((resolve) =>
      killed.stdout.on('data', (chunk: Buffer) => {
        said += chunk.toString();
        if (said.includes('public pages')) resolve();
      }),
    );
    killed.kill('SIGKILL');
    await new Promise((resolve) => killed.once('exit', resolve));

    const consistent = async () => {
      const { rows } = await store.db.query<{ revision: number; same: boolean }>(
        `SELECT l.revision::int AS revision,
           (SELECT state FROM release_history h WHERE h.revision = l.revision) =
           (SELECT jsonb_object_agg(app, versions) FROM (SELECT app, jsonb_agg(version ORDER BY position) AS versions
              FROM release_live_versions GROUP BY app) s) ||
           coalesce((SELECT jsonb_build_object('content', jsonb_agg(revision ORDER BY position))
              FROM release_live_content HAVING count(*) > 0), '{}'::jsonb) AS same
         FROM release_live l`,
      );
      return rows[0];
    };
    expect(await consistent()).toMatchObject({ same: true });
    const afterKill = (await store.live()).revision;

    // It takes over a hold 15 s old, not 30 (the killed one renewed it at most 5 s before it died).
    const finished = rollbackCommand({ NODE_ENV: 'test', TEST_RELEASE_LOCK_EXPIRY_SECONDS: '15' });
    let output = '';
    finished.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    finished.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const code = await new Promise((resolve) => finished.once('exit', resolve));
    expect(code, output).toBe(0);
    // The killed command's hold on the store ran out before this one could take it.
    expect(output).toMatch(
      /Waiting for the release store: \S+ pid \d+ \(rollback remote-media\) has held it since/,
    );
    expect(output).toMatch(/remote-media rolled back: \S+ is live again instead of \S+ \(revision \d+/);
    const now = await store.live();
    expect(now.revision).toBe(afterKill + 1);
    expect(await consistent()).toMatchObject({ same: true });
    await servedLive(site.url, 'remote-media', now.state['remote-media']?.[0] as string);
  } finally {
    await close();
  }
  // Every acknowledged switch survives a restart of the server.
  const expected = await healthOf(site.url);
  await stopKeepingData(site.process, 'SIGKILL');
  restarted = await restart(site.dataDir);
  expect((await healthOf(restarted.url)).live).toEqual(expected.live);
  expect((await healthOf(restarted.url)).revision).toBe(expected.revision);
});
