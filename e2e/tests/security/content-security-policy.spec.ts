import { createHash } from 'node:crypto';
import { signIn } from '../../support/admin-session';
import { recordViolations } from '../../support/csp-violations';
import { attributeText } from '../../support/markup';
import { stubMaps, waitForPageComplete, waitForShell } from '../../support/public-site';
import { publicRoutes } from '../../support/routes';
import { type APIRequestContext, expect, test } from '../../support/test';

/** The Content-Security-Policy of the answer to `path`, by directive. */
async function policyOf(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  const headers = response.headers();
  const policy: Record<string, string[]> = Object.fromEntries(
    (headers['content-security-policy'] ?? '').split('; ').map((directive) => {
      const [name, ...values] = directive.split(' ');
      return [name, values];
    }),
  );
  return { policy, headers, html: await response.text() };
}

const cspHash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

test('the site sends a strict Content-Security-Policy and the other security headers', async ({
  request,
}) => {
  // A page the browser renders (the sign-in page) carries nothing inline.
  const { policy, headers } = await policyOf(request, '/login');
  expect(policy['script-src']).toEqual(["'self'"]);
  expect(policy['style-src']).toEqual(["'self'"]);
  expect(policy['style-src-attr']).toBeUndefined();
  expect(policy['object-src']).toEqual(["'none'"]);
  expect(policy['frame-ancestors']).toEqual(["'none'"]);
  expect(policy['frame-src']).toEqual(['https://www.google.com']);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['cross-origin-resource-policy']).toBe('same-origin');
  // Plain HTTP here: HSTS belongs to TLS only (server/src/security-headers.test.ts covers it).
  expect(headers['strict-transport-security']).toBeUndefined();
});

test('a page the server rendered allows exactly what it carries inline, each by its hash', async ({
  request,
}) => {
  for (const path of ['/', '/umitkoy']) {
    const { policy, html } = await policyOf(request, path);
    const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) =>
      cspHash(match[1] as string),
    );
    const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) =>
      cspHash(match[1] as string),
    );
    expect(scripts, path).toHaveLength(1);
    expect(policy['script-src'], path).toEqual(["'self'", ...scripts]);
    // The shell's stylesheet and its modules' in one style (each style costs a hash in the header).
    expect(styles, path).toHaveLength(1);
    expect(policy['style-src'], path).toEqual(["'self'", ...[...new Set(styles)].sort()]);
    // Style attributes in the markup (none on some pages): each allowed by its hash, and no other.
    const attributes = [
      ...new Set(
        [...html.matchAll(/ style="([^"]*)"/g)].map((match) => cspHash(attributeText(match[1] as string))),
      ),
    ];
    expect(policy['style-src-attr'], path).toEqual(
      attributes.length > 0 ? ["'unsafe-hashes'", ...attributes.sort()] : undefined,
    );
    expect(policy['script-src'], path).not.toContain("'unsafe-inline'");
    expect(policy['style-src'], path).not.toContain("'unsafe-inline'");
  }
});

test("the shell's own scripts and stylesheet carry Subresource Integrity", async ({ page, request }) => {
  // The pages as served: every script and stylesheet of the shell is pinned by its hash, as a tag
  // (a page the browser renders) or as the preload a rendered page starts its script from.
  for (const path of ['/login', '/']) {
    const html = await (await request.get(path)).text();
    const tags =
      html.match(/<(script|link)\b[^>]*\b(src|href)="\/(?!remotes\/)[^"]+\.(js|css)"[^>]*>/g) ?? [];
    expect(tags.length, path).toBeGreaterThanOrEqual(path === '/' ? 1 : 2);
    for (const tag of tags) expect(tag, tag).toMatch(/\bintegrity="sha(256|384)-[A-Za-z0-9+/=]+"/);
  }
  // And the browser accepts them: the page runs.
  await page.goto('/');
  await waitForShell(page);
});

test('the violation listener sees a blocked resource (the checks below are not vacuous)', async ({
  page,
}) => {
  const violations = await recordViolations(page);
  await page.route('https://example.com/**', (route) => route.abort());
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'Hakkımızda' })).toBeVisible();
  await page.evaluate(() => {
    const image = document.createElement('img');
    image.src = 'https://example.com/tracker.png';
    document.body.append(image);
  });
  await expect.poll(violations).toEqual([expect.stringContaining('img-src https://example.com/tracker.png')]);
});

for (const route of publicRoutes) {
  test(`${route.path} raises no CSP violation, with everything that loads after the page`, async ({
    page,
  }) => {
    const violations = await recordViolations(page);
    await stubMaps(page);
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
    await waitForPageComplete(page);
    expect(await violations()).toEqual([]);
  });
}

test('neither the lightbox nor a toast raises a CSP violation', async ({ page }) => {
  const violations = await recordViolations(page);
  await page.goto('/umitkoy');
  await page
    .getByRole('button', { name: /^Büyüt:/ })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await violations(), 'lightbox').toEqual([]);

  await page.goto('/contact');
  await page.getByRole('button', { name: 'Gönder' }).click();
  await expect(page.getByText('Eksik bilgileri tamamlayınız!')).toBeVisible();
  expect(await violations(), 'toast').toEqual([]);
});

test('neither sign-in nor the admin raise a CSP violation', async ({ page }) => {
  const violations = await recordViolations(page);
  await signIn(page, '/admin/examples');
  await expect(page.getByRole('heading', { level: 1, name: 'Examples' })).toBeVisible();
  await page.getByRole('button', { name: 'Yeni Kayıt' }).click();
  await expect(page.getByRole('dialog', { name: 'Yeni Kayıt' })).toBeVisible();
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Ana Sayfa' })).toBeVisible();
  expect(await violations()).toEqual([]);
});
