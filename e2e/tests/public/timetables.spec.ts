import { expect, test } from '../../support/test';

const scheduleRows = [
  ['Yoga', '09.00-11.00'],
  ['Running', '11.00-12.00'],
  ['Gym', '12.00-14.00'],
  ['Free Hand', '16.00-18.00'],
  ['Fitness', '18.00-19.00'],
  ['Aerobics', '19.00-21.00'],
];

test('Schedule: breadcrumb, Monday to Saturday tabs, six rows a day with "JOIN NOW"', async ({ page }) => {
  await page.goto('/schedule');
  await expect(page.getByRole('heading', { level: 1, name: 'Haftalık Ders Programı' })).toBeVisible();
  const breadcrumb = page.getByRole('navigation', { name: 'Sayfa yolu' });
  await expect(breadcrumb.getByRole('link', { name: 'Ana Sayfa' })).toHaveAttribute('href', '/');

  const tabs = page.getByRole('tablist', { name: 'Günler' }).getByRole('tab');
  const days = ['Pazartesi', 'Salı', 'Çarşamba', 'Perşembe', 'Cuma', 'Cumartesi'];
  await expect(tabs).toHaveText(days);
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');

  for (const day of days) {
    await page.getByRole('tab', { name: day, exact: true }).click();
    await expect(page.getByRole('tab', { name: day, exact: true })).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel');
    await expect(panel).toHaveCount(1);
    await expect(panel).toHaveAttribute(
      'aria-labelledby',
      (await page.getByRole('tab', { name: day, exact: true }).getAttribute('id')) ?? '',
    );
    const rows = panel.locator('tbody tr');
    await expect(rows).toHaveCount(6);
    for (const [index, [className, time]] of scheduleRows.entries()) {
      const row = rows.nth(index);
      await expect(row.getByRole('rowheader')).toHaveText(className as string);
      await expect(row.getByRole('cell').first()).toHaveText(time as string);
      expect(((await row.getByRole('cell').nth(1).textContent()) ?? '').trim().length).toBeGreaterThan(3);
      const join = row.getByRole('link', { name: /^JOIN NOW/ });
      await expect(join).toHaveAttribute('href', '/contact');
      await expect(join).toContainText('JOIN NOW');
    }
  }

  await page.getByRole('tab', { name: 'Salı', exact: true }).getByText('Salı').click();
  await page
    .getByRole('tabpanel')
    .getByRole('link', { name: /^JOIN NOW/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/contact$/);
});

test('the day tabs follow the WAI-ARIA pattern: arrows, Home and End switch the panel', async ({ page }) => {
  await page.goto('/schedule');
  const monday = page.getByRole('tab', { name: 'Pazartesi', exact: true });
  await monday.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Salı', exact: true })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Salı', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toHaveAccessibleName('Salı');
  await page.keyboard.press('End');
  await expect(page.getByRole('tabpanel')).toHaveAccessibleName('Cumartesi');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tabpanel')).toHaveAccessibleName('Pazartesi');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tabpanel')).toHaveAccessibleName('Cumartesi');
  await page.keyboard.press('Home');
  await expect(monday).toBeFocused();
  await expect(monday).toHaveAttribute('tabindex', '0');
  await expect(page.getByRole('tab', { name: 'Salı', exact: true })).toHaveAttribute('tabindex', '-1');
});

for (const club of [
  { path: '/club/umitkoy', monday: ['09.30-10.15', 'Pilates (R)', 'Ayşe Demir'], sunday: 'Bachata Dance' },
  { path: '/cukurambar', monday: ['07.15-08.00', 'Core Workout', 'Cem Arıkan'], sunday: 'Tae-Bo' },
]) {
  test(`${club.path}: "Grup Ders Programı" has seven day tabs, Monday first and active`, async ({ page }) => {
    await page.goto(club.path);
    const section = page.getByRole('region', { name: 'Grup Ders Programı' });
    const tabs = section.getByRole('tab');
    await expect(tabs).toHaveText([
      'Pazartesi',
      'Salı',
      'Çarşamba',
      'Perşembe',
      'Cuma',
      'Cumartesi',
      'Pazar',
    ]);
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');

    const panel = section.getByRole('tabpanel');
    await expect(panel).toHaveAccessibleName('Pazartesi');
    const firstRow = panel.locator('tbody tr').first();
    await expect(firstRow.locator('td, th')).toHaveText(club.monday);
    await expect(panel.locator('thead th')).toHaveText(['Saat', 'Ders', 'Eğitmen']);

    const known =
      /^(Yoga|Total Body|Kick Boks|Spinning|Pilates|Zumba|Core Workout|Kangoo Jumps|Bachata Dance|Tae-Bo|Kids KickBoks|Dumbell Workout)( \(R\))?$/;
    for (const day of ['Salı', 'Çarşamba', 'Perşembe', 'Cuma', 'Cumartesi', 'Pazar']) {
      await section.getByRole('tab', { name: day, exact: true }).click();
      await expect(section.getByRole('tabpanel')).toHaveAccessibleName(day);
      const classNames = await section.getByRole('tabpanel').getByRole('rowheader').allTextContents();
      expect(classNames.length).toBeGreaterThan(2);
      for (const name of classNames) expect(name).toMatch(known);
      const times = await section.getByRole('tabpanel').locator('tbody td:first-child').allTextContents();
      for (const time of times) expect(time).toMatch(/^\d\d\.\d\d-\d\d\.\d\d$/);
    }
    await expect(section.getByRole('tabpanel')).toContainText(club.sunday);
    await expect(section).toContainText('(R): Rezervasyonlu ders');
  });
}
