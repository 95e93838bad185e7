import { metaContents, scrollThrough, siteName, stubMaps } from '../../support/public-site';
import { publicRoutes } from '../../support/routes';
import { expect, test } from '../../support/test';

test.beforeEach(async ({ page }) => {
  await stubMaps(page);
});

test.describe('every public route', () => {
  for (const route of publicRoutes) {
    test(`${route.path} has its heading, title, description, header and footer`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1, name: route.heading, exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

      const expectedTitle =
        route.path === '/'
          ? `${siteName} | Ümitköy ve Çukurambar Spor Kulüpleri`
          : `${route.heading} - ${siteName}`;
      await expect(page).toHaveTitle(expectedTitle);
      // The page's own description, and only it once the page has rendered (the server's copy goes).
      await expect.poll(() => metaContents(page, 'description')).toHaveLength(1);
      expect((await metaContents(page, 'description'))[0]?.length).toBeGreaterThan(40);

      const menu = page.getByRole('navigation', { name: 'Ana menü' });
      for (const [name, href] of [
        ['Ana Sayfa', '/'],
        ['Kulüpler', '/club'],
        ['Grup Dersleri', '/grup-dersleri'],
        ['Hakkımızda', '/about'],
        ['Bize Katıl', '/contact'],
      ] as const) {
        await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
      }

      const footer = page.getByRole('contentinfo');
      for (const [name, href] of [
        ['Gizlilik', '/gizlilik'],
        ['Güvenlik', '/guvenlik'],
        ['KVKK', '/kvkk'],
        ['İptal ve İade', '/iade'],
      ] as const) {
        await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
      }
      await expect(footer).toContainText(/Hafta içi\W*07:00-22:00/);
      await expect(footer).toContainText(/Hafta sonu\W*08:00-21:00/);
      await expect(footer).toContainText('© 2024');
    });
  }
});

