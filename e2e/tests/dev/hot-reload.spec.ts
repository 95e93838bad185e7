import { type DevSite, type DevSiteApp, startDevSite } from '../../support/dev-site';
import { stubMaps } from '../../support/public-site';
import { expect, type Page, test } from '../../support/test';

/**
 * `pnpm dev` as a team works in it: the shell's page with the remotes inside it, and a save in a
 * copy of an app's sources. The change shows in that page without a reload (a marker set on
 * `window` survives), and React state of what was not edited stays (the folded menu stays open).
 */
test.describe.configure({ mode: 'serial' });
// Below 860 px the header folds its menu behind a button: its open state is the state kept.
test.use({ viewport: { width: 480, height: 900 } });

let site: DevSite;

test.beforeAll(async () => {
  // Three dev servers build at once: on a busy machine that takes longer than a test.
  test.setTimeout(120_000);
  site = await startDevSite(['shell', 'remote-public', 'remote-media']);
});

test.afterAll(async () => {
  await site?.close();
});

test.afterEach(async () => {
  const testInfo = test.info();
  if (testInfo.status !== testInfo.expectedStatus) {
    await testInfo.attach('dev servers', { body: site.output(), contentType: 'text/plain' });
  }
});

/** Opens `path` on the dev site, opens the folded menu and marks the page, so a reload would show. */
async function openMarked(page: Page, path: string): Promise<void> {
  await page.goto(`${site.baseUrl}${path}`);
  await expect(page.locator('h1')).toBeVisible();
  const menu = page.getByRole('button', { name: 'Menü' });
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await page.evaluate(() => {
    (window as unknown as { hotReloadMarker: string }).hotReloadMarker = 'bu sayfa yeniden yüklenmedi';
  });
}

/** The page is the one opened (no reload) and the menu nobody edited is still open. */
async function expectSamePageAndState(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { hotReloadMarker?: string }).hotReloadMarker)).toBe(
    'bu sayfa yeniden yüklenmedi',
  );
  await expect(page.getByRole('button', { name: 'Menü' })).toHaveAttribute('aria-expanded', 'true');
}

/**
 * Saves the edit, waits until `text` shows, and prints how long after the save it came into the
 * page, by the page's own clock (the same machine's): a mutation observer notes the moment, so no
 * polling adds to it.
 */
async function saveAndSee(
  page: Page,
  text: string,
  edit: { app: DevSiteApp; file: string; from: string; to: string },
): Promise<void> {
  await page.evaluate((awaited) => {
    const target = window as unknown as { textAppeared: Promise<number> };
    target.textAppeared = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        if (!document.body.textContent?.includes(awaited)) return;
        observer.disconnect();
        resolve(Date.now());
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    });
  }, text);
  const saved = await site.edit(edit.app, edit.file, edit.from, edit.to);
  const appeared = await page.evaluate(
    () => (window as unknown as { textAppeared: Promise<number> }).textAppeared,
  );
  console.log(
    `[hot reload] ${edit.app}/${edit.file}: in the shell's page ${appeared - saved} ms after the save`,
  );
  await expect(page.getByText(text).first()).toBeVisible();
}

function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('an edit to a page of remote-public shows in the shell page, which keeps its state', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await openMarked(page, '/about');
  await expect(page.getByRole('heading', { level: 1, name: 'Hakkımızda' })).toBeVisible();

  await saveAndSee(page, 'Hakkımızda ve ekibimiz', {
    app: 'remote-public',
    file: 'src/features/about/components/about-page.tsx',
    from: 'title={pageHeadings.about}',
    to: "title={'Hakkımızda ve ekibimiz'}",
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Hakkımızda ve ekibimiz' })).toBeVisible();
  await expectSamePageAndState(page);

  // The shell keeps the module it loaded first; React renders the new one there, on any later visit too.
  await page.getByRole('link', { name: 'Ana Sayfa' }).first().click();
  await expect(page).toHaveURL(`${site.baseUrl}/`);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Hakkımızda ve ekibimiz' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('an edit to remote-media shows in the club page, with the edited gallery on the same picture', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await stubMaps(page);
  await openMarked(page, '/umitkoy');
  const gallery = page.getByRole('region', { name: 'Ümitköy resim galerisi' });
  // The open menu covers the page: closed for the click in the gallery, open again after it.
  await page.getByRole('button', { name: 'Menü' }).click();
  await gallery.getByRole('button', { name: 'Sonraki görsel' }).click();
  await expect(gallery.getByText(/^2 \/ \d+$/)).toBeVisible();
  await page.getByRole('button', { name: 'Menü' }).click();

  await saveAndSee(page, 'Görsel 2 /', {
    app: 'remote-media',
    file: 'src/features/gallery/components/gallery.tsx',
    from: '{texts.counter(currIndex + 1, count)}',
    to: "{'Görsel ' + texts.counter(currIndex + 1, count)}",
  });
  await expect(gallery.getByText(/^Görsel 2 \/ \d+$/)).toBeVisible();
  await expectSamePageAndState(page);
  expect(errors).toEqual([]);
});

test('an edit to the shell shows at once, and the remotes inside it keep their state', async ({ page }) => {
  const errors = collectPageErrors(page);
  await openMarked(page, '/about');

  await saveAndSee(page, 'Kabuk güncellendi', {
    app: 'shell',
    file: 'src/features/routing/app-root.tsx',
    from: '<PageScroll />',
    to: '<PageScroll />\n      <p>Kabuk güncellendi</p>',
  });
  await expectSamePageAndState(page);
  expect(errors).toEqual([]);
});

test('a broken edit shows the error overlay in the shell page, and the next good save recovers', async ({
  page,
}) => {
  await openMarked(page, '/about');
  const overlay = page.locator('#rspack-dev-server-client-overlay');

  await site.edit(
    'remote-public',
    'src/features/about/components/about-page.tsx',
    'intro={aboutContent.lead}',
    'intro={aboutContent.lead',
  );
  await expect(overlay).toBeVisible();
  await expect(
    page.frameLocator('#rspack-dev-server-client-overlay').getByText(/about-page\.tsx/),
  ).toBeVisible();

  await saveAndSee(page, 'Kulübümüzü tanıyın', {
    app: 'remote-public',
    file: 'src/features/about/components/about-page.tsx',
    from: 'intro={aboutContent.lead',
    to: "intro={'Kulübümüzü tanıyın'}",
  });
  await expect(overlay).toHaveCount(0);
  await expectSamePageAndState(page);
});
