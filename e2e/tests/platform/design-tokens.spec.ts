import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { signIn } from '../../support/admin-session';
import { expect, type Page, test } from '../../support/test';

/**
 * The design tokens (@sportif/ui's tokens.css) are on every page, whichever remote renders it: the
 * shell puts them in its stylesheet, which a page the server rendered carries inline.
 */
const tokensCss = readFileSync(createRequire(import.meta.url).resolve('@sportif/ui/tokens.css'), 'utf8');
const tokenNames = [...tokensCss.matchAll(/^\s*(--[\w-]+):/gm)].map((match) => match[1] as string);

/** Each token's value on the page's root element; '' for one the page does not define. */
function tokensOn(page: Page): Promise<Record<string, string>> {
  return page.evaluate((names) => {
    const root = getComputedStyle(document.documentElement);
    return Object.fromEntries(names.map((name) => [name, root.getPropertyValue(name).trim()]));
  }, tokenNames);
}

async function expectEveryToken(page: Page): Promise<void> {
  const values = await tokensOn(page);
  expect(Object.entries(values).filter(([, value]) => value === '')).toEqual([]);
  expect(values['--red-600']).toBe('#c8102e');
}

test('reads the tokens it checks from the tokens file', () => {
  expect(tokenNames).toEqual(
    expect.arrayContaining(['--red-600', '--focus-ring', '--space-4', '--font-size-5']),
  );
});

test.describe('a page the server rendered, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('has every token from its HTML alone, and paints with them', async ({ page }) => {
    await page.goto('/umitkoy');
    await expectEveryToken(page);
    // The header's join button: the brand red, from the shell's inline stylesheet.
    await expect(page.getByRole('link', { name: 'Bize Katıl' })).toHaveCSS(
      'background-color',
      'rgb(200, 16, 46)',
    );
  });
});

test('the sign-in page and the back-office, rendered in the browser, have every token', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Giriş Yap' })).toBeVisible();
  await expectEveryToken(page);
  await expect(page.getByRole('button', { name: 'Giriş Yap', exact: true })).toHaveCSS(
    'background-color',
    'rgb(200, 16, 46)',
  );

  await signIn(page, '/admin/examples');
  await expectEveryToken(page);
  await expect(page.getByRole('button', { name: 'Yeni Kayıt' })).toHaveCSS(
    'background-color',
    'rgb(200, 16, 46)',
  );
});
