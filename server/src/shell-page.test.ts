import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deployedFiles, recheckAfterMs } from './deployed-files';
import { createShellPage } from './shell-page';

function deployedSite() {
  const root = mkdtempSync(join(tmpdir(), 'shell-page-'));
  const shell = join(root, 'shell');
  const remotePublic = join(root, 'remote-public');
  mkdirSync(shell);
  mkdirSync(remotePublic);
  writeFileSync(join(shell, 'index.html'), '<html><head><title>t</title></head><body></body></html>');
  writeFileSync(
    join(shell, 'runtime-config.json'),
    JSON.stringify({ apiBaseUrl: '/api/', remotes: { remote_public: '/remotes/public/remoteEntry.js' } }),
  );
  writeFileSync(
    join(remotePublic, 'routes.json'),
    JSON.stringify({
      layouts: { public: './PublicLayout' },
      pages: [{ path: '/about', module: './AboutPage', layout: 'public' }],
    }),
  );
  const manifest = (aboutFile: string) =>
    JSON.stringify({
      exposes: [
        { name: 'PublicLayout', assets: { js: { sync: ['layout.js'] }, css: { sync: [] } } },
        { name: 'AboutPage', assets: { js: { sync: [aboutFile] }, css: { sync: [] } } },
      ],
    });
  writeFileSync(join(remotePublic, 'mf-manifest.json'), manifest('about.1.js'));
  writeFileSync(join(remotePublic, 'remoteEntry.js'), 'var remote_public;');
  writeFileSync(join(remotePublic, 'about.1.js'), 'about();');
  const layout = { shell, remotes: [{ prefix: '/remotes/public/', root: remotePublic }] };
  return {
    layout,
    remotePublic,
    redeploy: (aboutFile: string) =>
      writeFileSync(join(remotePublic, 'mf-manifest.json'), manifest(aboutFile)),
  };
}

const origin = 'https://www.example.com.tr';

describe('createShellPage', () => {
  it("preloads the route's modules from the deployed manifest, following a redeploy", async () => {
    const site = deployedSite();
    let clock = 0;
    const render = createShellPage(deployedFiles(site.layout, undefined, { now: () => clock }));
    const first = (await render('/about/', origin)).html;
    // A remote's files are fetched in CORS mode with their integrity: the preloads say the same.
    const sha = (algorithm: string, text: string) =>
      `${algorithm}-${createHash(algorithm).update(text).digest('base64')}`;
    expect(first).toContain(
      `<link rel="preload" href="/remotes/public/about.1.js" as="script" crossorigin integrity="${sha('sha256', 'about();')}">`,
    );
    // The entry is checked against the runtime config's integrity only; a deployed URL has none.
    expect(first).toContain(
      '<link rel="preload" href="/remotes/public/remoteEntry.js" as="script" crossorigin>',
    );
    expect(first.indexOf('rel="preload"')).toBeLessThan(first.indexOf('</head>'));

    await new Promise((resolve) => setTimeout(resolve, 20));
    site.redeploy('about.2.js');
    clock = recheckAfterMs;
    expect((await render('/about', origin)).html).toContain('href="/remotes/public/about.2.js"');
  });

  it('sends an unknown route with the runtime config in the page and nothing to preload', async () => {
    const render = createShellPage(deployedFiles(deployedSite().layout));
    const { html, inline } = await render('/nope', origin);
    expect(html).not.toContain('rel="preload"');
    const config = /<script type="application\/json" id="runtime-config">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(config ?? 'null')).toMatchObject({
      apiBaseUrl: '/api/',
      routes: { remote_public: {} },
    });
    // A page the browser renders carries nothing inline that its policy would need to allow.
    expect(inline).toBeUndefined();
  });

  it("writes the page's own title and its tags for search engines from its remote's page-heads.json", async () => {
    const site = deployedSite();
    writeFileSync(
      join(site.remotePublic, 'page-heads.json'),
      JSON.stringify({
        '/about': {
          title: 'Hakkımızda - Sportif Yaşam Merkezi',
          description: 'Biz "kimiz" <ve> neler yaparız.',
          image: 'og-image.png',
          breadcrumb: [
            { name: 'Ana Sayfa', path: '/' },
            { name: 'Hakkımızda', path: '/about' },
          ],
          structuredData: [{ '@type': 'Organization', url: '/', name: '</script><b>' }],
        },
      }),
    );
    const page = (await createShellPage(deployedFiles(site.layout))('/about/', origin)).html;
    expect(page).toContain('<title>Hakkımızda - Sportif Yaşam Merkezi</title>');
    expect(page.match(/<title>/g)).toHaveLength(1);
    expect(page).toContain(`<link rel="canonical" href="${origin}/about" data-page-head>`);
    expect(page).toContain(
      '<meta name="description" content="Biz &#34;kimiz&#34; &#60;ve&#62; neler yaparız." data-page-head>',
    );

    expect(page).toContain(`<meta property="og:url" content="${origin}/about" data-page-head>`);
    expect(page).toContain('<meta property="og:locale" content="tr_TR" data-page-head>');
    expect(page).toContain(
      `<meta property="og:image" content="${origin}/remotes/public/og-image.png" data-page-head>`,
    );
    expect(page).toContain('<meta name="twitter:card" content="summary_large_image" data-page-head>');
    const structured = [
      ...page.matchAll(/<script type="application\/ld\+json" data-page-head>(.*?)<\/script>/g),
    ].map((match) => JSON.parse(match[1] as string));
    expect(structured).toEqual([
      { '@type': 'Organization', url: `${origin}/`, name: '</script><b>' },
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Ana Sayfa', item: `${origin}/` },
          { '@type': 'ListItem', position: 2, name: 'Hakkımızda', item: `${origin}/about` },
        ],
      },
    ]);
  });

  it('keeps the shell page as it is for a page its remote says nothing about', async () => {
    const page = (await createShellPage(deployedFiles(deployedSite().layout))('/about', origin)).html;
    expect(page).toContain('<title>t</title>');
    expect(page).not.toContain('og:title');
  });
});
