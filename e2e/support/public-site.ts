import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { shellReadyAttribute } from '@sportif/contract/prerender';

/** The site's name as it ends every inner page's title. */
export const siteName = 'Sportif Yaşam Merkezi';

/**
 * The one stand-in of these tests: Google's map embeds cannot be reached from here, so their
 * requests get a tiny local page instead (brief of issue 4).
 */
export async function stubMaps(page: Page): Promise<void> {
  await page.route('**://www.google.com/**', (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: '<!doctype html><html lang="tr"><head><title>Harita</title></head><body><main><p>Harita</p></main></body></html>',
    }),
  );
}

/**
 * Scrolls to the bottom, a screen at a time, so blocks that load near the viewport (the write-to-us
 * form) start; each step waits for a frame to be rendered, when the browser tells the page what
 * came into view.
 */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const rendered = () =>
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let y = 0; y <= document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await rendered();
    }
  });
}

/**
 * Waits until the shell has rendered the page, or hydrated what the server rendered: a page the
 * server rendered shows its markup before, but answers the visitor's clicks only from then on.
 */
export async function waitForShell(page: Page): Promise<void> {
  await expect(page.locator(`html[${shellReadyAttribute}]`)).toBeAttached();
}

/**
 * Waits until the page is complete: loaded and rendered by the shell (the load event can come
 * before the first render, and a page the server rendered is hydrated after it), scrolled through
 * so that every block that comes near the viewport has started, and no area still saying it is
 * busy (a federated module on its way, the banner's slider, the gallery, the contact form, the
 * lightbox fading in).
 */
export async function waitForPageComplete(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await waitForShell(page);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached();
  await scrollThrough(page);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** The meta tag contents of `name` in the head (the shell's page carries a default description too). */
export async function metaContents(page: Page, name: string): Promise<string[]> {
  return page
    .locator(`head meta[name="${name}"]`)
    .evaluateAll((tags) => tags.map((tag) => tag.getAttribute('content') ?? ''));
}

/** Where the production server's API writes contact messages when SMTP_URL is unset. */
export function outboxDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is set by e2e/playwright.config.ts');
  return join(dataDir, 'mail');
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const unfolded = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < unfolded.length; i++) {
    const hex = unfolded.slice(i + 1, i + 3);
    if (unfolded[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(unfolded[i] as string, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The text of an .eml file: its headers and its body decoded (base64 or quoted-printable). */
export function readEml(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = raw.slice(0, split);
  const body = raw.slice(split).trim();
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return `${headers}\n\n${Buffer.from(body, 'base64').toString('utf8')}`;
  if (encoding === 'quoted-printable') return `${headers}\n\n${decodeQuotedPrintable(body)}`;
  return raw;
}

/** The decoded texts of the .eml files in `dir` that contain `needle` (none while `dir` is missing). */
export async function mailsContaining(needle: string, dir = outboxDir()): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const emls = names.filter((file) => file.endsWith('.eml'));
  const texts = await Promise.all(emls.map(async (name) => readEml(await readFile(join(dir, name), 'utf8'))));
  return texts.filter((text) => text.includes(needle));
}

/** Waits for an .eml in the outbox whose decoded text contains `needle`, and returns that text. */
export async function waitForMail(needle: string, timeoutMs = 60_000): Promise<string> {
  let found: string[] = [];
  await expect
    .poll(
      async () => {
        found = await mailsContaining(needle);
        return found.length;
      },
      { timeout: timeoutMs, message: `an .eml containing ${needle} in ${outboxDir()}` },
    )
    .toBeGreaterThan(0);
  return found[0] ?? '';
}

const contactForm = (page: Page) => page.getByRole('form', { name: 'İletişim formu' });

/** Picks `option` in the contact form's subject list after typing `search` into it. */
export async function chooseSubject(page: Page, search: string, option: string): Promise<void> {
  const subject = contactForm(page).getByRole('combobox', { name: 'Konu' });
  await subject.click();
  await subject.fill(search);
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(subject).toHaveValue(option);
}

/** Fills every field of the contact form validly; `token` makes the name and the message findable. */
export async function fillContactForm(
  page: Page,
  token: string,
  message = `Merhaba, üyelik hakkında bilgi almak istiyorum. ${token}`,
): Promise<void> {
  const field = (label: string) => contactForm(page).getByLabel(label, { exact: true });
  await field('Ad Soyad').fill(`Deneme Kişi ${token}`);
  await field('E-posta').fill('deneme@example.com');
  await field('Telefon').fill('+90 532 000 00 00');
  await chooseSubject(page, 'üyelik', 'Üyelik bilgisi');
  await field('Mesajınız').fill(message);
}
