import { expect, type Page, test } from '../../support/test';

const slideHeadings = [
  'Sportif Yaşam ile sağlıklı bir yaşama ilk adımı bugün atın',
  "Sportif Yaşam Merkezi'nde her yaşta sağlıklı ve hareketli bir hayat",
  'Sportif Yaşam ailesiyle birlikte güçlenin, sağlıkla yaşayın',
];

const banner = (page: Page) => page.getByRole('region', { name: 'Öne çıkanlar' });
const activeSlide = (page: Page) =>
  banner(page).locator('.swiper-slide-active').getAttribute('data-banner-slide', { timeout: 2_000 });

/**
 * The slides shown one after the other during `ms`, each once, as the page itself saw them (a
 * MutationObserver on the active slide), so a busy test machine cannot make the test miss one.
 */
async function slidesSeen(page: Page, ms: number): Promise<string[]> {
  return page.evaluate(
    (duration) =>
      new Promise<string[]>((resolve) => {
        const seen: string[] = [];
        const note = () => {
          const current = document.querySelector('.swiper-slide-active')?.getAttribute('data-banner-slide');
          if (current && seen.at(-1) !== current) seen.push(current);
        };
        note();
        const observer = new MutationObserver(note);
        observer.observe(document.body, { attributes: true, attributeFilter: ['class'], subtree: true });
        setTimeout(() => {
          observer.disconnect();
          resolve(seen);
        }, duration);
      }),
    ms,
  );
}

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Sportif Yaşam Merkezi' })).toBeAttached();
});

test('three slides, each a label, a heading about healthy living with the club’s name and "Bize Katıl" to /contact', async ({
  page,
}) => {
  const slides = banner(page).locator('[data-banner-slide]');
  await expect(slides).toHaveCount(3);
  const labels = ['Sağlıklı Yaşam', 'Ümitköy ve Çukurambar', 'Grup Dersleri'];
  for (const [index, heading] of slideHeadings.entries()) {
    const slide = banner(page).locator(`[data-banner-slide="${index + 1}"]`);
    await expect(slide.getByRole('heading', { level: 2 })).toHaveText(heading);
    await expect(slide.locator('p').first()).toHaveText(labels[index] as string);
    await expect(slide.getByRole('link', { name: 'Bize Katıl' })).toHaveAttribute('href', '/contact');
  }
  // The first slide is in view from the start, as plain markup.
  await expect(page.getByRole('heading', { level: 2, name: slideHeadings[0] })).toBeInViewport();
});

test('autoplays every second in a loop, with clickable pagination and arrows, and keeps going after them', async ({
  page,
}) => {
  await expect(banner(page).locator('[data-sliding="true"]')).toBeAttached();
  const bullets = banner(page).getByRole('button', { name: /\. slayta git$/ });
  await expect(bullets).toHaveCount(3);

  // 1000 ms a slide: in 4 s it goes round the loop (3 → 1 included).
  const round = await slidesSeen(page, 4_000);
  expect(round.length).toBeGreaterThanOrEqual(3);
  expect(new Set(round)).toEqual(new Set(['1', '2', '3']));
  for (let i = 1; i < round.length; i++) {
    expect(Number(round[i]), `slide after ${round[i - 1]}`).toBe((Number(round[i - 1]) % 3) + 1);
  }

  await bullets.nth(2).click();
  await expect.poll(() => activeSlide(page), { timeout: 900, intervals: [50] }).toBe('3');
  expect((await slidesSeen(page, 2_500)).length, 'still autoplaying after a bullet click').toBeGreaterThan(1);

  await banner(page).getByRole('button', { name: 'Sonraki slayt' }).click();
  expect((await slidesSeen(page, 2_500)).length, 'still autoplaying after an arrow click').toBeGreaterThan(1);
  await banner(page).getByRole('button', { name: 'Önceki slayt' }).click();
  expect((await slidesSeen(page, 2_500)).length).toBeGreaterThan(1);
});

