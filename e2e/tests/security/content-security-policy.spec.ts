import { signIn } from '../../support/admin-session';
import { recordViolations } from '../../support/csp-violations';
import { stubMaps, waitForPageComplete } from '../../support/public-site';
import { publicRoutes } from '../../support/routes';
import { expect, test } from '../../support/test';

// The policy and the other headers as the server sends them, and the integrity on the shell's
// files: e2e/site/responses.test.ts. Here, what the browser does with them.

test('the violation listener sees a blocked resource (the checks below are not vacuous)', async ({
  page,
}) => {
  const violations = await recordViolations(page);
  await page.route('https://example.com/**', (route) => route.abort());
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'Hakkımızda' })).toBeVisible();
  await page.evaluate(() => {
    const image = document.createElement('img');
    image.src = 'https://example.com/tracker.png';
    document.body.append(image);
  });
  await expect.poll(violations).toEqual([expect.stringContaining('img-src https://example.com/tracker.png')]);
});

for (const route of publicRoutes) {
  test(`${route.path} raises no CSP violation, with everything that loads after the page`, async ({
    page,
  }) => {
    const violations = await recordViolations(page);
    await stubMaps(page);
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
    await waitForPageComplete(page);
    expect(await violations()).toEqual([]);
  });
}

test('neither the lightbox nor a toast raises a CSP violation', async ({ page }) => {
  const violations = await recordViolations(page);
  await page.goto('/umitkoy');
  await page
    .getByRole('button', { name: /^Büyüt:/ })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await violations(), 'lightbox').toEqual([]);

  await page.goto('/contact');
  await page.getByRole('button', { name: 'Gönder' }).click();
  await expect(page.getByText('Eksik bilgileri tamamlayınız!')).toBeVisible();
  expect(await violations(), 'toast').toEqual([]);
});

test('neither sign-in nor the admin raise a CSP violation', async ({ page }) => {
  const violations = await recordViolations(page);
  await signIn(page, '/admin/examples');
  await expect(page.getByRole('heading', { level: 1, name: 'Examples' })).toBeVisible();
  await page.getByRole('button', { name: 'Yeni Kayıt' }).click();
  await expect(page.getByRole('dialog', { name: 'Yeni Kayıt' })).toBeVisible();
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Ana Sayfa' })).toBeVisible();
  expect(await violations()).toEqual([]);
});
