import { addExample, exampleRow, signIn, uniqueText } from '../../support/admin-session';
import { expect, test } from '../../support/test';

test('an Example whose fields hold HTML and script is shown as text and runs nothing', async ({ page }) => {
  const tag = uniqueText('xss').replace(' ', '-');
  const field1 = `<img src=x onerror="window.__hacked='${tag}'"> ${tag}`;
  const field2 = `<script>window.__hacked='${tag}'</script><b onmouseover="window.__hacked=1">kalın</b>`;
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  await signIn(page, '/admin/examples');
  await addExample(page, field1, field2);

  const row = exampleRow(page, tag);
  await expect(row.getByRole('cell').nth(1)).toHaveText(field1);
  await expect(row.getByRole('cell').nth(2)).toHaveText(field2);
  await row.hover();
  await expect(row.locator('img, script, b')).toHaveCount(0);

  // The edit form and the delete confirmation show the same text as text too.
  await row.getByRole('button', { name: /Düzenle/ }).click();
  await expect(page.getByRole('dialog').getByLabel('Alan 1')).toHaveValue(field1);
  await page.keyboard.press('Escape');
  await row.getByRole('button', { name: /Sil/ }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(field1);
  await expect(confirm.locator('img')).toHaveCount(0);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);

  expect(await page.evaluate(() => (window as unknown as { __hacked?: unknown }).__hacked)).toBeUndefined();
  expect(dialogs).toEqual([]);
});
