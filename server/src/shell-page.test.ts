import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deployedFiles, recheckAfterMs } from './deployed-files';
import { cspHash } from './prerendered-page/prerendered-page';
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
    /**
     * A new manifest with a later modification time than the one it replaces, as a deploy a
     * moment later gives it (written at once, it could carry the same one).
     */
    redeploy: (aboutFile: string) => {
      const file = join(remotePublic, 'mf-manifest.json');
      const later = new Date(statSync(file).mtimeMs + 1000);
      writeFileSync(file, manifest(aboutFile));
      utimesSync(file, later, later);
    },
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

describe('a page a release rendered', () => {
  const shellPage =
    '<!doctype html><html><head><title>t</title>' +
    '<script crossorigin defer fetchpriority="high" integrity="sha256-main=" src="/main.1.js"></script>' +
    '<link crossorigin href="/main.1.css" integrity="sha256-css=" rel="stylesheet"></head><body><div id="root"></div></body></html>';
  const config = {
    apiBaseUrl: '/api/',
    remotes: {
      remote_public: {
        entry: '/remotes/public/v1/remoteEntry.js',
        integrity: 'sha384-p',
        version: 'v1',
        fallback: null,
      },
      remote_admin: {
        entry: '/remotes/admin/v1/remoteEntry.js',
        integrity: 'sha384-a',
        version: 'v1',
        fallback: null,
      },
    },
    routes: {
      remote_public: {
        layouts: { public: './Layout' },
        pages: [{ path: '/about', module: './About', layout: 'public' }],
      },
      remote_admin: { pages: [{ path: '/login', module: './Login', signIn: true }] },
    },
  };
  // The same object while the config does not change, as the release store hands it out.
  const composed = { config, text: JSON.stringify(config) };
  const stylesheets: Record<string, string> = {
    '/main.1.css': 'body{margin:0}',
    '/remotes/public/v1/about.css': '.a{color:red}',
  };
  const renderedAbout = {
    path: '/about',
    html: '<title>Hakkımızda</title><meta name="description" content="d"/><div data-federated-area="remote_public/About" style="color:red"><h1>Hakkımızda</h1></div>',
    modules: ['remote_public/Layout', 'remote_public/About'],
    failures: [],
  };
  const startup = {
    script: 'start()',
    entryAttribute: 'data-shell-entry',
    preloadAfterPaintAttribute: 'data-preload-after-paint',
    layoutDeferredAttribute: 'data-layout-deferred',
  };
  const files = {
    shellRoots: async () => [],
    shellPage: async () => shellPage,
    runtimeConfig: async () => composed,
    integrity: async (url: string) => `sha256-of-${url}`,
    manifest: async () => ({
      exposes: [
        { name: 'Layout', assets: { js: { sync: ['layout.js'] }, css: { sync: [] } } },
        { name: 'About', assets: { js: { sync: ['about.js'] }, css: { sync: ['about.css'] } } },
      ],
    }),
    remoteJson: async () => undefined,
    stylesheet: async (url: string) => stylesheets[url],
    prerenderedPage: async (path: string) => (path === '/about' ? renderedAbout : undefined),
    pageStartup: async () => startup,
  } as unknown as Parameters<typeof createShellPage>[0];

  it('holds its markup, its stylesheets inline and the config it was rendered with, and starts the shell after its paint', async () => {
    const { html, inline } = await createShellPage(files)('/about', origin);
    expect(html).toContain(
      '<div id="root"><div data-federated-area="remote_public/About" style="color:red"><h1>Hakkımızda</h1></div></div>',
    );
    // Its own title, from its render, and no second one.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Hakkımızda</title>');
    // The shell's stylesheet and the page module's, inline in one style, in that order; the
    // module's marked for its chunk loading.
    expect(html).toContain(
      `<style>body{margin:0}\n.a{color:red}</style><link rel="stylesheet" href="${origin}/remotes/public/v1/about.css" disabled>`,
    );
    expect(html).not.toContain('rel="stylesheet" href="/main.1.css"');
    // The shell's entry and the module's files are fetched once the page has painted: links the
    // inline script makes preloads, and the entry is run by that script, not by a tag of its own.
    expect(html).not.toContain('src="/main.1.js"');
    expect(html).toContain(
      '<link as="script" href="/main.1.js" crossorigin fetchpriority="high" integrity="sha256-main=" data-shell-entry>',
    );
    expect(html).toContain(
      '<link data-preload-after-paint href="/remotes/public/v1/about.js" as="script" crossorigin',
    );
    expect(html).not.toMatch(/<link rel="preload"[^>]*as="script"/);
    // The config of the public remotes only: no file of the back-office is named.
    const carried = JSON.parse(
      /<script type="application\/json" id="runtime-config">(.*?)<\/script>/.exec(html)?.[1] ?? '{}',
    );
    expect(Object.keys(carried.remotes)).toEqual(['remote_public']);
    expect(carried.complete).toBe(false);
    expect(html).not.toContain('/remotes/admin/');
    // What its policy must allow: the live shell's start script, one style, one style attribute.
    expect(html).toContain('data-shell-entry><script>start()</script>');
    expect(inline?.scripts).toEqual([cspHash('start()')]);
    expect(inline?.styles).toEqual([cspHash('body{margin:0}\n.a{color:red}')]);
    expect(inline?.styleAttributes).toEqual([cspHash('color:red')]);
  });

  it('keeps a stylesheet it cannot read as a link, between the rules before and after it', async () => {
    const withLayoutCss = {
      ...files,
      manifest: async () => ({
        exposes: [
          { name: 'Layout', assets: { js: { sync: ['layout.js'] }, css: { sync: ['layout.css'] } } },
          { name: 'About', assets: { js: { sync: ['about.js'] }, css: { sync: ['about.css'] } } },
        ],
      }),
    };
    const { html, inline } = await createShellPage(withLayoutCss)('/about', origin);
    expect(html).toContain(
      '<style>body{margin:0}</style><link rel="stylesheet" href="/remotes/public/v1/layout.css" crossorigin>' +
        `<style>.a{color:red}</style><link rel="stylesheet" href="${origin}/remotes/public/v1/about.css" disabled>`,
    );
    expect(inline?.styles).toEqual([cspHash('body{margin:0}'), cspHash('.a{color:red}')].sort());
  });

  it('starts the entry as the build wrote it, and preloads at once, when the live shell has no start script', async () => {
    const { html, inline } = await createShellPage({ ...files, pageStartup: async () => undefined })(
      '/about',
      origin,
    );
    expect(html).toContain('<div id="root"><div data-federated-area="remote_public/About"');
    expect(html).toContain('integrity="sha256-main=" src="/main.1.js"></script>');
    expect(html).toContain('<link rel="preload" href="/remotes/public/v1/about.js" as="script" crossorigin');
    expect(html).not.toContain('data-layout-deferred');
    expect(inline?.scripts).toEqual([]);
  });

  it('is composed once per path and origin while nothing it is made of changes', async () => {
    const render = createShellPage(files);
    expect(await render('/about', origin)).toBe(await render('/about', origin));
    expect(await render('/about', origin)).not.toBe(await render('/about', 'https://other.example'));
  });
});
