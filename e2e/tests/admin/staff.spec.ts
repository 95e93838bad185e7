import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { staff, submitSignIn, toasts, uniqueText } from '../../support/admin-session';
import { type OwnSite, serveOwnSite } from '../../support/own-site';
import { expect, test } from '../../support/test';

/** What waits on scrypt (sign-in, a new password: each hash takes a large share of a core) may take longer on a busy machine. */
const hashing = { timeout: 30_000 };

/**
 * Two staff roles, Kullanıcılar, Şifremi değiştir and Mesajlar that staff work with (issue 37),
 * on a site with a database of its own: its accounts, sessions and messages are this file's alone.
 */
let site: OwnSite;

test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  // A database of its own: the migrations, which take a while on a busy machine.
  test.setTimeout(120_000);
  site = await serveOwnSite();
});
test.afterAll(async () => {
  await site?.close();
});

const api = (path: string) => `${site.baseUrl}/api/${path}`;

/** The API's answer's data, failing the test on anything but a 200. */
async function call<T>(request: APIRequestContext, route: string, body: unknown, token?: string): Promise<T> {
  const response = await request.post(api(route), {
    data: body,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  expect(response.status(), `${route}: ${await response.text()}`).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

const adminToken = async (request: APIRequestContext) =>
  (
    await call<{ token: string }>(request, 'Auth/Login', {
      emailOrUserName: staff.userName,
      password: staff.password,
    })
  ).token;

/** A new account made by the seeded Yönetici through Staff/Create. */
async function createAccount(request: APIRequestContext, role: 'editor' | 'yonetici', password: string) {
  const userName = uniqueText('e2e').replace(/\s/g, '-').toLowerCase();
  const name = `Personel ${userName}`;
  const account = await call<{ id: string; version: number }>(
    request,
    'Staff/Create',
    { name, userName, email: `${userName}@example.com`, role, password },
    await adminToken(request),
  );
  return { ...account, userName, name, password };
}

async function signInAs(page: Page, userName: string, password: string, path = '/admin'): Promise<void> {
  await page.goto(`${site.baseUrl}${path}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Giriş Yap' })).toBeVisible();
  await submitSignIn(page, userName, password);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/?]/g, '\\$&')}$`), hashing);
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Yönetim menüsü' });

/** A staff member's next request is refused: the site takes them to the sign-in page. */
async function expectSignedOutOnNextRequest(page: Page): Promise<void> {
  await menu(page).getByRole('link', { name: 'Mesajlar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Giriş Yap' })).toBeVisible();
}

async function twoSessions(browser: Browser, userName: string, password: string) {
  const contexts = [await browser.newContext(), await browser.newContext()];
  const pages = await Promise.all(contexts.map((context) => context.newPage()));
  for (const page of pages) await signInAs(page, userName, password);
  return { pages, close: () => Promise.all(contexts.map((context) => context.close())) };
}

test('an Editör is offered neither Kullanıcılar nor Değişiklik Kaydı, and opening them by address says "Yetkiniz yok"', async ({
  page,
  request,
}) => {
  const editor = await createAccount(request, 'editor', 'Editör-şifresi-2026');
  await signInAs(page, editor.userName, editor.password);
  await expect(menu(page).getByRole('link', { name: 'Mesajlar' })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'Şifremi değiştir' })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'Kullanıcılar' })).toHaveCount(0);
  await expect(menu(page).getByRole('link', { name: 'Değişiklik Kaydı' })).toHaveCount(0);

  for (const path of ['/admin/users', '/admin/audit']) {
    await page.goto(`${site.baseUrl}${path}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Yetkiniz yok' })).toBeVisible();
    await expect(
      page.getByText('Bu sayfayı yalnızca Yönetici rolündeki kullanıcılar açabilir.'),
    ).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  }
  // The API refuses the call whatever the screen shows.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const refused = await request.post(api('Staff/Query'), { headers: { Authorization: `Bearer ${token}` } });
  expect(refused.status()).toBe(403);
});

test('a password changed in one browser ends the session of the other on its next request; the one that changed it stays', async ({
  browser,
  request,
}) => {
  const person = await createAccount(request, 'editor', 'İlk-şifre-2026x');
  const { pages, close } = await twoSessions(browser, person.userName, person.password);
  const [changer, other] = pages as [Page, Page];

  await menu(changer).getByRole('link', { name: 'Şifremi değiştir' }).click();
  await changer.getByLabel('Mevcut şifre').fill(person.password);
  await changer.getByLabel('Yeni şifre', { exact: true }).fill('Yeni-şifre-2026x');
  await changer.getByLabel('Yeni şifre (tekrar)').fill('Yeni-şifre-2026x');
  await changer.getByRole('button', { name: 'Şifreyi değiştir' }).click();
  await expect(toasts(changer, 'success')).toContainText('Şifreniz değiştirildi.', hashing);

  await expectSignedOutOnNextRequest(other);
  await menu(changer).getByRole('link', { name: 'Mesajlar' }).click();
  await expect(changer.getByRole('heading', { level: 1, name: 'Mesajlar' })).toBeVisible();
  // Its calls are answered: the list loads, and the session stays on the page.
  await expect(changer.getByRole('table')).toHaveAttribute('aria-busy', 'false');
  await expect(changer.getByText('Mesajlar yüklenemedi.')).toHaveCount(0);
  await expect(changer).toHaveURL(/\/admin\/messages$/);
  await close();
});

test('a Yönetici disables an account in Kullanıcılar: its open session is signed out on its next request', async ({
  browser,
  page,
  request,
}) => {
  const person = await createAccount(request, 'editor', 'Devre-dışı-2026');
  const { pages, close } = await twoSessions(browser, person.userName, person.password);

  await signInAs(page, staff.userName, staff.password, '/admin/users');
  const row = page.getByRole('row').filter({ hasText: person.userName });
  await expect(row).toContainText('Etkin');
  await row.getByRole('button', { name: 'Devre dışı bırak' }).click();
  await expect(row).toContainText('Devre dışı');

  for (const session of pages) await expectSignedOutOnNextRequest(session);
  await close();
});

test("two Yöneticis changing one account: the later save is refused with the first one's name and offers to reload", async ({
  browser,
  request,
}) => {
  const second = await createAccount(request, 'yonetici', 'İkinci-yönetici-1');
  const target = await createAccount(request, 'editor', 'Hedef-hesap-2026');
  const contexts = [await browser.newContext(), await browser.newContext()];
  const [firstSession, later] = (await Promise.all(contexts.map((context) => context.newPage()))) as [
    Page,
    Page,
  ];
  await signInAs(firstSession, second.userName, second.password, '/admin/users');
  await signInAs(later, staff.userName, staff.password, '/admin/users');
  const rowIn = (page: Page) => page.getByRole('row').filter({ hasText: target.userName });
  await expect(rowIn(later)).toContainText('Etkin');

  await rowIn(firstSession).getByRole('button', { name: 'Devre dışı bırak' }).click();
  await expect(rowIn(firstSession)).toContainText('Devre dışı');
  await rowIn(later)
    .getByRole('combobox', { name: `Rol: ${target.name}` })
    .selectOption('Yönetici');
  const notice = later.getByRole('alert').filter({ hasText: 'Bu hesap' });
  await expect(notice).toContainText(`tarafından değiştirildi`);
  await expect(notice).toContainText(second.name);
  await notice.getByRole('button', { name: 'Yeniden yükle' }).click();
  await expect(rowIn(later)).toContainText('Devre dışı');
  await expect(rowIn(later).getByRole('combobox')).toHaveValue('editor');
  await Promise.all(contexts.map((context) => context.close()));
});

/** Sends a contact message through the API and waits until it is stored as an .eml file. */
async function sendMessage(request: APIRequestContext, name: string): Promise<{ id: string }> {
  await call(request, 'Email/SendMail', {
    Name: name,
    Email: 'ziyaretci@example.com',
    Phone: '0312 555 11 22',
    Subject: 'Ümitköy Kulüp',
    Message: `Merhaba, ben ${name}.`,
  });
  const token = await adminToken(request);
  let id = '';
  await expect(async () => {
    const { items } = await call<{ items: { id: string; name: string; status: string }[] }>(
      request,
      'Messages/Query',
      { search: name },
      token,
    );
    expect(items[0]?.status).toBe('stored');
    id = items[0]?.id ?? '';
  }).toPass();
  return { id };
}

const mailFiles = () => readdirSync(join(site.dataDir, 'mail')).filter((name) => name.includes('.eml'));

test('deleting a message, after a question, erases its row and its .eml file: the rows and files before and after', async ({
  page,
  request,
}) => {
  const name = uniqueText('Silinecek');
  const { id } = await sendMessage(request, name);
  const rowsOf = async () =>
    (await site.db.query<{ id: string }>('SELECT id::text AS id FROM mail_outbox WHERE id = $1', [id])).rows;
  const before = { rows: await rowsOf(), files: mailFiles().filter((file) => file.includes(id)) };
  expect(before.rows).toEqual([{ id }]);
  const { rows: numbered } = await site.db.query<{ number: number }>(
    'SELECT seq::int AS number FROM mail_outbox WHERE id = $1',
    [id],
  );
  const number = numbered[0]?.number;
  expect(before.files).toHaveLength(1);

  await signInAs(page, staff.userName, staff.password, '/admin/messages');
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Okunmadı');
  await row.getByRole('button', { name: /^Mesajı aç:/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Mesaj' });
  await expect(dialog).toContainText('Okundu');
  await expect(dialog.getByRole('link', { name: 'Yanıtla' })).toHaveAttribute(
    'href',
    /^mailto:ziyaretci@example\.com\?subject=Re%3A%20%C3%9Cmitk%C3%B6y%20Kul%C3%BCp&body=/,
  );
  await dialog.getByRole('button', { name: 'Sil' }).click();
  const question = page.getByRole('alertdialog', { name: 'Mesaj silinsin mi?' });
  await expect(question).toContainText('sunucudaki bütün kopyaları');
  await question.getByRole('button', { name: 'Sil' }).click();
  await expect(toasts(page, 'success')).toContainText('Mesaj ve sunucudaki bütün kopyaları silindi.');
  await expect(row).toHaveCount(0);

  const after = { rows: await rowsOf(), files: mailFiles().filter((file) => file.includes(id)) };
  expect(after).toEqual({ rows: [], files: [] });
  const audit = await site.db.query<{ details: string }>(
    "SELECT details::text AS details FROM audit_log WHERE action = 'message.delete'",
  );
  expect(audit.rows.map((entry) => entry.details).join('\n')).not.toContain(name);

  // Değişiklik Kaydı lists it in Turkish, by number and by who, without the sender.
  await menu(page).getByRole('link', { name: 'Değişiklik Kaydı' }).click();
  const entry = page
    .getByRole('row')
    .filter({ hasText: 'Mesaj silindi' })
    .filter({ hasText: `#${number}` });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText(staff.name);
  await expect(page.getByRole('main')).not.toContainText(name);
});

test('the CSV export opens safely in a spreadsheet: a name that starts with = is neutralised', async ({
  page,
  request,
}) => {
  const name = `=cmd|' /C calc'!A0 ${uniqueText('csv')}`;
  await sendMessage(request, name);
  await signInAs(page, staff.userName, staff.password, '/admin/messages');
  await page.getByLabel('Gönderende ara').fill(name.slice(1));
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(1);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV indir' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('mesajlar.csv');
  const bytes = await (await file.createReadStream()).toArray();
  const csv = Buffer.concat(bytes as Buffer[]);
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = csv.toString('utf8').split('\r\n');
  expect(lines).toHaveLength(3);
  expect(lines[1]).toContain(`;"'${name.replaceAll('"', '""')}";`);
  expect(lines[1]).not.toMatch(/;"=/);
});
