import { signIn, staff, toasts, uniqueText } from '../../support/admin-session';
import { expect, test } from '../../support/test';

const unreachable = 'API adresine ulaşılamıyor';

test('sign-in with the API unreachable says so and keeps what was typed', async ({ page }) => {
  await page.route('**/api/**', (route) => route.abort());
  await page.goto('/login');
  await page.getByLabel('E-posta veya kullanıcı adı').fill(staff.email);
  await page.getByLabel('Şifre').fill('bir şifre');
  await page.getByRole('button', { name: 'Giriş Yap', exact: true }).click();

  await expect(toasts(page, 'error')).toContainText(unreachable);
  await expect(page.getByLabel('E-posta veya kullanıcı adı')).toHaveValue(staff.email);
  await expect(page.getByLabel('Şifre')).toHaveValue('bir şifre');
  await expect(page.getByRole('button', { name: 'Giriş Yap', exact: true })).toBeEnabled();
});

test('the admin with the API gone says so and keeps the record being typed', async ({ page }) => {
  await signIn(page, '/admin/examples');
  await expect(page.getByRole('heading', { level: 1, name: 'Examples' })).toBeVisible();
  await page.route('**/api/**', (route) => route.abort());

  const field1 = uniqueText('Bağlantı yok');
  await page.getByRole('button', { name: 'Yeni Kayıt' }).click();
  const form = page.getByRole('dialog', { name: 'Yeni Kayıt' });
  await form.getByLabel('Alan 1').fill(field1);
  await form.getByLabel('Alan 2').fill('Çukurambar');
  await form.getByRole('button', { name: 'Kaydet' }).click();

  await expect(toasts(page, 'error')).toContainText(unreachable);
  await expect(form).toBeVisible();
  await expect(form.getByLabel('Alan 1')).toHaveValue(field1);
  await expect(form.getByLabel('Alan 2')).toHaveValue('Çukurambar');
});
