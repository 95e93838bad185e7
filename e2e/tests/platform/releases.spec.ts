import { existsSync } from 'node:fs';
import { chmod, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { type ReleaseOutcome, releaseBuild, rollback } from '@sportif/release/release-app';
import type { ReleaseStore } from '@sportif/release/release-store';
import { variantDist } from '../../fixtures/variant-builds';
import { waitForShell } from '../../support/public-site';
import { type SiteProcess, startSiteProcess } from '../../support/site-process';
import { openSiteStore, servedLive } from '../../support/site-store';
import { expect, type Page, test } from '../../support/test';

/**
 * A team's releases against the production server (server/src/main.ts) with a store of its own,
 * one step after the other, as a visitor's browser sees them: the variants of e2e/fixtures go live
 * as `pnpm release` and `pnpm rollback` put them (release/src/cli), through the running server's
 * socket as they do beside `pnpm start`. What the gate decides and what
 * the store, the live pointer and the HTML then hold is tested without a browser in
 * e2e/site/*-releases.test.ts, the gate's smoke run included; here the releases take the static
 * checks only, or are forced.
 */
test.describe.configure({ mode: 'serial' });

let site: SiteProcess;
let opened: Awaited<ReturnType<typeof openSiteStore>>;
const store = (): ReleaseStore => opened.store;

/**
 * Releases a build as `pnpm release` does after building, but for the smoke run: gate a–c, switch,
 * prune; then waits until the server serves what went live (it follows the store's revision).
 */
async function release(
  app: 'remote-public' | 'remote-media',
  buildDir: string,
  force = false,
): Promise<ReleaseOutcome> {
  const outcome = await releaseBuild({ store: store(), app, buildDir, force, keep: 5, log: () => {} });
  if (outcome.result === 'live') await servedLive(site.url, app, outcome.version);
  return outcome;
}

const liveVersion = async (app: 'shell' | 'remote-public' | 'remote-media') =>
  (await store().live()).state[app]?.[0];

/** The gallery area of /umitkoy and which version served it, once the shell has taken the page over. */
async function galleryArea(page: Page) {
  // The server's markup says which version rendered it; the shell's, which one serves it now.
  await waitForShell(page);
  const area = page.locator('[data-federated-area="remote_media/Gallery"]');
  await expect(page.getByRole('region', { name: 'Ümitköy resim galerisi' })).toBeVisible();
  return {
    version: await area.getAttribute('data-served-version'),
    from: await area.getAttribute('data-served-from'),
  };
}

test.beforeAll(async () => {
  site = await startSiteProcess();
  opened = await openSiteStore(site.dataDir);
});
test.afterAll(async () => {
  await opened?.close();
  await site?.stop();
});

let mediaBefore: string | undefined;
let mediaGood: string;

test('a remote released alone goes live on the next load, without a shell build or a server restart', async ({
  page,
}) => {
  const shellVersion = await liveVersion('shell');
  mediaBefore = await liveVersion('remote-media');

  await page.goto(`${site.url}/umitkoy`);
  await expect(page.getByRole('button', { name: 'Oynat', exact: true })).toBeVisible();

  const outcome = await release('remote-media', variantDist('media-new-play-label'));
  expect(outcome.result).toBe('live');
  mediaGood = outcome.version;

  await page.reload();
  await expect(page.getByRole('button', { name: 'Oynat (yeni sürüm)' })).toBeVisible();
  expect(await galleryArea(page)).toEqual({ version: mediaGood, from: 'live' });
  expect(await liveVersion('shell')).toBe(shellVersion);
  expect(site.process.exitCode).toBeNull();
});

test('forced live, a version whose module throws while loading is served to visitors from the fallback, and the server logs it', async ({
  page,
}) => {
  const outcome = await release('remote-media', variantDist('media-throws-in-browser'), true);
  expect(outcome.result).toBe('live');
  await page.goto(`${site.url}/umitkoy`);
  expect(await galleryArea(page)).toEqual({ version: mediaGood, from: 'fallback' });
  await expect(page.locator('[data-federated-fallback]')).toHaveCount(0);
  await expect
    .poll(() => site.output())
    .toContain(
      `[release] browser report: remote_media ${outcome.version} failed loading ./Gallery: kırık sürüm`,
    );
});

test('a rollback makes the previous good version live again', async ({ page }) => {
  const { to } = await rollback(store(), 'remote-media', undefined, () => {});
  expect(to).toBe(mediaGood);
  await servedLive(site.url, 'remote-media', mediaGood);
  await page.goto(`${site.url}/umitkoy`);
  expect(await galleryArea(page)).toEqual({ version: mediaGood, from: 'live' });
});

/**
 * Runs `check` while the stored `file` and its compressed copies (what a browser asking for br or
 * gzip gets; a small file has none) carry one more statement, which sets `window.__tampered`;
 * puts them back after.
 */
async function whileTampered(file: string, check: () => Promise<void>): Promise<void> {
  const copies = [file, `${file}.gz`, `${file}.br`].filter((copy) => existsSync(copy));
  const originals = await Promise.all(copies.map((copy) => readFile(copy)));
  const tampered = Buffer.concat([originals[0] as Buffer, Buffer.from('\nwindow.__tampered = true;\n')]);
  const encoded = (copy: string) =>
    copy.endsWith('.gz')
      ? gzipSync(tampered)
      : copy.endsWith('.br')
        ? brotliCompressSync(tampered)
        : tampered;
  const write = async (contents: Buffer[]) => {
    for (const [index, copy] of copies.entries()) {
      await chmod(copy, 0o644);
      await writeFile(copy, contents[index] as Buffer);
    }
  };
  await write(copies.map(encoded));
  try {
    await check();
  } finally {
    await write(originals);
  }
}

const tamperedFileRan = (page: Page) =>
  page.evaluate(() => (window as unknown as { __tampered?: boolean }).__tampered);

test('a tampered remoteEntry.js in the store is never run: the fallback version serves instead', async ({
  page,
}) => {
  const entry = join(store().versionDir('remote-media', mediaGood), 'remoteEntry.js');
  await whileTampered(entry, async () => {
    await page.goto(`${site.url}/umitkoy`);
    expect(await galleryArea(page)).toEqual({ version: mediaBefore as string, from: 'fallback' });
    expect(await tamperedFileRan(page)).toBeUndefined();
  });
});

test('a tampered chunk in the store is never run: its module comes from the fallback version, the others stay live', async ({
  page,
}) => {
  const dir = store().versionDir('remote-media', mediaGood);
  const chunk = (await readdir(dir)).find((name) => /^__federation_expose_Gallery\..*\.js$/.test(name));
  expect(chunk, 'the Gallery chunk of the live version').toBeDefined();
  await whileTampered(join(dir, chunk as string), async () => {
    await page.goto(`${site.url}/umitkoy`);
    expect(await galleryArea(page)).toEqual({ version: mediaBefore as string, from: 'fallback' });
    const player = page.locator('[data-federated-area="remote_media/VideoPlayer"]');
    await expect(player).toHaveAttribute('data-served-from', 'live');
    await expect(player).toHaveAttribute('data-served-version', mediaGood);
    expect(await tamperedFileRan(page)).toBeUndefined();
  });
});

test('a page opened before a release keeps navigating to the pages of that remote afterwards', async ({
  page,
}) => {
  await page.goto(`${site.url}/umitkoy`);
  await expect(page.getByRole('heading', { level: 1, name: 'Ümitköy Kulüp' })).toBeVisible();
  expect((await release('remote-public', variantDist('public-new-footer'))).result).toBe('live');

  // The open page keeps its remote-public: its next page comes from the same version's folder.
  await page.getByRole('navigation', { name: 'Ana menü' }).getByRole('link', { name: 'Hakkımızda' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hakkımızda' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).not.toContainText('yeni sürüm');
  await expect(page.locator('[data-federated-fallback]')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('contentinfo')).toContainText('© 2024 · yeni sürüm');
});

test('forced live, a remote that fails while rendering on the server is rendered by the browser, from the live version', async ({
  page,
}) => {
  const forced = await release('remote-media', variantDist('media-throws-on-server'), true);
  expect(forced.result).toBe('live');
  // The server's HTML has no gallery (e2e/site/public-releases.test.ts): the browser renders it itself,
  // from the live version, which works there.
  await page.goto(`${site.url}/umitkoy`);
  expect(await galleryArea(page)).toEqual({ version: forced.version, from: 'live' });

  const { to } = await rollback(store(), 'remote-media', undefined, () => {});
  await servedLive(site.url, 'remote-media', to);
});
