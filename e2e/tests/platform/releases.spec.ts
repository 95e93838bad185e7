import { existsSync } from 'node:fs';
import { chmod, cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { smokeCheck } from '@sportif/release/gate/smoke-check';
import { readLiveState } from '@sportif/release/live-state';
import { readPrerenderedPages } from '@sportif/release/prerender/prerendered-pages';
import { type ReleaseOutcome, releaseBuild, rollback } from '@sportif/release/release-app';
import { releaseStore } from '@sportif/release/release-store';
import { fingerprint } from '../../support/fingerprint';
import { waitForShell } from '../../support/public-site';
import { type SiteProcess, startSiteProcess } from '../../support/site-process';
import { expect, type Page, test } from '../../support/test';
import { buildRemoteCopy, buildRemoteVariant } from '../../support/variant-build';

/**
 * A team's releases against the production server (server/src/main.ts) with a store of its own,
 * one step after the other: what `pnpm release` and `pnpm rollback` do (release/src/cli), without
 * their build of the repository's own dist/ (the variants are built in copies).
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 });

let site: SiteProcess;
const store = () => releaseStore(join(site.dataDir, 'releases'));
const cleanUps: (() => Promise<void>)[] = [];

/** Releases a build the way `pnpm release` does after building: gate a–d, switch, prune. */
async function release(
  app: 'remote-public' | 'remote-media',
  buildDir: string,
  force = false,
): Promise<ReleaseOutcome> {
  const root = join(site.dataDir, 'releases');
  return releaseBuild({
    store: releaseStore(root),
    app,
    buildDir,
    force,
    keep: 5,
    afterStaticChecks: smokeCheck(root),
    log: () => {},
  });
}

const liveVersion = async (app: 'shell' | 'remote-public' | 'remote-media') =>
  (await readLiveState(store().root))[app]?.[0];

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
});
test.afterAll(async () => {
  await site?.stop();
  for (const cleanUp of cleanUps) await cleanUp();
});

let mediaBefore: string | undefined;
let mediaGood: string;

test('a remote released alone goes live on the next load, without a shell build or a server restart', async ({
  page,
}) => {
  const shellVersion = await liveVersion('shell');
  const shellFiles = await fingerprint(store().versionDir('shell', shellVersion as string));
  mediaBefore = await liveVersion('remote-media');

  const variant = await buildRemoteVariant('remote-media', "play: 'Oynat',", "play: 'Oynat (yeni sürüm)',");
  cleanUps.push(variant.cleanUp);
  await page.goto(`${site.url}/umitkoy`);
  await expect(page.getByRole('button', { name: 'Oynat', exact: true })).toBeVisible();

  const outcome = await release('remote-media', variant.dist);
  expect(outcome.result).toBe('live');
  mediaGood = outcome.version;

  await page.reload();
  await expect(page.getByRole('button', { name: 'Oynat (yeni sürüm)' })).toBeVisible();
  expect(await galleryArea(page)).toEqual({ version: mediaGood, from: 'live' });
  expect(await liveVersion('shell')).toBe(shellVersion);
  expect(await fingerprint(store().versionDir('shell', shellVersion as string))).toEqual(shellFiles);
  expect(site.process.exitCode).toBeNull();
});

let broken: { dist: string; cleanUp: () => Promise<void> };

test('a version whose module throws while loading is refused by the smoke check; visitors keep the live one', async ({
  page,
}) => {
  broken = await buildRemoteCopy('remote-media', async (copy) => {
    const gallery = join(copy, 'src/features/gallery/components/club-gallery.tsx');
    const source = await readFile(gallery, 'utf8');
    await writeFile(
      gallery,
      `${source}\nif (typeof window !== 'undefined') throw new Error('kırık sürüm');\n`,
    );
  });
  cleanUps.push(broken.cleanUp);

  const outcome = await release('remote-media', broken.dist);
  expect(outcome.result).toBe('refused');
  const message = outcome.result === 'refused' ? outcome.message : '';
  expect(message).toContain(
    `Release of remote-media ${outcome.version} refused by the gate's smoke check; the live version stays live.`,
  );
  expect(message).toContain('/umitkoy: remote_media/Gallery failed in the new version (');
  expect(message).toContain('the previous version served it');
  expect(message).toContain('To put it live anyway: pnpm release remote-media --force');

  expect(await liveVersion('remote-media')).toBe(mediaGood);
  await page.goto(`${site.url}/umitkoy`);
  expect(await galleryArea(page)).toEqual({ version: mediaGood, from: 'live' });
});

