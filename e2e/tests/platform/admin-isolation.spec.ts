import { waitForPageComplete, waitForShell } from '../../support/public-site';
import { publicRoutes } from '../../support/routes';
import { expect, type Page, test } from '../../support/test';

/** The paths of remote-admin's files the page asks for from now on. */
function adminFilesFetched(page: Page): string[] {
  const adminFiles: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/remotes/admin/')) adminFiles.push(pathname);
  });
  return adminFiles;
}

// One test a page: each gets the whole test time for its page, however slow the machine.
for (const route of publicRoutes) {
  test(`${route.path} fetches no file of remote-admin`, async ({ page }) => {
    const adminFiles = adminFilesFetched(page);
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
    await waitForPageComplete(page);
    expect(adminFiles).toEqual([]);
  });
}

test("/admin fetches remote-admin's entry and its sign-in page", async ({ page }) => {
  const adminFiles = adminFilesFetched(page);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Giriş Yap' })).toBeVisible();
  expect(adminFiles.some((path) => /^\/remotes\/admin\/[0-9a-f]{10}\/remoteEntry\.js$/.test(path))).toBe(
    true,
  );
  expect(adminFiles.some((path) => path.includes('__federation_expose_Login'))).toBe(true);
});

test('no public page names a file of remote-admin in its HTML; a visitor who goes on to the back-office gets it', async ({
  page,
  request,
}) => {
  for (const route of publicRoutes) {
    const html = await (await request.get(route.path)).text();
    expect(html, route.path).not.toContain('/remotes/admin/');
  }
  // Within the same page, without a load: the shell reads the served config for the remote the
  // page's copy left out.
  await page.goto('/');
  await waitForShell(page);
  await page.evaluate(() => {
    window.history.pushState({}, '', '/login');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Giriş Yap' })).toBeVisible();
  await expect(page.locator('[data-federated-fallback]')).toHaveCount(0);
});