test('a page’s title and description follow client-side navigation', async ({ page }) => {
  await page.goto('/about');
  await expect(page).toHaveTitle('Hakkımızda - Sportif Yaşam Merkezi');
  await page.getByRole('navigation', { name: 'Ana menü' }).getByRole('link', { name: 'Kulüpler' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kulüplerimiz' })).toBeVisible();
  await expect(page).toHaveTitle('Kulüplerimiz - Sportif Yaşam Merkezi');
  const descriptions = await metaContents(page, 'description');
  expect(descriptions.some((content) => content.includes('Ümitköy Kulüp ve Çukurambar Kulüp'))).toBe(true);
  expect(descriptions.some((content) => content.includes('kalite yönetim sistemi belgeli'))).toBe(false);
  await expect(page.locator('head meta[name="keywords"]')).toHaveCount(0);
});

test('About: breadcrumb, every fact of docs/requirements.md §2 and its metadata', async ({ page }) => {
  await page.goto('/about');
  const breadcrumb = page.getByRole('navigation', { name: 'Sayfa yolu' });
  await expect(breadcrumb.getByRole('link', { name: 'Ana Sayfa' })).toHaveAttribute('href', '/');
  await expect(breadcrumb).toContainText('Hakkımızda');

  const main = page.getByRole('main');
  await expect(main).toContainText('2007 yılında');
  await expect(main).toContainText('2009 yılında Çukurambar');
  await expect(main).toContainText('yılda yaklaşık 5.000 kişiye');
  await expect(main).toContainText("Ankara'da kalite yönetim sistemi belgesi alan ilk spor merkezidir");
  await expect(main).toContainText('yaklaşık 50.000 kişiye');
  for (const heading of ['Vizyonumuz', 'Misyonumuz', 'Kalite Politikamız']) {
    await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }

  await expect(page).toHaveTitle('Hakkımızda - Sportif Yaşam Merkezi');
  expect(await metaContents(page, 'description')).toContain(
    "Sportif Yaşam Merkezi 2007'den bu yana Ankara Ümitköy ve Çukurambar'da spor ve sağlıklı yaşam hizmeti veren, kalite yönetim sistemi belgeli bir spor kulübüdür.",
  );
  expect(await metaContents(page, 'author')).toEqual(['Sportif Yaşam Merkezi']);
  expect(await metaContents(page, 'keywords')).toEqual([
    'spor kulübü, spor salonu, fitness, Ankara, Ümitköy, Çukurambar',
  ]);
});

test('Home: the clubs with their "Detaylar" links, then membership, group lessons and write-to-us', async ({
  page,
}) => {
  await page.goto('/');
  const main = page.getByRole('main');
  const clubs = main.getByRole('region', { name: 'Kulüpler' });
  await expect(clubs.getByRole('heading', { level: 3 })).toHaveText(['Ümitköy Kulüp', 'Çukurambar Kulüp']);
  const details = clubs.getByRole('link', { name: /^Detaylar/ });
  await expect(details).toHaveCount(2);
  await expect(details.nth(0)).toHaveAttribute('href', '/umitkoy');
  await expect(details.nth(1)).toHaveAttribute('href', '/cukurambar');

  const headings = main.getByRole('heading', { level: 2 });
  await scrollThrough(page);
  await expect(main.getByRole('form', { name: 'İletişim formu' })).toBeVisible();
  const sectionTitles = await headings.allTextContents();
  expect(
    sectionTitles.filter((title) => ['Kulüpler', 'Üyelik', 'Grup Dersleri', 'Bize Yazın'].includes(title)),
  ).toEqual(['Kulüpler', 'Üyelik', 'Grup Dersleri', 'Bize Yazın']);
  await expect(main.getByRole('region', { name: 'Üyelik' })).toContainText('30.000,00 TL');
  const lessons = main.getByRole('region', { name: 'Grup Dersleri' });
  await expect(lessons.getByRole('listitem')).toHaveCount(10);
  await expect(lessons.getByRole('link', { name: 'Haftalık ders programı' })).toHaveAttribute(
    'href',
    '/schedule',
  );

  await details.nth(1).click();
  await expect(page).toHaveURL(/\/cukurambar$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Çukurambar Kulüp' })).toBeVisible();
});

test('Contact: the form, then per branch a tel: link, a mailto: link, the address and its map block', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/contact');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: 'Bize Yazın' })).toBeVisible();
  await expect(main.getByRole('form', { name: 'İletişim formu' })).toBeVisible();

  const branches = main.getByRole('article');
  await expect(branches).toHaveCount(2);
  const expected = [
    {
      name: 'Ümitköy Kulüp',
      tel: 'tel:+903122351407',
      mail: 'mailto:umitkoy@sportifyasam.com.tr',
      address: 'Ümitköy Mahallesi, 2432. Cadde No: 18, 06810 Yenimahalle/Ankara',
    },
    {
      name: 'Çukurambar Kulüp',
      tel: 'tel:+903122876219',
      mail: 'mailto:cukurambar@sportifyasam.com.tr',
      address: 'Kızılırmak Mahallesi (Çukurambar), 1443. Cadde No: 25, 06510 Çankaya/Ankara',
    },
  ];
  for (const [index, branch] of expected.entries()) {
    const block = branches.nth(index);
    await expect(block.getByRole('heading', { level: 3 })).toHaveText(branch.name);
    await expect(block.locator('a[href^="tel:"]')).toHaveAttribute('href', branch.tel);
    await expect(block.locator('a[href^="mailto:"]')).toHaveAttribute('href', branch.mail);
    await expect(block.locator('address')).toHaveText(branch.address);
    // The map block (its loading is tested in branch-contact.spec.ts): the frame waits to be asked for.
    await expect(block.getByRole('button', { name: 'Haritayı göster' })).toBeVisible();
    await expect(block.locator('iframe')).toHaveCount(0);
  }
});

test('Club list: both branches, linking to their pages', async ({ page }) => {
  await page.goto('/club');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2 })).toHaveText(['Ümitköy Kulüp', 'Çukurambar Kulüp']);
  const links = main.getByRole('link', { name: /^Detaylar/ });
  await expect(links.nth(0)).toHaveAttribute('href', '/club/umitkoy');
  await expect(links.nth(1)).toHaveAttribute('href', '/club/cukurambar');
  await links.nth(0).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ümitköy Kulüp' })).toBeVisible();
});