test('forced live, the broken version is served to visitors from the fallback, and the server logs it', async ({
  page,
}) => {
  const outcome = await release('remote-media', broken.dist, true);
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
  const { to } = await rollback(store(), 'remote-media', undefined);
  expect(to).toBe(mediaGood);
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

test('a tampered digests file in the store is never trusted: no chunk it pins is run from that version', async ({
  page,
}) => {
  // remote-media has no page at /: its entry pins every chunk digest through this file.
  const dir = store().versionDir('remote-media', mediaGood);
  const digests = (await readdir(dir)).find((name) => /^chunk-integrity\.[0-9a-f]{10}\.json$/.test(name));
  expect(digests, 'the digests file of the live version').toBeDefined();
  // What the page's chunk loading asks the browser to run: the scripts it inserts. (The server's
  // preloads fetch the files a page needs, pinned by the digests the server reads from its store;
  // only a script element runs one.)
  await page.addInitScript(() => {
    const inserted: string[] = [];
    (window as unknown as { insertedScripts: string[] }).insertedScripts = inserted;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof HTMLScriptElement && node.src) inserted.push(new URL(node.src).pathname);
    }).observe(document, { childList: true, subtree: true });
  });
  let requested: string[] = [];
  await whileTampered(join(dir, digests as string), async () => {
    await page.goto(`${site.url}/umitkoy`);
    expect(await galleryArea(page)).toEqual({ version: mediaBefore as string, from: 'fallback' });
    await expect(page.locator('[data-federated-fallback]')).toHaveCount(0);
    requested = await page.evaluate(
      () => (window as unknown as { insertedScripts: string[] }).insertedScripts,
    );
  });
  const chunksOf = (version: string | undefined, module: string) =>
    requested.filter((path) => path.startsWith(`/remotes/media/${version}/__federation_expose_${module}.`));
  expect(chunksOf(mediaGood, 'Gallery')).toEqual([]);
  // The player the server rendered from the live version runs the fallback version's module.
  expect(chunksOf(mediaBefore, 'VideoPlayer')).not.toEqual([]);
});

