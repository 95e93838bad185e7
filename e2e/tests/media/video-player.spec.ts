import { expect, type Locator, type Page, test } from '../../support/test';

const playerName = 'Video oynatıcı: Ümitköy Kulüp tanıtım videosu';

async function openPlayer(page: Page): Promise<{ player: Locator; video: Locator }> {
  await page.goto('/club/umitkoy');
  const player = page.getByRole('region', { name: playerName });
  const video = player.locator('video');
  // Metadata (the duration) is in once the time shows it.
  await expect(player.locator('[data-time]')).toHaveText('0:00 / 0:12');
  // Mouse coordinates are the window's: the player must be on screen.
  await player.scrollIntoViewIfNeeded();
  return { player, video };
}

const currentTime = (video: Locator) => video.evaluate((element: HTMLVideoElement) => element.currentTime);
const isPaused = (video: Locator) => video.evaluate((element: HTMLVideoElement) => element.paused);

test('play and pause by button, by space and by clicking the video', async ({ page }) => {
  const { player, video } = await openPlayer(page);
  // The video ends 12 s after it starts: on a slow machine that can come between two steps, and
  // an ended video is paused. Looping, it plays on until the test pauses it.
  await video.evaluate((element: HTMLVideoElement) => {
    element.loop = true;
  });

  await player.getByRole('button', { name: 'Oynat', exact: true }).click();
  await expect(player.getByRole('button', { name: 'Duraklat' })).toBeVisible();
  await expect.poll(() => currentTime(video)).toBeGreaterThan(0.3);
  expect(await isPaused(video)).toBe(false);

  await player.getByRole('button', { name: 'Duraklat' }).click();
  await expect(player.getByRole('button', { name: 'Oynat', exact: true })).toBeVisible();
  expect(await isPaused(video)).toBe(true);

  await player.focus();
  await page.keyboard.press('Space');
  await expect(player.getByRole('button', { name: 'Duraklat' })).toBeVisible();
  await page.keyboard.press('Space');
  await expect(player.getByRole('button', { name: 'Oynat', exact: true })).toBeVisible();

  await video.click();
  await expect.poll(() => isPaused(video)).toBe(false);
  await video.click();
  await expect.poll(() => isPaused(video)).toBe(true);
});

test('seek 10 s by buttons and arrows, by clicking and dragging the bar, 1 s per wheel step', async ({
  page,
}) => {
  const { player, video } = await openPlayer(page);
  const time = player.locator('[data-time]');

  await player.getByRole('button', { name: '10 saniye ileri' }).click();
  await expect(time).toHaveText('0:10 / 0:12');
  await player.getByRole('button', { name: '10 saniye geri' }).click();
  await expect(time).toHaveText('0:00 / 0:12');

  await player.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => currentTime(video)).toBe(10);
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => currentTime(video)).toBe(0);

  const bar = player.getByRole('slider', { name: 'Video konumu' });
  const box = await bar.boundingBox();
  if (!box) throw new Error('progress bar not laid out');
  const y = box.y + box.height / 2;
  await page.mouse.click(box.x + box.width / 2, y);
  await expect.poll(() => currentTime(video)).toBeCloseTo(6, 0);
  await expect(bar).toHaveAttribute('aria-valuetext', '0:06 / 0:12');

  await page.mouse.move(box.x + box.width * 0.25, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.5, y, { steps: 4 });
  await page.mouse.move(box.x + box.width * 0.75, y, { steps: 4 });
  await page.mouse.up();
  await expect.poll(() => currentTime(video)).toBeCloseTo(9, 0);

  await page.mouse.wheel(0, -100);
  await expect.poll(() => currentTime(video)).toBeCloseTo(10, 0);
  await page.mouse.wheel(0, 100);
  await page.mouse.wheel(0, 100);
  await expect.poll(() => currentTime(video)).toBeCloseTo(8, 0);
});

