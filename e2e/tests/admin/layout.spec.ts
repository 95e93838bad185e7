import { expect, test } from '@playwright/test';
import { signIn, staff } from '../../support/admin-session';

test('the side menu filters its entries case-insensitively and shows the signed-in user', async ({
  page,
}) => {
  await signIn(page, '/admin/examples');
  const menu = page.getByRole('navigation', { name: 'Yönetim menüsü' });
  await expect(page.getByRole('complementary')).toContainText(staff.name);
  await expect(menu.getByRole('link')).toHaveText(['Ana Sayfa', 'Examples']);

  const search = page.getByLabel('Menüde ara');
  await search.fill('EXAM');
  await expect(menu.getByRole('link')).toHaveText(['Examples']);
  await search.fill('sayfa');
  await expect(menu.getByRole('link')).toHaveText(['Ana Sayfa']);
  await search.fill('SAYFA');
  await expect(menu.getByRole('link')).toHaveText(['Ana Sayfa']);
  await search.fill('zzz');
  await expect(menu.getByRole('link')).toHaveCount(0);
  await expect(menu).toContainText('Eşleşen menü yok.');
  await search.fill('');

  await menu.getByRole('link', { name: 'Ana Sayfa' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ana Sayfa' })).toBeVisible();
});

test.describe('on a phone-sized screen', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the side menu stays out of the way until the menu button opens it', async ({ page }) => {
    await signIn(page);
    const menu = page.getByRole('navigation', { name: 'Yönetim menüsü' });
    const toggle = page.getByRole('button', { name: 'Menüyü aç' });
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.click();
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menüyü kapat' })).toHaveAttribute('aria-expanded', 'true');
    await menu.getByRole('link', { name: 'Examples' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Examples' })).toBeVisible();
    await expect(menu).toBeHidden();
    await expect(page.getByRole('banner')).toContainText(staff.name);
    await expect(page.getByRole('contentinfo')).toContainText('Sürüm 3.2.0');
  });
});
