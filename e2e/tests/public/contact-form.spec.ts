import { fillContactForm, stubMaps, waitForMail } from '../../support/public-site';
import { expect, type Page, test } from '../../support/test';

const form = (page: Page) => page.getByRole('form', { name: 'İletişim formu' });
const field = (page: Page, label: string) => form(page).getByLabel(label, { exact: true });
const subject = (page: Page) => form(page).getByRole('combobox', { name: 'Konu' });
const toast = (page: Page, text: string) => page.locator('.Toastify__toast').filter({ hasText: text });

const messages = {
  name: 'Ad Soyad zorunludur.',
  email: 'Geçerli bir e-posta girin.',
  phone: 'Telefon zorunludur.',
  subject: 'Konu zorunludur.',
  message: 'Mesaj içeriği zorunludur.',
};

test.beforeEach(async ({ page }) => {
  await stubMaps(page);
  await page.goto('/contact');
  await expect(form(page)).toBeVisible();
});

test('each field shows its message of docs/requirements.md §5 once it is touched and invalid', async ({
  page,
}) => {
  await expect(form(page).getByText(/zorunludur|Geçerli bir/)).toHaveCount(0);
  for (const label of ['Ad Soyad', 'E-posta', 'Telefon']) {
    await field(page, label).focus();
    await field(page, label).blur();
  }
  await subject(page).focus();
  await subject(page).blur();
  await field(page, 'Mesajınız').focus();
  await field(page, 'Mesajınız').blur();
  for (const text of Object.values(messages)) await expect(form(page).getByText(text)).toBeVisible();
  await expect(field(page, 'Ad Soyad')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'Ad Soyad')).toHaveAccessibleDescription(messages.name);
  await expect(subject(page)).toHaveAccessibleDescription(messages.subject);

  await field(page, 'E-posta').fill('deneme@');
  await expect(form(page).getByText(messages.email)).toBeVisible();
  await field(page, 'E-posta').fill('deneme@example.com');
  await expect(form(page).getByText(messages.email)).toHaveCount(0);
  await field(page, 'Ad Soyad').fill('Deneme Kişi');
  await expect(form(page).getByText(messages.name)).toHaveCount(0);
  await expect(field(page, 'Ad Soyad')).not.toHaveAttribute('aria-invalid', 'true');
});

test('an invalid submit shows "Eksik bilgileri tamamlayınız!", records the invalid fields and focuses the first', async ({
  page,
}) => {
  await field(page, 'Telefon').fill('0312 235 14 07');
  await form(page).getByRole('button', { name: 'Gönder' }).click();
  await expect(toast(page, 'Eksik bilgileri tamamlayınız!')).toBeVisible();
  await expect(form(page)).toHaveAttribute('data-invalid-fields', 'name,email,subject,message');
  for (const [name, text] of Object.entries(messages)) {
    await expect(form(page).getByText(text)).toHaveCount(name === 'phone' ? 0 : 1);
  }
  await expect(field(page, 'Ad Soyad')).toBeFocused();
});

for (const label of ['Ad Soyad', 'E-posta', 'Telefon', 'Konu', 'Mesajınız']) {
  test(`a mouse click on "Gönder" while the empty "${label}" has the focus submits, and nothing moves under the pointer`, async ({
    page,
  }) => {
    const control = label === 'Konu' ? subject(page) : field(page, label);
    await control.focus();
    const button = form(page).getByRole('button', { name: 'Gönder' });
    await button.scrollIntoViewIfNeeded();
    const before = await button.boundingBox();
    if (!before) throw new Error('Gönder is not laid out');
    await page.mouse.move(before.x + before.width / 2, before.y + before.height / 2);
    await page.mouse.down();
    // A person's click lasts a moment: whatever the press sets off is rendered before the release.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect.soft(await button.boundingBox(), 'Gönder between press and release').toEqual(before);
    await page.mouse.up();

    await expect(toast(page, 'Eksik bilgileri tamamlayınız!')).toBeVisible();
    await expect(form(page)).toHaveAttribute('data-invalid-fields', 'name,email,phone,subject,message');
    for (const text of Object.values(messages)) await expect(form(page).getByText(text)).toBeVisible();
  });
}

test('the messages appear in lines kept for them: the button stays where it was', async ({ page }) => {
  const button = form(page).getByRole('button', { name: 'Gönder' });
  const before = await button.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
  await button.click();
  for (const text of Object.values(messages)) await expect(form(page).getByText(text)).toBeVisible();
  expect(await button.evaluate((element) => element.getBoundingClientRect().top + window.scrollY)).toBe(
    before,
  );
});

