import { serveHeldPage } from '../../support/held-page';
import { scrollThrough, stubMaps, waitForPageComplete } from '../../support/public-site';
import { expect, type Page, test } from '../../support/test';

test.beforeEach(async ({ page }) => {
  await stubMaps(page);
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the menu folds behind a button that toggles it', async ({ page }) => {
    await page.goto('/about');
    const menu = page.getByRole('navigation', { name: 'Ana menü' });
    const button = menu.getByRole('button', { name: 'Menü' });
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    const controlled = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
    await expect(controlled).toBeHidden();

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(controlled).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Bize Katıl' })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();

    await button.click();
    await menu.getByRole('link', { name: 'Grup Dersleri' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Grup Dersleri' })).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  for (const path of ['/', '/club/umitkoy', '/contact', '/schedule']) {
    test(`${path} fits the screen without sideways scrolling`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
      await scrollThrough(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    });
  }
});

test.describe('at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the menu is laid out in the header, with no toggle', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Ana menü' });
    await expect(menu.getByRole('button', { name: 'Menü' })).toBeHidden();
    for (const name of ['Ana Sayfa', 'Kulüpler', 'Grup Dersleri', 'Hakkımızda', 'Bize Katıl']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1440);
  });
});

test('keyboard: a skip link first, then the menu in order', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'Hakkımızda' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'İçeriğe geç' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();

  // Each stop named as assistive technology names it: the logo by the text it shows.
  for (const name of [
    'Sportif Yaşam Merkezi',
    'Ana Sayfa',
    'Kulüpler',
    'Grup Dersleri',
    'Hakkımızda',
    'Bize Katıl',
  ]) {
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveAccessibleName(name);
  }

  // The skip link takes the keyboard past the header, into the page.
  await skip.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
});

/**
 * Every layout shift so far not right after an input (what web-vitals sums into CLS), each with
 * when it happened and what moved, so that a failure names the element.
 */
async function layoutShifts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // The buffered entries are the observer's at once: takeRecords hands them over without waiting.
    const observer = new PerformanceObserver(() => {});
    observer.observe({ type: 'layout-shift', buffered: true });
    const entries = observer.takeRecords() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    })[];
    observer.disconnect();
    const box = (rect: DOMRectReadOnly) => `${rect.width}×${rect.height} at ${rect.x},${rect.y}`;
    return entries
      .filter((entry) => !entry.hadRecentInput)
      .map((entry) => {
        const moved = entry.sources.map(({ node, previousRect, currentRect }) => {
          const element = node instanceof Element ? node : node?.parentElement;
          const name = element ? `${element.localName}.${element.className}` : 'a removed node';
          return `${name} ${box(previousRect)} → ${box(currentRect)}`;
        });
        return `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved.join('; ')}`;
      });
  });
}

for (const width of [375, 1440]) {
  test.describe(`no layout shift while the remotes load, at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });
    for (const path of ['/', '/club/umitkoy', '/contact']) {
      test(path, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
        // Scrolling down brings the lazily loaded form into its kept space.
        await waitForPageComplete(page);
        await expect(page.getByRole('form', { name: 'İletişim formu' })).toBeVisible();
        expect(await layoutShifts(page)).toEqual([]);
      });
    }
  });
}

test.describe('a page whose HTML stops in the middle of the header, at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 800 } });

  test('shows nothing until its main area has arrived, and then nothing in the header moves', async ({
    page,
    baseURL,
  }) => {
    // Cut after the logo's first words: painted then, the logo's text grows and moves down 3 px
    // once its last word arrives.
    const held = await serveHeldPage(baseURL as string, '/', 'Sportif Yaşam<!-- --> ');
    try {
      // The page's first frame, whenever it comes: whether the main area had been parsed by then.
      await page.addInitScript(() => {
        requestAnimationFrame(() => {
          (window as unknown as { mainAtFirstFrame: boolean }).mainAtFirstFrame =
            document.getElementById('sp-main') !== null;
        });
      });
      await page.goto(held.url, { waitUntil: 'commit' });
      // The first part has been parsed (polled by the clock: no frame comes while the page waits).
      await page.waitForFunction(() => document.querySelector('header a[href="/"]') !== null, undefined, {
        polling: 50,
      });
      held.release();
      await page.waitForLoadState('load');
      await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
      expect(
        await page.evaluate(() => (window as unknown as { mainAtFirstFrame?: boolean }).mainAtFirstFrame),
      ).toBe(true);
      expect(await layoutShifts(page)).toEqual([]);
    } finally {
      await held.close();
    }
  });
});

test('a page keeps its own refinements of the shared styles after another page brought its copy of them', async ({
  page,
}) => {
  const firstClubCard = page
    .getByRole('list')
    .filter({ hasText: 'Ümitköy Kulüp' })
    .getByRole('listitem')
    .first();
  await page.goto('/');
  await expect(firstClubCard).toHaveCSS('padding-top', '32px');

  // The club list's stylesheet carries its own copy of the shared card rules, loaded after home's.
  await page.getByRole('navigation', { name: 'Ana menü' }).getByRole('link', { name: 'Kulüpler' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kulüplerimiz' })).toBeVisible();
  await page.goBack();
  await expect(firstClubCard).toHaveCSS('padding-top', '32px');
});
