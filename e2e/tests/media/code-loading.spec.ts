import { isMediaFile, mediaExposeFiles, photoswipeCoreFiles } from '../../support/media-build';
import { NetworkLog } from '../../support/network-log';
import { waitForPageComplete } from '../../support/public-site';
import { expect, test } from '../../support/test';

// Read from the build when the tests run, not when the file is loaded: listing the tests
// (`playwright test --list`) needs no build.
const playerFiles = () => mediaExposeFiles('VideoPlayer');
const galleryFiles = () => mediaExposeFiles('Gallery');
const coreFiles = () => photoswipeCoreFiles();

for (const path of ['/', '/about']) {
  test(`${path} fetches neither the player, the gallery nor PhotoSwipe`, async ({ page }) => {
    const log = new NetworkLog(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await waitForPageComplete(page);
    const fetched = log.requestedPaths();
    for (const file of [...playerFiles(), ...galleryFiles(), ...coreFiles()]) {
      expect(
        fetched.filter((requested) => isMediaFile(requested, [file])),
        file,
      ).toEqual([]);
    }
  });
}

test('a club page fetches the player and the gallery, and PhotoSwipe core only when the lightbox opens', async ({
  page,
}) => {
  const log = new NetworkLog(page);
  await page.goto('/club/umitkoy');
  const gallery = page.getByRole('region', { name: 'Ümitköy resim galerisi' });
  await expect(gallery).toBeVisible();
  await expect(page.getByRole('region', { name: /^Video oynatıcı/ })).toBeVisible();
  await waitForPageComplete(page);

  const fetched = () => log.requestedPaths();
  // A stylesheet of a module the server rendered into the page comes inline, marked by a disabled
  // link to its file (docs/architecture.md, "Pages rendered on the server"); every other file is fetched.
  const inlined = await page
    .locator('link[rel="stylesheet"][disabled]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  for (const file of [...playerFiles(), ...galleryFiles()]) {
    expect(
      fetched().some((path) => isMediaFile(path, [file])) ||
        inlined.some((path) => isMediaFile(path, [file])),
      file,
    ).toBe(true);
  }
  expect(fetched().filter((path) => isMediaFile(path, coreFiles()))).toEqual([]);

  await gallery.getByRole('button', { name: 'Büyüt: Ümitköy · Fitness salonu' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  for (const file of coreFiles()) {
    expect(
      fetched().some((path) => isMediaFile(path, [file])),
      file,
    ).toBe(true);
  }
});
