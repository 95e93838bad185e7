import { cp } from 'node:fs/promises';
import { join } from 'node:path';
import { variantDist } from '../../fixtures/variant-builds';
import { recordViolations } from '../../support/csp-violations';
import { fingerprint } from '../../support/fingerprint';
import { publicRoutes } from '../../support/routes';
import { repoRoot, serveSiteCopy } from '../../support/site-copy';
import { expect, test } from '../../support/test';

test('a page added to remote-public alone is served on the next load; not a byte of the shell changes', async ({
  page,
}) => {
  const site = await serveSiteCopy();
  const shellBefore = await fingerprint(site.layout.shell);
  try {
    await page.goto(`${site.baseUrl}/yeni-sayfa`);
    await expect(page).toHaveURL(`${site.baseUrl}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Sportif Yaşam Merkezi' })).toBeVisible();

    // remote-public's team deploys its new build over the old one, nothing else.
    const remotePublicRoot = site.layout.remotes.find((mount) => mount.prefix === '/remotes/public/')?.root;
    if (!remotePublicRoot) throw new Error('remote-public is not mounted');
    await cp(variantDist('public-new-page'), remotePublicRoot, { recursive: true, force: true });
    // The server looks at a deployed file again within a second of a change: the next page load
    // after it has seen the new routes.json gets the page.
    await expect
      .poll(async () => (await fetch(`${site.baseUrl}/runtime-config.json`)).text())
      .toContain('"/yeni-sayfa"');

    const violations = await recordViolations(page);
    await page.goto(`${site.baseUrl}/yeni-sayfa`);
    await expect(page.getByRole('heading', { level: 1, name: 'Yeni Sayfa' })).toBeVisible();
    expect(page.url()).toBe(`${site.baseUrl}/yeni-sayfa`);
    await expect(page.getByRole('contentinfo')).toContainText('© 2024');
    expect(await violations()).toEqual([]);

    // The server preloads the new page's file, from the same declaration.
    const html = await (await fetch(`${site.baseUrl}/yeni-sayfa`)).text();
    expect(html).toMatch(
      /<link rel="preload" href="\/remotes\/public\/__federation_expose_NewPage\.[0-9a-f]{10}\.js"/,
    );

    for (const route of publicRoutes.filter((route) =>
      ['/', '/about', '/club/umitkoy', '/kvkk'].includes(route.path),
    )) {
      await page.goto(`${site.baseUrl}${route.path}`);
      await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
      expect(page.url()).toBe(`${site.baseUrl}${route.path}`);
    }
    const shellAfter = await fingerprint(site.layout.shell);
    expect(shellAfter).toEqual(shellBefore);
    expect(shellAfter).toEqual(await fingerprint(join(repoRoot, 'shell/dist')));
  } finally {
    await site.close();
  }
});
