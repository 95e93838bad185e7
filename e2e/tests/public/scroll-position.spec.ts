import { stubMaps } from '../../support/public-site';
import { expect, type Page, test } from '../../support/test';

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

test.beforeEach(async ({ page }) => {
  await stubMaps(page);
});

for (const width of [1440, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('"Detaylar" from the middle of / opens the club page at its top; Back and Forward return where the visitor was', async ({
      page,
    }) => {
      await page.goto('/');
      await expect(heading(page, 'Sportif Yaşam Merkezi')).toBeAttached();
      const details = page.getByRole('link', { name: 'Detaylar – Ümitköy Kulüp' });
      await details.scrollIntoViewIfNeeded();
      const homeY = await scrollY(page);
      expect(homeY).toBeGreaterThan(300);

      await details.click();
      await expect(page).toHaveURL(/\/umitkoy$/);
      await expect(heading(page, 'Ümitköy Kulüp')).toBeInViewport();
      expect(await scrollY(page)).toBe(0);

      // Further down the club page, then Back: the home page where it was left.
      const timetable = page.getByRole('heading', { level: 2, name: 'Grup Ders Programı' });
      await timetable.scrollIntoViewIfNeeded();
      const clubY = await scrollY(page);
      expect(clubY).toBeGreaterThan(300);
      await page.goBack();
      await expect(page).toHaveURL(/\/$/);
      await expect.poll(() => scrollY(page)).toBe(homeY);
      await expect(details).toBeInViewport();

      // Forward: the club page where it was left, on the same content.
      await page.goForward();
      await expect(page).toHaveURL(/\/umitkoy$/);
      await expect.poll(() => scrollY(page)).toBe(clubY);
      await expect(timetable).toBeInViewport();
    });

    test('a footer link opens its page at the top, its heading in sight', async ({ page }) => {
      await page.goto('/about');
      await expect(heading(page, 'Hakkımızda')).toBeVisible();
      const privacy = page.getByRole('contentinfo').getByRole('link', { name: 'Gizlilik', exact: true });
      await privacy.scrollIntoViewIfNeeded();
      expect(await scrollY(page)).toBeGreaterThan(300);

      await privacy.click();
      await expect(page).toHaveURL(/\/gizlilik$/);
      await expect(heading(page, 'Gizlilik Politikası')).toBeInViewport();
      expect(await scrollY(page)).toBe(0);
    });

    test('an address with an anchor opens the page at the anchor once it has rendered', async ({ page }) => {
      await page.goto('/umitkoy#iletisim');
      const contact = page.getByRole('region', { name: 'İletişim Bilgileri' });
      await expect(contact).toBeInViewport();
      // Below the sticky header, not under it.
      const top = await contact.evaluate((element) => element.getBoundingClientRect().top);
      const headerBottom = await page
        .getByRole('banner')
        .evaluate((element) => element.getBoundingClientRect().bottom);
      expect(top).toBeGreaterThanOrEqual(headerBottom);

      // Within the site, to another page's anchor while that page's module has not loaded yet: a
      // history entry added as a link of the router would add it.
      await page.goto('/about');
      await expect(heading(page, 'Hakkımızda')).toBeVisible();
      await page.evaluate(() => {
        history.pushState({}, '', '/cukurambar#iletisim');
        dispatchEvent(new PopStateEvent('popstate'));
      });
      await expect(page).toHaveURL(/\/cukurambar#iletisim$/);
      await expect(page.getByRole('region', { name: 'İletişim Bilgileri' })).toBeInViewport();
    });
  });
}
