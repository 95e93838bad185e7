import { expect, type Locator, type Page, test } from '../../support/test';

async function openGallery(page: Page, club: 'umitkoy' | 'cukurambar' = 'umitkoy'): Promise<Locator> {
  await page.goto(`/club/${club}`);
  const name = club === 'umitkoy' ? 'Ümitköy resim galerisi' : 'Çukurambar resim galerisi';
  const gallery = page.getByRole('region', { name });
  await expect(gallery).toBeVisible();
  return gallery;
}

const counter = (gallery: Locator) => gallery.locator('[data-counter]');
const currentSlide = (gallery: Locator) => gallery.locator('[data-current]');

test('next and previous move one image and wrap at both ends', async ({ page }) => {
  const gallery = await openGallery(page);
  const next = gallery.getByRole('button', { name: 'Sonraki görsel' });
  const previous = gallery.getByRole('button', { name: 'Önceki görsel' });

  await expect(counter(gallery)).toHaveText('1 / 10');
  await expect(currentSlide(gallery).getByRole('img')).toHaveAttribute('alt', 'Ümitköy · Fitness salonu');

  await next.click();
  await expect(counter(gallery)).toHaveText('2 / 10');
  await expect(currentSlide(gallery).getByRole('img')).toHaveAttribute('alt', 'Ümitköy · Kardiyo alanı');
  await previous.click();
  await expect(counter(gallery)).toHaveText('1 / 10');

  // Loop is on (docs/requirements.md §9): before the first comes the last, after the last the first.
  await previous.click();
  await expect(counter(gallery)).toHaveText('10 / 10');
  await expect(currentSlide(gallery).getByRole('img')).toHaveAttribute('alt', 'Ümitköy · Kafeterya');
  await next.click();
  await expect(counter(gallery)).toHaveText('1 / 10');
});

test('the slider slides in 468 ms with the required easing, and the images are covering and fade in', async ({
  page,
}) => {
  const gallery = await openGallery(page);
  const track = currentSlide(gallery).locator('..');
  await expect(track).toHaveCSS('transition-duration', '0.468s');
  await expect(track).toHaveCSS('transition-timing-function', 'cubic-bezier(0.42, 0, 0.58, 1)');
  const image = currentSlide(gallery).getByRole('img');
  await expect(image).toHaveCSS('object-fit', 'cover');
  await expect(image).toHaveCSS('transition-duration', '0.3s');
  await expect(image).toHaveCSS('opacity', '1');
  await expect(image).toHaveAttribute('width', '1200');
  await expect(image).toHaveAttribute('height', '800');
});

test('a thumbnail click shows its image; the current thumbnail is marked', async ({ page }) => {
  const gallery = await openGallery(page);
  const thumbnails = gallery.getByRole('list', { name: 'Küçük resimler' }).getByRole('button');
  await expect(thumbnails).toHaveCount(10);
  const thumb = await thumbnails.first().boundingBox();
  expect(thumb && [Math.round(thumb.width), Math.round(thumb.height)]).toEqual([120, 90]);

  const fifth = gallery.getByRole('button', { name: 'Görsel 5: Ümitköy · Spinning salonu' });
  await fifth.click();
  await expect(counter(gallery)).toHaveText('5 / 10');
  await expect(fifth).toHaveAttribute('aria-current', 'true');
  await expect(thumbnails.first()).not.toHaveAttribute('aria-current', 'true');
  await expect(currentSlide(gallery).getByRole('img')).toHaveAttribute('alt', 'Ümitköy · Spinning salonu');
});

