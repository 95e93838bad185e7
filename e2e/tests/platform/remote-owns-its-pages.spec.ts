import { cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { recordViolations } from '../../support/csp-violations';
import { fingerprint } from '../../support/fingerprint';
import { publicRoutes } from '../../support/routes';
import { repoRoot, serveSiteCopy } from '../../support/site-copy';
import { expect, test } from '../../support/test';
import { buildRemoteCopy } from '../../support/variant-build';

/** The new page's head: what it says of itself, in a .ts module the build reads too. */
const newPageHead = `import { type PageHeadText, titled } from '../../../content/site-content';

export const newPageHead: PageHeadText = {
  heading: 'Yeni Sayfa',
  meta: { title: titled('Yeni Sayfa'), description: 'Yalnızca remote-public ile yayımlanan yeni sayfa.' },
};
`;

const newPage = `import { PageMeta } from '../../../components/page-meta/page-meta';
import { newPageHead } from '../content/new-page-head';

export default function NewPage() {
  return (
    <section>
      <PageMeta {...newPageHead.meta} />
      <h1>{newPageHead.heading}</h1>
      <p>Bu sayfa yalnızca remote-public ile yayımlandı.</p>
    </section>
  );
}
`;

/** In `file` of the copy, `text` inserted after `anchor` (which must be there). */
async function insertAfter(file: string, anchor: string, text: string): Promise<void> {
  const source = await readFile(file, 'utf8');
  if (!source.includes(anchor)) throw new Error(`${file} no longer contains ${anchor}`);
  await writeFile(file, source.replace(anchor, `${anchor}\n${text}`));
}

/**
 * What remote-public's team does to add a page, file by file as the docs list them: its head and
 * its component, its expose, its declaration, its head among the page heads, its standalone entry.
 */
async function addNewPage(copyDir: string): Promise<void> {
  const feature = join(copyDir, 'src/features/new-page');
  await mkdir(join(feature, 'content'), { recursive: true });
  await mkdir(join(feature, 'components'), { recursive: true });
  await writeFile(join(feature, 'content/new-page-head.ts'), newPageHead);
  await writeFile(join(feature, 'components/new-page.tsx'), newPage);
  await insertAfter(
    join(copyDir, 'module-federation.config.ts'),
    'exposes: {',
    "    './NewPage': './src/features/new-page/components/new-page.tsx',",
  );
  await insertAfter(
    join(copyDir, 'src/routes.ts'),
    'pages: [',
    "    { path: '/yeni-sayfa', module: './NewPage', layout: 'public' },",
  );
  const pageHeads = join(copyDir, 'src/page-heads.ts');
  await insertAfter(
    pageHeads,
    "import { routes } from './routes';",
    "import { newPageHead } from './features/new-page/content/new-page-head';",
  );
  await insertAfter(
    pageHeads,
    'const innerPages: Record<string, PageHeadText> = {',
    "  './NewPage': newPageHead,",
  );
  const standalone = join(copyDir, 'src/standalone-app.tsx');
  await insertAfter(
    standalone,
    "import { routes } from './routes';",
    "import NewPage from './features/new-page/components/new-page';",
  );
  await insertAfter(standalone, 'const exposedComponents = {', "  './NewPage': NewPage,");
}

test('a page added to remote-public alone is served on the next load; not a byte of the shell changes', async ({
  page,
}) => {
  // One production build of remote-public runs inside the test.
  test.setTimeout(240_000);
  const site = await serveSiteCopy();
  const shellBefore = await fingerprint(site.layout.shell);
  try {
    const newVersion = await buildRemoteCopy('remote-public', addNewPage);
    try {
      await page.goto(`${site.baseUrl}/yeni-sayfa`);
      await expect(page).toHaveURL(`${site.baseUrl}/`);
      await expect(page.getByRole('heading', { level: 1, name: 'Sportif Yaşam Merkezi' })).toBeVisible();

      // remote-public's team deploys its new build over the old one, nothing else.
      const remotePublicRoot = site.layout.remotes.find((mount) => mount.prefix === '/remotes/public/')?.root;
      if (!remotePublicRoot) throw new Error('remote-public is not mounted');
      await cp(newVersion.dist, remotePublicRoot, { recursive: true, force: true });
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
    } finally {
      await newVersion.cleanUp();
    }
    const shellAfter = await fingerprint(site.layout.shell);
    expect(shellAfter).toEqual(shellBefore);
    expect(shellAfter).toEqual(await fingerprint(join(repoRoot, 'shell/dist')));
  } finally {
    await site.close();
  }
});
