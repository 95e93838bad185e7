import { contactMessages } from '@sportif/contract';
import { type ContentDrafts, linkTargetMessage } from '@sportif/contract/content';
import { signIn, submitSignIn, toasts } from '../../support/admin-session';
import { type SiteProcess, startSiteProcess } from '../../support/site-process';
import { type APIRequestContext, expect, type Page, request, test } from '../../support/test';

/**
 * The site's content edited in the back-office and published as prerendered pages (issue 37),
 * on a site server of its own (a copy of the suite's release store): its publications change
 * what every page shows, which no other test may see.
 */
let site: SiteProcess;

test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  site = await startSiteProcess();
});
test.afterAll(async () => {
  await site?.stop();
});

/** A visitor without JavaScript: the HTML the server sends, nothing else. */
async function visitorHtml(path: string): Promise<string> {
  const response = await fetch(`${site.url}${path}`);
  expect(response.status).toBe(200);
  return response.text();
}

/** The hours of the first class in Ümitköy's Monday table of a page's HTML: `09.30-10.15`. */
function mondayFirstTime(html: string): string | undefined {
  return /Ümitköy Kulüp – Pazartesi<\/caption>[\s\S]*?<tbody>[\s\S]*?<td[^>]*>([^<]+)<\/td>/.exec(html)?.[1];
}

/** The same in a browser's page. */
const mondayFirstRow = (page: Page) =>
  page.getByRole('table', { name: 'Ümitköy Kulüp – Pazartesi' }).getByRole('row').nth(1);

/** The staff token the back-office stored at sign-in. */
const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('token') ?? '');

async function drafts(api: APIRequestContext, token: string): Promise<ContentDrafts> {
  const response = await api.post(`${site.url}/api/Content/Drafts`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: ContentDrafts }).data;
}

async function openEditor(page: Page, entry: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Yönetim menüsü' }).getByRole('link', { name: entry }).click();
  await expect(page.getByRole('heading', { level: 1, name: entry })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Kaydet' })).toBeVisible();
}

const mondayFirstClass = (page: Page) =>
  page.getByRole('group', { name: 'Pazartesi' }).getByTestId('Pazartesi-1');

async function save(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(toasts(page, 'success').filter({ hasText: 'Taslak kaydedildi' }).last()).toBeVisible();
}

/** Publishes the saved drafts; resolves when the API says they are live (the pages switched). */
async function publish(page: Page): Promise<number> {
  const started = Date.now();
  const published = page.waitForResponse((response) => response.url().endsWith('/api/Content/Publish'));
  await page.getByRole('button', { name: 'Yayınla', exact: true }).click();
  const response = await published;
  expect(response.status(), await response.text()).toBe(200);
  return Date.now() - started;
}

test("a new time for Ümitköy's Monday first class: a draft visitors do not see, a preview staff do, live on /umitkoy once published, and Geri al brings the old one back", async ({
  page,
  browser,
}) => {
  await signIn(page, `${site.url}/admin`);
  await openEditor(page, 'Ders Programı');
  const first = mondayFirstClass(page);
  await expect(first.getByLabel('Başlangıç')).toHaveValue('09:30');
  await first.getByLabel('Başlangıç').fill('08:30');
  await first.getByLabel('Bitiş').fill('09:15');
  await save(page);

  // A draft: visitors still get the published time.
  expect(mondayFirstTime(await visitorHtml('/umitkoy'))).toBe('09.30-10.15');

  // Önizle: the real page with the drafts, for a staff token only, marked, never cached or indexed.
  const token = await tokenOf(page);
  const preview = await fetch(`${site.url}/umitkoy`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ previewToken: token }),
  });
  expect(preview.status).toBe(200);
  expect(preview.headers.get('cache-control')).toBe('no-store');
  expect(preview.headers.get('x-robots-tag')).toBe('noindex');
  const previewHtml = await preview.text();
  expect(mondayFirstTime(previewHtml)).toBe('08.30-09.15');
  expect(previewHtml).toContain('<meta name="robots" content="noindex">');
  expect(previewHtml).toContain('ÖNİZLEME');
  const refused = await fetch(`${site.url}/umitkoy`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ previewToken: `${token}x` }),
  });
  expect(refused.status).toBe(401);
  expect(refused.headers.get('cache-control')).toBe('no-store');
  expect(await refused.text()).not.toContain('08.30-09.15');

  // The button opens the same preview in a new tab.
  const [tab] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('button', { name: 'Önizle' }).click(),
  ]);
  await expect(tab.getByRole('status').filter({ hasText: 'ÖNİZLEME' })).toBeVisible();
  await expect(mondayFirstRow(tab)).toContainText('08.30-09.15');
  await tab.close();

  // Yayınla: once the API answers, the page is live; the served HTML has the new time.
  const publishMs = await publish(page);
  test.info().annotations.push({ type: 'publish to live', description: `${publishMs} ms` });
  expect(mondayFirstTime(await visitorHtml('/umitkoy'))).toBe('08.30-09.15');

  // With JavaScript: hydrated with exactly that content, no mismatch. The page carries the parts
  // above the fold; its timetable and plans (DeferredContent) hydrate from the same revision's
  // immutable file, never from the API.
  const visitor = await browser.newPage();
  const errors: string[] = [];
  visitor.on('pageerror', (error) => errors.push(error.message));
  visitor.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const contentRequests: string[] = [];
  visitor.on('request', (sent) => {
    if (/\/content\/|Content\/Live/.test(sent.url())) contentRequests.push(sent.url());
  });
  const revisionFile = visitor.waitForResponse((response) =>
    /\/content\/[0-9a-f]{12}\.json$/.test(new URL(response.url()).pathname),
  );
  await visitor.goto(`${site.url}/umitkoy`);
  await expect(visitor.locator('html[data-shell-ready]')).toBeAttached();
  expect((await revisionFile).status()).toBe(200);
  await expect(mondayFirstRow(visitor)).toContainText('08.30-09.15');
  expect(errors).toEqual([]);
  expect(contentRequests.map((url) => new URL(url).pathname)).toEqual([
    new URL((await revisionFile).url()).pathname,
  ]);
  await visitor.close();

  // Geri al: the publication before this one, live again in one step.
  await page.reload();
  const history = page.getByRole('region', { name: 'Yayın Geçmişi' });
  await history.getByRole('button', { name: 'Geri al: yayın #1' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Geri al' }).click();
  await expect(toasts(page, 'success').filter({ hasText: 'Yayın #1 yeniden yayında' })).toBeVisible();
  expect(mondayFirstTime(await visitorHtml('/umitkoy'))).toBe('09.30-10.15');
  await expect(mondayFirstClass(page).getByLabel('Başlangıç')).toHaveValue('09:30');
});