test('the phone takes digits, spaces, +, parentheses and dashes, 10 to 15 digits, and says so', async ({
  page,
}) => {
  const phone = field(page, 'Telefon');
  const rule = '10-15 rakam; boşluk, +, parantez ve tire kullanılabilir.';
  await expect(form(page).getByText(rule)).toBeVisible();
  await expect(phone).toHaveAccessibleDescription(rule);
  for (const typed of ['0312 235 14', '0312 235 14 07 dahili 5', '0312.235.14.07']) {
    await phone.fill(typed);
    await phone.blur();
    await expect(form(page).getByText('Geçerli bir telefon numarası girin.')).toBeVisible();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription(`${rule} Geçerli bir telefon numarası girin.`);
  }
  await phone.fill('+90 (312) 235-14-07');
  await expect(form(page).getByText('Geçerli bir telefon numarası girin.')).toHaveCount(0);
  await expect(phone).not.toHaveAttribute('aria-invalid', 'true');

  // The API holds the same rule.
  const refused = await page.request.post('/api/Email/SendMail', {
    data: {
      Name: 'Deneme Kişi',
      Email: 'deneme@example.com',
      Phone: '0312 235 14',
      Subject: 'Üyelik bilgisi',
      Message: 'Merhaba',
    },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({ ErrorMessages: ['Geçerli bir telefon numarası girin.'] });
});

test('under the form, one line says how the data is processed, with a link to the KVKK notice', async ({
  page,
}) => {
  const line = form(page).getByText('Kişisel verileriniz KVKK Aydınlatma Metni kapsamında işlenir.', {
    exact: true,
  });
  await expect(line).toBeVisible();
  const link = line.getByRole('link', { name: 'KVKK Aydınlatma Metni' });
  await expect(link).toHaveAttribute('href', '/kvkk');
  const button = form(page).getByRole('button', { name: 'Gönder' });
  expect(await line.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThan(
    await button.evaluate((element) => element.getBoundingClientRect().bottom),
  );
  await link.click();
  await expect(page).toHaveURL(/\/kvkk$/);
  await expect(page.getByRole('heading', { level: 1, name: 'KVKK Aydınlatma Metni' })).toBeInViewport();
});

test('the subject Select searches in Turkish and loads a page of options', async ({ page }) => {
  await subject(page).click();
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  expect(await listbox.evaluate((element) => getComputedStyle(element).maxHeight)).toBe('180px');
  await expect(page.getByRole('option')).toHaveCount(13);

  await subject(page).fill('DİĞER');
  await expect(page.getByRole('option')).toHaveText(['Diğer']);
  await subject(page).fill('DIĞER');
  await expect(page.getByRole('option')).toHaveCount(0);
  await expect(form(page).getByText('Bu aramayla eşleşen konu yok.')).toBeVisible();
  await subject(page).fill('ŞİKÂYET');
  await expect(page.getByRole('option')).toHaveText(['Öneri ve şikâyet']);

  await subject(page).fill('kulüp');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(subject(page)).toHaveValue('Çukurambar Kulüp');
  await expect(subject(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(form(page)).toHaveAttribute('data-invalid-fields', '');
});

test('the honeypot the API expects is in the form, out of sight and out of the tab order', async ({
  page,
}) => {
  const honeypot = form(page).locator('input[name="website"]');
  await expect(honeypot).toHaveCount(1);
  await expect(honeypot).toHaveAttribute('tabindex', '-1');
  const box = await honeypot.boundingBox();
  expect(box === null || box.x + box.width <= 0).toBe(true);
  expect(await honeypot.evaluate((input) => input.closest('[aria-hidden="true"]') !== null)).toBe(true);
});

test('a failed send says so, shows the catalogue toast and keeps what was typed', async ({ page }) => {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  // The API unreachable: the request never gets an answer (status 0 in the error catalogue).
  await page.route('**/api/Email/SendMail', async (route) => {
    await released;
    await route.abort('connectionrefused');
  });
  await fillContactForm(page, 'hata');
  await form(page).getByRole('button', { name: 'Gönder' }).click();

  const sending = form(page).getByRole('button', { name: 'Gönderiliyor…' });
  await expect(sending).toBeDisabled();
  release();

  await expect(
    form(page).getByText('E-posta gönderilirken bir hata oluştu. Lütfen tekrar deneyin.'),
  ).toBeVisible();
  await expect(toast(page, 'API adresine ulaşılamıyor')).toBeVisible();
  await expect(form(page).getByRole('button', { name: 'Gönder' })).toBeEnabled();
  await expect(field(page, 'Ad Soyad')).toHaveValue('Deneme Kişi hata');
  await expect(subject(page)).toHaveValue('Üyelik bilgisi');
  await expect(field(page, 'Mesajınız')).toHaveValue(/hata$/);
});

test('a valid message goes through the real API and lands in its outbox', async ({ page }) => {
  const token = `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  await fillContactForm(page, token);
  const sent = page.waitForResponse((response) => response.url().endsWith('/api/Email/SendMail'));
  await form(page).getByRole('button', { name: 'Gönder' }).click();
  expect((await sent).status()).toBe(200);

  await expect(form(page).getByText('E-posta başarıyla gönderildi!')).toBeVisible();
  await expect(toast(page, 'E-posta başarıyla gönderildi.')).toBeVisible();
  for (const label of ['Ad Soyad', 'E-posta', 'Telefon', 'Mesajınız'])
    await expect(field(page, label)).toHaveValue('');
  await expect(subject(page)).toHaveValue('');
  await expect(form(page).getByText(/zorunludur|Geçerli bir/)).toHaveCount(0);

  const mail = await waitForMail(token);
  expect(mail).toContain(`Deneme Kişi ${token}`);
  expect(mail).toContain('deneme@example.com');
  expect(mail).toContain('+90 532 000 00 00');
  expect(mail).toContain('Üyelik bilgisi');
  expect(mail).toContain(`Merhaba, üyelik hakkında bilgi almak istiyorum. ${token}`);
});
