import { expect, type Page, test } from '../../support/test';

interface ShareEntry {
  pkg: string;
  version: string;
  from: string;
}

test('every singleton is provided once, by the shell, and used by the remotes', async ({ page }) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));

  // A club page runs components (with hooks) of remote-public and remote-media inside the shell;
  // the sign-in page runs remote-admin's.
  await page.goto('/club/umitkoy');
  await expect(page.getByRole('heading', { level: 1, name: 'Ümitköy Kulüp' })).toBeVisible();
  await expectOneProviderPerSingleton(page, ['shell', 'remote_public', 'remote_media']);

  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Giriş Yap' })).toBeVisible();
  await expectOneProviderPerSingleton(page, ['shell', 'remote_admin']);

  // Two Reacts would fail every hook in a remote with "Invalid hook call".
  expect(pageErrors).toEqual([]);
});

async function expectOneProviderPerSingleton(page: Page, expectedInstances: string[]): Promise<void> {
  const { instances, entries } = await page.evaluate(() => {
    type Shared = { from: string };
    const federation = (
      globalThis as unknown as {
        __FEDERATION__: {
          __INSTANCES__: { name: string }[];
          __SHARE__: Record<string, Record<string, Record<string, Record<string, Shared>>>>;
        };
      }
    ).__FEDERATION__;
    const found: ShareEntry[] = [];
    const shellScope = federation.__SHARE__['shell:local'] ?? {};
    for (const packages of Object.values(shellScope)) {
      for (const [pkg, versions] of Object.entries(packages)) {
        for (const [version, shared] of Object.entries(versions))
          found.push({ pkg, version, from: shared.from });
      }
    }
    return { instances: federation.__INSTANCES__.map((instance) => instance.name), entries: found };
  });

  expect(instances).toEqual(expect.arrayContaining(expectedInstances));
  for (const pkg of ['react', 'react-dom', 'react-dom/client', 'react-router-dom', '@sportif/runtime']) {
    const provided = entries.filter((entry) => entry.pkg === pkg);
    expect(provided, `${pkg} in the share scope`).toHaveLength(1);
    expect(provided[0]?.from, `${pkg} provider`).toBe('shell');
  }
}