for (const club of [
  { paths: ['/umitkoy', '/club/umitkoy'], name: 'Ümitköy Kulüp', images: 10 },
  { paths: ['/cukurambar', '/club/cukurambar'], name: 'Çukurambar Kulüp', images: 21 },
]) {
  for (const path of club.paths) {
    test(`${path}: dark header, video, gallery, timetable, membership and write-to-us`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: club.name })).toBeVisible();
      const breadcrumb = page.getByRole('navigation', { name: 'Sayfa yolu' });
      await expect(breadcrumb.getByRole('link', { name: 'Ana Sayfa' })).toHaveAttribute('href', '/');

      const main = page.getByRole('main');
      // Both media areas come from remote-media at runtime, into the space kept for them.
      await expect(main.getByRole('heading', { level: 2, name: 'Resim Galerisi' })).toBeVisible();
      for (const area of ['video', 'gallery']) {
        await expect(main.locator(`[data-media-area="${area}"] > *`).first()).toBeAttached();
      }
      await expect(main.locator('[data-federated-loading]')).toHaveCount(0);
      await expect(main.locator('[data-federated-fallback]')).toHaveCount(0);
      await expect(main.locator('[data-media-area="video"] video')).toHaveCount(1);
      // The gallery's counter: the first of the club's images (docs/requirements.md §2: Ümitköy 10, Çukurambar 21).
      await expect(main.locator('[data-media-area="gallery"]')).toContainText(
        new RegExp(`\\b1 / ${club.images}\\b`),
      );

      await expect(main.getByRole('heading', { level: 2, name: 'Grup Ders Programı' })).toBeVisible();
      await expect(main.getByRole('tab', { selected: true })).toHaveText('Pazartesi');
      await expect(main.getByText('(R): Rezervasyonlu ders')).toBeVisible();

      await expect(main.getByRole('heading', { level: 2, name: 'Üyelik' })).toBeVisible();
      await expect(main).toContainText('55.000,00 TL');
      await scrollThrough(page);
      await expect(main.getByRole('form', { name: 'İletişim formu' })).toBeVisible();
      await expect(page).toHaveTitle(`${club.name} - ${siteName}`);
    });
  }
}

test('Membership: two yearly unlimited cards, their prices, the cash note, the hours and join links', async ({
  page,
}) => {
  await page.goto('/uyelik');
  const main = page.getByRole('main');
  const cards = main.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toContainText('Yıllık');
  await expect(cards.nth(0)).toContainText('Bireysel Sınırsız Üyelik');
  await expect(cards.nth(0)).toContainText('30.000,00 TL');
  await expect(cards.nth(1)).toContainText('Bireysel Sınırsız Üyelik');
  await expect(cards.nth(1)).toContainText('55.000,00 TL');
  for (const card of await cards.all()) {
    await expect(card.getByRole('link', { name: /^Hemen Katıl/ })).toHaveAttribute('href', '/contact');
  }
  await expect(main).toContainText('Nakit ödemelerde fiyatlarımız daha avantajlıdır');
  // One source for the usage hours, the footer's reading (docs/decisions/0110-content-in-the-database.md).
  await expect(main).toContainText('Kullanım saatleri: Hafta içi 07:00-22:00, hafta sonu 08:00-21:00');
});

test('Group classes: the ten classes of docs/requirements.md §2, each described', async ({ page }) => {
  await page.goto('/grup-dersleri');
  const main = page.getByRole('main');
  const names = main.getByRole('heading', { level: 2 });
  await expect(names).toHaveText([
    'Pilates ve Reformer Pilates',
    'Koşu (Running)',
    'Yoga',
    'Cardio',
    'Fitness',
    'Kick Box',
    'Spinning',
    'Zumba',
    'Kangoo Jumps',
    'Yüzme (Swimming)',
  ]);
  const cards = main.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(cards).toHaveCount(10);
  for (const card of await cards.all()) {
    expect(((await card.locator('p').textContent()) ?? '').length).toBeGreaterThan(40);
  }
});

for (const policy of [
  { path: '/gizlilik', heading: 'Gizlilik Politikası' },
  { path: '/guvenlik', heading: 'Güvenlik Politikası' },
  { path: '/kvkk', heading: 'KVKK Aydınlatma Metni' },
  { path: '/iade', heading: 'İptal ve İade Koşulları' },
]) {
  test(`${policy.path}: titled page with a short neutral text`, async ({ page }) => {
    await page.goto(policy.path);
    await expect(page.getByRole('heading', { level: 1, name: policy.heading })).toBeVisible();
    await expect(page.getByRole('main').locator('p').first()).toContainText('hazırlanmaktadır');
  });
}