test('mute remembers the volume and restores it; the icon follows the level; the wheel steps 0.1', async ({
  page,
}) => {
  const { player, video } = await openPlayer(page);
  const volume = () => video.evaluate((element: HTMLVideoElement) => (element.muted ? 0 : element.volume));
  const slider = player.getByRole('slider', { name: 'Ses düzeyi' });
  const icon = player.locator('[data-icon="muted"], [data-icon="low"], [data-icon="high"]');

  await expect(icon).toHaveAttribute('data-icon', 'high');
  await slider.fill('0.35');
  await expect.poll(volume).toBeCloseTo(0.35, 5);
  await expect(icon).toHaveAttribute('data-icon', 'low');

  await player.getByRole('button', { name: 'Sesi kapat' }).click();
  await expect.poll(volume).toBe(0);
  await expect(icon).toHaveAttribute('data-icon', 'muted');
  await expect(slider).toHaveValue('0');

  await player.getByRole('button', { name: 'Sesi aç' }).click();
  await expect.poll(volume).toBeCloseTo(0.35, 5);
  await expect(slider).toHaveValue('0.35');
  await expect(player.getByRole('button', { name: 'Sesi kapat' })).toBeVisible();

  // Over the picture (not the progress bar) the wheel is the volume.
  const box = await video.boundingBox();
  if (!box) throw new Error('video not laid out');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 3);
  await page.mouse.wheel(0, -100);
  await page.mouse.wheel(0, -100);
  await expect.poll(volume).toBeCloseTo(0.55, 5);
  await expect(icon).toHaveAttribute('data-icon', 'high');
  const scrolled = await page.evaluate(() => window.scrollY);
  await page.mouse.wheel(0, 100);
  await expect.poll(volume).toBeCloseTo(0.45, 5);
  // The page did not scroll under the player.
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
});

test('speeds 0.25 to 2 with Normal for 1', async ({ page }) => {
  const { player, video } = await openPlayer(page);
  const speed = player.getByRole('combobox', { name: 'Oynatma hızı' });
  await expect(speed.locator('option')).toHaveText([
    '0.25',
    '0.5',
    '0.75',
    'Normal',
    '1.25',
    '1.5',
    '1.75',
    '2',
  ]);
  await expect(speed).toHaveValue('1');

  await speed.selectOption({ label: '1.5' });
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.playbackRate)).toBe(1.5);
  await speed.selectOption({ label: '0.25' });
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.playbackRate)).toBe(0.25);
  await speed.selectOption({ label: 'Normal' });
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.playbackRate)).toBe(1);
});

test('the speed list is as wide with its first options as with all of them', async ({ page }) => {
  // The browser may paint a rendered page while it has parsed only the list's first options: a
  // list that widened as the rest arrived shifted the control bar (a layout shift at 375 px).
  const { player } = await openPlayer(page);
  const speed = player.getByRole('combobox', { name: 'Oynatma hızı' });
  const widths = await speed.evaluate((select: HTMLSelectElement) => {
    const firstOptionsOnly = select.cloneNode(true) as HTMLSelectElement;
    while (firstOptionsOnly.options.length > 3) firstOptionsOnly.remove(3);
    select.after(firstOptionsOnly);
    const measured = [select, firstOptionsOnly].map((list) => list.getBoundingClientRect().width);
    firstOptionsOnly.remove();
    return measured;
  });
  expect(widths[1]).toBe(widths[0]);
});

test('fullscreen toggles by button and by double click', async ({ page }) => {
  const { player, video } = await openPlayer(page);
  const fullscreenButton = player.getByRole('button', { name: 'Tam ekran' });
  const isFullscreen = () => page.evaluate(() => document.fullscreenElement?.tagName ?? null);

  await fullscreenButton.click();
  await expect.poll(isFullscreen).toBe('SECTION');
  await expect(fullscreenButton).toHaveAttribute('aria-pressed', 'true');
  await fullscreenButton.click();
  await expect.poll(isFullscreen).toBeNull();
  await expect(fullscreenButton).toHaveAttribute('aria-pressed', 'false');

  await video.dblclick();
  await expect.poll(isFullscreen).toBe('SECTION');
  await video.dblclick();
  await expect.poll(isFullscreen).toBeNull();
});

test('picture-in-picture toggles by button and by Alt+P', async ({ page }) => {
  const { player } = await openPlayer(page);
  const button = player.getByRole('button', { name: 'Resim içinde resim' });
  const inPictureInPicture = () => page.evaluate(() => document.pictureInPictureElement?.tagName ?? null);

  await button.click();
  await expect.poll(inPictureInPicture).toBe('VIDEO');
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await button.click();
  await expect.poll(inPictureInPicture).toBeNull();
  await expect(button).toHaveAttribute('aria-pressed', 'false');

  await player.focus();
  await page.keyboard.press('Alt+KeyP');
  await expect.poll(inPictureInPicture).toBe('VIDEO');
  await page.keyboard.press('Alt+KeyP');
  await expect.poll(inPictureInPicture).toBeNull();
});

