import { cp } from 'node:fs/promises';
import { variantDist } from '../../fixtures/variant-builds';
import { waitForShell } from '../../support/public-site';
import { serveSiteCopy } from '../../support/site-copy';
import { expect, type Page, test } from '../../support/test';

const fallbackText = 'Bu bölüm şu anda yüklenemedi.';

/** Whether a federated area's fallback has shown at any moment since the page started. */
async function watchForFallback(page: Page): Promise<() => Promise<boolean>> {
  await page.addInitScript(() => {
    const seen = { fallback: false };
    (window as unknown as { fallbackSeen: typeof seen }).fallbackSeen = seen;
    new MutationObserver(() => {
      if (document.querySelector('[data-federated-fallback]')) seen.fallback = true;
    }).observe(document, { childList: true, subtree: true });
  });
  return () =>
    page.evaluate(() => (window as unknown as { fallbackSeen: { fallback: boolean } }).fallbackSeen.fallback);
}

test('remote-admin held back does not hold the home page back, and arrives where it is needed', async ({
  page,
}) => {
  // Every remote-admin file waits until the test lets it through: the home page must show before
  // any of it has arrived, which is an order, not a timing.
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let adminFilesDelivered = 0;
  await page.route('**/remotes/admin/**', async (route) => {
    await released;
    await route.continue();
    adminFilesDelivered += 1;
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 2, name: 'Kulüpler' })).toBeVisible();
  expect(adminFilesDelivered, 'remote-admin files delivered before the home page showed').toBe(0);

  release();
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Giriş Yap' })).toBeVisible();
  expect(adminFilesDelivered).toBeGreaterThan(0);
});

test('a remote entry that fails is fetched again with backoff, and the page shows without a fallback', async ({
  page,
}) => {
  const fallbackSeen = await watchForFallback(page);
  // Fails the HTML's preload, the first load and the first retry (three fetches): the first retry
  // waits for the backoff, and a later attempt succeeds.
  const attempts: number[] = [];
  await page.route('**/remotes/public/**/remoteEntry.js', async (route) => {
    attempts.push(Date.now());
    if (attempts.length <= 3) await route.abort();
    else await route.continue();
  });

  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'Hakkımızda' })).toBeVisible();
  // The server's markup shows at once; the shell then loads the page's modules, retrying the entry.
  await waitForShell(page);
  expect(attempts.length).toBeGreaterThanOrEqual(4);
  expect(
    (attempts[2] as number) - (attempts[1] as number),
    'backoff before the first retry',
  ).toBeGreaterThanOrEqual(240);
  expect(await fallbackSeen()).toBe(false);
  await expect(page.getByText(fallbackText)).toHaveCount(0);
});

test('a remote that throws while rendering costs only its own area', async ({ page }) => {
  const site = await serveSiteCopy();
  try {
    const mediaRoot = site.layout.remotes.find((mount) => mount.prefix === '/remotes/media/')?.root;
    if (!mediaRoot) throw new Error('remote-media is not mounted');
    await cp(variantDist('media-gallery-throws'), mediaRoot, { recursive: true, force: true });

    await page.goto(`${site.baseUrl}/club/umitkoy`);
    await expect(page.getByRole('heading', { level: 1, name: 'Ümitköy Kulüp' })).toBeVisible();
    const fallback = page.getByRole('alert').filter({ hasText: fallbackText });
    await expect(fallback).toHaveCount(1);
    await expect(page.locator('[data-media-area="gallery"]').getByRole('alert')).toHaveText(/Bu bölüm/);
    // Everything else stands: the player of the same remote, the timetable, the footer.
    await expect(page.getByRole('region', { name: /^Video oynatıcı/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Grup Ders Programı' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('© 2024');
  } finally {
    await site.close();
  }
});