test('a new yearly price shows on /uyelik and on the club pages once published', async ({ page }) => {
  await signIn(page, `${site.url}/admin`);
  await openEditor(page, 'Üyelik Fiyatları');
  await page.getByLabel('Yıllık fiyat (TL)').first().fill('32500');
  await save(page);
  expect(await visitorHtml('/uyelik')).not.toContain('32.500,00 TL');
  await publish(page);
  for (const path of ['/uyelik', '/umitkoy', '/cukurambar'])
    expect(await visitorHtml(path), path).toContain('32.500,00 TL');
});

test('two sessions editing one timetable: the later save is refused with the name of who saved first, and offers to reload', async ({
  browser,
}) => {
  // The first is an Editör, the second the seeded Yönetici: the refusal names the Editör.
  const first = await browser.newPage();
  const second = await browser.newPage();
  await signIn(second, `${site.url}/admin`);
  const api = await request.newContext();
  const editor = { name: 'Ece Editör', userName: 'ece-editor', password: 'Ece-Editor-Sifre-2026' };
  const created = await api.post(`${site.url}/api/Staff/Create`, {
    headers: { Authorization: `Bearer ${await tokenOf(second)}` },
    data: { ...editor, email: 'ece@example.com', role: 'editor' },
  });
  expect(created.status(), await created.text()).toBe(200);
  await first.goto(`${site.url}/admin`);
  await submitSignIn(first, editor.userName, editor.password);
  await expect(first).toHaveURL(/\/admin$/);
  for (const page of [first, second]) await openEditor(page, 'Ders Programı');

  await mondayFirstClass(first).getByLabel('Eğitmen').fill('Birinci Eğitmen');
  await save(first);
  await mondayFirstClass(second).getByLabel('Eğitmen').fill('İkinci Eğitmen');
  await second.getByRole('button', { name: 'Kaydet' }).click();
  const conflict = second.getByRole('alert').filter({ hasText: 'sizin değişikliğiniz kaydedilmedi' });
  await expect(conflict).toContainText(`Bu bölümü ${editor.name}`);
  // Nothing lost: the form still holds what the second person typed.
  await expect(mondayFirstClass(second).getByLabel('Eğitmen')).toHaveValue('İkinci Eğitmen');
  const stored = await drafts(api, await tokenOf(second));
  expect(stored.parts['timetable.umitkoy'].data.days[0]?.[0]?.instructor).toBe('Birinci Eğitmen');
  await conflict.getByRole('button', { name: 'Yeniden yükle' }).click();
  await expect(mondayFirstClass(second).getByLabel('Eğitmen')).toHaveValue('Birinci Eğitmen');
  await api.dispose();
  await first.close();
  await second.close();
});