test('a visible button pauses the slides and plays them again, by mouse and by keyboard', async ({
  page,
}) => {
  await expect(banner(page).locator('[data-sliding="true"]')).toBeAttached();
  const pause = banner(page).getByRole('button', { name: 'Slaytları durdur' });
  await expect(pause).toBeVisible();

  await pause.click();
  const play = banner(page).getByRole('button', { name: 'Slaytları oynat' });
  await expect(play).toBeVisible();
  expect(await slidesSeen(page, 2_500), 'paused').toHaveLength(1);
  await play.click();
  await expect(pause).toBeVisible();
  expect((await slidesSeen(page, 2_500)).length, 'playing again').toBeGreaterThan(1);

  // The keyboard reaches it first in the banner, right after the header's menu.
  await page.getByRole('navigation', { name: 'Ana menü' }).getByRole('link', { name: 'Bize Katıl' }).focus();
  await page.keyboard.press('Tab');
  await expect(pause).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(play).toBeFocused();
  await page.keyboard.press('Space');
  await expect(pause).toBeFocused();
});

test('the slides hold while the keyboard is in the banner and move on once it leaves', async ({ page }) => {
  await expect(banner(page).locator('[data-sliding="true"]')).toBeAttached();
  const menuJoin = page
    .getByRole('navigation', { name: 'Ana menü' })
    .getByRole('link', { name: 'Bize Katıl' });
  await menuJoin.focus();
  await page.keyboard.press('Tab');
  await expect(banner(page).getByRole('button', { name: 'Slaytları durdur' })).toBeFocused();
  expect(await slidesSeen(page, 2_500), 'keyboard on the pause button').toHaveLength(1);
  await page.keyboard.press('Tab');
  expect(
    await page.evaluate(() => document.activeElement?.closest('[aria-label="Öne çıkanlar"]') !== null),
  ).toBe(true);
  expect(await slidesSeen(page, 2_500), 'keyboard on a slide').toHaveLength(1);

  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(menuJoin).toBeFocused();
  expect((await slidesSeen(page, 2_500)).length, 'keyboard gone').toBeGreaterThan(1);
});

test.describe('for a visitor who prefers reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the slides do not move by themselves until the visitor presses play', async ({ page }) => {
    await expect(banner(page).locator('[data-sliding="true"]')).toBeAttached();
    const play = banner(page).getByRole('button', { name: 'Slaytları oynat' });
    await expect(play).toBeVisible();
    expect(await slidesSeen(page, 2_500)).toHaveLength(1);
    // Arrows still work.
    await banner(page).getByRole('button', { name: 'Sonraki slayt' }).click();
    await expect.poll(() => activeSlide(page)).toBe('2');
    expect(await slidesSeen(page, 2_500)).toHaveLength(1);

    await play.click();
    expect((await slidesSeen(page, 2_500)).length).toBeGreaterThan(1);
  });
});

test('the join button of the slide in view leads to the contact page', async ({ page }) => {
  await banner(page).locator('.swiper-slide-active').getByRole('link', { name: 'Bize Katıl' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { level: 1, name: 'İletişim' })).toBeVisible();
});

test.describe('before swiper arrives', () => {
  test.beforeEach(async ({ page }) => {
    // Holds back the chunk that carries swiper (its a11y module), as if it were still on its way.
    await page.route('**/remotes/public/**/*.js', async (route) => {
      const body = await (await route.fetch()).text();
      if (body.includes('paginationBulletMessage')) await route.abort();
      else await route.continue();
    });
  });
  // The page may still be asking for files when the test ends; those answers are of no interest.
  test.afterEach(async ({ page }) => {
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('the first slide is a complete banner of plain markup, the others wait out of reach', async ({
    page,
  }) => {
    await page.goto('/');
    const first = page.getByRole('heading', { level: 2, name: slideHeadings[0] });
    await expect(first).toBeInViewport();
    await expect(banner(page).locator('[data-sliding="false"]')).toBeAttached();
    for (const slide of ['2', '3']) {
      await expect(banner(page).locator(`[data-banner-slide="${slide}"]`)).toHaveAttribute('inert', '');
    }
    await expect(banner(page).getByRole('button', { name: 'Sonraki slayt' })).toBeHidden();
    await banner(page).locator('[data-banner-slide="1"]').getByRole('link', { name: 'Bize Katıl' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});