test('on a phone, the thumbnails get their pictures once their strip comes near the view', async ({
  page,
}) => {
  // At 375 x 667 the strip starts some 280 px below the first screen.
  await page.setViewportSize({ width: 375, height: 667 });
  const gallery = await openGallery(page);
  const withSource = (images: Locator) => images.and(page.locator('[src]'));
  const slides = gallery.getByRole('group').locator('img');
  const thumbnails = gallery.getByRole('list', { name: 'Küçük resimler' }).locator('img');
  // Every slide has its source once the page has loaded and the gallery has given them out, a
  // few per task. The thumbnails used to get theirs before the slides; now they wait.
  await expect(withSource(slides)).toHaveCount(10);
  await expect(withSource(thumbnails)).toHaveCount(0);

  await thumbnails.first().scrollIntoViewIfNeeded();
  await expect(withSource(thumbnails)).toHaveCount(10);
  // Those in the strip's view load (the others are lazy and wait for the strip's scroll).
  await expect(thumbnails.first().locator('..')).toHaveAttribute('data-status', 'success');
});

test('the Çukurambar gallery has its 21 images', async ({ page }) => {
  const gallery = await openGallery(page, 'cukurambar');
  await expect(counter(gallery)).toHaveText('1 / 21');
  await expect(gallery.getByRole('list', { name: 'Küçük resimler' }).getByRole('button')).toHaveCount(21);
  await gallery.getByRole('button', { name: 'Görsel 21: Çukurambar · Kulüp girişi' }).click();
  await expect(counter(gallery)).toHaveText('21 / 21');
});

/**
 * A mouse drag from `fromX` to `toX` at height `y` lasting `ms`, in ten steps, sent through the
 * DevTools protocol with the time of each event: the page sees exactly that duration in the
 * events' timeStamp, however fast or busy the test machine is, and the test waits for nothing.
 */
async function drag(page: Page, y: number, fromX: number, toX: number, ms: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const start = Date.now() / 1000;
  const at = (step: number) => ({
    x: fromX + ((toX - fromX) * step) / 10,
    y,
    timestamp: start + (ms * step) / 10_000,
  });
  await cdp.send('Input.dispatchMouseEvent', {
    type: 'mousePressed',
    button: 'left',
    clickCount: 1,
    ...at(0),
  });
  for (let step = 1; step <= 10; step++) {
    await cdp.send('Input.dispatchMouseEvent', {
      type: 'mouseMoved',
      button: 'left',
      buttons: 1,
      ...at(step),
    });
  }
  await cdp.send('Input.dispatchMouseEvent', {
    type: 'mouseReleased',
    button: 'left',
    clickCount: 1,
    ...at(10),
  });
  await cdp.detach();
}

test('a swipe past half the width or a quick flick changes the image; a short slow drag does not', async ({
  page,
}) => {
  const gallery = await openGallery(page);
  const viewport = currentSlide(gallery).locator('../..');
  // Mouse coordinates are the window's: the slider must be on screen.
  await viewport.scrollIntoViewIfNeeded();
  const box = await viewport.boundingBox();
  if (!box) throw new Error('gallery not laid out');
  const y = box.y + box.height / 2;
  const x = (share: number) => box.x + box.width * share;

  // Slow and short: 20% of the width in a second and a half, under 0.3 px/ms up to 2250 px wide.
  await drag(page, y, x(0.5), x(0.3), 1500);
  await expect(counter(gallery)).toHaveText('1 / 10');

  // Long, and slow as well: more than half the width.
  await drag(page, y, x(0.85), x(0.2), 1500);
  await expect(counter(gallery)).toHaveText('2 / 10');

  // Quick flick to the right: under half the width, in 100 ms (over 0.3 px/ms from 75 px wide).
  await drag(page, y, x(0.3), x(0.7), 100);
  await expect(counter(gallery)).toHaveText('1 / 10');
});

