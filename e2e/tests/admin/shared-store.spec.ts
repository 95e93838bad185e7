import { staff, submitSignIn } from '../../support/admin-session';
import { expect, test } from '../../support/test';

test('a value a remote puts into a zustand store of @sportif/runtime is seen by the shell without reload', async ({
  page,
}) => {
  let loads = 0;
  page.on('load', () => {
    loads++;
  });

  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Giriş Yap' })).toBeVisible();
  expect(loads).toBe(1);
  await page.evaluate(() => {
    (window as unknown as { __noReload: boolean }).__noReload = true;
  });

  // remote-admin's Login writes the token into authStore; the shell's guard reads the same store.
  await submitSignIn(page, staff.userName, staff.password);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ana Sayfa' })).toBeVisible();

  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  expect(loads).toBe(1);
});
