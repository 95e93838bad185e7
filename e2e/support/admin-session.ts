import { expect, type Page } from '@playwright/test';

/** The staff user the API seeds (api/README.md, "Settings") and the name its token carries. */
export const staff = {
  userName: 'admin',
  email: 'admin@example.com',
  password: 'admin12345',
  name: 'Yönetici',
} as const;

/** Fills and submits the sign-in form of the page at /login. */
export async function submitSignIn(page: Page, emailOrUserName: string, password: string): Promise<void> {
  await page.getByLabel('E-posta veya kullanıcı adı').fill(emailOrUserName);
  await page.getByLabel('Şifre').fill(password);
  await page.getByRole('button', { name: 'Giriş Yap', exact: true }).click();
}

/** Signs in through the real form and API, then opens `path` of the admin. */
export async function signIn(page: Page, path = '/admin'): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Giriş Yap' })).toBeVisible();
  await submitSignIn(page, staff.userName, staff.password);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/?]/g, '\\$&')}$`));
}

/** The toasts of one kind in the shell's single toast container (react-toastify marks the kind). */
export const toasts = (page: Page, kind: 'success' | 'info' | 'error') =>
  page.getByRole('region', { name: /^Notifications/ }).locator(`.Toastify__toast--${kind}`);

/** The Examples table's row whose text holds `field1`. */
export const exampleRow = (page: Page, field1: string) => page.getByRole('row').filter({ hasText: field1 });

/** Adds an Example through the "Yeni Kayıt" form of /admin/examples and waits for its row. */
export async function addExample(page: Page, field1: string, field2: string): Promise<void> {
  await page.getByRole('button', { name: 'Yeni Kayıt' }).click();
  const dialog = page.getByRole('dialog', { name: 'Yeni Kayıt' });
  await dialog.getByLabel('Alan 1').fill(field1);
  await dialog.getByLabel('Alan 2').fill(field2);
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(exampleRow(page, field1)).toBeVisible();
}

/** A token like the stored one with its payload changed: `exp` in the past, say. Unsigned anew. */
export function withClaims(token: string, changes: Record<string, unknown>): string {
  const [header, payload, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
  const changed = Buffer.from(JSON.stringify({ ...claims, ...changes })).toString('base64url');
  return `${header}.${changed}.${signature}`;
}

/** A text no other test (nor an earlier run of this one) uses, so tests sharing the API never collide. */
export function uniqueText(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}