test('the settings come from the data attributes of the video element', async ({ page }) => {
  const { player, video } = await openPlayer(page);
  await expect(video).toHaveAttribute('data-player-bar', '#c8102e');
  await expect(video).toHaveAttribute('data-player-width', '1440px');
  const trackParts = player.locator('[data-progress] > div > div');
  await expect(trackParts.nth(1)).toHaveCSS('background-color', 'rgb(200, 16, 46)');
  await expect(trackParts.nth(2)).toHaveCSS('background-color', 'rgb(200, 16, 46)');
  await expect(player.getByRole('slider', { name: 'Ses düzeyi' })).toHaveCSS(
    'accent-color',
    'rgb(200, 16, 46)',
  );
  await expect(player.locator('[data-progress]').locator('..')).toHaveCSS(
    'background-color',
    'rgba(29, 31, 35, 0.82)',
  );
  await expect(player).toHaveCSS('outline-color', 'rgb(200, 16, 46)');
  await expect(player).toHaveCSS('max-width', '1440px');
});

test('every control has a name and is reached with Tab', async ({ page }) => {
  const { player } = await openPlayer(page);
  await player.focus();
  const names: string[] = [];
  for (let step = 0; step < 9; step++) {
    await page.keyboard.press('Tab');
    names.push(
      await page.evaluate(
        () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.tagName ?? '',
      ),
    );
  }
  expect(names).toEqual([
    'Video konumu',
    'Oynat',
    '10 saniye geri',
    '10 saniye ileri',
    'Sesi kapat',
    'Ses düzeyi',
    'Oynatma hızı',
    'Resim içinde resim',
    'Tam ekran',
  ]);
});

test('skip buttons hide at 490 px and below; the player keeps 1440×652 proportions', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const { player } = await openPlayer(page);
  await expect(player.getByRole('button', { name: '10 saniye ileri' })).toBeVisible();
  const wide = await player.boundingBox();
  expect(wide && wide.width / wide.height).toBeCloseTo(1440 / 652, 1);

  // The breakpoint follows the player's own width, whatever the page's margins.
  const widths: number[] = [];
  for (const viewport of [520, 530, 540, 560]) {
    await page.setViewportSize({ width: viewport, height: 800 });
    const width = (await player.boundingBox())?.width ?? 0;
    widths.push(width);
    await expect(player.getByRole('button', { name: '10 saniye ileri' })).toBeVisible({
      visible: width > 490,
    });
  }
  expect(widths.some((width) => width <= 490) && widths.some((width) => width > 490)).toBe(true);

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(player.getByRole('button', { name: '10 saniye ileri' })).toBeHidden();
  await expect(player.getByRole('button', { name: '10 saniye geri' })).toBeHidden();
  await expect(player.getByRole('button', { name: 'Oynat', exact: true })).toBeVisible();
  const narrow = await player.boundingBox();
  expect(narrow && narrow.width / narrow.height).toBeCloseTo(1440 / 652, 1);
  expect(narrow?.width).toBeLessThanOrEqual(375);
});

test('"Video not found" shows over the player when no source can load', async ({ page }) => {
  await page.route('**/remotes/media/**/assets/*-promo.*', (route) => route.abort());
  await page.goto('/club/umitkoy');
  const player = page.getByRole('region', { name: playerName });
  await expect(player.getByRole('alert')).toHaveText('Video not found');
  expect(
    await player.locator('video').evaluate((element: HTMLVideoElement) => element.networkState),
  ).toBeGreaterThan(2);
  await expect(player.getByRole('button', { name: 'Oynat', exact: true })).toHaveCount(0);
});

test('the player loads without "Video not found" and the logo is served by remote-media', async ({
  page,
}) => {
  const { player } = await openPlayer(page);
  await expect(player.getByText('Video not found')).toHaveCount(0);
  const logo = player.getByRole('img', { name: 'Sportif Yaşam' });
  // From remote-media's live version's folder (the release store serves each version under its own URL).
  await expect(logo).toHaveAttribute(
    'src',
    /\/remotes\/media\/[0-9a-f]{10}\/assets\/logo\.[0-9a-f]{10}\.svg$/,
  );
  expect(await logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
});
