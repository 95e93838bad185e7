import { publicRoutes } from '../../support/routes';
import { expect, test } from '../../support/test';

test.describe('route table of docs/requirements.md §2', () => {
  for (const route of publicRoutes) {
    test(`${route.path} renders its page from remote-public inside the public layout`, async ({ page }) => {
      const remoteFiles: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/remotes/')) remoteFiles.push(pathname);
      });
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText('© 2024');
      expect(
        remoteFiles.some((path) => /^\/remotes\/public\/[0-9a-f]{10}\/__federation_expose_/.test(path)),
      ).toBe(true);
      expect(page.url()).toBe(new URL(route.path, page.url()).href);
    });
  }

  test('/login renders the sign-in of remote-admin outside both layouts', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Giriş Yap' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });

  test('/admin and /admin/examples send a signed-out visitor to /login', async ({ page }) => {
    for (const path of ['/admin', '/admin/examples']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Giriş Yap' })).toBeVisible();
    }
  });

  test('an unknown path and the empty path land on /', async ({ page, baseURL }) => {
    // The server redirects a path no remote declares (e2e/site/responses.test.ts).
    await page.goto('/nope');
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Sportif Yaşam Merkezi' })).toBeVisible();

    await page.goto('/club/nope/deeper');
    await expect(page).toHaveURL(`${baseURL}/`);

    await page.goto(baseURL as string);
    await expect(page).toHaveURL(`${baseURL}/`);
  });

  test('a deep link reloads on its own page', async ({ page }) => {
    await page.goto('/club/umitkoy');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Ümitköy Kulüp' })).toBeVisible();
  });
});