test('the lightbox opens at the clicked image and closes back to it', async ({ page }) => {
  const gallery = await openGallery(page);
  await gallery.getByRole('button', { name: 'Sonraki görsel' }).click();
  await gallery.getByRole('button', { name: 'Sonraki görsel' }).click();
  const open = gallery.getByRole('button', { name: 'Büyüt: Ümitköy · Pilates stüdyosu' });
  await open.click();

  const lightbox = page.getByRole('dialog');
  await expect(lightbox).toBeVisible();
  // Open, not fading in any more: PhotoSwipe ignores closing until then.
  await expect(lightbox).not.toHaveAttribute('aria-busy', 'true');
  await expect(lightbox.locator('.pswp__counter')).toHaveText('3 / 10');
  await expect(lightbox.getByRole('img', { name: 'Ümitköy · Pilates stüdyosu' })).toBeVisible();

  // Paging in the lightbox moves the gallery along.
  await lightbox.getByRole('button', { name: 'Sonraki' }).click();
  await expect(lightbox.locator('.pswp__counter')).toHaveText('4 / 10');

  await lightbox.getByRole('button', { name: 'Kapat' }).click();
  await expect(lightbox).toBeHidden();
  await expect(counter(gallery)).toHaveText('4 / 10');

  // Escape closes it too, and the focus returns to the image that opened it.
  const current = gallery.getByRole('button', { name: 'Büyüt: Ümitköy · Yüzme havuzu' });
  await current.focus();
  await page.keyboard.press('Enter');
  // Opened by keyboard, the focus moves into the dialog once it has faded in.
  await expect(lightbox).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
  await expect(current).toBeFocused();
});

test('closing the lightbox opened with the mouse returns the focus to the picture, not to the page', async ({
  page,
}) => {
  const gallery = await openGallery(page);
  const lightbox = page.getByRole('dialog');
  const first = gallery.getByRole('button', { name: 'Büyüt: Ümitköy · Fitness salonu' });

  // PhotoSwipe ignores closing while it fades in; the dialog says when it is open (not busy).
  const opened = async () => {
    await expect(lightbox).toBeVisible();
    await expect(lightbox).not.toHaveAttribute('aria-busy', 'true');
  };
  await first.click();
  await opened();
  await lightbox.getByRole('button', { name: 'Kapat' }).click();
  await expect(lightbox).toBeHidden();
  await expect(first).toBeFocused();

  // Paged inside the lightbox, the gallery moved along: the focus lands on the picture now shown.
  await first.click();
  await opened();
  await lightbox.getByRole('button', { name: 'Sonraki' }).click();
  await expect(lightbox.locator('.pswp__counter')).toHaveText('2 / 10');
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
  await expect(counter(gallery)).toHaveText('2 / 10');
  await expect(gallery.getByRole('button', { name: 'Büyüt: Ümitköy · Kardiyo alanı' })).toBeFocused();
});

test('an image that fails to load shows the error icon', async ({ page }) => {
  await page.route('**/remotes/media/**/assets/umitkoy-02.*', (route) => route.abort());
  const gallery = await openGallery(page);
  await gallery.getByRole('button', { name: 'Sonraki görsel' }).click();
  await expect(counter(gallery)).toHaveText('2 / 10');
  await expect(currentSlide(gallery).getByRole('img', { name: 'Görsel yüklenemedi' })).toBeVisible();
  // Its neighbours are fine.
  await expect(currentSlide(gallery).getByRole('img', { name: 'Ümitköy · Kardiyo alanı' })).toBeHidden();
  await gallery.getByRole('button', { name: 'Sonraki görsel' }).click();
  await expect(currentSlide(gallery).getByRole('img', { name: 'Görsel yüklenemedi' })).toHaveCount(0);
});

test('the arrow keys move the gallery and the focus stays on the current image', async ({ page }) => {
  const gallery = await openGallery(page);
  await gallery.getByRole('button', { name: 'Büyüt: Ümitköy · Fitness salonu' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(counter(gallery)).toHaveText('2 / 10');
  await expect(gallery.getByRole('button', { name: 'Büyüt: Ümitköy · Kardiyo alanı' })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(counter(gallery)).toHaveText('10 / 10');
});
