import { seedExamples } from '@sportif/api/example-seed';
import { signIn } from '../../support/admin-session';
import { recordViolations } from '../../support/csp-violations';
import { type OwnSite, serveOwnSite } from '../../support/own-site';
import { expect, type Page, test } from '../../support/test';

/** Records of their own word ("zıpzıp" in every case), added after the seeded ones. */
const tagged: [string, string][] = [
  ['İzmir Zıpzıp Kulübü', 'Ankara'],
  ['izmir zıpzıp grubu', 'Çankaya'],
  ['ZIPZIP Işıklı', 'Ümitköy'],
  ['Çağla zıpzıp', 'ışık'],
  ['Şule Zıpzıp', 'İNCEK ZIPZIP'],
];
const seeded = 3_000;
const total = seeded + tagged.length;

let site: OwnSite;

// One seeded site for the file, its tests one after the other in one worker.
test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  // A database of its own: an initdb and the migrations, which take a while on a busy machine.
  test.setTimeout(120_000);
  site = await serveOwnSite({
    prepare: async (db) => {
      await seedExamples(db, seeded, { seed: 11 });
      for (const [field1, field2] of tagged) {
        await db.query('INSERT INTO examples (field1, field2) VALUES ($1, $2)', [field1, field2]);
      }
    },
  });
});
test.afterAll(() => site?.close());

const dataRows = (page: Page) => page.getByRole('row').filter({ has: page.getByRole('cell') });
const field1Cells = (page: Page) => dataRows(page).locator('td:nth-child(2)');
const firstNumber = (page: Page) => dataRows(page).first().getByRole('cell').first();

async function openExamples(page: Page): Promise<void> {
  await signIn(page, `${site.baseUrl}/admin/examples`);
  await expect(page.getByRole('heading', { level: 1, name: 'Examples' })).toBeVisible();
}

test('shows the total and one page of 50 rows, newest first with each record’s own number, and pages', async ({
  page,
}) => {
  const violations = await recordViolations(page);
  await openExamples(page);
  const pager = page.getByRole('navigation', { name: 'Sayfalar' });
  await expect(page.getByText('3.005 kayıt', { exact: true })).toBeVisible();
  await expect(pager).toContainText('1–50 / 3.005');
  await expect(pager).toContainText('Sayfa 1 / 61');
  await expect(dataRows(page)).toHaveCount(50);
  await expect(firstNumber(page)).toHaveText(String(total));
  await expect(field1Cells(page).first()).toHaveText('Şule Zıpzıp');
  await expect(page.getByRole('columnheader', { name: '#' })).toHaveAttribute('aria-sort', 'descending');
  await expect(pager.getByRole('button', { name: 'Önceki sayfa' })).toBeDisabled();

  await pager.getByRole('button', { name: 'Sonraki sayfa' }).click();
  await expect(pager).toContainText('51–100 / 3.005');
  await expect(firstNumber(page)).toHaveText(String(total - 50));
  await expect(dataRows(page)).toHaveCount(50);

  await pager.getByRole('button', { name: 'Son sayfa' }).click();
  await expect(pager).toContainText('3.001–3.005 / 3.005');
  await expect(pager).toContainText('Sayfa 61 / 61');
  await expect(dataRows(page)).toHaveCount(5);
  await expect(dataRows(page).last().getByRole('cell').first()).toHaveText('1');
  await expect(pager.getByRole('button', { name: 'Sonraki sayfa' })).toBeDisabled();

  // Sorting starts the list again at its first page.
  await page.getByRole('button', { name: '#' }).click();
  await expect(page.getByRole('columnheader', { name: '#' })).toHaveAttribute('aria-sort', 'ascending');
  await expect(pager).toContainText('1–50 / 3.005');
  await expect(firstNumber(page)).toHaveText('1');
  expect(await violations()).toEqual([]);
});

test('searches both fields with Turkish case rules and sorts the matches in Turkish order', async ({
  page,
}) => {
  const violations = await recordViolations(page);
  await openExamples(page);
  const search = page.getByLabel('Tabloda ara');

  await search.pressSequentially('zıpZIP', { delay: 40 });
  await expect(page.getByText('5 eşleşen kayıt', { exact: true })).toBeVisible();
  await expect(dataRows(page)).toHaveCount(5);
  // Newest first still: the order they were added, turned around.
  await expect(field1Cells(page)).toHaveText(tagged.map(([field1]) => field1).reverse());

  await page.getByRole('button', { name: 'Alan 1' }).click();
  const turkishOrder = [
    'Çağla zıpzıp',
    'izmir zıpzıp grubu',
    'İzmir Zıpzıp Kulübü',
    'Şule Zıpzıp',
    'ZIPZIP Işıklı',
  ];
  await expect(field1Cells(page)).toHaveText(turkishOrder);
  await expect(page.getByRole('columnheader', { name: 'Alan 1' })).toHaveAttribute('aria-sort', 'ascending');
  await page.getByRole('button', { name: 'Alan 1' }).click();
  await expect(field1Cells(page)).toHaveText([...turkishOrder].reverse());

  // Field 2, İ with i and I with ı.
  await search.fill('İncek zıpzıp');
  await expect(field1Cells(page)).toHaveText(['Şule Zıpzıp']);
  await search.fill('ZİPZİP');
  await expect(page.getByRole('cell', { name: 'Aramanızla eşleşen kayıt yok.' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Sayfalar' })).toHaveCount(0);

  await search.fill('');
  await expect(page.getByText('3.005 kayıt', { exact: true })).toBeVisible();
  expect(await violations()).toEqual([]);
});