test('a page opened before a release keeps navigating to the pages of that remote afterwards', async ({
  page,
}) => {
  await page.goto(`${site.url}/umitkoy`);
  await expect(page.getByRole('heading', { level: 1, name: 'Ümitköy Kulüp' })).toBeVisible();
  const variant = await buildRemoteVariant('remote-public', '© 2024', '© 2024 · yeni sürüm');
  cleanUps.push(variant.cleanUp);
  expect((await release('remote-public', variant.dist)).result).toBe('live');

  // The open page keeps its remote-public: its next page comes from the same version's folder.
  await page.getByRole('navigation', { name: 'Ana menü' }).getByRole('link', { name: 'Hakkımızda' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hakkımızda' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).not.toContainText('yeni sürüm');
  await expect(page.locator('[data-federated-fallback]')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('contentinfo')).toContainText('© 2024 · yeni sürüm');
});

test('a release of remote-public renders the public pages anew: the HTML holds its markup, and the shell was not built', async ({
  request,
}) => {
  const state = await readLiveState(store().root);
  const publicVersion = state['remote-public']?.[0];
  for (const path of ['/', '/about', '/umitkoy']) {
    const html = await (await request.get(`${site.url}${path}`)).text();
    // In the markup the server sends, before any script: the new footer, from the new version.
    expect(html, path).toContain('© 2024 · yeni sürüm');
    expect(html, path).toContain(
      `data-federated-area="remote_public/PublicLayout" data-served-version="${publicVersion}"`,
    );
  }
  const rendered = await readPrerenderedPages(store().root, state);
  expect(rendered?.renderedFrom).toEqual({
    shell: state.shell?.[0],
    'remote-public': publicVersion,
    'remote-admin': state['remote-admin']?.[0],
    'remote-media': state['remote-media']?.[0],
  });
});

test('a remote that fails while rendering on the server is refused; forced live, it costs only its area in the HTML', async ({
  page,
  request,
}) => {
  const serverOnlyBroken = await buildRemoteCopy('remote-media', async (copy) => {
    const gallery = join(copy, 'src/features/gallery/components/club-gallery.tsx');
    const source = await readFile(gallery, 'utf8');
    await writeFile(
      gallery,
      source.replace(
        'export default function ClubGallery({ clubId }: ClubMediaProps) {',
        "export default function ClubGallery({ clubId }: ClubMediaProps) {\n  if (typeof window === 'undefined') throw new Error('sunucuda kırık');",
      ),
    );
  });
  cleanUps.push(serverOnlyBroken.cleanUp);

  const refused = await release('remote-media', serverOnlyBroken.dist);
  expect(refused.result).toBe('refused');
  expect(refused.result === 'refused' && refused.message).toContain(
    '/umitkoy: an area failed while rendering on the server (remote_media/Gallery: sunucuda kırık)',
  );

  const forced = await release('remote-media', serverOnlyBroken.dist, true);
  expect(forced.result).toBe('live');
  const html = await (await request.get(`${site.url}/umitkoy`)).text();
  // Everything but the gallery is in the HTML: the page, the player of the same remote, the timetable.
  expect(html).toContain('Ümitköy Kulüp</h1>');
  expect(html).toContain(
    `data-federated-area="remote_media/VideoPlayer" data-served-version="${forced.version}"`,
  );
  expect(html).toContain('Grup Ders Programı');
  expect(html).toContain('data-federated-loading="remote_media/Gallery"');
  expect(html).not.toContain('data-federated-area="remote_media/Gallery"');
  // The browser renders the gallery itself, from the live version, which works there.
  await page.goto(`${site.url}/umitkoy`);
  expect(await galleryArea(page)).toEqual({ version: forced.version, from: 'live' });

  await rollback(store(), 'remote-media', undefined);
});

/** remote-media's live build with its federation contract changed: a build made against another site. */
async function craftedMediaBuild(change: (contract: Record<string, unknown>) => void): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'sportif-crafted-'));
  cleanUps.push(() => rm(dir, { recursive: true, force: true }));
  await cp(store().versionDir('remote-media', mediaGood), dir, { recursive: true });
  await chmod(join(dir, 'federation-contract.json'), 0o644);
  await rm(join(dir, 'release.json'), { force: true });
  const contract = JSON.parse(await readFile(join(dir, 'federation-contract.json'), 'utf8'));
  change(contract);
  await writeFile(join(dir, 'federation-contract.json'), JSON.stringify(contract));
  return dir;
}

test('the contract, shared and provided-exports checks each refuse a crafted build, saying what is wrong', async () => {
  const live = await readLiveState(store().root);
  const refusals: string[] = [];
  for (const change of [
    (contract: Record<string, unknown>) => {
      contract.exposes = ['./VideoPlayer'];
    },
    (contract: Record<string, unknown>) => {
      contract.requires = { react: '^20.0.0' };
    },
    (contract: Record<string, unknown>) => {
      contract.routerImports = ['useBlocker'];
    },
  ]) {
    const outcome = await release('remote-media', await craftedMediaBuild(change));
    expect(outcome.result).toBe('refused');
    refusals.push(outcome.result === 'refused' ? outcome.message : '');
  }
  const publicVersion = live['remote-public']?.[0];
  const shellVersion = live.shell?.[0];
  expect(refusals[0]).toContain("refused by the gate's contract check");
  expect(refusals[0]).toContain(
    `remote-public ${publicVersion} loads remote_media/Gallery, which this version no longer exposes`,
  );
  expect(refusals[1]).toContain("refused by the gate's shared check");
  expect(refusals[1]).toMatch(
    new RegExp(`requires react \\^20\\.0\\.0; shell ${shellVersion} provides 19\\.`),
  );
  expect(refusals[2]).toContain("refused by the gate's provided exports check");
  expect(refusals[2]).toContain(
    `imports useBlocker from react-router; shell ${shellVersion} does not provide it`,
  );
  expect(await readLiveState(store().root)).toEqual(live);
});
