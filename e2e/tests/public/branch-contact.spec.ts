import { recordViolations } from '../../support/csp-violations';
import { waitForPageComplete } from '../../support/public-site';
import { expect, type Page, test } from '../../support/test';

const branches = {
  umitkoy: {
    name: 'Ümitköy Kulüp',
    tel: 'tel:+903122351407',
    phone: '+90 312 235 14 07',
    mail: 'mailto:umitkoy@sportifyasam.com.tr',
    address: 'Ümitköy Mahallesi, 2432. Cadde No: 18, 06810 Yenimahalle/Ankara',
  },
  cukurambar: {
    name: 'Çukurambar Kulüp',
    tel: 'tel:+903122876219',
    phone: '+90 312 287 62 19',
    mail: 'mailto:cukurambar@sportifyasam.com.tr',
    address: 'Kızılırmak Mahallesi (Çukurambar), 1443. Cadde No: 25, 06510 Çankaya/Ankara',
  },
} as const;

type Branch = (typeof branches)[keyof typeof branches];

/**
 * The maps service, unreachable from here: the one stand-in of these tests. Every request to it is
 * counted and answered with a small local page.
 */
async function interceptMaps(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route('https://www.google.com/**', (route) => {
    requested.push(route.request().url());
    return route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: '<!doctype html><html lang="tr"><head><title>Harita</title></head><body><p>Harita</p></body></html>',
    });
  });
  return requested;
}

/** A branch's details: the same on every page that shows them. */
async function expectDetails(block: ReturnType<Page['locator']>, branch: Branch): Promise<void> {
  await expect(block.locator('address')).toHaveText(branch.address);
  await expect(block.getByRole('link', { name: branch.phone })).toHaveAttribute('href', branch.tel);
  await expect(block.locator('a[href^="mailto:"]')).toHaveAttribute('href', branch.mail);
  await expect(block).toContainText('Hafta içi: 07:00-22:00');
  await expect(block).toContainText('Hafta sonu: 08:00-21:00');
}

/** The map block before the visitor asks for the map: a local picture, the address, two links. */
async function expectMapPreview(page: Page, block: ReturnType<Page['locator']>, branch: Branch) {
  const preview = block.locator('img[src*="map-preview"]');
  await expect(preview).toBeVisible();
  // The picture loads lazily, once it nears the viewport: wait for it to arrive.
  await expect
    .poll(() => preview.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);
  const src = await preview.evaluate((image: HTMLImageElement) => image.currentSrc);
  expect(new URL(src).origin).toBe(new URL(page.url()).origin);
  await expect(block.getByText(branch.address, { exact: true }).last()).toBeVisible();
  await expect(
    block.getByText('Harita, dış bir hizmet olan Google Haritalar’dan yüklenir; Google çerez kaydedebilir.'),
  ).toBeVisible();
  await expect(block.locator('iframe')).toHaveCount(0);

  const open = new URL((await block.getByRole('link', { name: /^Haritada aç/ }).getAttribute('href')) ?? '');
  expect(`${open.origin}${open.pathname}`).toBe('https://www.google.com/maps/search/');
  expect(open.searchParams.get('query')).toBe(branch.address);
  const directions = new URL(
    (await block.getByRole('link', { name: /^Yol tarifi al/ }).getAttribute('href')) ?? '',
  );
  expect(`${directions.origin}${directions.pathname}`).toBe('https://www.google.com/maps/dir/');
  expect(directions.searchParams.get('destination')).toBe(branch.address);
  for (const name of [/^Haritada aç/, /^Yol tarifi al/]) {
    const link = block.getByRole('link', { name });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAccessibleName(new RegExp(`${branch.name} \\(yeni sekmede açılır\\)$`));
  }
}

for (const width of [1440, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const [clubId, paths] of [
      ['umitkoy', ['/umitkoy', '/club/umitkoy']],
      ['cukurambar', ['/cukurambar', '/club/cukurambar']],
    ] as const) {
      for (const path of paths) {
        test(`${path} has its own contact block: address, phone, e-mail, usage hours and the map block`, async ({
          page,
        }) => {
          const branch = branches[clubId];
          const mapRequests = await interceptMaps(page);
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1, name: branch.name })).toBeVisible();
          const block = page.getByRole('region', { name: 'İletişim Bilgileri' });
          await block.scrollIntoViewIfNeeded();
          await expectDetails(block, branch);
          await expectMapPreview(page, block, branch);
          await waitForPageComplete(page);
          expect(mapRequests).toEqual([]);
        });
      }
    }

    test('the map frame loads only when asked for, one branch at a time, without a CSP violation', async ({
      page,
    }) => {
      const violations = await recordViolations(page);
      const mapRequests = await interceptMaps(page);
      await page.goto('/contact');
      await expect(page.getByRole('heading', { level: 1, name: 'İletişim' })).toBeVisible();
      await waitForPageComplete(page);
      // Scrolled through and complete, and not one request to the maps service.
      expect(mapRequests).toEqual([]);
      const blocks = page.getByRole('main').getByRole('article');
      await expect(blocks).toHaveCount(2);
      await expectMapPreview(page, blocks.nth(0), branches.umitkoy);
      await expectMapPreview(page, blocks.nth(1), branches.cukurambar);

      // Where the map's box is on the page (not in the viewport: the click scrolls it into view).
      const placeOnPage = (element: Element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        return { x: x + window.scrollX, y: y + window.scrollY, width, height };
      };
      const before = await blocks
        .nth(0)
        .locator('img[src*="map-preview"]')
        .locator('..')
        .evaluate(placeOnPage);
      await blocks.nth(0).getByRole('button', { name: 'Haritayı göster' }).click();
      const frame = blocks.nth(0).locator('iframe');
      await expect(frame).toHaveCount(1);
      await expect(frame).toHaveAttribute('title', 'Ümitköy Kulüp haritası');
      await expect(frame).toBeFocused();
      const src = new URL((await frame.getAttribute('src')) ?? '');
      expect(`${src.origin}${src.pathname}`).toBe('https://www.google.com/maps');
      expect(src.searchParams.get('q')).toBe(branches.umitkoy.address);
      expect(src.searchParams.get('output')).toBe('embed');
      await expect(
        page.frameLocator('iframe[title="Ümitköy Kulüp haritası"]').getByText('Harita'),
      ).toBeVisible();
      expect(mapRequests).toEqual([src.href]);
      // The frame takes the preview's box: nothing on the page moves.
      expect(await frame.locator('..').evaluate(placeOnPage)).toEqual(before);

      // The other branch still shows its preview, and asked nothing of the service.
      await expect(blocks.nth(1).locator('iframe')).toHaveCount(0);
      await expect(blocks.nth(1).getByRole('button', { name: 'Haritayı göster' })).toBeVisible();
      expect(await violations()).toEqual([]);
    });
  });
}

test('the contact page, the club list and the club pages show the same branch details, in the same markup', async ({
  page,
}) => {
  await interceptMaps(page);
  const detailsText = async (path: string, branch: Branch) => {
    await page.goto(path);
    const details = page.getByRole('main').locator('dl').filter({ hasText: branch.address });
    await expectDetails(details, branch);
    return details.evaluate((element) => element.outerHTML);
  };
  for (const [clubId, branch] of Object.entries(branches)) {
    const onClubPage = await detailsText(`/${clubId}`, branch);
    expect(await detailsText('/contact', branch)).toBe(onClubPage);
    expect(await detailsText('/club', branch)).toBe(onClubPage);
  }
});
