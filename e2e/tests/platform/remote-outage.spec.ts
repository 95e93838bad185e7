import { expect, test } from '../../support/test';

test('with remote-media unreachable a club page shows everything else, and "Tekrar dene" recovers', async ({
  page,
}) => {
  let mediaReachable = false;
  await page.route('**/remotes/media/**', (route) => (mediaReachable ? route.continue() : route.abort()));

  await page.goto('/club/umitkoy');
  await expect(page.getByRole('heading', { level: 1, name: 'Ümitköy Kulüp' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Ana menü' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('© 2024');

  const fallbacks = page.getByRole('alert').filter({ hasText: 'Bu bölüm şu anda yüklenemedi.' });
  await expect(fallbacks).toHaveCount(2);

  mediaReachable = true;
  await fallbacks.first().getByRole('button', { name: 'Tekrar dene' }).click();
  await expect(fallbacks).toHaveCount(1);
  await fallbacks.first().getByRole('button', { name: 'Tekrar dene' }).click();
  await expect(fallbacks).toHaveCount(0);
  await expect(page.locator('[data-federated-loading]')).toHaveCount(0);
});

test('with remote-public unreachable the shell shows its fallback and recovers on "Tekrar dene"', async ({
  page,
}) => {
  let publicReachable = false;
  await page.route('**/remotes/public/**', (route) => (publicReachable ? route.continue() : route.abort()));

  await page.goto('/about');
  const fallback = page.getByRole('alert').filter({ hasText: 'Bu bölüm şu anda yüklenemedi.' });
  await expect(fallback).toBeVisible();

  publicReachable = true;
  await fallback.getByRole('button', { name: 'Tekrar dene' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hakkımızda' })).toBeVisible();
  await expect(fallback).toHaveCount(0);
});
