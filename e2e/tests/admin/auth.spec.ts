import { signIn, staff, submitSignIn, toasts, withClaims } from '../../support/admin-session';
import { waitForPageComplete } from '../../support/public-site';
import { expect, test } from '../../support/test';

const storedToken = (page: import('@playwright/test').Page) =>
  page.evaluate(() => localStorage.getItem('token'));

test('/admin signed out goes to /login; sign-in lands on /admin with the user’s name shown', async ({
  page,
}) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Giriş Yap' })).toBeVisible();
  expect(await storedToken(page)).toBeNull();

  await submitSignIn(page, staff.userName, staff.password);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ana Sayfa' })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText(staff.name);
  await expect(page.getByRole('complementary')).toContainText(staff.name);
  await expect(page.getByRole('region', { name: 'ERP' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('3.2.0');
  expect(await storedToken(page)).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
});

test('sign-in goes back to the admin page that sent the user to /login; an e-mail works as well', async ({
  page,
}) => {
  await page.goto('/admin/examples');
  await expect(page).toHaveURL(/\/login$/);
  await submitSignIn(page, staff.email, staff.password);
  await expect(page).toHaveURL(/\/admin\/examples$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Examples' })).toBeVisible();
});

test('/login for a visitor already signed in goes to /admin instead of showing the form', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ana Sayfa' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Giriş Yap' })).toHaveCount(0);
});

test('a wrong password shows the API’s message; the button waits disabled meanwhile', async ({ page }) => {
  // The one failed sign-in of the suite (the API throttles after five). The request waits until
  // the test has seen the button waiting.
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/Auth/Login', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/login');
  await submitSignIn(page, staff.userName, 'not-the-password');

  const waiting = page.getByRole('button', { name: 'Giriş yapılıyor...' });
  await expect(waiting).toBeVisible();
  await expect(waiting).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Giriş Yap', exact: true })).toHaveCount(0);
  release();

  await expect(toasts(page, 'error')).toContainText('E-posta/kullanıcı adı veya şifre hatalı.');
  await expect(page.getByRole('button', { name: 'Giriş Yap', exact: true })).toBeEnabled();
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedToken(page)).toBeNull();
});

test('logout clears all local storage and goes to /login', async ({ page }) => {
  await signIn(page);
  await page.evaluate(() => localStorage.setItem('another-key', 'kept by someone else'));
  await page.getByRole('button', { name: 'Çıkış Yap' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Giriş Yap' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.length)).toBe(0);

  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login$/);
});

test('an expired token placed in storage sends you to /login, on start and on the next navigation', async ({
  page,
}) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await signIn(page);
  const token = (await storedToken(page)) ?? '';
  const expired = withClaims(token, { exp: Math.floor(Date.now() / 1000) - 5 });

  // Within the running page: the next guarded navigation checks storage and the clock again.
  await page.evaluate((value) => localStorage.setItem('token', value), expired);
  await page
    .getByRole('navigation', { name: 'Yönetim menüsü' })
    .getByRole('link', { name: 'Examples' })
    .click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Giriş Yap' })).toBeVisible();
  expect(await storedToken(page)).toBeNull();

  // On start: a fresh page load with the expired token in storage.
  await page.evaluate((value) => localStorage.setItem('token', value), expired);
  await page.goto('/admin/examples');
  await expect(page).toHaveURL(/\/login$/);
  expect(pageErrors).toEqual([]);
});

test('a malformed token counts as signed out and crashes nothing', async ({ page }) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto('/login');
  for (const broken of [
    'not-a-token',
    'a.b',
    'e30.%%%.sig',
    `e30.${Buffer.from('{').toString('base64url')}.sig`,
  ]) {
    await page.evaluate((value) => localStorage.setItem('token', value), broken);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Giriş Yap' })).toBeVisible();
  }
  expect(pageErrors).toEqual([]);
});

test('a 401 from the API signs out like logout and goes to /login', async ({ page }) => {
  await signIn(page);
  const token = (await storedToken(page)) ?? '';
  // Readable and unexpired, so the page lets it in, but the API refuses its signature.
  const forged = withClaims(token, { Name: 'Sahte Kullanıcı' });
  await page.evaluate((value) => localStorage.setItem('token', value), forged);

  const refused = page.waitForResponse((response) => response.url().endsWith('/api/Examples/Query'));
  await page.goto('/admin/examples');
  expect((await refused).status()).toBe(401);
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
});

test('remote-admin’s files are fetched only after going to /login or /admin', async ({ page }) => {
  const adminFiles: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/remotes/admin/')) adminFiles.push(pathname);
  });

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await waitForPageComplete(page);
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'İletişim' })).toBeVisible();
  await waitForPageComplete(page);
  expect(adminFiles).toEqual([]);

  // A client-side navigation to /login, as a link would do: remote-admin arrives only now.
  await page.evaluate(() => {
    history.pushState({}, '', '/login');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Giriş Yap' })).toBeVisible();
  expect(adminFiles.some((path) => /^\/remotes\/admin\/[0-9a-f]{10}\/remoteEntry\.js$/.test(path))).toBe(
    true,
  );
  expect(adminFiles.some((path) => path.includes('__federation_expose_Login'))).toBe(true);
  expect(adminFiles.some((path) => path.includes('__federation_expose_Examples'))).toBe(false);
});
