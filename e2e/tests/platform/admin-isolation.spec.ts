import { expect, test } from '@playwright/test';
import { waitForPageComplete } from '../../support/public-site';
import { publicRoutes } from '../../support/routes';

test('no public route fetches any file of remote-admin; /admin does', async ({ page }) => {
  const adminFiles: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/remotes/admin/')) adminFiles.push(pathname);
  });

  for (const route of publicRoutes) {
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
    await waitForPageComplete(page);
  }
  expect(adminFiles).toEqual([]);

  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Giriş Yap' })).toBeVisible();
  expect(adminFiles.some((path) => /^\/remotes\/admin\/[0-9a-f]{10}\/remoteEntry\.js$/.test(path))).toBe(
    true,
  );
  expect(adminFiles.some((path) => path.includes('__federation_expose_Login'))).toBe(true);
});
