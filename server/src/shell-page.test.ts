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
    redeploy: (aboutFile: string) =>
      writeFileSync(join(remotePublic, 'mf-manifest.json'), manifest(aboutFile)),
  };
}

describe('createShellPage', () => {
  it("preloads the route's modules from the deployed manifest, following a redeploy", async () => {
    const site = deployedSite();
    let clock = 0;
    const render = createShellPage(deployedFiles(site.layout, undefined, { now: () => clock }));
    const first = await render('/about/');
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
    expect(await render('/about')).toContain('href="/remotes/public/about.2.js"');
  });

  it('sends an unknown route with the runtime config preloaded only', async () => {
    const render = createShellPage(deployedFiles(deployedSite().layout));
    const page = await render('/nope');
    expect(page.match(/rel="preload"/g)).toHaveLength(1);
    expect(page).toContain('href="/runtime-config.json" as="fetch" crossorigin');
  });
});
