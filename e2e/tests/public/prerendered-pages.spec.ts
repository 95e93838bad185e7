import { waitForShell } from '../../support/public-site';
import { publicRoutes } from '../../support/routes';
import { expect, type Page, test } from '../../support/test';

/**
 * Every public page arrives rendered by the server (a release rendered it: docs/architecture.md,
 * "Pages rendered on the server"): it reads completely without JavaScript, and with it the shell hydrates the
 * server's markup in place, without an error and without building it again.
 */

/** What a page shows that only its own markup holds, by path: the heading, and one text below it. */
const mainTexts: Record<string, string[]> = {
  '/': ['Kulüpler', 'Bireysel Sınırsız Üyelik', 'Reformer Pilates'],
  '/about': ['Vizyonumuz', '2007'],
  '/contact': ['Bize Yazın', '+90 312 235 14 07'],
  '/schedule': ['Yoga', '09.00-11.00', 'Aerobics'],
  '/club': ['Ümitköy Kulüp', 'Çukurambar Kulüp'],
  '/club/umitkoy': ['Resim Galerisi', 'Grup Ders Programı', 'Total Body'],
  '/umitkoy': ['Resim Galerisi', 'Grup Ders Programı'],
  '/club/cukurambar': ['Resim Galerisi', 'Grup Ders Programı'],
  '/cukurambar': ['Resim Galerisi'],
  '/uyelik': ['30.000,00 TL', '55.000,00 TL'],
  '/grup-dersleri': ['Kangoo Jumps', 'Zumba'],
  '/gizlilik': ['Gizlilik Politikası'],
  '/guvenlik': ['Güvenlik Politikası'],
  '/kvkk': ['KVKK Aydınlatma Metni'],
  '/iade': ['İptal ve İade Koşulları'],
};

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading } of publicRoutes) {
    test(`${path} reads completely`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeAttached();
      for (const text of mainTexts[path] ?? []) await expect(page.getByText(text).first()).toBeVisible();
      // The header's menu and the footer's links are there to follow.
      await expect(
        page.getByRole('navigation', { name: 'Ana menü' }).getByRole('link', { name: 'Hakkımızda' }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'KVKK' })).toBeVisible();
    });
  }

  test('its links navigate, on a phone too, where the menu cannot unfold', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Ana menü' })
      .getByRole('link', { name: 'Grup Dersleri' })
      .click();
    await expect(page).toHaveURL(/\/grup-dersleri$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Grup Dersleri' })).toBeVisible();
  });

  test('the first screen is laid out for the first paint; below it, the footer waits until it is scrolled to', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/umitkoy');
    await expect(page.locator('html')).toHaveAttribute('data-layout-deferred', '');
    // checkVisibility with contentVisibilityAuto is false inside a block that skips its layout.
    const laidOut = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
    expect(await laidOut('main section h2')).toBe(true);
    expect(await laidOut('footer > *')).toBe(false);
    // Laid out by the frame that brings it near the screen.
    await page.getByRole('link', { name: 'KVKK' }).scrollIntoViewIfNeeded();
    await expect.poll(() => laidOut('footer > *')).toBe(true);
  });

  test('every day of the timetable shows, under its name', async ({ page }) => {
    await page.goto('/schedule');
    const panels = page.getByRole('tabpanel', { includeHidden: true });
    await expect(panels).toHaveCount(6);
    for (const panel of await panels.all()) await expect(panel).toBeVisible();
  });

  test('the club page shows its video poster and the first picture of its gallery', async ({ page }) => {
    await page.goto('/umitkoy');
    await expect(page.locator('video[poster]')).toBeVisible();
    const picture = page.getByRole('region', { name: 'Ümitköy resim galerisi' }).locator('img').first();
    await picture.scrollIntoViewIfNeeded();
    await expect(picture).toBeVisible();
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
  });

  test('the contact form says in Turkish that sending needs JavaScript', async ({ page }) => {
    await page.goto('/contact');
    // Inside <noscript>, which Playwright's text search leaves out: a browser without scripts shows it.
    await expect(
      page.locator('noscript p', {
        hasText: 'Mesaj göndermek için tarayıcınızda JavaScript açık olmalıdır.',
      }),
    ).toBeVisible();
  });
});

/** Console errors and uncaught errors of a page, from now on. */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('with JavaScript', () => {
  for (const { path, heading } of publicRoutes) {
    test(`${path} is hydrated in place, without an error`, async ({ page }) => {
      const errors = errorsOf(page);
      // Hold the shell's script until the server's markup has been marked, node by node.
      let releaseShell: () => void = () => {};
      const shellHeld = new Promise<void>((resolve) => {
        releaseShell = resolve;
      });
      await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
        await shellHeld;
        await route.continue();
      });
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      // Every heading and link the server wrote, kept aside to compare with what the page shows later.
      const marked = await page.evaluate(() => {
        const nodes = [...document.querySelectorAll('#root h1, #root h2, #root h3, #root a')];
        (window as Window & { serverNodes?: Element[] }).serverNodes = nodes;
        return nodes.length;
      });
      expect(marked).toBeGreaterThan(5);
      releaseShell();

      await waitForShell(page);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeAttached();
      // Hydration took the server's nodes over: each is still in the page (a render from scratch
      // would have replaced them all).
      const replaced = await page.evaluate(() =>
        ((window as Window & { serverNodes?: Element[] }).serverNodes ?? [])
          .filter((node) => !node.isConnected)
          .map((node) => node.outerHTML.slice(0, 80)),
      );
      expect(replaced).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  test('the rest of the page is laid out after the first paint, before the shell runs: nothing skips its layout then', async ({
    page,
  }) => {
    // What the page is like at the moment the start script adds the shell's entry.
    await page.addInitScript(() => {
      new MutationObserver((records, observer) => {
        const entry = records
          .flatMap((record) => [...record.addedNodes])
          .find((node) => node instanceof HTMLScriptElement && /\/main\.[0-9a-f]+\.js$/.test(node.src));
        if (!entry) return;
        observer.disconnect();
        const blocks = [...document.querySelectorAll('#root section, #root footer')];
        (window as Window & { atEntry?: unknown }).atEntry = {
          deferred: document.documentElement.hasAttribute('data-layout-deferred'),
          skipping: blocks.filter(
            (block) => !block.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }),
          ).length,
          blocks: blocks.length,
        };
      }).observe(document, { childList: true, subtree: true });
    });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/umitkoy');
    await waitForShell(page);
    const atEntry = await page.evaluate(() => (window as Window & { atEntry?: unknown }).atEntry);
    expect(atEntry).toEqual({ deferred: false, skipping: 0, blocks: expect.any(Number) });
    expect((atEntry as { blocks: number }).blocks).toBeGreaterThan(4);
  });

  test('a hydrated page answers the visitor: the timetable switches days', async ({ page }) => {
    await page.goto('/schedule');
    await waitForShell(page);
    await page.getByRole('tab', { name: 'Salı' }).click();
    await expect(page.getByRole('tab', { name: 'Salı' })).toHaveAttribute('aria-selected', 'true');
  });

  test('no stylesheet the page carries inline is fetched again when its modules arrive', async ({ page }) => {
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
    });
    await page.goto('/umitkoy');
    await waitForShell(page);
    await expect(page.getByRole('button', { name: 'Oynat', exact: true })).toBeVisible();
    const inlined = await page
      .locator('link[rel="stylesheet"][disabled]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
    expect(inlined.length).toBeGreaterThan(2);
    expect(stylesheets.filter((path) => inlined.includes(path))).toEqual([]);
  });
});
