import { addExample, exampleRow, signIn, toasts, uniqueText } from '../../support/admin-session';
import { expect, type Page, test } from '../../support/test';

/** Every call of the Examples API the page makes, in order (Create, Query, ...). */
function recordExampleCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const match = /\/api\/Examples\/(\w+)$/.exec(new URL(request.url()).pathname);
    if (match?.[1]) calls.push(match[1]);
  });
  return calls;
}

async function openExamples(page: Page): Promise<void> {
  await signIn(page, '/admin/examples');
  await expect(page.getByRole('heading', { level: 1, name: 'Examples' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Sayfa yolu' })).toContainText('Ana Sayfa');
}

test('the list loads on open, newest first; create with too-short fields is refused with the messages, then succeeds', async ({
  page,
}) => {
  const calls = recordExampleCalls(page);
  await openExamples(page);
  await expect(page.getByRole('columnheader')).toHaveText(['#', 'Alan 1', 'Alan 2', 'İşlemler']);
  await expect.poll(() => calls).toEqual(['Query']);

  await page.getByRole('button', { name: 'Yeni Kayıt' }).click();
  const dialog = page.getByRole('dialog', { name: 'Yeni Kayıt' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Alan 1').fill('ab');
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(dialog.getByText('Alan 1 en az 3 karakter olmalıdır.')).toBeVisible();
  await expect(dialog.getByText('Alan 2 zorunludur.')).toBeVisible();
  await dialog.getByLabel('Alan 2').fill('x');
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(dialog.getByText('Alan 2 en az 3 karakter olmalıdır.')).toBeVisible();
  expect(calls).toEqual(['Query']);

  const field1 = uniqueText('Işık Spor');
  await dialog.getByLabel('Alan 1').fill(field1);
  await dialog.getByLabel('Alan 2').fill('Ümitköy şubesi');
  await dialog.getByRole('button', { name: 'Kaydet' }).click();

  await expect(dialog).toHaveCount(0);
  await expect(toasts(page, 'success')).toContainText('Kayıt eklendi.');
  await expect(exampleRow(page, field1)).toContainText('Ümitköy şubesi');
  await expect.poll(() => calls).toEqual(['Query', 'Create', 'Query']);

  // The create form starts empty again.
  await page.getByRole('button', { name: 'Yeni Kayıt' }).click();
  await expect(dialog.getByLabel('Alan 1')).toHaveValue('');
  await expect(dialog.getByLabel('Alan 2')).toHaveValue('');
  await dialog.getByRole('button', { name: 'Vazgeç' }).click();
  await expect(dialog).toHaveCount(0);
});

test('edit copies the row into the form, saves it, closes and reloads the list', async ({ page }) => {
  await openExamples(page);
  const field1 = uniqueText('Pilates');
  await addExample(page, field1, 'Sabah grubu');
  const calls = recordExampleCalls(page);

  await page.getByRole('button', { name: `Düzenle: ${field1}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Kaydı Düzenle' });
  await expect(dialog.getByLabel('Alan 1')).toHaveValue(field1);
  await expect(dialog.getByLabel('Alan 2')).toHaveValue('Sabah grubu');

  await dialog.getByLabel('Alan 2').fill('Akşam grubu');
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(toasts(page, 'info')).toContainText('Kayıt güncellendi.');
  await expect(exampleRow(page, field1)).toContainText('Akşam grubu');
  await expect.poll(() => calls).toEqual(['Update', 'Query']);

  await page.reload();
  await expect(exampleRow(page, field1)).toContainText('Akşam grubu');
});

test('delete asks "Veriyi Sil?" first: cancel or close keeps the row, Delete removes it', async ({
  page,
}) => {
  await openExamples(page);
  const field1 = uniqueText('Zumba');
  await addExample(page, field1, 'Çukurambar');
  const calls = recordExampleCalls(page);
  const question = page.getByRole('alertdialog', { name: 'Veriyi Sil?' });
  const askToDelete = () => page.getByRole('button', { name: `Sil: ${field1}` }).click();

  await askToDelete();
  await expect(question).toContainText(`“${field1}” kaydını silmek istediğinize emin misiniz?`);
  await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toHaveCount(0);

  await askToDelete();
  await question.getByRole('button', { name: 'Kapat' }).click();
  await expect(question).toHaveCount(0);

  await askToDelete();
  await page.keyboard.press('Escape');
  await expect(question).toHaveCount(0);
  await expect(exampleRow(page, field1)).toBeVisible();
  expect(calls).toEqual([]);

  await askToDelete();
  await question.getByRole('button', { name: 'Delete' }).click();
  await expect(question).toHaveCount(0);
  await expect(toasts(page, 'info')).toContainText('Kayıt silindi.');
  await expect(exampleRow(page, field1)).toHaveCount(0);
  await expect.poll(() => calls).toEqual(['DeleteById', 'Query']);
});

test('the search box filters the table by field 1 and field 2, case-insensitively in Turkish', async ({
  page,
}) => {
  await openExamples(page);
  const tag = uniqueText('Arama');
  await addExample(page, `${tag} Işıklı Salon`, 'İncek');
  await addExample(page, `${tag} Yüzme`, 'ISPARTA şubesi');
  const search = page.getByLabel('Tabloda ara');

  await search.fill(tag.toLocaleUpperCase('tr-TR'));
  await expect(page.getByRole('row')).toHaveCount(3);

  await search.fill(`${tag} ıŞIKLI`);
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(exampleRow(page, `${tag} Işıklı Salon`)).toBeVisible();

  // Field 2, with Turkish case pairs: "incek" finds "İncek", "ısparta" finds "ISPARTA".
  await search.fill('incek');
  await expect(exampleRow(page, `${tag} Işıklı Salon`)).toBeVisible();
  await expect(exampleRow(page, `${tag} Yüzme`)).toHaveCount(0);
  await search.fill('ısparta');
  await expect(exampleRow(page, `${tag} Yüzme`)).toBeVisible();
  await expect(exampleRow(page, `${tag} Işıklı Salon`)).toHaveCount(0);

  await search.fill(`${tag} nothing like this`);
  await expect(page.getByRole('cell', { name: 'Aramanızla eşleşen kayıt yok.' })).toBeVisible();

  await search.fill('');
  await expect(exampleRow(page, `${tag} Yüzme`)).toBeVisible();
  await expect(exampleRow(page, `${tag} Işıklı Salon`)).toBeVisible();
});
