import { addExample, signIn, staff, uniqueText } from '../../support/admin-session';
import { expect, test } from '../../support/test';

test('the side menu filters its entries case-insensitively and shows the signed-in user', async ({
  page,
}) => {
  await signIn(page, '/admin/examples');
  const menu = page.getByRole('navigation', { name: 'Yönetim menüsü' });
  await expect(page.getByRole('complementary')).toContainText(staff.name);
  // The seeded admin is a Yönetici: the account entries of issue 37 are offered too.
  await expect(menu.getByRole('link')).toHaveText([
    'Ana Sayfa',
    'Examples',
    'Mesajlar',
    'Ders Programı',
    'Üyelik Fiyatları',
    'Banner',
    'Şube Bilgileri',
    'Sayfa Metinleri',
    'Kullanıcılar',
    'Değişiklik Kaydı',
    'Şifremi değiştir',
  ]);

  const search = page.getByLabel('Menüde ara');
  await search.fill('EXAM');
  await expect(menu.getByRole('link')).toHaveText(['Examples']);
  await search.fill('sayfa');
  await expect(menu.getByRole('link')).toHaveText(['Ana Sayfa', 'Sayfa Metinleri']);
  await search.fill('MESAJ');
  await expect(menu.getByRole('link')).toHaveText(['Mesajlar']);
  await search.fill('SAYFA');
  await expect(menu.getByRole('link')).toHaveText(['Ana Sayfa', 'Sayfa Metinleri']);
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

  test('Escape closes the menu drawer and the focus goes back to the menu button', async ({ page }) => {
    await signIn(page);
    const menu = page.getByRole('navigation', { name: 'Yönetim menüsü' });
    await page.getByRole('button', { name: 'Menüyü aç' }).click();
    await expect(menu).toBeVisible();
    await page.getByLabel('Menüde ara').focus();

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Menüyü aç' });
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // Opened from the keyboard, closed the same way.
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('the admin home names where its screens are in words true on a phone too', async ({ page }) => {
    await signIn(page);
    const erp = page.getByRole('region', { name: 'ERP' });
    await expect(erp).toContainText('menüden');
    await expect(erp).not.toContainText('soldaki');
  });

  test('the Examples table fits: every row’s actions inside the card, nothing scrolls sideways', async ({
    page,
  }) => {
    await signIn(page, '/admin/examples');
    const long = uniqueText('Çokuzunbirkelimeolanbirkayıtadıbudurvesonubitmeyenbirmetin');
    await addExample(page, long, 'Ümitköy şubesinin oldukça uzun bir açıklaması');
    const card = page.getByRole('region', { name: 'Examples' });
    const cardBox = await card.boundingBox();
    if (!cardBox) throw new Error('the card is not shown');
    expect(await card.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    const row = page.getByRole('row').filter({ hasText: long });
    await expect(row.getByRole('cell')).toHaveCount(4);
    for (const name of [`Düzenle: ${long}`, `Sil: ${long}`]) {
      const box = await row.getByRole('button', { name }).boundingBox();
      if (!box) throw new Error(`${name} is not shown`);
      expect(box.x).toBeGreaterThanOrEqual(cardBox.x);
      expect(box.x + box.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
    }
    await expect(page.getByRole('columnheader', { name: 'Alan 1' })).toBeVisible();
  });
});
