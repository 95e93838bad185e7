import { expect, type Page, test } from '../../support/test';

const slideHeadings = [
  'Sportif Yaşam ile sağlıklı bir yaşama ilk adımı bugün atın',
  "Sportif Yaşam Merkezi'nde her yaşta sağlıklı ve hareketli bir hayat",
  'Sportif Yaşam ailesiyle birlikte güçlenin, sağlıkla yaşayın',
];

const banner = (page: Page) => page.getByRole('region', { name: 'Öne çıkanlar' });
const activeSlide = (page: Page) =>
  banner(page).locator('.swiper-slide-active').getAttribute('data-banner-slide');

/**
 * The banner's slider on the test's clock (Playwright's, installed before the page loads): time
 * runs as usual until the slider has started, then stands still and moves only when the test
 * moves it. The slides' transitions are CSS and end in real time; `settled` waits for that.
 */
async function openOnTestClock(page: Page): Promise<void> {
  await page.clock.install();
  await page.goto('/');
  await expect(banner(page).locator('[data-sliding="true"]')).toBeAttached();
  // A jump forward fires what falls due within it once, then the clock stands.
  await page.clock.pauseAt(Date.now() + 1000);
  await settled(page);
}

/**
 * Until no slide is in motion and the autoplay, when it runs, has set its next step (it does so
 * when a transition ends): from then on, the next step is a second of the clock away.
 */
async function settled(page: Page): Promise<void> {
  await expect
    .poll(() =>
      banner(page)
        .locator('[data-sliding="true"]')
        .evaluate((element) => {
          const swiper = (
            element as HTMLElement & {
              swiper?: { animating: boolean; autoplay: { running: boolean; paused: boolean } };
            }
          ).swiper;
          return (
            swiper !== undefined && !swiper.animating && !(swiper.autoplay.running && swiper.autoplay.paused)
          );
        }),
    )
    .toBe(true);
}

/** The slides in view after each of `seconds` seconds of the test's clock, each once the last move has ended. */
async function slidesOver(page: Page, seconds: number): Promise<string[]> {
  const seen: string[] = [];
  for (let second = 0; second < seconds; second++) {
    await settled(page);
    await page.clock.runFor(1000);
    seen.push((await activeSlide(page)) as string);
  }
  await settled(page);
  return seen;
}

const following = (slide: string) => String((Number(slide) % 3) + 1);

async function openHome(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Sportif Yaşam Merkezi' })).toBeAttached();
}

test('three slides, each a label, a heading about healthy living with the club’s name and "Bize Katıl" to /contact', async ({
  page,
}) => {
  await openHome(page);
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
  await openOnTestClock(page);
  const bullets = banner(page).getByRole('button', { name: /\. slayta git$/ });
  await expect(bullets).toHaveCount(3);

  // A second a slide, not sooner: round the loop (3 → 1 included).
  const first = (await activeSlide(page)) as string;
  await page.clock.runFor(999);
  expect(await activeSlide(page)).toBe(first);
  await page.clock.runFor(1);
  const round = [first, (await activeSlide(page)) as string, ...(await slidesOver(page, 3))];
  for (let i = 1; i < round.length; i++) {
    expect(round[i], `slide after ${round[i - 1]}`).toBe(following(round[i - 1] as string));
  }

  await bullets.nth(2).click();
  await settled(page);
  expect(await activeSlide(page)).toBe('3');
  expect(await slidesOver(page, 1), 'still autoplaying after a bullet click').toEqual(['1']);

  await banner(page).getByRole('button', { name: 'Sonraki slayt' }).click();
  await settled(page);
  expect(await activeSlide(page)).toBe('2');
  expect(await slidesOver(page, 1), 'still autoplaying after an arrow click').toEqual(['3']);
  await banner(page).getByRole('button', { name: 'Önceki slayt' }).click();
  await settled(page);
  expect(await activeSlide(page)).toBe('2');
  expect(await slidesOver(page, 1)).toEqual(['3']);
});

test('a visible button pauses the slides and plays them again, by mouse and by keyboard', async ({
  page,
}) => {
  await openOnTestClock(page);
  const pause = banner(page).getByRole('button', { name: 'Slaytları durdur' });
  await expect(pause).toBeVisible();

  await pause.click();
  const play = banner(page).getByRole('button', { name: 'Slaytları oynat' });
  await expect(play).toBeVisible();
  const paused = (await activeSlide(page)) as string;
  expect(await slidesOver(page, 3), 'paused').toEqual([paused, paused, paused]);
  await play.click();
  await expect(pause).toBeVisible();
  expect(await slidesOver(page, 1), 'playing again').toEqual([following(paused)]);

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
  await openOnTestClock(page);
  const menuJoin = page
    .getByRole('navigation', { name: 'Ana menü' })
    .getByRole('link', { name: 'Bize Katıl' });
  await menuJoin.focus();
  await page.keyboard.press('Tab');
  await expect(banner(page).getByRole('button', { name: 'Slaytları durdur' })).toBeFocused();
  await settled(page);
  const held = (await activeSlide(page)) as string;
  expect(await slidesOver(page, 3), 'keyboard on the pause button').toEqual([held, held, held]);
  await page.keyboard.press('Tab');
  expect(
    await page.evaluate(() => document.activeElement?.closest('[aria-label="Öne çıkanlar"]') !== null),
  ).toBe(true);
  // The slide that takes the focus comes into view (on the page's next turn), and stays.
  const onSlide = await slidesOver(page, 3);
  const focused = onSlide[0] as string;
  expect(onSlide, 'keyboard on a slide').toEqual([focused, focused, focused]);
  expect(
    await page.evaluate(() =>
      document.activeElement?.closest('[data-banner-slide]')?.getAttribute('data-banner-slide'),
    ),
  ).toBe(focused);

  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(menuJoin).toBeFocused();
  expect(await slidesOver(page, 1), 'keyboard gone').toEqual([following(focused)]);
});

test.describe('for a visitor who prefers reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the slides do not move by themselves until the visitor presses play', async ({ page }) => {
    await openOnTestClock(page);
    const play = banner(page).getByRole('button', { name: 'Slaytları oynat' });
    await expect(play).toBeVisible();
    const first = (await activeSlide(page)) as string;
    expect(await slidesOver(page, 3)).toEqual([first, first, first]);
    // Arrows still work.
    await banner(page).getByRole('button', { name: 'Sonraki slayt' }).click();
    await settled(page);
    const second = following(first);
    expect(await activeSlide(page)).toBe(second);
    expect(await slidesOver(page, 3)).toEqual([second, second, second]);

    await play.click();
    expect(await slidesOver(page, 1)).toEqual([following(second)]);
  });
});

test('the join button of the slide in view leads to the contact page', async ({ page }) => {
  await openHome(page);
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
