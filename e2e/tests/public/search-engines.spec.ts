import { expect, test } from '../../support/test';

/** What the sitemap, robots.txt and each page's head say is tested without a browser: e2e/site/search-engines.test.ts. */

test('the page keeps its own title once it renders, and after each navigation', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'Hakkımızda' })).toBeVisible();
  await expect(page).toHaveTitle('Hakkımızda - Sportif Yaşam Merkezi');
  // The server's tags for /about go once the page has rendered its own.
  await expect(page.locator('head [data-page-head]')).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Sayfa yolu' }).getByRole('link', { name: 'Ana Sayfa' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sportif Yaşam Merkezi' })).toBeVisible();
  await expect(page).toHaveTitle('Sportif Yaşam Merkezi | Ümitköy ve Çukurambar Spor Kulüpleri');
});
