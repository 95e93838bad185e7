import { recordViolations } from '../../support/csp-violations';
import { liveRemoteFolder } from '../../support/live-remote-folder';
import { scrollThrough, stubMaps } from '../../support/public-site';
import { expect, type Page, test } from '../../support/test';

/** Every CSP violation and every failed or refused request of the page, from before its first script. */
async function recordProblems(page: Page): Promise<() => Promise<string[]>> {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => {
    // The browser drops a video's download once it has what it needs: not a failure.
    if (request.resourceType() === 'media' && request.failure()?.errorText === 'net::ERR_ABORTED') return;
    failed.push(`failed ${request.url()}: ${request.failure()?.errorText}`);
  });
  const violations = await recordViolations(page);
  return async () => [...failed, ...(await violations())];
}

test.beforeEach(async ({ page }) => {
  await stubMaps(page);
});

test('the home page renders through nginx, with no CSP violation and no failed request', async ({ page }) => {
  const problems = await recordProblems(page);
  const response = await page.goto('/');
  expect(response?.headers().server).toBe('nginx');
  await expect(page.getByRole('heading', { level: 1, name: 'Sportif Yaşam Merkezi' })).toBeVisible();
  await scrollThrough(page);
  await expect(page.getByRole('contentinfo')).toContainText('© 2024');
  expect(await problems()).toEqual([]);
});

test('a club page shows the video player and the gallery of remote-media through nginx', async ({ page }) => {
  const problems = await recordProblems(page);
  const mediaFiles: string[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/remotes/media/')) mediaFiles.push(pathname);
  });
  await page.goto('/club/umitkoy');

  const player = page.getByRole('region', { name: 'Video oynatıcı: Ümitköy Kulüp tanıtım videosu' });
  // The duration shows once the video's metadata came from nginx.
  await expect(player.locator('[data-time]')).toHaveText('0:00 / 0:12');
  const gallery = page.getByRole('region', { name: 'Ümitköy resim galerisi' });
  await expect(gallery.locator('[data-counter]')).toHaveText('1 / 10');
  const image = gallery.locator('[data-current]').getByRole('img');
  await expect(image).toHaveAttribute('alt', 'Ümitköy · Fitness salonu');
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
    .toBeGreaterThan(0);

  const folder = await liveRemoteFolder(page.request, 'media');
  expect(mediaFiles).toContain(`${folder}remoteEntry.js`);
  expect(mediaFiles.some((path) => path.startsWith(`${folder}__federation_expose_VideoPlayer.`))).toBe(true);
  expect(mediaFiles.some((path) => path.startsWith(`${folder}assets/umitkoy-promo.`))).toBe(true);
  expect(await problems()).toEqual([]);
});

test('a deep link is its prerendered page from the nodes through nginx, and reloads on its own page', async ({
  page,
  request,
}) => {
  const direct = await request.get('/club/umitkoy');
  expect(direct.status()).toBe(200);
  expect(direct.headers()['content-type']).toBe('text/html; charset=utf-8');
  expect(direct.headers()['cache-control']).toBe('no-cache');
  const html = await direct.text();
  expect(html).toContain('Ümitköy Kulüp</h1>');
  expect(html).not.toContain('<div id="root"></div>');
  expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toContain('Ümitköy');

  await page.goto('/club/umitkoy');
  await expect(page.getByRole('heading', { level: 1, name: 'Ümitköy Kulüp' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Ümitköy Kulüp' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/club/umitkoy');
});

test('the sitemap, robots.txt and /healthz answer through nginx; an unknown path redirects', async ({
  request,
}) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(await sitemap.text()).toContain('/club/umitkoy</loc>');
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain('Sitemap:');
  const health = await request.get('/healthz');
  expect(health.status()).toBe(200);
  expect(await health.json()).toMatchObject({ status: 'serving', pages: 'rendered' });
  const unknown = await request.get('/no/such/page', { maxRedirects: 0 });
  expect(unknown.status()).toBe(302);
  expect(unknown.headers().location).toBe('/');
});

test('nginx keeps its own copy of a versioned file, and asks a node for pages every time', async ({
  request,
}) => {
  const page = await (await request.get('/')).text();
  const mainScript = /"(\/main\.[0-9a-f]{10}\.js)"/.exec(page)?.[1] as string;
  const headers = { 'Accept-Encoding': 'br' };
  await request.get(mainScript, { headers });
  const again = await request.get(mainScript, { headers });
  expect(again.headers()['x-cache']).toBe('HIT');
  expect(again.headers()['content-encoding']).toBe('br');
  expect((await request.get('/club/umitkoy')).headers()['x-cache']).toBeUndefined();
});

test("a missing file, a dot file, a remote's own page, the build stats and the store's descriptions are never served, nor the shell page", async ({
  request,
}) => {
  // A path without an extension is a page's: one no remote declares redirects home.
  const dotFile = await request.get('/.build-stamp', { maxRedirects: 0 });
  expect(dotFile.status()).toBe(302);
  expect(dotFile.headers().location).toBe('/');
  const media = await liveRemoteFolder(request, 'media');
  const publicFolder = await liveRemoteFolder(request, 'public');
  for (const path of [
    '/missing.0123456789.js',
    `${media}index.html`,
    '/remotes/public/',
    '/remotes/admin/missing.js',
    '/remotes/other/remoteEntry.js',
    '/mf-stats.json',
    `${publicFolder}mf-stats.json`,
    `${media}mf-stats.json.gz`,
    `${media}release.json`,
    `${media}federation-contract.json`,
    `${media}federation-contract.json.gz`,
    `${publicFolder}federation-contract.json.br`,
    '/federation-contract.json',
    '/federation-contract.json.br',
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    // 404, or 403 for a folder.
    expect([403, 404], path).toContain(response.status());
    expect(await response.text(), path).not.toContain('<div id="root"');
    expect(response.headers()['cache-control'], path).toBeUndefined();
  }
});
