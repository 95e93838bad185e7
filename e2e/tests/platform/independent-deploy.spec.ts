import { cp } from 'node:fs/promises';
import { variantDist } from '../../fixtures/variant-builds';
import { fingerprint } from '../../support/fingerprint';
import { serveSiteCopy } from '../../support/site-copy';
import { expect, test } from '../../support/test';

test('a remote rebuilt and copied over its old files is picked up on reload; the shell is untouched', async ({
  page,
}) => {
  const site = await serveSiteCopy();
  try {
    const shellBefore = await fingerprint(site.layout.shell);

    await page.goto(`${site.baseUrl}/about`);
    await expect(page.getByRole('heading', { level: 1, name: 'Hakkımızda' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).not.toContainText('yeni sürüm');

    // The remote's team deploys: its new files over the old ones, nothing else.
    const remotePublicRoot = site.layout.remotes.find((mount) => mount.prefix === '/remotes/public/')?.root;
    if (!remotePublicRoot) throw new Error('remote-public is not mounted');
    await cp(variantDist('public-new-footer'), remotePublicRoot, { recursive: true, force: true });

    await page.reload();
    await expect(page.getByRole('contentinfo')).toContainText('© 2024 · yeni sürüm');
    await expect(page.getByRole('heading', { level: 1, name: 'Hakkımızda' })).toBeVisible();

    expect(await fingerprint(site.layout.shell)).toEqual(shellBefore);
  } finally {
    await site.close();
  }
});
