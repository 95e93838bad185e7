import { freePort, type SmtpSink, startSmtpSink } from '@sportif/testing/smtp-sink';
import { signIn, toasts, uniqueText } from '../../support/admin-session';
import { recordViolations } from '../../support/csp-violations';
import { type OwnSite, serveOwnSite } from '../../support/own-site';
import { fillContactForm, stubMaps } from '../../support/public-site';
import { expect, type Page, test } from '../../support/test';

/**
 * Mesajlar against a real SMTP server this file starts, stops and starts again: the site has an
 * API of its own pointed at it, which gives up on a message after three attempts 5 s apart.
 */
let smtpPort: number;
let sink: SmtpSink | undefined;
let site: OwnSite;

test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  // A database of its own: an initdb and the migrations, which take a while on a busy machine.
  test.setTimeout(120_000);
  smtpPort = await freePort();
  sink = await startSmtpSink({ port: smtpPort });
  site = await serveOwnSite({
    env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` },
    mailDelivery: { maxAttempts: 3, firstRetryDelayMs: 5_000, maxRetryDelayMs: 5_000, pollIntervalMs: 200 },
  });
});
test.afterAll(async () => {
  await site?.close();
  await sink?.close();
});

const deliveredCount = (token: string) =>
  sink?.received.filter((mail) => mail.raw.includes(token)).length ?? 0;

async function sendContactMessage(page: Page, token: string, baseUrl = site.baseUrl): Promise<void> {
  await stubMaps(page);
  await page.goto(`${baseUrl}/contact`);
  await fillContactForm(page, token, `Merhaba <b>${token}</b>\nikinci satır & son.`);
  const form = page.getByRole('form', { name: 'İletişim formu' });
  await form.getByRole('button', { name: 'Gönder' }).click();
  await expect(form.getByText('E-posta başarıyla gönderildi!')).toBeVisible();
}

async function openMessages(page: Page, baseUrl = site.baseUrl): Promise<void> {
  await signIn(page, `${baseUrl}/admin`);
  await page
    .getByRole('navigation', { name: 'Yönetim menüsü' })
    .getByRole('link', { name: 'Mesajlar' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mesajlar' })).toBeVisible();
}

const messageRow = (page: Page, token: string) => page.getByRole('row').filter({ hasText: token });

test('a message sent on /contact is in Mesajlar, newest first, as delivered, and opens with its text as text', async ({
  page,
}) => {
  const violations = await recordViolations(page);
  const token = uniqueText('Teslim');
  await sendContactMessage(page, token);
  await openMessages(page);

  const row = messageRow(page, token);
  await expect(row).toContainText('Gönderildi');
  await expect(row).toContainText('deneme@example.com');
  await expect(row).toContainText('+90 532 000 00 00');
  await expect(row).toContainText('Üyelik bilgisi');
  await expect(page.getByRole('row').nth(1)).toContainText(token);
  expect(deliveredCount(token)).toBe(1);

  await row.getByRole('button', { name: /^Mesajı aç:/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Mesaj' });
  await expect(dialog).toContainText(`Deneme Kişi ${token}`);
  await expect(dialog).toContainText('tarihinde teslim edildi');
  const text = dialog.getByText(`Merhaba <b>${token}</b>`);
  await expect(text).toHaveText(`Merhaba <b>${token}</b>\nikinci satır & son.`);
  await expect(dialog.locator('b')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Yeniden dene' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Kapat' }).first().click();
  await expect(dialog).toHaveCount(0);
  expect(await violations()).toEqual([]);
});

test('with the SMTP server down a message waits (Bekliyor), then fails with a reason; back up, "Yeniden dene" delivers it once', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openMessages(page);
  await sink?.close();
  sink = undefined;
  const token = uniqueText('Kesinti');
  await sendContactMessage(await page.context().newPage(), token);

  await page.getByRole('button', { name: 'Yenile' }).click();
  const row = messageRow(page, token);
  await expect(row).toContainText('Bekliyor');
  await expect(row).toContainText(/Sonraki deneme: \d\d\.\d\d\.\d{4} \d\d:\d\d:\d\d|Şu anda gönderiliyor/);
  // The screen follows the attempts on its own: no reload, no click.
  await expect(row).toContainText('Başarısız', { timeout: 30_000 });
  await expect(row).toContainText('3 deneme');
  await expect(row).toContainText(/Sebep: .*ECONNREFUSED/);

  sink = await startSmtpSink({ port: smtpPort });
  await row.getByRole('button', { name: /^Mesajı aç:/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Mesaj' });
  await expect(dialog).toContainText('Başarısız');
  await dialog.getByRole('button', { name: 'Yeniden dene' }).click();
  await expect(toasts(page, 'info')).toContainText('Mesaj yeniden gönderim sırasına alındı.');
  await expect(dialog).toContainText('Gönderildi', { timeout: 15_000 });
  await expect(dialog.getByRole('button', { name: 'Yeniden dene' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Kapat' }).first().click();
  await expect(row).toContainText('Gönderildi');
  expect(deliveredCount(token)).toBe(1);
});

test('without a mail server (no SMTP_URL) a message reads as stored on the server and not sent, never as delivered', async ({
  page,
}) => {
  // The suite's own server (playwright.config.ts) runs without SMTP_URL: messages become .eml files.
  const token = uniqueText('Saklanan');
  await sendContactMessage(page, token, '');
  await openMessages(page, '');

  const row = messageRow(page, token);
  await expect(row).toContainText('Sunucuda saklandı');
  await expect(row).toContainText('E-posta gönderilmedi (e-posta sunucusu ayarlı değil)');
  await expect(row).toContainText(/\d\d\.\d\d\.\d{4} \d\d:\d\d:\d\d tarihinde sunucuya kaydedildi/);
  await expect(row).not.toContainText('Gönderildi');
  await expect(row).not.toContainText('teslim edildi');

  await row.getByRole('button', { name: /^Mesajı aç:/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Mesaj' });
  await expect(dialog).toContainText('Sunucuda saklandı');
  await expect(dialog).not.toContainText('teslim edildi');
  await expect(dialog.getByRole('button', { name: 'Yeniden dene' })).toHaveCount(0);
});