/** A value typed into an editor's field, and the message that must show beside it. */
interface BadInput {
  editor: string;
  tab?: string;
  field: (page: Page) => ReturnType<Page['getByLabel']>;
  value: string;
  message: string | RegExp;
}

// One bad input an editor, in the browser against the real API; every rule of every editor is
// checked beside its field in remote-admin's component tests (part-form.test.tsx).
const badInputs: BadInput[] = [
  {
    editor: 'Ders Programı',
    field: (page) =>
      page.getByRole('group', { name: 'Pazartesi' }).getByTestId('Pazartesi-2').getByLabel('Başlangıç'),
    value: '09:45',
    message: 'Bu ders aynı gün aynı stüdyodaki Pilates dersiyle (09:30-10:15) çakışıyor.',
  },
  {
    editor: 'Üyelik Fiyatları',
    field: (page) => page.getByLabel('Yıllık fiyat (TL)').first(),
    value: '-5',
    message: /^Fiyat 0'dan büyük/,
  },
  {
    editor: 'Banner',
    field: (page) => page.getByLabel('Buton hedefi').first(),
    value: 'javascript:alert(1)',
    message: 'Buton hedefi sitenin bir sayfası olmalıdır (ör. /contact).',
  },
  {
    editor: 'Şube Bilgileri',
    field: (page) => page.getByLabel('Telefon'),
    value: '12345',
    message: contactMessages.phoneInvalid,
  },
  {
    editor: 'Sayfa Metinleri',
    field: (page) => page.getByLabel('Metin (Markdown)'),
    value: 'Aşağıdaki [bağlantıya](javascript:alert(1)) tıklayın.',
    message: linkTargetMessage,
  },
];

test('bad input in every editor: a Turkish message beside the field, nothing stored, the form keeps what was typed', async ({
  page,
}) => {
  await signIn(page, `${site.url}/admin`);
  const api = await request.newContext();
  const before = await drafts(api, await tokenOf(page));
  const saves: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().endsWith('/api/Content/Save')) saves.push(sent.url());
  });
  for (const { editor, field, value, message } of badInputs) {
    await openEditor(page, editor);
    await field(page).fill(value);
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Kaydedilmedi' })).toBeVisible();
    // The message is the field's own: its description.
    await expect(field(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page)).toHaveAccessibleDescription(
      typeof message === 'string' ? new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) : message,
    );
    await expect(field(page)).toHaveValue(value);
    // Leave through the menu: the next editor starts from the stored drafts.
    await page.reload();
  }
  expect(saves).toEqual([]);

  // The API refuses the same input sent around the forms, with the same messages; nothing stored.
  const token = await tokenOf(page);
  const timetable = structuredClone(before.parts['timetable.umitkoy']);
  const monday = timetable.data.days[0] ?? [];
  if (monday[0]) monday[0].className = '<script>alert(1)</script>';
  const refused = await api.post(`${site.url}/api/Content/Save`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { part: 'timetable.umitkoy', version: timetable.version, data: timetable.data },
  });
  expect(refused.status()).toBe(403);
  expect(JSON.stringify(await refused.json())).toContain('Ders adı içinde < ve > karakterleri kullanılamaz.');
  const policy = await api.post(`${site.url}/api/Content/Save`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      part: 'policy.kvkk',
      version: before.parts['policy.kvkk'].version,
      data: { markdown: '[tıkla](javascript:alert(1))' },
    },
  });
  expect(policy.status()).toBe(403);
  const after = await drafts(api, token);
  expect(after.parts).toEqual(before.parts);
  await api.dispose();
});
